import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock, sendMessages, type SectionDefinition } from '@portal/domain';
import {
  questionnaireSendBatches,
  questionnaireTemplates,
  questionnaires,
  priorYearItems,
} from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { buildClient, buildCompany, buildFirm, buildStaff, signInAs } from '../../test/factories.ts';
import { readMail } from '../../test/outbox.ts';
import { runSendBatch } from './send-batch.ts';
import { runDueSchedules } from './send-schedules.ts';

const clock = fixedClock('2026-11-21T09:00:00Z');

const definition: SectionDefinition[] = [
  {
    name: 'General',
    type: 3,
    questions: [
      {
        key: 'moved',
        text: 'Did you move this year?',
        type: 'boolean',
        followUps: [{ trigger: 'Yes', questions: [{ text: 'What is your new address?', type: 'text' }] }],
      },
      { text: 'Please upload your W-2', type: 'upload', options: ['W-2'] },
    ],
  },
  { name: 'Engagement Letter', type: 2, key: 'agreement_signature', instruction: '<p>We agree.</p>' },
  { name: 'Review and Submit', type: 4, key: 'review_and_submit' },
];

describe('send questionnaires (spec 001 §5, §7 send_questionnaires)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ clock, startJobs: true, jobs: { work: false } });
  });
  afterAll(() => t.close());
  const batchDeps = () => ({
    db: t.deps.database.db,
    mailer: t.deps.mailer,
    sms: t.deps.sms,
    config: t.deps.config,
    clock: t.deps.clock,
  });

  async function firmWithBook(n = 2, preferences = {}) {
    const db = t.deps.database.db;
    const firm = await buildFirm(db, { preferences });
    const staff = await buildStaff(db, firm);
    const clients = [];
    for (let i = 0; i < n; i++) {
      const client = await buildClient(db, firm);
      const company = await buildCompany(db, firm, client, { entityType: i % 2 ? 'Trust' : 'Individual' });
      clients.push({ client, company });
    }
    const [template] = await db
      .insert(questionnaireTemplates)
      .values({ firmId: firm.id, name: '2026 Tax Organizer', definition })
      .returning();
    const headers = (await signInAs(db, staff)).headers;
    const send = (body: object, h = headers) =>
      t.app.inject({ method: 'POST', url: '/api/send_questionnaires', payload: body, headers: h });
    const valid = {
      questionnaire_template_id: template!.id,
      company_ids: clients.map((c) => c.company.id),
      tax_year: 2025,
      due_date: '2026-12-05',
    };
    return { db, firm, staff, clients, template: template!, headers, send, valid };
  }

  const questionnairesOf = (firmId: number) =>
    t.deps.database.db.select().from(questionnaires).where(eq(questionnaires.firmId, firmId));

  it('sends a template to the chosen entities in a background batch and emails each client a link into it', async () => {
    const f = await firmWithBook(3);
    const res = await f.send(f.valid);
    expect(res.statusCode, res.body).toBe(202);
    const body = res.json();
    expect(body.message).toBe(sendMessages.sent);
    await runSendBatch(batchDeps(), body.send_id);

    const progress = await t.app.inject({ url: `/api/questionnaire_send_batches/${body.send_id}`, headers: f.headers });
    expect(progress.json()).toMatchObject({ status: 'done', total: 3, done: 3, failed: 0 });
    const made = await questionnairesOf(f.firm.id);
    expect(made).toHaveLength(3);
    expect(
      made.every((q) => q.name === '2026 Tax Organizer' && q.dueDate === '2026-12-05' && q.sentAt && !q.isDraft),
    ).toBe(true);
    // Sent at once, each is dated from the portal's clock (spec 001 §4: reminders count from the sent date).
    expect(made.map((q) => q.sentAt?.toISOString())).toEqual(made.map(() => clock.now().toISOString()));

    const mails = await readMail(t.dataDir);
    for (const { client, company } of f.clients) {
      const mail = mails.find((m) => m.to === client.email);
      const q = made.find((x) => x.companyId === company.id)!;
      expect(mail?.text).toContain(`/questionnaire/${company.hashId}?questionnaireId=${q.id}`);
      expect(mail?.text).toContain('Dec 5, 2026');
    }

    // The client opens it and sees the follow-up hidden until answered Yes.
    const asClient = (await signInAs(f.db, f.clients[0]!.client)).headers;
    const q = made.find((x) => x.companyId === f.clients[0]!.company.id)!;
    const detail = (await t.app.inject({ url: `/api/questionnaires/${q.id}`, headers: asClient })).json();
    expect(detail.questionnaire_questions.map((x: { text: string }) => x.text)).toContain('What is your new address?');
    expect(
      detail.engagement_signatures ??
        detail.sections.flatMap((s: { engagement_signatures?: unknown[] }) => s.engagement_signatures ?? []),
    ).toHaveLength(1);
  });

  it('does not send twice when the batch job runs again', async () => {
    const f = await firmWithBook(2);
    const { send_id } = (await f.send(f.valid)).json();
    await runSendBatch(batchDeps(), send_id);
    await f.db
      .update(questionnaireSendBatches)
      .set({ status: 'running' })
      .where(eq(questionnaireSendBatches.id, send_id));
    await runSendBatch(batchDeps(), send_id);
    expect(await questionnairesOf(f.firm.id)).toHaveLength(2);
  });

  it('sends to every active entity of the chosen types', async () => {
    const f = await firmWithBook(4);
    const { send_id } = (await f.send({ ...f.valid, company_ids: [], company_types: ['Trust'] })).json();
    await runSendBatch(batchDeps(), send_id);
    const made = await questionnairesOf(f.firm.id);
    const trusts = f.clients.filter((c) => c.company.entityType === 'Trust').map((c) => c.company.id);
    expect(made.map((q) => q.companyId).sort()).toEqual(trusts.sort());
  });

  it('saves drafts without telling anyone', async () => {
    const f = await firmWithBook(1);
    const before = (await readMail(t.dataDir)).length;
    const res = await f.send({ ...f.valid, is_draft: true });
    expect(res.json().message).toBe(sendMessages.drafts);
    await runSendBatch(batchDeps(), res.json().send_id);
    const [q] = await questionnairesOf(f.firm.id);
    expect(q).toMatchObject({ isDraft: true, sentAt: null });
    expect((await readMail(t.dataDir)).length).toBe(before);
  });

  it('saves drafts under the spec’s names save_questionnaires and save_questionnaire, whatever is_draft says', async () => {
    const f = await firmWithBook(1);
    const before = (await readMail(t.dataDir)).length;
    for (const url of ['/api/save_questionnaires', '/api/save_questionnaire']) {
      expect((await t.app.inject({ method: 'POST', url, payload: f.valid })).statusCode).toBe(401);
      const bad = await t.app.inject({
        method: 'POST',
        url,
        payload: { ...f.valid, tax_year: 'x' },
        headers: f.headers,
      });
      expect(bad.statusCode).toBe(400);
      const res = await t.app.inject({
        method: 'POST',
        url,
        payload: { ...f.valid, is_draft: false },
        headers: f.headers,
      });
      expect(res.json().message).toBe(sendMessages.drafts);
      await runSendBatch(batchDeps(), res.json().send_id);
    }
    const made = await questionnairesOf(f.firm.id);
    expect(made).toHaveLength(2);
    expect(made.every((q) => q.isDraft && q.sentAt === null)).toBe(true);
    expect((await readMail(t.dataDir)).length).toBe(before);
  });

  it('adds the additional questions before review and the prior-year items as a checklist', async () => {
    const f = await firmWithBook(1);
    const company = f.clients[0]!.company;
    await f.db.insert(priorYearItems).values([
      { firmId: f.firm.id, companyId: company.id, name: 'Form 1099-INT from Chase', year: 2024 },
      { firmId: f.firm.id, companyId: company.id, name: 'Old K-1', year: 2024, doNotRollover: true },
    ]);
    const res = await f.send({
      ...f.valid,
      include_prior_year_items: true,
      questions_to_create: [{ text: 'Did you buy a car?', question_type: 'text' }],
    });
    await runSendBatch(batchDeps(), res.json().send_id);
    const [q] = await questionnairesOf(f.firm.id);
    const asClient = (await signInAs(f.db, f.clients[0]!.client)).headers;
    const detail = (await t.app.inject({ url: `/api/questionnaires/${q!.id}`, headers: asClient })).json();
    expect(detail.sections.map((s: { name: string }) => s.name)).toEqual([
      'General',
      'Engagement Letter',
      'Additional Questions',
      'Prior Year Items',
      'Review and Submit',
    ]);
    const texts = detail.questionnaire_questions.map((x: { text: string }) => x.text);
    expect(texts).toContain('Please upload Form 1099-INT from Chase');
    expect(texts).not.toContain('Please upload Old K-1');
  });

  it('keeps only the chosen template sections, and an added question joins the section it names', async () => {
    const f = await firmWithBook(1);
    const res = await f.send({
      ...f.valid,
      // General (0) only: the engagement letter is left out; review-and-submit always stays.
      sections: [0],
      questions_to_create: [
        { text: 'Did you sell any stock?', question_type: 'text', section_id: 0 },
        { text: 'Anything else?', question_type: 'text' },
      ],
    });
    expect(res.statusCode).toBe(202);
    await runSendBatch(batchDeps(), res.json().send_id);
    const [q] = await questionnairesOf(f.firm.id);
    const asClient = (await signInAs(f.db, f.clients[0]!.client)).headers;
    const detail = (await t.app.inject({ url: `/api/questionnaires/${q!.id}`, headers: asClient })).json();
    expect(detail.sections.map((s: { name: string }) => s.name)).toEqual([
      'General',
      'Additional Questions',
      'Review and Submit',
    ]);
    const sectionOf = (text: string) =>
      detail.sections.find(
        (s: { id: number }) =>
          s.id === detail.questionnaire_questions.find((x: { text: string }) => x.text === text).section_id,
      ).name;
    expect(sectionOf('Did you sell any stock?')).toBe('General');
    expect(sectionOf('Anything else?')).toBe('Additional Questions');

    // A section the template lacks, or a question joining a section the send leaves out or that asks nothing.
    const refused: [object, string, string][] = [
      [{ sections: [0, 7] }, 'sections', sendMessages.sections],
      [
        { sections: [0], questions_to_create: [{ text: 'Q', question_type: 'text', section_id: 1 }] },
        'questions_to_create',
        sendMessages.questionSection,
      ],
      [
        { questions_to_create: [{ text: 'Q', question_type: 'text', section_id: 2 }] },
        'questions_to_create',
        sendMessages.questionSection,
      ],
      [{ sections: [-1] }, 'sections', ''],
    ];
    for (const [change, field, message] of refused) {
      const bad = await f.send({ ...f.valid, ...change });
      expect(bad.statusCode, JSON.stringify(change)).toBe(400);
      expect(Object.keys(bad.json().error.fields).some((k) => k.startsWith(field))).toBe(true);
      if (message) expect(bad.json().error.message).toBe(message);
    }
    expect(await questionnairesOf(f.firm.id)).toHaveLength(1);
  });

  it('answers each validation rule with the spec message and creates nothing', async () => {
    const f = await firmWithBook(1);
    const cases: [object, string][] = [
      [{ questionnaire_template_id: null }, sendMessages.template],
      [{ tax_year: null }, sendMessages.taxYear],
      [{ tax_year: 2017 }, sendMessages.taxYear],
      [{ company_ids: [] }, sendMessages.company],
      [{ due_date: null }, sendMessages.dueDate],
      [{ due_date: '2026-11-20' }, sendMessages.dueDate],
      [{ frequency: 'weekly' }, sendMessages.sendDate],
      [{ first_scheduled_date: '2026-12-01' }, sendMessages.frequency],
      [{ deposit_required: true, deposit_amount: 100 }, sendMessages.stripe],
      [{ questions_to_create: [{ text: '', question_type: 'text' }] }, sendMessages.questionText],
    ];
    for (const [over, message] of cases) {
      const res = await f.send({ ...f.valid, ...over });
      expect(res.statusCode, message).toBe(400);
      expect(res.json().error.message).toBe(message);
    }
    const custom = await f.send({
      kind: 'custom',
      company_ids: f.valid.company_ids,
      tax_year: 2025,
      name: ' ',
      questions_to_create: [{ text: 'x', question_type: 'text' }],
    });
    expect(custom.json().error.message).toBe(sendMessages.subject);
    const bad = await f.send({ ...f.valid, due_date: '2026-02-30' });
    expect(bad.statusCode).toBe(400);
    expect(await questionnairesOf(f.firm.id)).toHaveLength(0);
  });

  it('answers the custom and drop-off rules with their messages', async () => {
    const f = await firmWithBook(1, { document_drop_off_enabled: true });
    const custom = { kind: 'custom', company_ids: f.valid.company_ids, tax_year: 2025, name: 'Open items regarding' };
    const item = { text: 'Your 1099-B', question_type: 'upload' };
    const cases: [object, string][] = [
      [{ ...custom, questions_to_create: [] }, sendMessages.questionText],
      [{ ...custom, questions_to_create: [item], due_date: '2026-11-01' }, sendMessages.dueDateFuture],
      [{ ...f.valid, company_types: ['Trust'] }, sendMessages.companiesOrTypes],
      [
        { kind: 'drop_off', company_ids: f.valid.company_ids, tax_year: 2025, questions_to_create: [item] },
        sendMessages.dueDateRequired,
      ],
      [
        { kind: 'drop_off', company_ids: f.valid.company_ids, tax_year: 2025, due_date: '2026-12-05' },
        sendMessages.itemRequired,
      ],
      [
        {
          kind: 'drop_off',
          company_ids: f.valid.company_ids,
          tax_year: 2025,
          due_date: '2026-12-05',
          questions_to_create: [item, { ...item, text: 'your 1099-b' }],
        },
        sendMessages.itemExists,
      ],
      [
        {
          kind: 'drop_off',
          company_ids: f.valid.company_ids,
          tax_year: 2025,
          due_date: '2026-12-05',
          questions_to_create: [{ ...item, options: ['1099/B'] }],
        },
        sendMessages.noSlashOrPeriod,
      ],
    ];
    for (const [body, message] of cases) {
      const res = await f.send(body);
      expect(res.statusCode, message).toBe(400);
      expect(res.json().error.message).toBe(message);
    }
    const ok = await f.send({ ...custom, questions_to_create: [item] });
    expect(ok.statusCode).toBe(202);
    await runSendBatch(batchDeps(), ok.json().send_id);
    const [q] = await questionnairesOf(f.firm.id);
    expect(q).toMatchObject({ name: 'Open items regarding', dueDate: null });
  });

  it('refuses drop-off sends when the firm has not enabled them', async () => {
    const f = await firmWithBook(1);
    const res = await f.send({
      kind: 'drop_off',
      company_ids: f.valid.company_ids,
      tax_year: 2025,
      due_date: '2026-12-05',
      questions_to_create: [{ text: 'W-2', question_type: 'upload' }],
    });
    expect(res.statusCode).toBe(403);
  });

  it('lists and cancels only the firm’s own schedules', async () => {
    const f = await firmWithBook(1);
    const other = await firmWithBook(1);
    const res = await other.send({
      ...other.valid,
      due_date: null,
      first_scheduled_date: '2026-12-01',
      frequency: 'weekly',
    });
    const id = res.json().scheduled_send_id;
    expect((await t.app.inject({ url: '/api/questionnaire_send_schedules', headers: f.headers })).json().items).toEqual(
      [],
    );
    const cancel = (h: Record<string, string> | undefined) =>
      t.app.inject({ method: 'DELETE', url: `/api/questionnaire_send_schedules/${id}`, headers: h });
    expect((await cancel(undefined)).statusCode).toBe(401);
    expect((await cancel(f.headers)).statusCode).toBe(404);
    const asClient = (await signInAs(f.db, f.clients[0]!.client)).headers;
    expect((await cancel(asClient)).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/questionnaire_send_schedules', headers: asClient })).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/send_options', headers: asClient })).statusCode).toBe(403);
    expect((await cancel(other.headers)).statusCode).toBe(200);
  });

  it('asks for a deposit amount once billing is on (payments ready outside production)', async () => {
    const f = await firmWithBook(1, { billing_enabled: true });
    const res = await f.send({ ...f.valid, deposit_required: true });
    expect(res.json().error.message).toBe(sendMessages.depositAmount);
    const ok = await f.send({ ...f.valid, deposit_required: true, deposit_amount: 150 });
    await runSendBatch(batchDeps(), ok.json().send_id);
    const [q] = await questionnairesOf(f.firm.id);
    expect(q).toMatchObject({ depositAmountCents: 15000, depositStatus: 'unpaid' });
  });

  it('scopes sends: 401, 403 for clients and read-only staff, 404 for another firm’s entity or template', async () => {
    const f = await firmWithBook(1);
    const other = await firmWithBook(1);
    expect((await t.app.inject({ method: 'POST', url: '/api/send_questionnaires', payload: f.valid })).statusCode).toBe(
      401,
    );
    const asClient = (await signInAs(f.db, f.clients[0]!.client)).headers;
    expect((await f.send(f.valid, asClient)).statusCode).toBe(403);
    const readonly = await buildStaff(f.db, f.firm, { readonlyAccess: true });
    expect((await f.send(f.valid, (await signInAs(f.db, readonly)).headers)).statusCode).toBe(403);
    expect((await f.send({ ...f.valid, company_ids: [other.clients[0]!.company.id] })).statusCode).toBe(404);
    expect((await f.send({ ...f.valid, questionnaire_template_id: other.template.id })).statusCode).toBe(404);
    const { send_id } = (await other.send(other.valid)).json();
    expect(
      (await t.app.inject({ url: `/api/questionnaire_send_batches/${send_id}`, headers: f.headers })).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ url: `/api/questionnaire_send_batches/${send_id}`, headers: asClient })).statusCode,
    ).toBe(403);
    expect((await f.send({ ...f.valid, company_ids: [1e12] })).statusCode).toBe(400);
  });

  it('runs a monthly schedule on its day, again a month later, and not before', async () => {
    const f = await firmWithBook(1);
    const res = await f.send({
      ...f.valid,
      due_date: null,
      first_scheduled_date: '2026-12-01',
      frequency: 'monthly',
      days_until_due: 10,
    });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toMatchObject({ message: sendMessages.scheduled, send_id: null });
    const scheduleId = res.json().scheduled_send_id;
    const list = (await t.app.inject({ url: '/api/questionnaire_send_schedules', headers: f.headers })).json();
    expect(list.items).toEqual([
      expect.objectContaining({ id: scheduleId, frequency: 'monthly', next_send_date: '2026-12-01' }),
    ]);

    const sweep = async (at: string) => {
      await runDueSchedules(
        { db: f.db, jobs: { sendWithin: async () => null, wake: () => undefined } as never },
        new Date(at),
      );
      const batches = await f.db
        .select()
        .from(questionnaireSendBatches)
        .where(and(eq(questionnaireSendBatches.firmId, f.firm.id), eq(questionnaireSendBatches.status, 'queued')));
      for (const b of batches) await runSendBatch(batchDeps(), b.id);
    };
    await sweep('2026-11-30T09:00:00Z');
    expect(await questionnairesOf(f.firm.id)).toHaveLength(0);
    await sweep('2026-12-01T09:00:00Z');
    await sweep('2026-12-01T15:00:00Z');
    let made = await questionnairesOf(f.firm.id);
    expect(made).toHaveLength(1);
    expect(made[0]!.dueDate).toBe('2026-12-11');
    await sweep('2027-01-01T09:00:00Z');
    made = await questionnairesOf(f.firm.id);
    expect(made.map((q) => q.dueDate).sort()).toEqual(['2026-12-11', '2027-01-11']);

    const cancelled = await t.app.inject({
      method: 'DELETE',
      url: `/api/questionnaire_send_schedules/${scheduleId}`,
      headers: f.headers,
    });
    expect(cancelled.statusCode).toBe(200);
    await sweep('2027-02-01T09:00:00Z');
    expect(await questionnairesOf(f.firm.id)).toHaveLength(2);
  });

  it('gives the dialog its options', async () => {
    const f = await firmWithBook(1, { billing_enabled: true, document_drop_off_enabled: true });
    const res = await t.app.inject({ url: '/api/send_options', headers: f.headers });
    expect(res.json()).toMatchObject({
      // Spec 002 §9: 2018 to 2025; ten months before 2026-11-21 is 2026, so the default stays on 2025.
      default_tax_year: 2025,
      payments_ready: true,
      document_drop_off_enabled: true,
      entity_types: expect.arrayContaining(['Individual', 'Trust']),
    });
    expect(res.json().tax_years).toEqual([2025, 2024, 2023, 2022, 2021, 2020, 2019, 2018]);
    const y2026 = await f.send({ ...f.valid, tax_year: 2026 });
    expect(y2026.statusCode).toBe(400);
  });
});
