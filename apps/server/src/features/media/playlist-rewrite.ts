import { MEDIA } from '@plaza/contract';

/**
 * Renames a playlist's media lines (its segments; a master playlist names other playlists, which
 * stay relative, since they are served beside it). `urlOf` answers a file's absolute URL, or null
 * to keep the relative name. Tags and any line that is not one of the post's own file names stay
 * as they are.
 */
export async function rewritePlaylist(
  text: string,
  urlOf: (fileName: string) => Promise<string | null>,
): Promise<string> {
  const lines = text.split('\n');
  const out: string[] = [];
  for (const line of lines) {
    const name = line.trim();
    const isSegment = name !== '' && !name.startsWith('#') && MEDIA.fileNamePattern.test(name) && name.endsWith('.ts');
    out.push(isSegment ? ((await urlOf(name)) ?? line) : line);
  }
  return out.join('\n');
}
