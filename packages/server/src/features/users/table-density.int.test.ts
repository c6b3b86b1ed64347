import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { buildClient, buildFirm, buildStaff, signInAs } from '../../test/factories.ts';

/** POST /api/users/update_table_density (issue 38 §5): each staff member's row density, kept with them. */
describe('table density', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const call = (headers: Record<string, string> | undefined, payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/users/update_table_density', headers, payload });
  const current = async (headers: Record<string, string>) =>
    (await t.app.inject({ method: 'GET', url: '/api/sessions/current_user', headers })).json().user.preferences;

  it('is compact until chosen, then remembered for that user only', async () => {
    const db = t.deps.database.db;
    const firm = await buildFirm(db);
    const fiona = (await signInAs(db, await buildStaff(db, firm))).headers;
    const adam = (await signInAs(db, await buildStaff(db, firm))).headers;
    expect((await current(fiona)).table_density).toBe('compact');
    const res = await call(fiona, { table_density: 'comfortable' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ table_density: 'comfortable' });
    expect(await current(fiona)).toMatchObject({ table_density: 'comfortable', out_of_office: false });
    expect((await current(adam)).table_density).toBe('compact');
  });

  it('401 signed out, 400 for another value, 403 for a client', async () => {
    const db = t.deps.database.db;
    const firm = await buildFirm(db);
    const staff = (await signInAs(db, await buildStaff(db, firm))).headers;
    const client = (await signInAs(db, await buildClient(db, firm))).headers;
    expect((await call(undefined, { table_density: 'compact' })).statusCode).toBe(401);
    expect((await call(staff, { table_density: 'tiny' })).statusCode).toBe(400);
    expect((await call(client, { table_density: 'compact' })).statusCode).toBe(403);
  });
});
