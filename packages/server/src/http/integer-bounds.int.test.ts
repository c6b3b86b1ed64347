import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_INT32 } from '@portal/domain';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { buildFirm, buildStaff, signInAs } from '../test/factories.ts';
import { integersIn, operations } from '../test/openapi.ts';

/**
 * Issue 24 §1: an id of 2147483648 reached the `integer` columns and answered 500 on 44 routes. Every integer a
 * route takes (ids through the one `recordId` schema of @portal/domain, and pages, years, amounts alike) must
 * be bounded to 32 bits, so a larger one is a 400. This walks the OpenAPI document, so a new route is checked too.
 */
describe('integers in route inputs', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('are all bounded to 32 bits, in paths, query strings and JSON bodies', () => {
    const unbounded: string[] = [];
    const ops = operations(t.app);
    let checked = 0;
    for (const op of ops) {
      const found = [
        ...op.parameters.flatMap((p) => [...integersIn(p.schema, p.name)].map((x) => ({ ...x, where: p.in }))),
        ...[...integersIn(op.body, 'body')].map((x) => ({ ...x, where: 'body' })),
      ];
      for (const { name, schema, where } of found) {
        checked++;
        const bounded = (schema.maximum ?? Infinity) <= MAX_INT32 && (schema.minimum ?? -Infinity) >= -MAX_INT32 - 1;
        if (!bounded) unbounded.push(`${op.method} ${op.path} ${where} ${name} (max ${schema.maximum})`);
      }
    }
    expect(ops.length).toBeGreaterThan(200);
    expect(checked).toBeGreaterThan(100);
    expect(unbounded).toEqual([]);
  });

  it('answer an id past 32 bits with 400, not a database error', async () => {
    const firm = await buildFirm(t.deps.database.db);
    const staff = await signInAs(t.deps.database.db, await buildStaff(t.deps.database.db, firm));
    const res = await t.app.inject({ method: 'GET', url: '/api/users/2147483648', headers: staff.headers });
    expect(res.statusCode).toBe(400);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/users/2147483647', headers: staff.headers })).statusCode,
    ).toBe(404);
  });
});
