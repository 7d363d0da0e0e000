import { USER } from './limits.js';

/** '@ada_l' as a whole word: not part of an e-mail address, not longer than a username may be. */
export const MENTION_SOURCE = String.raw`(?<![\w@])@([A-Za-z0-9_]{${USER.userNameMin},${USER.userNameMax}})(?![A-Za-z0-9_])`;

/** The usernames a text mentions, each once, in the order they first appear (case kept as typed). */
export function mentionedUserNames(text: string): string[] {
  const seen = new Map<string, string>();
  for (const match of text.matchAll(new RegExp(MENTION_SOURCE, 'g'))) {
    const name = match[1];
    if (name && !seen.has(name.toLowerCase())) seen.set(name.toLowerCase(), name);
  }
  return [...seen.values()];
}
