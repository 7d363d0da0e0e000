import { describe, expect, it } from 'vitest';
import { PROFILE_COLOR_COUNT } from './limits.js';
import { PROFILE_COLORS, initialsOf, profileColorFor } from './profile-colors.js';

/** The spec's rule, computed independently: the id's hexadecimal value, dashes ignored, modulo 70. */
function expectedIndex(id: string): number {
  return Number(BigInt(`0x${id.replaceAll('-', '')}`) % 70n);
}

const HSL = /^hsl\(\d{1,3}, \d{1,3}%, \d{1,3}%\)$/;

describe('PROFILE_COLORS', () => {
  it('holds 70 pairs, as spec 01 §9 says', () => {
    expect(PROFILE_COLOR_COUNT).toBe(70);
    expect(PROFILE_COLORS).toHaveLength(70);
  });

  it('holds well-formed, distinct pairs with a foreground unlike the background', () => {
    for (const { background, foreground } of PROFILE_COLORS) {
      expect(background).toMatch(HSL);
      expect(foreground).toMatch(HSL);
      expect(foreground).not.toBe(background);
    }
    expect(new Set(PROFILE_COLORS.map((c) => `${c.background}|${c.foreground}`)).size).toBe(70);
  });
});

describe('profileColorFor', () => {
  it.each([
    ['00000000-0000-0000-0000-000000000000', 0],
    ['00000000-0000-0000-0000-000000000001', 1],
    ['00000000-0000-0000-0000-000000000045', 69],
    ['00000000-0000-0000-0000-000000000046', 0],
    ['00000000-0000-0000-0000-000000000047', 1],
  ])('picks pair %s → %i for small ids', (id, index) => {
    expect(expectedIndex(id)).toBe(index);
    expect(profileColorFor(id)).toBe(PROFILE_COLORS[index]);
  });

  it.each([
    'ffffffff-ffff-ffff-ffff-ffffffffffff',
    '3f2504e0-4f89-41d3-9a0c-0305e82c3301',
    '00000000-0000-0000-0020-000000000001',
  ])('uses the exact value of %s, far beyond 2^53', (id) => {
    const value = BigInt(`0x${id.replaceAll('-', '')}`);
    expect(value > 2n ** 53n).toBe(true);
    // Floating-point arithmetic would pick another pair for these ids.
    expect(parseInt(id.replaceAll('-', ''), 16) % 70).not.toBe(expectedIndex(id));
    expect(profileColorFor(id)).toBe(PROFILE_COLORS[expectedIndex(id)]);
  });

  it('gives the known pairs for the large ids', () => {
    expect(profileColorFor('ffffffff-ffff-ffff-ffff-ffffffffffff')).toBe(PROFILE_COLORS[45]);
    expect(profileColorFor('3f2504e0-4f89-41d3-9a0c-0305e82c3301')).toBe(PROFILE_COLORS[47]);
  });

  it('is deterministic and ignores case and dashes', () => {
    const id = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';
    expect(profileColorFor(id)).toBe(profileColorFor(id));
    expect(profileColorFor(id.toUpperCase())).toBe(profileColorFor(id));
    expect(profileColorFor(id.replaceAll('-', ''))).toBe(profileColorFor(id));
  });

  it('uses all 70 pairs over 140 consecutive ids', () => {
    const used = new Set(
      Array.from({ length: 140 }, (_, i) =>
        profileColorFor(`00000000-0000-0000-0000-${i.toString(16).padStart(12, '0')}`),
      ),
    );
    expect(used.size).toBe(70);
  });

  it('falls back to the first pair for an id without hex digits', () => {
    expect(profileColorFor('')).toBe(PROFILE_COLORS[0]);
    expect(profileColorFor('---')).toBe(PROFILE_COLORS[0]);
  });
});

describe('initialsOf', () => {
  it.each([
    ['Ada Lovelace', 'AL'],
    ['ada lovelace', 'AL'],
    ['John Ronald Reuel Tolkien', 'JT'],
    ['  Grace   Hopper  ', 'GH'],
    ['Cher', 'C'],
    ['élodie durand', 'ÉD'],
  ])('takes the first and last initials of %s', (name, initials) => {
    expect(initialsOf(name)).toBe(initials);
  });

  it('falls back to the first two letters of the username, upper-cased', () => {
    expect(initialsOf('', 'plaza_user')).toBe('PL');
    expect(initialsOf('   ', 'x')).toBe('X');
  });

  it('answers an empty string with neither name nor fallback', () => {
    expect(initialsOf('')).toBe('');
  });

  it('prefers the full name over the fallback', () => {
    expect(initialsOf('Ada Lovelace', 'zz_top')).toBe('AL');
  });
});
