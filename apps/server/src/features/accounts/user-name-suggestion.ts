import { USER } from '@plaza/contract';

const FALLBACK = 'member';
/** A numbered name keeps room for its "_99". */
const NUMBERED_MAX = USER.userNameMax - 3;

function slug(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .toLowerCase();
}

const cut = (name: string, max: number) => name.slice(0, max).replace(/_+$/, '');

/**
 * Usernames for a member whose address the super admin verified by hand (they never reached the
 * page where one is chosen), best first: from the e-mail's local part (without a "+tag"), else the full name, with a
 * number added while a name is taken. Every one is a valid username.
 */
export function userNameCandidates(email: string, fullName: string): string[] {
  const base =
    [slug(email.split('@')[0]?.split('+')[0] ?? ''), slug(fullName)].find((name) => name.length >= USER.userNameMin) ??
    FALLBACK;
  const numbered = cut(base, NUMBERED_MAX);
  return [cut(base, USER.userNameMax), ...Array.from({ length: 98 }, (_, i) => `${numbered}_${i + 2}`)];
}
