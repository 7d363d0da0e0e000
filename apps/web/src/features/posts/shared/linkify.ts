import { MENTION_SOURCE } from '@plaza/contract';

export type DescriptionPart =
  | { kind: 'text'; text: string }
  | { kind: 'link'; text: string; href: string }
  | { kind: 'mention'; text: string; userName: string };

/** A web address as people type it; trailing punctuation is sentence, not address. */
const LINK = String.raw`\bhttps?:\/\/[^\s<>"'\`]+`;
/** A link, or an @mention as the server reads it (the same pattern picks whom to notify). */
const TOKEN = new RegExp(`(${LINK})|${MENTION_SOURCE}`, 'gi');
const TRAILING = /[.,;:!?)\]}]+$/;

/** The address itself if it is a well-formed http(s) URL; anything else (javascript:, data:) is text. */
export function safeHref(candidate: string): string | null {
  try {
    const url = new URL(candidate);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** Keeps a closing bracket that belongs to the address, as in https://en.wikipedia.org/wiki/Tea_(drink). */
function trimTrailing(link: string): string {
  let trimmed = link.replace(TRAILING, '');
  while (trimmed.length < link.length) {
    const next = link[trimmed.length];
    const opens = (trimmed.match(/\(/g) ?? []).length;
    const closes = (trimmed.match(/\)/g) ?? []).length;
    if (next !== ')' || opens <= closes) break;
    trimmed += next;
  }
  return trimmed;
}

/**
 * A post's description as plain text, links and @mentions. The parts are data: the component that
 * shows them builds React nodes, so nothing in a description is ever read as HTML.
 */
export function linkify(text: string): DescriptionPart[] {
  const parts: DescriptionPart[] = [];
  const pushText = (value: string) => {
    if (!value) return;
    const last = parts[parts.length - 1];
    if (last?.kind === 'text') last.text += value;
    else parts.push({ kind: 'text', text: value });
  };
  let cursor = 0;
  for (const match of text.matchAll(TOKEN)) {
    const start = match.index;
    pushText(text.slice(cursor, start));
    if (match[1]) {
      const link = trimTrailing(match[1]);
      const href = safeHref(link);
      if (href) parts.push({ kind: 'link', text: link, href });
      else pushText(link);
      cursor = start + link.length;
    } else {
      parts.push({ kind: 'mention', text: match[0], userName: match[2]! });
      cursor = start + match[0].length;
    }
  }
  pushText(text.slice(cursor));
  return parts;
}
