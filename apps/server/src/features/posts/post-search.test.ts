import { describe, expect, it } from 'vitest';
import { postSearch, searchWords } from './post-search.js';

describe('searchWords', () => {
  it('keeps letters and digits only, lower-cased, so no tsquery syntax gets through', () => {
    expect(searchWords("Holiday')|(!:* & Rome")).toEqual(['holiday', 'rome']);
    expect(searchWords('Été 2024 — Zürich')).toEqual(['été', '2024', 'zürich']);
    expect(searchWords("&&& ' \\ :*")).toEqual([]);
  });

  it('keeps at most 8 words', () => {
    expect(searchWords('a b c d e f g h i j')).toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']);
  });
});

describe('postSearch', () => {
  it('keeps the term as typed for trigrams, and its words', () => {
    expect(postSearch('Summer HOL')).toEqual({ term: 'Summer HOL', words: ['summer', 'hol'] });
  });
});
