import { describe, expect, it } from 'vitest';
import { mentionedUserNames } from './mentions.js';

describe('mentionedUserNames', () => {
  it('finds each mentioned username once, in order', () => {
    expect(mentionedUserNames('@ada_l and @grace, thanks @Ada_L!')).toEqual(['ada_l', 'grace']);
  });

  it('ignores e-mail addresses, too-short and too-long names', () => {
    expect(mentionedUserNames('mail ada@example.com or @abc or @abcdefghijklmnopq')).toEqual([]);
  });

  it('finds a mention at the start and after punctuation', () => {
    expect(mentionedUserNames('@linus: see (@torvalds)')).toEqual(['linus', 'torvalds']);
  });
});
