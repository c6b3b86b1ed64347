import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentMessages, fixedClock, questionnaireMessages } from '@portal/domain';
import { documents, priorYearItems, questionnaireQuestions, questionnaires } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { buildClient, buildCompany, buildFirm, buildStaff, signInAs } from '../../test/factories.ts';
import { multipart } from '../../test/multipart.ts';
import { readMail } from '../../test/outbox.ts';
import { dropOffMessages } from './drop-off.service.ts';
import { runSendBatch } from '../questionnaire-sends/index.ts';

const clock = fixedClock('2026-11-21T09:00:00Z');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\n%%EOF\n');
const DAY = 24 * 3600_000;

describe('document drop-off requests (spec 001 §2, §4, §5)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ clock, startJobs: true, jobs: { work: false } });
  });
  afterAll(() => t.close());

  /** A drop-off sent to one entity, its batch run as the job would, and the emailed link read back. */
  async function sentDropOff() {
    const db = t.deps.database.db;
    const firm = await buildFirm(db, { name: 'Lee CPAs', preferences: { document_drop_off_enabled: true } });
    const staff = await buildStaff(db, firm);
    const client = await buildClient(db, firm, { fname: 'Dana' });
    const company = await buildCompany(db, firm, client, { name: 'Dana Holdings LLC' });
    await db
      .insert(priorYearItems)
      .values({ firmId: firm.id, companyId: company.id, name: 'Form 1099-INT from Chase', year: 2024 });
    const headers = (await signInAs(db, staff)).headers;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/send_questionnaires',
      headers,
      payload: {
        kind: 'drop_off',
        company_ids: [company.id],
        tax_year: 2025,
        due_date: '2026-12-05',
        include_prior_year_items: true,
        questions_to_create: [{ text: 'Your 1099-B', question_type: 'upload' }],
      },
    });
    expect(res.statusCode, res.body).toBe(202);
    // The job's deps, plus the test clock so the link's 7 days start on the test's day.
    const deps = { db, mailer: t.deps.mailer, sms: t.deps.sms, config: t.deps.config, clock };
    await runSendBatch(deps, res.json().send_id);
    const [q] = await db.select().from(questionnaires).where(eq(questionnaires.companyId, company.id));
    const mail = (await readMail(t.dataDir)).filter((m) => m.to === client.email).at(-1)!;
    const url = new URL(mail.text.match(/https?:\/\/\S+document-drop-off\S+/)![0]);
    const key = {
      questionnaireId: url.searchParams.get('questionnaireId')!,
      companyId: url.searchParams.get('companyId')!,
      token: url.searchParams.get('token')!,
    };
    return { db, firm, company, client, q: q!, mail, key };
  }

  const page = (key: Record<string, string>) =>
    t.app.inject({ url: `/api/public/document_drop_off?${new URLSearchParams(key)}` });
  const upload = (key: Record<string, string>, questionId: number, name: string, content: Buffer) => {
    const form = multipart({}, [{ name, content }]);
    return t.app.inject({
      method: 'POST',
      url: `/api/public/document_drop_off/items/${questionId}/files?${new URLSearchParams(key)}`,
      payload: form.payload,
      headers: form.headers,
    });
  };

  it('emails each client the drop-off link with the items instead of the questionnaire link', async () => {
    const { mail, q, company } = await sentDropOff();
    expect(mail.subject).toMatch(/^Lee CPAs: documents requested for 2025 — /);
    expect(mail.text).toContain('- Please upload Form 1099-INT from Chase');
    expect(mail.text).toContain('- Your 1099-B');
    expect(mail.text).toContain('Dec 5, 2026');
    expect(mail.text).toContain(`/document-drop-off?questionnaireId=${q.id}&companyId=${company.id}&token=`);
    expect(mail.text).not.toContain('/questionnaire/');
    expect(q.documentDropOffEnabled).toBe(true);
  });

  it('shows the page, counts uploads per item and files them in the questionnaire folder', async () => {
    const { db, key, q } = await sentDropOff();
    const res = await page(key);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      firm_name: 'Lee CPAs',
      company_name: 'Dana Holdings LLC',
      tax_year: 2025,
      due_date: '2026-12-05',
      expires_at: new Date(clock.now().getTime() + 7 * DAY).toISOString(),
    });
    expect(body.items.map((i: { text: string }) => i.text)).toEqual([
      'Please upload Form 1099-INT from Chase',
      'Your 1099-B',
    ]);
    const item = body.items[1];
    expect(item.uploaded_count).toBe(0);

    const first = await upload(key, item.question_id, '1099-b.pdf', PDF);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ error: null, item: { question_id: item.question_id, uploaded_count: 1 } });
    expect(first.json().document.path).toBe('/2025/Questionnaire Uploads/1099-b.pdf');
    const second = await upload(key, item.question_id, 'page-2.pdf', Buffer.concat([PDF, Buffer.from(' ')]));
    expect(second.json().item.uploaded_count).toBe(2);

    const [answer] = await db
      .select({ answer: questionnaireQuestions.answer })
      .from(questionnaireQuestions)
      .where(eq(questionnaireQuestions.id, item.question_id));
    expect(answer?.answer).toBe('2');
    const stored = await db.select().from(documents).where(eq(documents.questionnaireId, q.id));
    expect(stored.every((d) => d.questionId === item.question_id && d.uploadedById === null)).toBe(true);
    expect((await page(key)).json().items[1].uploaded_count).toBe(2);

    const dup = await upload(key, item.question_id, '1099-b.pdf', PDF);
    expect(dup.json()).toMatchObject({ is_duplicate: true, error: questionnaireMessages.duplicate('1099-b.pdf') });
    expect(dup.json().item.uploaded_count).toBe(2);
  });

  it('refuses a file that only claims to be a PDF', async () => {
    const { key } = await sentDropOff();
    const item = (await page(key)).json().items[0];
    const res = await upload(key, item.question_id, 'w2.pdf', Buffer.from('MZ not really a pdf'));
    expect(res.json()).toMatchObject({ document: null, error: documentMessages.invalidFiles });
    expect(res.json().item.uploaded_count).toBe(0);
  });

  it('answers 404 for a wrong token, company, questionnaire or item, and 400 for a missing part', async () => {
    const { key, company } = await sentDropOff();
    const other = await sentDropOff();
    const cases = [
      { ...key, token: 'x'.repeat(43) },
      { ...key, companyId: String(other.company.id) },
      { ...key, questionnaireId: String(other.q.id) },
      { ...other.key, companyId: String(company.id) },
    ];
    for (const bad of cases) {
      const res = await page(bad);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe(dropOffMessages.notFound);
    }
    const otherItem = (await page(other.key)).json().items[0].question_id;
    expect((await upload(key, otherItem, 'a.pdf', PDF)).statusCode).toBe(404);
    expect((await upload({ ...key, token: 'y'.repeat(43) }, otherItem, 'a.pdf', PDF)).statusCode).toBe(404);
    expect((await page({ questionnaireId: key.questionnaireId, companyId: key.companyId })).statusCode).toBe(400);
    expect((await page({ ...key, companyId: 'abc' })).statusCode).toBe(400);
  });

  it('asks for the document option first when the item has options, and refuses a locked request', async () => {
    const { db, key, q } = await sentDropOff();
    const [row] = await db
      .update(questionnaireQuestions)
      .set({ options: ['Brokerage', 'Crypto'] })
      .where(and(eq(questionnaireQuestions.questionnaireId, q.id), eq(questionnaireQuestions.text, 'Your 1099-B')))
      .returning();
    const withOption = (option: string | null, name: string) => {
      const form = multipart(option ? { selected_option: option } : {}, [{ name, content: PDF }]);
      return t.app.inject({
        method: 'POST',
        url: `/api/public/document_drop_off/items/${row!.id}/files?${new URLSearchParams(key)}`,
        payload: form.payload,
        headers: form.headers,
      });
    };
    expect((await page(key)).json().items[1].options).toEqual(['Brokerage', 'Crypto']);
    const none = await withOption(null, 'b.pdf');
    expect(none.statusCode).toBe(400);
    expect(none.json().error.message).toBe(questionnaireMessages.chooseOption);
    expect((await withOption('Stocks', 'b.pdf')).json().error.message).toBe(questionnaireMessages.notAnOption);
    const ok = await withOption('Crypto', 'b.pdf');
    expect(ok.json().item.uploaded_count).toBe(1);
    await db.update(questionnaires).set({ locked: true }).where(eq(questionnaires.id, q.id));
    expect((await page(key)).json().locked).toBe(true);
    expect((await withOption('Crypto', 'c.pdf')).statusCode).toBe(403);
  });

  it('expires after 7 days with a clear message', async () => {
    const { key } = await sentDropOff();
    const item = (await page(key)).json().items[0];
    clock.advance(7 * DAY - 1000);
    expect((await page(key)).statusCode).toBe(200);
    clock.advance(2000);
    const res = await page(key);
    expect(res.statusCode).toBe(410);
    expect(res.json().error).toMatchObject({ code: 'link_expired', message: dropOffMessages.expired });
    expect((await upload(key, item.question_id, 'late.pdf', PDF)).statusCode).toBe(410);
    clock.set('2026-11-21T09:00:00Z');
  });
});
