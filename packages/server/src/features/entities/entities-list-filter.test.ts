import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { entityListQuerySchema } from '@portal/domain';
import { entityFilter, entityWhere, searchMatches, searchPageIds } from './entities-list-filter.ts';

const dialect = new PgDialect();
const shapeOf = (search: string) => entityFilter(1, entityListQuerySchema.parse({ search }), {}).shape;
const text = (sql: Parameters<PgDialect['sqlToQuery']>[0]) => dialect.sqlToQuery(sql).sql;
const readsEmails = (search: string) => {
  const shape = shapeOf(search);
  return [entityWhere(shape)!, searchMatches(shape), searchPageIds(shape, 'name', false, true)].map((s) =>
    text(s).includes('"users"."email" ilike'),
  );
};

describe('an entity search', () => {
  it('reads the primary contacts’ emails for a term that can be part of one', () => {
    expect(readsEmails('garcia')).toEqual([true, true, true]);
    expect(readsEmails('p12@book.test')).toEqual([true, true, true]);
  });

  it('reads only the names for a term with a space, which no email has', () => {
    expect(readsEmails('garcia trust')).toEqual([false, false, false]);
    // Its statement is another than a one-word search's: the shape is the prepared statement's key.
    expect(entityFilter(1, entityListQuerySchema.parse({ search: 'garcia trust' }), {}).key).not.toBe(
      entityFilter(1, entityListQuerySchema.parse({ search: 'garcia' }), {}).key,
    );
  });

  it('lets a plan made for a short term walk the sort’s index; one made without the term may not (offset 0)', () => {
    const shape = shapeOf('ga');
    expect(text(searchPageIds(shape, 'name', false, false))).not.toContain('offset 0');
    expect(text(searchPageIds(shapeOf('garcia'), 'name', false, true))).toContain('offset 0');
  });
});
