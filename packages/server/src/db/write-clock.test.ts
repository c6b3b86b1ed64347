import { describe, expect, it } from 'vitest';
import { isReadOnly } from './write-clock.ts';

describe('what the write clock counts as a read', () => {
  it('one plain SELECT, however it is given: text, a query config or a template', () => {
    expect(isReadOnly('select 1')).toBe(true);
    expect(isReadOnly('  SELECT count(*) from pgboss.queue;  ')).toBe(true);
    expect(isReadOnly({ text: 'select id from users where id = $1' })).toBe(true);
    expect(isReadOnly(['select ', ' from companies'])).toBe(true);
  });

  it('anything else, a script whose first statement is a SELECT included', () => {
    expect(isReadOnly('select 1; delete from sessions')).toBe(false);
    expect(isReadOnly('with moved as (update jobs set state = 1 returning id) select * from moved')).toBe(false);
    expect(isReadOnly('insert into tags (name) values ($1)')).toBe(false);
    expect(isReadOnly('begin')).toBe(false);
    expect(isReadOnly(undefined)).toBe(false);
  });
});
