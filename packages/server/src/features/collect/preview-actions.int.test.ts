import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { previewActionMessages } from '@portal/domain';
import { activityLogs, companyOwners } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { buildClient, buildFirm, buildStaff, signInAs } from '../../test/factories.ts';
import { multipart } from '../../test/multipart.ts';
import { readMail } from '../../test/outbox.ts';
import { questionnaireFixture } from '../questionnaires/questionnaire-fixture.ts';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

/** Sign-in links and restoring removed documents, from the firm's preview (spec 001 §2, §6, §7, §8). */
describe('the firm preview sends sign-in links and restores documents', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ clock: 'fixed' });
  });
  afterAll(() => t.close());

  const as = (headers: Record<string, string>) => (method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers });
  const otherFirm = async (db: TestApp['deps']['database']['db']) =>
    (await signInAs(db, await buildStaff(db, await buildFirm(db)))).headers;

  it('lists the entity users and emails each chosen one a link that resets sign-in and opens the questionnaire', async () => {
    const f = await questionnaireFixture(t);
    const spouse = await buildClient(f.db, f.firm, { fname: 'Sam', lname: 'Spouse' });
    await f.db.insert(companyOwners).values({ firmId: f.firm.id, companyId: f.company.id, userId: spouse.id });
    const noMail = await buildClient(f.db, f.firm, { fname: 'Nia', lname: 'Nomail', email: null });
    await f.db.insert(companyOwners).values({ firmId: f.firm.id, companyId: f.company.id, userId: noMail.id });

    const users = await f.staffCall('GET', `/api/questionnaires/${f.id}/entity_users`);
    expect(users.statusCode).toBe(200);
    expect(users.json()).toEqual([
      {
        id: f.client.id,
        full_name: `${f.client.fname} ${f.client.lname}`,
        email: f.client.email,
        is_taxpayer: true,
        is_spouse: false,
      },
      { id: spouse.id, full_name: 'Sam Spouse', email: spouse.email, is_taxpayer: false, is_spouse: false },
      { id: noMail.id, full_name: 'Nia Nomail', email: null, is_taxpayer: false, is_spouse: false },
    ]);
    const named = await f.staffCall('GET', `/api/get_active_entity_users?questionnaireId=${f.id}`);
    expect(named.json()).toEqual(users.json());

    const res = await f.staffCall('POST', `/api/questionnaires/${f.id}/send_sign_in_links`, {
      userIds: [spouse.id],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Sign in link(s) sent successfully' });
    const mails = (await readMail(t.dataDir)).filter((m) => m.to === spouse.email);
    expect(mails).toHaveLength(1);
    expect((await readMail(t.dataDir)).some((m) => m.to === f.client.email)).toBe(false);
    const link = /(http\S+\/set-sign-in-method\?token=(\S+?)&redirect=(\S+?)(&|\s))/.exec(mails[0]!.text);
    expect(link).not.toBeNull();
    const info = await t.app.inject({
      method: 'GET',
      url: `/api/users/sign_in_setup?token=${link![2]}`,
    });
    expect(info.statusCode).toBe(200);
    expect(info.json()).toMatchObject({
      email: spouse.email,
      redirect: `/questionnaire/${f.company.hashId}?questionnaireId=${f.id}`,
    });
    const logs = await f.db.select().from(activityLogs).where(eq(activityLogs.questionnaireId, f.id));
    expect(logs.filter((l) => l.title === 'Sign-in links sent').map((l) => [l.description, l.actorUserId])).toEqual([
      ['Sam Spouse', f.staff.id],
    ]);

    const noMailbox = await f.staffCall('POST', `/api/questionnaires/${f.id}/send_sign_in_links`, {
      userIds: [f.client.id, noMail.id],
    });
    expect(noMailbox.statusCode).toBe(400);
    expect(noMailbox.json().error.message).toBe(`Nia Nomail: ${previewActionMessages.noEmail}`);
    expect((await readMail(t.dataDir)).some((m) => m.to === f.client.email)).toBe(false);
  });

  it('answers sign-in links with 401, 400, 403 and 404 as the rules say', async () => {
    const f = await questionnaireFixture(t);
    const url = `/api/questionnaires/${f.id}/send_sign_in_links`;
    const body = { userIds: [f.client.id] };
    expect((await as({})('POST', url, body)).statusCode).toBe(401);
    expect((await as({})('GET', `/api/questionnaires/${f.id}/entity_users`)).statusCode).toBe(401);
    const empty = await f.staffCall('POST', url, { userIds: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toBe(previewActionMessages.chooseUsers);
    expect((await f.clientCall('POST', url, body)).statusCode).toBe(403);
    expect((await f.clientCall('GET', `/api/questionnaires/${f.id}/entity_users`)).statusCode).toBe(403);
    const readonly = await buildStaff(f.db, f.firm, { access: 'full', readonlyAccess: true });
    expect((await as((await signInAs(f.db, readonly)).headers)('POST', url, body)).statusCode).toBe(403);
    const other = await otherFirm(f.db);
    expect((await as(other)('POST', url, body)).statusCode).toBe(404);
    expect((await as(other)('GET', `/api/questionnaires/${f.id}/entity_users`)).statusCode).toBe(404);
    // A client of the firm who is not one of the entity's is not a recipient.
    const stranger = await buildClient(f.db, f.firm);
    const notOwner = await f.staffCall('POST', url, { userIds: [stranger.id] });
    expect(notOwner.statusCode).toBe(404);
    expect(notOwner.json().error.message).toBe(previewActionMessages.userNotFound);
    expect((await readMail(t.dataDir)).some((m) => m.to === stranger.email || m.to === f.client.email)).toBe(false);
  });

  async function uploadAndRemove(f: Awaited<ReturnType<typeof questionnaireFixture>>, name: string) {
    const w2 = f.question(await f.detail(), 'W-2 forms');
    const form = multipart({ selected_option: 'W-2' }, [{ name, content: PDF }]);
    const url = `/api/questionnaires/${f.id}/questions/${w2.id}/documents`;
    const doc = (
      await t.app.inject({ method: 'POST', url, payload: form.payload, headers: { ...f.asClient, ...form.headers } })
    ).json().document as { id: number };
    const removed = await t.app.inject({ method: 'DELETE', url: `${url}/${doc.id}`, headers: f.asClient });
    expect(removed.statusCode).toBe(200);
    return { doc, w2 };
  }

  it('lists removed documents and restores them to their question', async () => {
    const f = await questionnaireFixture(t);
    const { doc, w2 } = await uploadAndRemove(f, 'w2.pdf');
    expect(f.question(await f.detail(), 'W-2 forms').documents).toEqual([]);

    const list = await f.staffCall('GET', `/api/questionnaires/${f.id}/removed_documents`);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject([{ id: doc.id, name: 'w2.pdf', question_id: w2.id, question_text: 'W-2 forms' }]);

    const res = await f.staffCall('POST', `/api/questionnaires/${f.id}/restore_documents`, { document_ids: [doc.id] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Documents restored successfully' });
    const after = f.question(await f.detail(), 'W-2 forms');
    expect(after.documents.map((d) => d.id)).toEqual([doc.id]);
    expect(after.answer).toBe('1');
    expect((await f.staffCall('GET', `/api/questionnaires/${f.id}/removed_documents`)).json()).toEqual([]);
    // Restored once: a second restore finds no removed file by that id.
    expect(
      (await f.staffCall('POST', `/api/questionnaires/${f.id}/restore_documents`, { document_ids: [doc.id] }))
        .statusCode,
    ).toBe(404);
  });

  it('answers restore documents with 401, 400, 403, 404 and 409 as the rules say', async () => {
    const f = await questionnaireFixture(t);
    const { doc } = await uploadAndRemove(f, 'w2.pdf');
    const url = `/api/questionnaires/${f.id}/restore_documents`;
    const body = { document_ids: [doc.id] };
    expect((await as({})('POST', url, body)).statusCode).toBe(401);
    expect((await as({})('GET', `/api/questionnaires/${f.id}/removed_documents`)).statusCode).toBe(401);
    const empty = await f.staffCall('POST', url, { document_ids: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toBe(previewActionMessages.chooseDocuments);
    expect((await f.clientCall('POST', url, body)).statusCode).toBe(403);
    expect((await f.clientCall('GET', `/api/questionnaires/${f.id}/removed_documents`)).statusCode).toBe(403);
    const readonly = await buildStaff(f.db, f.firm, { access: 'full', readonlyAccess: true });
    expect((await as((await signInAs(f.db, readonly)).headers)('POST', url, body)).statusCode).toBe(403);
    const other = await otherFirm(f.db);
    expect((await as(other)('POST', url, body)).statusCode).toBe(404);
    expect((await as(other)('GET', `/api/questionnaires/${f.id}/removed_documents`)).statusCode).toBe(404);
    // Another questionnaire's removed file is not this one's.
    const g = await questionnaireFixture(t);
    const { doc: theirs } = await uploadAndRemove(g, 'theirs.pdf');
    expect((await f.staffCall('POST', url, { document_ids: [doc.id, theirs.id] })).statusCode).toBe(404);
    expect(f.question(await f.detail(), 'W-2 forms').documents).toEqual([]);

    // The same name uploaded again since: restoring would make two files of one name in the folder.
    const w2 = f.question(await f.detail(), 'W-2 forms');
    const form = multipart({ selected_option: 'W-2' }, [{ name: 'w2.pdf', content: PDF }]);
    await t.app.inject({
      method: 'POST',
      url: `/api/questionnaires/${f.id}/questions/${w2.id}/documents`,
      payload: form.payload,
      headers: { ...f.asClient, ...form.headers },
    });
    const taken = await f.staffCall('POST', url, body);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.message).toContain(previewActionMessages.restoreDocumentsFailed);
  });

  it('documents these calls and the export list in the OpenAPI document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toEqual(
      expect.arrayContaining([
        '/api/questionnaires/{id}/entity_users',
        '/api/get_active_entity_users',
        '/api/questionnaires/{id}/send_sign_in_links',
        '/api/questionnaires/{id}/removed_documents',
        '/api/questionnaires/{id}/restore_documents',
        '/api/get_exported_documents_list',
      ]),
    );
  });
});
