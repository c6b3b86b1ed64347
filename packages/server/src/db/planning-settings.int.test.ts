import { describe, expect, it } from 'vitest';
import { testDatabase } from '../test/test-database.ts';

describe("the portal's database connections", () => {
  it('plan every statement for its own values and never JIT-compile it', async () => {
    const database = await testDatabase();
    const { rows } = await database.executeSql('select current_setting($1) as plans, current_setting($2) as jit', [
      'plan_cache_mode',
      'jit',
    ]);
    expect(rows[0]).toEqual({ plans: 'force_custom_plan', jit: 'off' });
  });
});
