import { describe, expect, it } from 'vitest';
import { testDatabase, testDbKind } from '../test/test-database.ts';

describe('the PostgreSQL connections', () => {
  it.runIf(testDbKind() === 'postgresql')('never JIT-compile a statement', async () => {
    const database = await testDatabase();
    const { rows } = await database.executeSql('select current_setting($1) as jit', ['jit']);
    expect(rows[0]).toEqual({ jit: 'off' });
  });
});
