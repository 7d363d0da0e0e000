const URL_PATTERN = /https?:\/\/[^\s<>"']+/g;

/** A text cut into plain parts and web addresses, in order. */
export function splitLinks(text: string): { text: string; link: boolean }[] {
  const parts: { text: string; link: boolean }[] = [];
  let at = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    if (match.index > at) parts.push({ text: text.slice(at, match.index), link: false });
    parts.push({ text: match[0], link: true });
    at = match.index + match[0].length;
  }
  if (at < text.length) parts.push({ text: text.slice(at), link: false });
  return parts;
}
