import { LIVE } from '@plaza/contract';
import type { Storage } from '../../lib/storage.js';
import { mediaKey } from '../posts/media-keys.js';

/** Deletes at once, so a long live's thousands of segments do not go one round trip at a time. */
const DELETE_BATCH = 16;

async function readText(storage: Storage, key: string): Promise<string | null> {
  const stream = await storage.stream(key);
  if (!stream) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * An ended live's HLS (its playlist and the segments it names) once the recording's VOD ladder
 * replaced it: the recording is the video now, and nothing plays the live files any more. The
 * segments go first, so the playlist never names a file that is gone while it is still there.
 */
export async function deleteLiveSegments(storage: Storage, slug: string): Promise<number> {
  const playlist = await readText(storage, mediaKey(slug, LIVE.playlistName));
  if (playlist === null) return 0;
  const segments = playlist
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#') && !line.includes('/'));
  for (let i = 0; i < segments.length; i += DELETE_BATCH) {
    await Promise.all(segments.slice(i, i + DELETE_BATCH).map((name) => storage.delete(mediaKey(slug, name))));
  }
  await storage.delete(mediaKey(slug, LIVE.playlistName));
  return segments.length;
}
