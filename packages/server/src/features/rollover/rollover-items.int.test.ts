import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PriorYearItem, PriorYearItemList } from '@portal/domain';
import type { DbOrTx } from '../../db/client.ts';
import { priorYearItems } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { buildClient, buildCompany, buildFirm, buildStaff, signInAs } from '../../test/factories.ts';
import { rolloverCsvRows } from './rollover-csv.ts';

describe('rollover (prior-year) items', () => {
  let t: TestApp;
  let db: DbOrTx;
  let staff: Record<string, string>;
  let client: Record<string, string>;
  let otherStaff: Record<string, string>;
  let acme: { id: number };
  let beta: { id: number };
  let foreign: { id: number };
  let foreignItem: number;
  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object, headers = staff) =>
    t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    t = await buildTestApp({ clock: 'fixed' });
    db = t.deps.database.db;
    const firm = await buildFirm(db);
    const owner = await buildClient(db, firm);
    acme = await buildCompany(db, firm, owner, { name: 'Acme Rentals LLC', externalEntityId: 'EXT-1' });
    beta = await buildCompany(db, firm, owner, { name: 'Beta Farm' });
    staff = (await signInAs(db, await buildStaff(db, firm))).headers;
    client = (await signInAs(db, owner)).headers;
    const other = await buildFirm(db);
    otherStaff = (await signInAs(db, await buildStaff(db, other))).headers;
    foreign = await buildCompany(db, other, await buildClient(db, other), { name: 'Beta Farm' });
    const [row] = await db
      .insert(priorYearItems)
      .values({ firmId: other.id, companyId: foreign.id, name: 'W-2', year: 2025 })
      .returning();
    foreignItem = row!.id;
  });
  afterAll(() => t.close());

  it('needs a session (401)', async () => {
    expect((await call('GET', `/api/companies/${acme.id}/prior_year_items`, undefined, {})).statusCode).toBe(401);
    const res = await call('POST', '/api/prior_year_items', { company_id: acme.id, name: 'W-2', year: 2025 }, {});
    expect(res.statusCode).toBe(401);
  });

  it('is for staff only (403 for clients)', async () => {
    expect((await call('GET', `/api/companies/${acme.id}/prior_year_items`, undefined, client)).statusCode).toBe(403);
    const res = await call('POST', '/api/prior_year_items', { company_id: acme.id, name: 'W-2', year: 2025 }, client);
    expect(res.statusCode).toBe(403);
    const imp = await call('POST', '/api/prior_year_items/import', { year: 2025, csv: 'Acme,,,W-2' }, client);
    expect(imp.statusCode).toBe(403);
  });

  it('validates with the spec messages (400)', async () => {
    const blank = await call('POST', '/api/prior_year_items', { company_id: acme.id, name: '  ', year: 2025 });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.message).toBe('Please enter a name');
    const year = await call('POST', '/api/prior_year_items', { company_id: acme.id, name: 'W-2', year: 1999 });
    expect(year.statusCode).toBe(400);
    const noYear = await call('POST', '/api/prior_year_items/import', { csv: 'Acme,,,W-2' });
    expect(noYear.statusCode).toBe(400);
    expect(noYear.json().error.message).toBe('A rollover CSV needs a year');
    const line = await call('POST', `/api/prior_year_items/${foreignItem}/line_items`, { category: '' });
    expect(line.statusCode).toBe(400);
  });

  it('hides another firm’s entity and items (404)', async () => {
    expect((await call('GET', `/api/companies/${foreign.id}/prior_year_items`)).statusCode).toBe(404);
    const add = await call('POST', '/api/prior_year_items', { company_id: foreign.id, name: 'W-2', year: 2025 });
    expect(add.statusCode).toBe(404);
    expect((await call('PATCH', `/api/prior_year_items/${foreignItem}`, { name: 'x' })).statusCode).toBe(404);
    expect((await call('DELETE', `/api/prior_year_items/${foreignItem}`)).statusCode).toBe(404);
    const line = await call('POST', `/api/prior_year_items/${foreignItem}/line_items`, {
      category: 'Wages',
      value: '1',
    });
    expect(line.statusCode).toBe(404);
  });

  it('creates, lists, updates and deletes items and line items', async () => {
    const a = await call('POST', '/api/prior_year_items', { company_id: acme.id, name: ' 1099-INT ', year: 2024 });
    expect(a.statusCode, a.body).toBe(200);
    expect(a.json().message).toBe('Prior year item added');
    const b = (await call('POST', '/api/prior_year_items', { company_id: acme.id, name: 'W-2', year: 2025 })).json();
    const c = (await call('POST', '/api/prior_year_items', { company_id: acme.id, name: '1098', year: 2025 })).json();
    const list: PriorYearItemList = (await call('GET', `/api/companies/${acme.id}/prior_year_items`)).json();
    expect(list.items.map((i) => `${i.year} ${i.name}`)).toEqual(['2025 1098', '2025 W-2', '2024 1099-INT']);

    const upd = await call('PATCH', `/api/prior_year_items/${b.item.id}`, { name: 'W-2 Acme', do_not_rollover: true });
    expect(upd.json()).toMatchObject({
      message: 'Prior year item updated',
      item: { name: 'W-2 Acme', do_not_rollover: true, year: 2025 },
    });

    const line = await call('POST', `/api/prior_year_items/${b.item.id}/line_items`, {
      category: 'Wages',
      value: '100',
    });
    expect(line.statusCode, line.body).toBe(200);
    const lineId = line.json().line_item.id;
    const edited = await call('PATCH', `/api/prior_year_line_items/${lineId}`, { value: '250' });
    expect(edited.json().line_item).toEqual({ id: lineId, category: 'Wages', value: '250' });
    expect((await call('PATCH', `/api/prior_year_line_items/${lineId}`, { value: '1' }, otherStaff)).statusCode).toBe(
      404,
    );
    const withLine: PriorYearItemList = (await call('GET', `/api/companies/${acme.id}/prior_year_items`)).json();
    expect(withLine.items.find((i) => i.id === b.item.id)?.line_items).toHaveLength(1);
    expect((await call('DELETE', `/api/prior_year_line_items/${lineId}`)).statusCode).toBe(200);

    const del = await call('DELETE', `/api/prior_year_items/${c.item.id}`);
    expect(del.json()).toEqual({ message: 'Prior year item deleted' });
    await db.update(priorYearItems).set({ removable: false }).where(eq(priorYearItems.id, b.item.id));
    expect((await call('DELETE', `/api/prior_year_items/${b.item.id}`)).statusCode).toBe(409);
  });

  it('imports a rollover CSV in the spec column order', async () => {
    const csv = [
      'Client Name,External Entity ID,Entity Type,Form Name,Detailed Name,Due Date,Rollover to next year (Y/N)',
      'Wrong name,EXT-1,LLC,Schedule E,"Rental, Main St",04/15/2025,Y',
      'beta farm,,Farm,Schedule F,,,N',
      'Nobody,,Individual,W-2,,,Y',
      'Beta Farm,,Farm,,,,Y',
    ].join('\r\n');
    const res = await call('POST', '/api/prior_year_items/import', { year: 2025, csv });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      created: 2,
      skipped: [
        { row: 4, reason: 'No entity matches' },
        { row: 5, reason: 'Missing form name' },
      ],
    });
    const acmeItems: PriorYearItem[] = (await call('GET', `/api/companies/${acme.id}/prior_year_items`)).json().items;
    expect(acmeItems.find((i) => i.source === 'csv')).toMatchObject({
      name: 'Schedule E (Rental, Main St)',
      year: 2025,
      do_not_rollover: false,
    });
    const betaItems: PriorYearItem[] = (await call('GET', `/api/companies/${beta.id}/prior_year_items`)).json().items;
    expect(betaItems).toMatchObject([{ name: 'Schedule F', do_not_rollover: true, source: 'csv' }]);
    // Another firm's entity with the same name is never matched.
    const theirs: PriorYearItem[] = (
      await call('GET', `/api/companies/${foreign.id}/prior_year_items`, undefined, otherStaff)
    ).json().items;
    expect(theirs.map((i) => i.name)).toEqual(['W-2']);
  });

  it('reads quoted CSV cells and skips blank lines', () => {
    const rows = rolloverCsvRows('"A ""B""",,,"Form\nX",,,n\n\n');
    expect(rows).toEqual([
      expect.objectContaining({ row: 1, clientName: 'A "B"', formName: 'Form\nX', doNotRollover: true }),
    ]);
  });
});
