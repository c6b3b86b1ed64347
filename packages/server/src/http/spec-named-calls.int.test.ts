import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { buildClient, buildCompany, buildFirm, buildStaff, signInAs } from '../test/factories.ts';
import { multipart } from '../test/multipart.ts';
import { makeQuestionnaire } from '../test/questionnaire.ts';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

/**
 * Issue 41 §1: the named calls of spec 001 §7 that were served under other names. Each answers 401 without a
 * session, 400 for a malformed request, 404 for another firm's record, 403 where its REST twin refuses the role,
 * and the twin's answer otherwise.
 */
describe('spec 001 §7 named calls added by issue 41', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  async function setup() {
    const db = t.deps.database.db;
    const firm = await buildFirm(db);
    const staff = await buildStaff(db, firm);
    const client = await buildClient(db, firm);
    const company = await buildCompany(db, firm, client);
    const questionnaireId = await makeQuestionnaire(db, firm.id, company.id);
    const otherFirm = await buildFirm(db);
    const otherClient = await buildClient(db, otherFirm);
    const otherCompany = await buildCompany(db, otherFirm, otherClient);
    const otherQuestionnaire = await makeQuestionnaire(db, otherFirm.id, otherCompany.id);
    return {
      db,
      firm,
      client,
      company,
      questionnaireId,
      otherCompany,
      otherQuestionnaire,
      asStaff: (await signInAs(db, staff)).headers,
      asClient: (await signInAs(db, client)).headers,
    };
  }
  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });
  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload, headers });

  it('GET get_client_questionnaires: the client dashboard’s cards', async () => {
    const f = await setup();
    const url = '/api/get_client_questionnaires';
    expect((await get(url)).statusCode).toBe(401);
    expect((await get(`${url}?companyHash=${'x'.repeat(101)}`, f.asClient)).statusCode).toBe(400);
    const mine = (await get(`${url}?companyHash=${f.company.hashId}`, f.asClient)).json();
    expect(mine.questionnaires.map((q: { id: number }) => q.id)).toEqual([f.questionnaireId]);
    expect(mine).toEqual((await get(`/api/client/questionnaires?companyHash=${f.company.hashId}`, f.asClient)).json());
    // Another firm's entity is 404, as for every id of another firm (and as the REST twin answers).
    expect((await get(`${url}?companyHash=${f.otherCompany.hashId}`, f.asClient)).statusCode).toBe(404);
    // Staff own no entity: their dashboard has no cards.
    expect((await get(url, f.asStaff)).json().questionnaires).toEqual([]);
  });

  it('GET get_questionnaire?companyId&questionnaireId: one questionnaire', async () => {
    const f = await setup();
    const url = (companyId: number | string, questionnaireId: number | string) =>
      `/api/get_questionnaire?companyId=${companyId}&questionnaireId=${questionnaireId}`;
    expect((await get(url(f.company.id, f.questionnaireId))).statusCode).toBe(401);
    const bad = await get(url(f.company.id, 'abc'), f.asStaff);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toHaveProperty('questionnaireId');
    expect((await get(url(f.otherCompany.id, f.otherQuestionnaire), f.asStaff)).statusCode).toBe(404);
    expect((await get(url(f.otherCompany.id, f.questionnaireId), f.asStaff)).statusCode).toBe(404);
    // A client of the firm who does not own the entity: 404, as for the REST twin.
    const stranger = (await signInAs(f.db, await buildClient(f.db, f.firm))).headers;
    expect((await get(url(f.company.id, f.questionnaireId), stranger)).statusCode).toBe(404);
    const ok = await get(url(f.company.id, f.questionnaireId), f.asClient);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ id: f.questionnaireId, company_id: f.company.id, name: 'Tax Organizer' });
    expect(ok.json().sections.length).toBe(2);
  });

  it('GET get_documents_uploaded_outside_of_questionnaire?companyId&from3MonthsAgo', async () => {
    const f = await setup();
    const upload = multipart({ path: '/' }, [{ name: 'w2.pdf', content: PDF, type: 'application/pdf' }]);
    const uploaded = await t.app.inject({
      method: 'POST',
      url: `/api/companies/${f.company.id}/documents`,
      headers: { ...f.asClient, ...upload.headers },
      payload: upload.payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const url = (q: string) => `/api/get_documents_uploaded_outside_of_questionnaire?${q}`;
    expect((await get(url(`companyId=${f.company.id}`))).statusCode).toBe(401);
    expect((await get(url(`companyId=${f.company.id}&from3MonthsAgo=maybe`), f.asStaff)).statusCode).toBe(400);
    expect((await get(url('from3MonthsAgo=true'), f.asStaff)).statusCode).toBe(400);
    expect((await get(url(`companyId=${f.otherCompany.id}`), f.asStaff)).statusCode).toBe(404);
    const ok = await get(url(`companyId=${f.company.id}&from3MonthsAgo=true`), f.asClient);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().map((d: { name: string }) => d.name)).toEqual(['w2.pdf']);
    expect(ok.json()[0].link).toBe(`/api/documents/${ok.json()[0].id}/link`);
  });

  it('GET get_temporary_upload_link: a 15-minute address the file is posted to, then process_document', async () => {
    const f = await setup();
    const url = (q: string) => `/api/get_temporary_upload_link?${q}`;
    expect((await get(url(`companyId=${f.company.id}`))).statusCode).toBe(401);
    expect((await get(url('companyId=0'), f.asStaff)).statusCode).toBe(400);
    expect((await get(url(`companyId=${f.otherCompany.id}`), f.asStaff)).statusCode).toBe(404);
    // A read-only client may not upload (403), nor anyone into a STAFF ONLY folder as a client (404: unseen).
    await f.db.update(users).set({ readonlyAccess: true }).where(eq(users.id, f.client.id));
    expect((await get(url(`companyId=${f.company.id}`), f.asClient)).statusCode).toBe(403);
    await f.db.update(users).set({ readonlyAccess: false }).where(eq(users.id, f.client.id));
    expect(
      (await get(url(`companyId=${f.company.id}&path=${encodeURIComponent('/STAFF ONLY')}`), f.asClient)).statusCode,
    ).toBe(404);

    const res = await get(url(`companyId=${f.company.id}&path=${encodeURIComponent('/2025')}`), f.asClient);
    expect(res.statusCode, res.body).toBe(200);
    const link = res.json();
    expect(link.path).toBe('/2025');
    expect(new Date(link.expires_at).getTime() - Date.now()).toBeLessThanOrEqual(15 * 60 * 1000);
    const form = multipart({}, [{ name: 'receipt.pdf', content: PDF, type: 'application/pdf' }]);
    const sent = await t.app.inject({
      method: 'POST',
      url: new URL(link.url).pathname,
      headers: form.headers,
      payload: form.payload,
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().document).toMatchObject({ name: 'receipt.pdf', folder_path: '/2025' });
  });

  it('POST export_questionnaire_to_spreadsheet: the spreadsheet export, queued', async () => {
    const f = await setup();
    const url = '/api/export_questionnaire_to_spreadsheet';
    expect((await post(url, { questionnaire_ids: [f.questionnaireId] })).statusCode).toBe(401);
    expect((await post(url, { questionnaire_ids: [] }, f.asStaff)).statusCode).toBe(400);
    expect((await post(url, { questionnaire_ids: [f.questionnaireId] }, f.asClient)).statusCode).toBe(403);
    expect((await post(url, { questionnaire_ids: [f.otherQuestionnaire] }, f.asStaff)).statusCode).toBe(404);
    const queued = await post(url, { questionnaire_ids: [f.questionnaireId], save_as_name: 'Organizer' }, f.asStaff);
    expect(queued.statusCode, queued.body).toBe(202);
    const info = await get(`/api/exports/${queued.json().export_id}`, f.asStaff);
    expect(info.statusCode).toBe(200);
    // Named for what it holds: the spreadsheet (.xlsx), not the PDF the general export makes by default.
    expect(info.json().file_name).toBe('Organizer.xlsx');
  });
});
