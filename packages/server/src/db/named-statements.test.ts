import { describe, expect, it } from 'vitest';
import { StatementNames, statementName, statementShape } from './named-statements.ts';

describe('which statements get a name', () => {
  const select = 'select "id", "name" from "entities" where "firm_id" = $1 limit $2';

  it('names a data statement with parameters from its second run on, with a stable name', () => {
    const names = new StatementNames();
    expect(names.nameFor(select, [1, 50])).toBeUndefined();
    const name = names.nameFor(select, [2, 50]);
    expect(name).toBe(statementName(select));
    expect(names.nameFor(select, [3, 50])).toBe(name);
    expect(name!.length).toBeLessThanOrEqual(63);
    expect(statementName(select)).not.toBe(statementName(`${select} offset $3`));
  });

  it('leaves scripts, statements without parameters, DDL and transaction control unnamed', () => {
    const names = new StatementNames();
    for (let run = 0; run < 3; run++) {
      expect(names.nameFor('create table a (id int); insert into a values (1)', undefined)).toBeUndefined();
      expect(names.nameFor('select 1', [])).toBeUndefined();
      expect(names.nameFor('select pg_advisory_lock(1)', undefined)).toBeUndefined();
      expect(names.nameFor('begin', [])).toBeUndefined();
      expect(names.nameFor('set local statement_timeout = $1', [100])).toBeUndefined();
      expect(names.nameFor('alter table a add column b int default $1', [1])).toBeUndefined();
    }
    // Data statements of every kind do get one.
    for (const text of [
      'insert into a (id) values ($1)',
      'update a set b = $1',
      'delete from a where id = $1',
      ' WITH x AS (select $1::int) select * from x',
    ]) {
      names.nameFor(text, [1]);
      expect(names.nameFor(text, [1])).toBe(statementName(text));
    }
  });

  it('does not name texts that vary with the number of values, and forgets the first one named', () => {
    const names = new StatementNames();
    const list = (n: number) =>
      `select "id" from "users" where "id" in (${Array.from({ length: n }, (_, i) => `$${i + 1}`).join(', ')}) and "firm_id" = $${n + 1}`;
    names.nameFor(list(2), [1, 2, 9]);
    expect(names.nameFor(list(2), [1, 2, 9])).toBeDefined();
    for (let n = 1; n < 30; n++) {
      names.nameFor(
        list(n),
        Array.from({ length: n + 1 }, () => 1),
      );
      expect(
        names.nameFor(
          list(n),
          Array.from({ length: n + 1 }, () => 1),
        ),
      ).toBeUndefined();
    }
    const rows = (n: number) =>
      `insert into "t" ("a", "b", "c") values ${Array.from({ length: n }, (_, i) => `($${2 * i + 1}, default, $${2 * i + 2})`).join(', ')}`;
    expect(statementShape(rows(1))).toBe(statementShape(rows(7)));
    names.nameFor(rows(1), [1, 2]);
    names.nameFor(rows(3), [1, 2, 3, 4, 5, 6]);
    expect(names.nameFor(rows(3), [1, 2, 3, 4, 5, 6])).toBeUndefined();
    expect(names.nameFor(rows(1), [1, 2])).toBeUndefined();
  });

  it('remembers a bounded number of texts', () => {
    const names = new StatementNames({ rememberTexts: 10 });
    const text = (i: number) => `select $1::int + ${i}`;
    for (let i = 0; i < 11; i++) names.nameFor(text(i), [1]);
    // The oldest was forgotten: seen again, it counts as a first run.
    expect(names.nameFor(text(0), [1])).toBeUndefined();
    expect(names.nameFor(text(10), [1])).toBe(statementName(text(10)));
  });
});
