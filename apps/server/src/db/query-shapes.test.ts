import { DummyDriver, Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler } from 'kysely';
import { describe, expect, it } from 'vitest';
import { QueryShapes } from './query-shapes.js';

interface Tables {
  posts: { id: string; title: string; created_by: string };
}

// Compiles PostgreSQL's SQL without a database: shapes are about building, not running.
const db = new Kysely<Tables>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (k) => new PostgresIntrospector(k),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
});

type Values = { author: string; limit: number; title?: string };

const byAuthor = (v: Values) => {
  let q = db.selectFrom('posts').select('id').where('created_by', '=', v.author);
  if (v.title !== undefined) q = q.where('title', '=', v.title);
  return q.limit(v.limit);
};

describe('QueryShapes', () => {
  it('compiles a shape once and fills its parameters with each call’s values', () => {
    const shapes = new QueryShapes(false);
    let builds = 0;
    const build = (v: Values) => {
      builds += 1;
      return byAuthor(v);
    };
    const first = shapes.compile('by author', { author: 'a', limit: 5 }, build);
    const second = shapes.compile('by author', { author: 'b', limit: 9 }, build);
    expect(builds).toBe(1);
    expect(second.sql).toBe(first.sql);
    expect(first.parameters).toEqual(['a', 5]);
    expect(second.parameters).toEqual(['b', 9]);
    expect(second.sql).toBe(byAuthor({ author: 'b', limit: 9 }).compile().sql);
  });

  it('keeps shapes apart: another shape is compiled from its own build', () => {
    const shapes = new QueryShapes(true);
    const plain = shapes.compile('by author', { author: 'a', limit: 5 }, byAuthor);
    const titled = shapes.compile('by author and title', { author: 'a', limit: 5, title: 't' }, byAuthor);
    expect(titled.sql).not.toBe(plain.sql);
    expect(titled.parameters).toEqual(['a', 't', 5]);
  });

  it('refuses a builder that computes with a value instead of passing it on', () => {
    const shapes = new QueryShapes(false);
    const pattern = (v: Values) =>
      db.selectFrom('posts').select('id').where('title', 'like', `%${v.author}%`).limit(v.limit);
    expect(() => shapes.compile('by pattern', { author: 'a', limit: 5 }, pattern)).toThrow(
      'the query shaped "by pattern" did not pass on author',
    );
  });

  it('outside production, refuses a call whose compiled query differs from its direct build', () => {
    const shapes = new QueryShapes(true);
    // The value passes on as a parameter and is also read: only the direct build sees the real one.
    const branchy = (v: Values) => (typeof v.author === 'string' ? byAuthor(v) : byAuthor({ ...v, title: 'x' }));
    expect(() => shapes.compile('branchy', { author: 'a', limit: 5 }, branchy)).toThrow(
      'the query shaped "branchy" differs from its direct build in its SQL',
    );
    // In production the same mistake is not looked for: the check costs a build per call.
    expect(new QueryShapes(false).compile('branchy', { author: 'a', limit: 5 }, branchy).parameters).toEqual([
      'a',
      'x',
      5,
    ]);
  });
});
