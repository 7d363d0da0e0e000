/** Longer than any page of the product needs to remember. */
export const LOCAL_PATH_MAX = 2048;
/** Percent-decoding rounds tried; a path still changing after them is refused. */
const DECODE_ROUNDS = 3;

/**
 * Control characters: the URL parser drops tabs and line breaks (so `/\t/host` reads as
 * `//host`, another site). Backslashes: read as `/` in http(s) URLs.
 */
function hasForbiddenCharacter(path: string): boolean {
  for (let i = 0; i < path.length; i++) {
    const code = path.charCodeAt(i);
    if (code <= 0x1f || (code >= 0x7f && code <= 0x9f) || code === 0x5c) return true;
  }
  return false;
}

/**
 * A path that starts with exactly one slash and holds nothing the URL parser or the router would
 * rewrite into another start: then it cannot leave the site.
 */
function isPlainPath(path: string): boolean {
  if (!path.startsWith('/') || path.startsWith('//') || hasForbiddenCharacter(path)) return false;
  // Dot segments: resolving `/..//host` (as the router does) climbs to `//host`.
  const pathname = path.split(/[?#]/, 1)[0]!;
  return !pathname.split('/').some((segment) => segment === '.' || segment === '..');
}

/** The path with every percent-encoding undone, or null when it is malformed or nested too deep. */
function decoded(path: string): string | null {
  let current = path;
  for (let round = 0; round < DECODE_ROUNDS; round++) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return null;
    }
    if (next === current) return current;
    current = next;
  }
  return null;
}

/**
 * Only a plain path of this site, for "return to" addresses; anything else is null. A browser
 * reads `//evil.example`, `/\evil.example` and `/<tab>/evil.example` as other sites, and the
 * router would resolve `/..//evil.example` or decode `/%2F/evil.example` into one, so both the
 * path and its percent-decoded form must start with a single slash, hold no control character,
 * backslash or dot segment, and stay on the site. Used by the web app's route guard and by the
 * server's sign-in flows.
 */
export function safeLocalPath(value: string | null | undefined): string | null {
  if (!value || value.length > LOCAL_PATH_MAX || !isPlainPath(value)) return null;
  const plain = decoded(value);
  return plain !== null && isPlainPath(plain) ? value : null;
}
