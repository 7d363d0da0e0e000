import { PROFILE_COLOR_COUNT } from './limits.js';

export interface ColorPair {
  background: string;
  foreground: string;
}

/**
 * 70 background/foreground pairs for users without a photo: hues stepped by the golden angle at
 * three lightness levels, each with a foreground that keeps the initials readable.
 */
export const PROFILE_COLORS: readonly ColorPair[] = Array.from({ length: PROFILE_COLOR_COUNT }, (_, i) => {
  const hue = Math.round((i * 137.508) % 360);
  const tier = i % 3;
  const lightness = [88, 72, 38][tier] ?? 72;
  const saturation = [70, 65, 55][tier] ?? 65;
  const foreground = tier === 2 ? 'hsl(0, 0%, 100%)' : `hsl(${hue}, ${saturation}%, 22%)`;
  return { background: `hsl(${hue}, ${saturation}%, ${lightness}%)`, foreground };
});

/** The pair for a user: the id's hexadecimal value (dashes and other characters ignored) modulo 70. */
export function profileColorFor(userId: string): ColorPair {
  const hex = userId.toLowerCase().replace(/[^0-9a-f]/g, '');
  const index = hex.length === 0 ? 0 : Number(BigInt(`0x${hex}`) % BigInt(PROFILE_COLOR_COUNT));
  return PROFILE_COLORS[index] as ColorPair;
}

/** Up to two initials from a full name, falling back to the username. */
export function initialsOf(fullName: string, fallback = ''): string {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : words;
  const initials = letters.map((w) => w?.[0] ?? '').join('');
  return (initials || fallback.slice(0, 2)).toUpperCase();
}
