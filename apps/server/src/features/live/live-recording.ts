import { createReadStream, createWriteStream } from 'node:fs';
import { readFile, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { LIVE } from '@plaza/contract';
import type { Storage } from '../../lib/storage.js';
import { mediaKey } from '../posts/media-keys.js';
import { openPlaylist, recordingPart } from './hls-packager.js';

/**
 * The end of a live whose publisher did not come back: its recording parts (one per publish, their
 * timestamps continuing) joined end to end into the recording the VOD transcode reads, the stored
 * playlist closed with ENDLIST, and the live's temporary folder removed.
 */
export async function closeLive(storage: Storage, slug: string, outDir: string, parts: number): Promise<void> {
  try {
    const joined = join(outDir, LIVE.recordingName);
    const out = createWriteStream(joined);
    let size = 0;
    for (let part = 0; part < parts; part++) {
      const path = join(outDir, recordingPart(part));
      const info = await stat(path).catch(() => null);
      if (!info) continue;
      size += info.size;
      await pipeline(createReadStream(path), out, { end: false });
    }
    await new Promise<void>((resolve, reject) =>
      out.end((error?: Error | null) => (error ? reject(error) : resolve())),
    );
    if (size > 0) await storage.putFile(mediaKey(slug, LIVE.recordingName), joined);
    const playlist = await readFile(join(outDir, LIVE.playlistName), 'utf8').catch(() => null);
    if (playlist !== null) {
      await storage.put(mediaKey(slug, LIVE.playlistName), Buffer.from(`${openPlaylist(playlist)}#EXT-X-ENDLIST\n`));
    }
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
}
