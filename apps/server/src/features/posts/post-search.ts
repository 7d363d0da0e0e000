import type { Db } from '../../db/database.js';
import { sql, type RawBuilder, type SqlBool } from 'kysely';

/** More words than this add nothing but cost: the rest of a long term is ignored. */
const MAX_WORDS = 8;

/**
 * How close a misspelt word must be to a word of the title (pg_trgm word_similarity, 0..1).
 * The extension's default (0.6) misses ordinary typos: 'holdiay' is 0.375 from 'holiday'.
 */
export const TYPO_THRESHOLD = 0.3;

/** Words shorter than this match by prefix only: a typo in them matches too much else. */
const TYPO_MIN_LENGTH = 4;

/** A search term, prepared once: its words, each a prefix for full text and a text for trigrams. */
export interface PostSearch {
  term: string;
  /** Lower-case letters and digits only (nothing else reaches to_tsquery); none for punctuation. */
  words: string[];
}

/**
 * The words of a term, lower-cased, letters and digits only: nothing else reaches to_tsquery,
 * so no text of the caller can change the query's syntax.
 */
export function searchWords(term: string): string[] {
  return (term.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, MAX_WORDS);
}

export function postSearch(term: string): PostSearch {
  return { term, words: searchWords(term) };
}

const prefixQuery = (words: string[], operator: '&' | '|') =>
  sql`to_tsquery('simple', ${words.map((w) => `${w}:*`).join(` ${operator} `)})`;

/**
 * A post matches when each word of the term starts a word of its title or description (GIN on
 * search_vector) or, for a word of 4 letters or more, is close to a word of its title (GIN
 * trigrams on title: 'holdiay' finds 'holiday'). A term without words matches nothing.
 */
export function searchMatches(search: PostSearch): RawBuilder<SqlBool> {
  if (search.words.length === 0) return sql<SqlBool>`false`;
  const each = search.words.map((word) => {
    const prefix = sql`p.search_vector @@ ${prefixQuery([word], '&')}`;
    return word.length >= TYPO_MIN_LENGTH ? sql`(${prefix} or p.title %> ${word})` : prefix;
  });
  return sql<SqlBool>`(${sql.join(each, sql` and `)})`;
}

/** Full-text rank: more words matched, and in the title rather than the description, rank higher. */
export function textRank(search: PostSearch): RawBuilder<number> {
  return search.words.length
    ? sql<number>`ts_rank(p.search_vector, ${prefixQuery(search.words, '|')})`
    : // Not a bare 0: ORDER BY 0 would name a column by position.
      sql<number>`cast(0 as real)`;
}

/**
 * Among the typo matches (rank 0), the closer title first. Computed for those rows only: the
 * trigrams of every matching title would cost more than ranking them.
 */
export function titleSimilarity(search: PostSearch): RawBuilder<number> {
  if (search.words.length === 0) return sql<number>`cast(0 as real)`;
  return sql<number>`case when p.search_vector @@ ${prefixQuery(search.words, '|')} then 0
    else word_similarity(${search.term}, p.title) end`;
}

/**
 * A sort key that is the same for every match, put first in a search's order by date or views:
 * it keeps the planner from walking the date or views index and testing each post against the
 * trigram operator (whose cost it underestimates), so the matches come from the GIN
 * indexes and only they are sorted.
 */
export function wholeMatchSet(): RawBuilder<boolean> {
  return sql<boolean>`(p.search_vector is not null)`;
}

/**
 * Sets the typo threshold for the current transaction only (`set_config(..., true)`), so
 * pooled connections keep the default. Call it first in the transaction running the search.
 */
export async function useTypoThreshold(trx: Db): Promise<void> {
  await sql`select set_config('pg_trgm.word_similarity_threshold', ${String(TYPO_THRESHOLD)}, true)`.execute(trx);
}
