import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies } from '../../db/schema/index.ts';
import { importMessages } from '@portal/domain';
import { registerJobs } from '../../jobs.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { buildClient, buildFirm, buildStaff, signInAs } from '../../test/factories.ts';

describe('client list import', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ startJobs: true, jobs: { pollingIntervalSeconds: 0.5 } });
    await registerJobs(t.deps);
  });
  afterAll(() => t.close());

  it('refuses a do-it-yourself import with 403 while the firm has it turned off (the default)', async () => {
    const db = t.deps.database.db;
    const firm = await buildFirm(db);
    const partner = await buildStaff(db, firm);
    const headers = (await signInAs(db, partner)).headers;
    const payload = {
      records: [{ fname: 'Ann', lname: 'Off', email: `off-${firm.id}@list.test` }],
      original_file_name: 'clients.csv',
      assigned_firm_user_id: partner.id,
      list_type: 'individuals',
    };
    for (const url of ['/api/import_lists/validate', '/api/import_lists']) {
      const res = await t.app.inject({ method: 'POST', url, payload, headers });
      expect(res.statusCode).toBe(403);
      expect(res.json().error.message).toBe(importMessages.diyDisabled);
    }
  });

  it('shows every bad row before writing, then imports the other rows in the background', async () => {
    const db = t.deps.database.db;
    const firm = await buildFirm(db, { preferences: { client_list_import_diy_enabled: true } });
    const partner = await buildStaff(db, firm);
    const taken = await buildClient(db, firm);
    const headers = (await signInAs(db, partner)).headers;
    const records = Array.from({ length: 500 }, (_, i) => ({
      fname: `First${i}`,
      lname: `Last${i}`,
      email: `import-${firm.id}-${i}@list.test`,
    }));
    records[9] = { ...records[9]!, fname: '' };
    records[99] = { ...records[99]!, email: taken.email! };
    records[299] = { ...records[299]!, email: 'not-an-email' };
    const payload = {
      records,
      original_file_name: 'clients.csv',
      assigned_firm_user_id: partner.id,
      list_type: 'individuals',
    };

    const check = await t.app.inject({ method: 'POST', url: '/api/import_lists/validate', payload, headers });
    expect(check.json()).toEqual({
      total: 500,
      valid: 497,
      errors: [
        { row: 10, field: 'fname', message: 'First name is required' },
        { row: 100, field: 'email', message: 'This email already exists' },
        { row: 300, field: 'email', message: 'Please enter a valid email address' },
      ],
    });
    expect(await db.$count(companies, eq(companies.firmId, firm.id))).toBe(0);

    const queued = await t.app.inject({ method: 'POST', url: '/api/import_lists', payload, headers });
    expect(queued.json().import).toMatchObject({ status: 'queued', total: 500 });
    const deadline = Date.now() + 60_000;
    let status;
    do {
      await new Promise((r) => setTimeout(r, 500));
      status = (await t.app.inject({ url: '/api/import_lists', headers })).json()[0];
    } while (status.status !== 'completed' && Date.now() < deadline);
    expect(status).toMatchObject({ status: 'completed', imported: 497, failed: 3 });
    expect(status.errors).toHaveLength(3);
    expect(await db.$count(companies, eq(companies.firmId, firm.id))).toBe(497);
  }, 90_000);

  it('needs an assignee and a list type; staff only', async () => {
    const db = t.deps.database.db;
    const firm = await buildFirm(db, { preferences: { client_list_import_diy_enabled: true } });
    const headers = (await signInAs(db, await buildStaff(db, firm))).headers;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/import_lists/validate',
      payload: { records: [{ fname: 'A' }], original_file_name: 'x.csv' },
      headers,
    });
    expect(res.statusCode).toBe(400);
    expect(Object.values(res.json().error.fields)).toEqual(
      expect.arrayContaining([
        'Please choose the firm user the clients are assigned to',
        'Please choose whether the list holds individuals or entities',
      ]),
    );
    const asClient = (await signInAs(db, await buildClient(db, firm))).headers;
    expect((await t.app.inject({ url: '/api/import_lists', headers: asClient })).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/import_lists' })).statusCode).toBe(401);
  });

  it('offers a CSV template per list type', async () => {
    const db = t.deps.database.db;
    const headers = (
      await signInAs(
        db,
        await buildStaff(db, await buildFirm(db, { preferences: { client_list_import_diy_enabled: true } })),
      )
    ).headers;
    const res = await t.app.inject({ url: '/api/import_lists/template?list_type=entities', headers });
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.body.split('\r\n')[0]).toBe('fname,lname,email,phone_number,entity_name,entity_type');
    expect((await t.app.inject({ url: '/api/import_lists/template?list_type=pets', headers })).statusCode).toBe(400);
  });

  it('needs a firm group when the firm uses groups, and an assignee of the firm', async () => {
    const db = t.deps.database.db;
    const firm = await buildFirm(db, { preferences: { has_firm_groups: true, client_list_import_diy_enabled: true } });
    const headers = (await signInAs(db, await buildStaff(db, firm))).headers;
    const payload = {
      records: [{ fname: 'A', lname: 'B' }],
      original_file_name: 'x.csv',
      assigned_firm_user_id: -1,
      list_type: 'individuals',
    };
    const res = await t.app.inject({ method: 'POST', url: '/api/import_lists/validate', payload, headers });
    expect(res.json().error.fields).toEqual({ firm_group_id: 'Firm group is required' });
    const stranger = await buildStaff(
      db,
      await buildFirm(db, { preferences: { client_list_import_diy_enabled: true } }),
    );
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/import_lists',
      payload: { ...payload, firm_group_id: undefined, assigned_firm_user_id: stranger.id },
      headers,
    });
    expect(other.statusCode).toBe(400);
  });
});
