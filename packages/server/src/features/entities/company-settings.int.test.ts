import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentMessages } from '@portal/domain';
import { activityLogs, companies } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { buildClient, buildCompany, buildFirm, buildStaff, signInAs } from '../../test/factories.ts';
import { multipart } from '../../test/multipart.ts';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

describe('company settings (GET and PATCH /api/companies/{id}/settings)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  async function setup() {
    const db = t.deps.database.db;
    const firm = await buildFirm(db);
    const partner = await buildStaff(db, firm);
    const client = await buildClient(db, firm);
    const company = await buildCompany(db, firm, client);
    const as = async (user: { id: number; firmId: number }) => (await signInAs(db, user)).headers;
    return { db, firm, partner, client, company, as, headers: await as(partner) };
  }
  const url = (id: number) => `/api/companies/${id}/settings`;
  const get = (id: number, headers: Record<string, string>) => t.app.inject({ url: url(id), headers });
  const patch = (id: number, headers: Record<string, string>, payload: object) =>
    t.app.inject({ method: 'PATCH', url: url(id), headers, payload });
  const change = { folders_where_client_actions_disabled: ['/{year}/Tax Returns'] };

  it('answers 401 signed out, 403 to clients, group-limited and read-only staff, 404 for another firm', async () => {
    const { db, firm, client, company, as } = await setup();
    expect((await get(company.id, {})).statusCode).toBe(401);
    expect((await patch(company.id, {}, change)).statusCode).toBe(401);
    const owner = await as(client);
    expect((await get(company.id, owner)).statusCode).toBe(403);
    expect((await patch(company.id, owner, change)).statusCode).toBe(403);
    const group = await as(await buildStaff(db, firm, { access: 'group' }));
    expect((await get(company.id, group)).statusCode).toBe(403);
    const readOnly = await as(await buildStaff(db, firm, { access: 'full', readonlyAccess: true }));
    expect((await get(company.id, readOnly)).statusCode).toBe(200);
    const refused = await patch(company.id, readOnly, change);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe('Only partners, admins and full users can change company settings');
    const other = await setup();
    expect((await get(company.id, other.headers)).statusCode).toBe(404);
    expect((await patch(company.id, other.headers, change)).statusCode).toBe(404);
    expect((await patch(2_147_483_648, other.headers, change)).statusCode).toBe(400);
    const [unchanged] = await db.select().from(companies).where(eq(companies.id, company.id));
    expect(unchanged!.settings).toEqual({});
  });

  it('partners, admins and full users save either list; each change is logged on the entity', async () => {
    const { db, firm, company, headers, as } = await setup();
    expect((await get(company.id, headers)).json()).toEqual({
      folders_where_client_actions_disabled: [],
      custom_document_export_order: [],
    });
    const saved = await patch(company.id, headers, {
      folders_where_client_actions_disabled: [' /{year}/Tax Returns ', ''],
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({
      folders_where_client_actions_disabled: ['/{year}/Tax Returns', ''],
      custom_document_export_order: [],
    });
    const admin = await as(await buildStaff(db, firm, { access: 'admin' }));
    const full = await as(await buildStaff(db, firm, { access: 'full' }));
    expect((await patch(company.id, admin, { custom_document_export_order: ['W-2', '1099-INT'] })).statusCode).toBe(
      200,
    );
    expect((await get(company.id, full)).json()).toEqual({
      folders_where_client_actions_disabled: ['/{year}/Tax Returns', ''],
      custom_document_export_order: ['W-2', '1099-INT'],
    });
    expect((await patch(company.id, full, { custom_document_export_order: ['1099-INT', 'W-2'] })).statusCode).toBe(200);
    const rows = await db
      .select()
      .from(activityLogs)
      .where(and(eq(activityLogs.firmId, firm.id), eq(activityLogs.companyId, company.id)))
      .orderBy(activityLogs.id);
    expect(rows).toHaveLength(3);
    expect(rows[0]).toMatchObject({
      title: 'Company settings updated',
      metadata: {
        section: 'Company settings',
        changes: [{ field: 'folders_where_client_actions_disabled', from: [], to: ['/{year}/Tax Returns', ''] }],
      },
    });
    expect(rows[2]!.description).toBe('custom_document_export_order: ["W-2","1099-INT"] → ["1099-INT","W-2"]');
    // Saving the same values again changes nothing and logs nothing.
    await patch(company.id, full, { custom_document_export_order: ['1099-INT', 'W-2'] });
    expect(await db.select().from(activityLogs).where(eq(activityLogs.companyId, company.id))).toHaveLength(3);
  });

  it('refuses bad patterns, empty or repeated form names and unknown fields', async () => {
    const { company, headers } = await setup();
    const cases: [object, string][] = [
      [
        { folders_where_client_actions_disabled: ['/{month}/Tax'] },
        'Only {year} can be used as a placeholder in a folder path',
      ],
      [{ folders_where_client_actions_disabled: ['/a/../b'] }, "'/a/../b' is not a valid folder path"],
      [{ custom_document_export_order: ['W-2', ' w-2 '] }, "'w-2' is listed twice"],
      [{ custom_document_export_order: [''] }, 'A form name cannot be empty'],
    ];
    for (const [body, message] of cases) {
      const res = await patch(company.id, headers, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe(message);
    }
    expect((await patch(company.id, headers, { hidden: true })).statusCode).toBe(400);
    expect((await patch(company.id, headers, { folders_where_client_actions_disabled: 'x' })).statusCode).toBe(400);
    expect(
      (await patch(company.id, headers, { folders_where_client_actions_disabled: Array(101).fill('/a') })).statusCode,
    ).toBe(400);
  });

  it('a pattern saved through the API blocks a client upload in a matching folder', async () => {
    const { client, company, headers, as } = await setup();
    const asClient = await as(client);
    const upload = (path: string, who: Record<string, string>) => {
      const form = multipart({ path }, [{ name: 'w2.pdf', content: PDF }]);
      return t.app.inject({
        method: 'POST',
        url: `/api/companies/${company.id}/documents`,
        payload: form.payload,
        headers: { ...who, ...form.headers },
      });
    };
    expect((await upload('/2025/Tax Returns', asClient)).statusCode).toBe(200);
    expect((await patch(company.id, headers, change)).statusCode).toBe(200);
    const blocked = await upload('/2026/Tax Returns', asClient);
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().error.message).toBe(documentMessages.blockedFolder);
    expect((await upload('/2026/Other', asClient)).statusCode).toBe(200);
    // An empty entry blocks every folder.
    expect((await patch(company.id, headers, { folders_where_client_actions_disabled: [''] })).statusCode).toBe(200);
    expect((await upload('/2026/Other', asClient)).statusCode).toBe(403);
    expect((await upload('/2026/Other', headers)).statusCode).toBe(200);
  });
});
