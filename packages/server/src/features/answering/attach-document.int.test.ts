import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { questionnaireMessages } from '@portal/domain';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { buildClient, buildCompany, buildFirm, buildStaff, signInAs } from '../../test/factories.ts';
import { multipart } from '../../test/multipart.ts';
import { questionnaireFixture } from '../questionnaires/questionnaire-fixture.ts';

const PDF = '%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n';

/** attach_to_questionnaire (issue 41 §2, spec 001 §2 Unattached tab): an unattached document joins an upload question. */
describe('POST /api/documents/attach_to_questionnaire', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());
  const url = '/api/documents/attach_to_questionnaire';

  async function setup() {
    const f = await questionnaireFixture(t);
    const upload = async (companyId: number, headers: Record<string, string>, name = 'W-2 Acme.pdf') => {
      const form = multipart({ path: '/2025' }, [{ name, content: Buffer.from(`${PDF}%${name}`) }]);
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/companies/${companyId}/documents`,
        payload: form.payload,
        headers: { ...headers, ...form.headers },
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().document.id as number;
    };
    const w2 = f.question(await f.detail(), 'W-2 forms');
    const documentId = await upload(f.company.id, f.asStaff);
    return { f, w2, documentId, upload };
  }

  it('attaches the document to the upload question: the answer counts it, it leaves the Unattached list', async () => {
    const { f, w2, documentId } = await setup();
    const unattached = () =>
      t.app.inject({
        url: `/api/get_documents_uploaded_outside_of_questionnaire?companyId=${f.company.id}&from3MonthsAgo=true`,
        headers: f.asStaff,
      });
    expect((await unattached()).json().map((d: { id: number }) => d.id)).toContain(documentId);
    const res = await f.staffCall('POST', url, {
      questionnaire_id: f.id,
      question_id: w2.id,
      document_id: documentId,
      selected_option: 'W-2',
    });
    expect(res.statusCode, res.body).toBe(200);
    const question = res.json().questions.find((q: { id: number }) => q.id === w2.id);
    expect(question.answer).toBe('1');
    expect(question.documents.map((d: { id: number }) => d.id)).toEqual([documentId]);
    expect((await unattached()).json().map((d: { id: number }) => d.id)).not.toContain(documentId);
    // Attached once: a second attach finds no unattached document.
    const again = await f.staffCall('POST', url, {
      questionnaire_id: f.id,
      question_id: w2.id,
      document_id: documentId,
      selected_option: 'W-2',
    });
    expect(again.statusCode).toBe(404);
  });

  it('answers 401, 400, 403 for a client, and 404 for another entity’s or firm’s document or questionnaire', async () => {
    const { f, w2, documentId, upload } = await setup();
    const body = { questionnaire_id: f.id, question_id: w2.id, document_id: documentId, selected_option: 'W-2' };
    expect((await t.app.inject({ method: 'POST', url, payload: body })).statusCode).toBe(401);
    const bad = await f.staffCall('POST', url, { ...body, document_id: 'x' });
    expect(bad.statusCode).toBe(400);
    const noOption = await f.staffCall('POST', url, { ...body, selected_option: null });
    expect(noOption.statusCode).toBe(400);
    expect(noOption.json().error.message).toBe(questionnaireMessages.chooseOption);
    const wrongOption = await f.staffCall('POST', url, { ...body, selected_option: '1098' });
    expect(wrongOption.json().error.message).toBe(questionnaireMessages.notAnOption);
    const notUpload = f.question(await f.detail(), 'Occupation');
    expect((await f.staffCall('POST', url, { ...body, question_id: notUpload.id })).statusCode).toBe(400);
    expect((await f.clientCall('POST', url, body)).statusCode).toBe(403);

    // Another entity of the same firm: its document is not this questionnaire's to take.
    const other = await buildCompany(f.db, f.firm, await buildClient(f.db, f.firm));
    const elsewhere = await upload(other.id, f.asStaff, 'Other.pdf');
    expect((await f.staffCall('POST', url, { ...body, document_id: elsewhere })).statusCode).toBe(404);
    // Another firm's staff: the questionnaire is not found.
    const strangerFirm = await buildFirm(f.db);
    const stranger = (await signInAs(f.db, await buildStaff(f.db, strangerFirm))).headers;
    expect((await t.app.inject({ method: 'POST', url, payload: body, headers: stranger })).statusCode).toBe(404);
    // Nothing was attached by any refusal.
    const w2After = f.question(await f.detail(), 'W-2 forms');
    expect(w2After.documents ?? []).toEqual([]);
  });
});
