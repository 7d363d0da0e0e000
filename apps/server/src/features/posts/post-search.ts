import type { Db } from '../../db/database.js';
import { sql, type RawBuilder, type SqlBool } from 'kysely';

/** More words than this add nothing but cost: the rest of a long term is ignored. */
const MAX_WORDS = 8;

/**
 * How close a misspelt word must be to a word of a title (pg_trgm similarity, 0..1): 'holdiay'
 * is 0.33 from 'holiday', 'guiter' 0.4 from 'guitar'. It is also the extension's default
 * pg_trgm.similarity_threshold, which the `%` operator (and so the index) uses.
 */
export const TYPO_THRESHOLD = 0.3;

/** Words shorter than this match by prefix only: a typo in them matches too much else. */
const TYPO_MIN_LENGTH = 4;

/** The most title words a misspelt word stands for: the bounded candidate set of the typo path. */
export const TYPO_CANDIDATES = 5;

/** What reaches to_tsquery: letters and digits only, so no text can change the query's syntax. */
const PLAIN_WORD = /^[\p{L}\p{N}]+$/u;

/** A title word close to a word of the term, and how close (pg_trgm similarity). */
export interface Correction {
  word: string;
  similarity: number;
}

interface CorrectionRow {
  typed: string;
  word: string;
  similarity: number;
}

/** A search term, prepared once: its words, each a prefix for full text, and their typo corrections. */
export interface PostSearch {
  term: string;
  /** Lower-case letters and digits only (nothing else reaches to_tsquery); none for punctuation. */
  words: string[];
  /** For each word, the title words it may be a typo of, closest first (findCorrections). */
  corrections: Correction[][];
}

/**
 * The words of a term, lower-cased, letters and digits only: nothing else reaches to_tsquery,
 * so no text of the caller can change the query's syntax.
 */
export function searchWords(term: string): string[] {
  return (term.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, MAX_WORDS);
}

export function postSearch(term: string): PostSearch {
  const words = searchWords(term);
  return { term, words, corrections: words.map(() => []) };
}

/**
 * Each word's corrections: the title words (migration 0015's vocabulary, through its
 * trigram index) within TYPO_THRESHOLD of it, closest first, at most TYPO_CANDIDATES, leaving
 * out those the word already finds as a prefix. One query for every word of the term.
 */
export function correctionsQuery(search: PostSearch): RawBuilder<CorrectionRow> | undefined {
  const typed = [...new Set(search.words.filter((word) => word.length >= TYPO_MIN_LENGTH))];
  if (typed.length === 0) return undefined;
  return sql<CorrectionRow>`
    select t.word as typed, v.word, v.similarity
    from (values ${sql.join(typed.map((word) => sql`(${word}::text)`))}) as t (word)
    cross join lateral (
      select v.word, similarity(v.word, t.word) as similarity from post_title_words v
      where v.word % t.word and similarity(v.word, t.word) >= ${TYPO_THRESHOLD}
        and left(v.word, length(t.word)) <> t.word
      order by similarity desc, v.word
      limit ${TYPO_CANDIDATES}) v`;
}

/** The search with each word's corrections filled in (correctionsQuery). */
export async function findCorrections(runner: Db, search: PostSearch): Promise<PostSearch> {
  const query = correctionsQuery(search);
  if (!query) return search;
  const { rows } = await query.execute(runner);
  const corrections = search.words.map((word) =>
    rows
      .filter((row) => row.typed === word && PLAIN_WORD.test(row.word))
      .map((row) => ({ word: row.word, similarity: Number(row.similarity) })),
  );
  return { ...search, corrections };
}

const tsquery = (text: string) => sql`to_tsquery('simple', ${text})`;

/** Any word of the term as a prefix, in title or description: what ranks a post. */
const anyPrefix = (search: PostSearch) => tsquery(search.words.map((w) => `${w}:*`).join(' | '));

/**
 * A post matches when each word of the term starts a word of its title or description, or is
 * a typo of a word of its title (one of the word's corrections, weight A: the title's part of
 * search_vector): 'holdiay' finds 'holiday'. One tsquery, so one GIN index lookup for both
 * halves. A term without words matches nothing.
 */
export function searchMatches(search: PostSearch): RawBuilder<SqlBool> {
  if (search.words.length === 0) return sql<SqlBool>`false`;
  const each = search.words.map((word, i) =>
    [`${word}:*`, ...(search.corrections[i] ?? []).map((c) => `${c.word}:A`)].join(' | '),
  );
  return sql<SqlBool>`(p.search_vector @@ ${tsquery(each.map((alternatives) => `(${alternatives})`).join(' & '))})`;
}

/** Full-text rank: more words matched, and in the title rather than the description, rank higher. */
export function textRank(search: PostSearch): RawBuilder<number> {
  return search.words.length
    ? sql<number>`ts_rank(p.search_vector, ${anyPrefix(search)})`
    : // Not a bare 0: ORDER BY 0 would name a column by position.
      sql<number>`cast(0 as real)`;
}

/**
 * Among the typo matches (rank 0), the closer title first: for each word, the similarity of its
 * closest correction the title holds, summed. Tests of the row's search_vector against a few
 * lexemes, no trigrams of the title computed per row.
 */
export function titleSimilarity(search: PostSearch): RawBuilder<number> {
  const perWord = search.corrections
    .filter((corrections) => corrections.length > 0)
    .map(
      (corrections) =>
        sql`(case ${sql.join(
          corrections.map((c) => sql`when p.search_vector @@ ${tsquery(`${c.word}:A`)} then ${c.similarity}::real`),
          sql` `,
        )} else 0 end)`,
    );
  if (perWord.length === 0) return sql<number>`cast(0 as real)`;
  return sql<number>`case when p.search_vector @@ ${anyPrefix(search)} then 0
    else ${sql.join(perWord, sql` + `)} end`;
}

/**
 * A sort key that is the same for every match, put first in a search's order by date or views:
 * it keeps the planner from walking the date or views index and testing each post against the
 * search (a full index walk for a rare word), so the matches come from the GIN index and only
 * they are sorted.
 */
export function wholeMatchSet(): RawBuilder<boolean> {
  return sql<boolean>`(p.search_vector is not null)`;
}
