import { describe, expect, it } from 'vitest';
import type { Db } from './client.ts';
import { MAX_SHAPES_PER_DB, preparedQuery, statementName } from './prepared-query.ts';

describe('a prepared query', () => {
  /** A stand-in for a drizzle query builder: records each build and the name it was prepared under. */
  const builder = () => {
    const built: string[] = [];
    const build = (tag: string) => () => ({
      prepare: (name: string) => {
        built.push(name);
        return { tag, name };
      },
    });
    return { built, build };
  };
  const aDb = () => ({}) as Db;

  it('is built once per database and key, then reused', () => {
    const db = aDb();
    const b = builder();
    const first = preparedQuery(db, 'list:a', b.build('a'));
    expect(preparedQuery(db, 'list:a', b.build('other'))).toBe(first);
    expect(b.built).toEqual([statementName('list:a')]);
    const other = preparedQuery(db, 'list:b', b.build('b'));
    expect(other).toEqual({ tag: 'b', name: statementName('list:b') });
    // Another database (a test's, another pool) gets its own: a prepared query is bound to the db it came from.
    expect(preparedQuery(aDb(), 'list:a', b.build('a2'))).toEqual({ tag: 'a2', name: statementName('list:a') });
    expect(b.built).toHaveLength(3);
  });

  it('is named by its key: stable, distinct and within PostgreSQL’s 63-byte names', () => {
    expect(statementName('entities:page:x')).toBe(statementName('entities:page:x'));
    expect(statementName('entities:page:x')).not.toBe(statementName('entities:page:y'));
    expect(statementName('k'.repeat(10_000))).toMatch(/^pq_[0-9a-f]{24}$/);
  });

  it('keeps a bounded number of shapes, forgetting the oldest first', () => {
    const db = aDb();
    const b = builder();
    for (let i = 0; i <= MAX_SHAPES_PER_DB; i++) preparedQuery(db, `k${i}`, b.build(`k${i}`));
    expect(b.built).toHaveLength(MAX_SHAPES_PER_DB + 1);
    preparedQuery(db, `k${MAX_SHAPES_PER_DB}`, b.build('again'));
    expect(b.built).toHaveLength(MAX_SHAPES_PER_DB + 1);
    preparedQuery(db, 'k0', b.build('again'));
    expect(b.built).toHaveLength(MAX_SHAPES_PER_DB + 2);
  });
});
