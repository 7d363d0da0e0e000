import { DummyDriver, Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/schema.js';
import { correctionsQuery, postSearch, searchMatches, searchWords } from './post-search.js';

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
    expect(postSearch('Summer HOL')).toEqual({ term: 'Summer HOL', words: ['summer', 'hol'], corrections: [[], []] });
  });
});

/** Compiles queries without a database, to read their SQL and parameters. */
const db = new Kysely<Database>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (k) => new PostgresIntrospector(k),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
});

describe('searchMatches', () => {
  it('gives each word its prefix and its corrections as title-only alternatives, all words needed', () => {
    const search = {
      ...postSearch('Guiter hol'),
      corrections: [
        [
          { word: 'guitar', similarity: 0.4 },
          { word: 'guitars', similarity: 0.36 },
        ],
        [],
      ],
    };
    expect(searchMatches(search).compile(db).parameters).toEqual(['(guiter:* | guitar:A | guitars:A) & (hol:*)']);
  });

  it('matches nothing without words', () => {
    expect(searchMatches(postSearch('&&&')).compile(db).sql).toBe('false');
  });
});

describe('correctionsQuery', () => {
  it('looks up each word of 4 letters or more once, and none for shorter words', () => {
    expect(correctionsQuery(postSearch('hol rom'))).toBeUndefined();
    expect(correctionsQuery(postSearch('guiter hol guiter'))?.compile(db).parameters).toEqual(['guiter', 0.3, 5]);
  });
});
