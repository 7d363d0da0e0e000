import { USER } from '@plaza/contract';
import { describe, expect, it } from 'vitest';
import { userNameCandidates } from './user-name-suggestion.js';

const valid = (name: string) =>
  name.length >= USER.userNameMin && name.length <= USER.userNameMax && USER.userNamePattern.test(name);

describe('userNameCandidates', () => {
  it('starts from the e-mail local part, then numbers it', () => {
    const names = userNameCandidates('Grace.Hopper+plaza@example.com', 'Grace Hopper');
    expect(names.slice(0, 3)).toEqual(['grace_hopper', 'grace_hopper_2', 'grace_hopper_3']);
    expect(names.at(-1)).toBe('grace_hopper_99');
    expect(new Set(names).size).toBe(names.length);
  });

  it('falls back to the full name, then to "member", when the local part is too short', () => {
    expect(userNameCandidates('kj@example.com', 'Katherine Johnson').slice(0, 2)).toEqual([
      'katherine_johnso',
      'katherine_joh_2',
    ]);
    expect(userNameCandidates('k@example.com', 'Zoë')[0]).toBe('member');
    expect(userNameCandidates('李@example.com', '李小龍')[0]).toBe('member');
  });

  it('drops accents and keeps only letters, digits and single underscores', () => {
    expect(userNameCandidates('josé--maría..o@example.com', 'x')[0]).toBe('jose_maria_o');
  });

  it('gives only valid usernames, however long the address', () => {
    const names = userNameCandidates(`${'a'.repeat(80)}_@example.com`, 'A');
    expect(names.every(valid)).toBe(true);
    expect(names.slice(0, 2)).toEqual(['a'.repeat(16), `${'a'.repeat(13)}_2`]);
  });
});
