import { describe, expect, it } from 'vitest';
import { testDatabase, testDbKind } from '../test/test-database.ts';

describe("the portal's database connections", () => {
  it('plan statements for their own values on PostgreSQL (once where it pays on PGlite) and never JIT-compile them', async () => {
    const database = await testDatabase();
    const { rows } = await database.executeSql('select current_setting($1) as plans, current_setting($2) as jit', [
      'plan_cache_mode',
      'jit',
    ]);
    const plans = testDbKind() === 'pglite' ? 'auto' : 'force_custom_plan';
    expect(rows[0]).toEqual({ plans, jit: 'off' });
  });
});
