import { PATHS } from '../../routing/paths';

/** The personal invite link: `<origin>/invite?from=<userName>`. */
export function inviteLink(origin: string, userName: string): string {
  return `${origin}${PATHS.invite}?from=${encodeURIComponent(userName)}`;
}

export const INVITE_TEXT = 'Join me on Plaza';

export interface ShareTarget {
  name: 'WhatsApp' | 'Facebook' | 'Twitter';
  href: string;
}

/** Where the link can be shared (spec 02 §2): WhatsApp, Facebook and Twitter, each its own share page. */
export function shareTargets(link: string, text = INVITE_TEXT): ShareTarget[] {
  const enc = encodeURIComponent;
  return [
    { name: 'WhatsApp', href: `https://wa.me/?text=${enc(`${text} ${link}`)}` },
    { name: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${enc(link)}` },
    { name: 'Twitter', href: `https://twitter.com/intent/tweet?url=${enc(link)}&text=${enc(text)}` },
  ];
}
