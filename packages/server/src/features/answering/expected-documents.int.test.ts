import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SectionDefinition } from '@portal/domain';
import { documents, extractedDocuments, questionnaireTemplates, questionnaires } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { signInAs } from '../../test/factories.ts';
import { PORTAL_EVENT_JOB, type PortalEvent } from '../../platform/events/portal-events.ts';
import { buildLabelledSet } from '../../../test/connect-set/labelled-set.ts';
import { connectFirm, insertSplitDocument, processDeps } from '../../../test/connect-fixture/connect-fixture.ts';
import { processUpload } from '../connect/index.ts';
import { tickExpectedDocuments } from './expected-documents.ts';
import { runSendBatch } from '../questionnaire-sends/index.ts';

type Question = { id: number; text: string; answer: string | null; expected_document: unknown };

const definition: SectionDefinition[] = [
  { name: 'General', type: 3, questions: [{ text: 'Did you move this year?', type: 'boolean' }] },
  { name: 'Review and Submit', type: 4, key: 'review_and_submit' },
];

/** Issue 42 §4: next year's checklist from this year's documents, ticked off by what Connect recognises. */
describe('next year’s checklist from the documents Connect recognised', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('expects last year’s three forms again; a recognised upload ticks exactly its own, not another payer’s', async () => {
    const [pdf] = await buildLabelledSet({ scans: false, slugs: ['w2-irs-full'] });
    const w2 = pdf!.documents[0]!;
    const year = w2.year!;
    const s = await connectFirm(t, { bulk_upload_processor: true });
    // Last year's documents, recognised by Connect: rolled over into this year's checklist.
    await insertSplitDocument(s, { form: 'W-2', payer: w2.payer, year: year - 1 });
    await insertSplitDocument(s, { form: 'W-2', payer: 'Other Employer LLC', year: year - 1 });
    await insertSplitDocument(s, { form: '1099-DIV', payer: 'Vanguard', year: year - 1 });
    // A return the client filed is not asked for again.
    await insertSplitDocument(s, { form: '1040', payer: null, year: year - 1 });

    const [template] = await s.db
      .insert(questionnaireTemplates)
      .values({ firmId: s.firm.id, name: 'Organizer', definition })
      .returning();
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/send_questionnaires',
      headers: s.staff,
      payload: {
        questionnaire_template_id: template!.id,
        company_ids: [s.company.id],
        tax_year: year,
        due_date: '2099-12-05',
        include_prior_year_items: true,
      },
    });
    expect(sent.statusCode, sent.body).toBe(202);
    await runSendBatch(
      { db: s.db, mailer: t.deps.mailer, sms: t.deps.sms, config: t.deps.config, clock: t.deps.clock },
      sent.json().send_id,
    );
    const [q] = await s.db.select().from(questionnaires).where(eq(questionnaires.companyId, s.company.id));
    const asClient = (await signInAs(s.db, s.client)).headers;
    const checklist = async () => {
      const detail = (await t.app.inject({ url: `/api/questionnaires/${q!.id}`, headers: asClient })).json();
      const section = detail.sections.find((x: { name: string }) => x.name === 'Prior Year Items');
      return (detail.questionnaire_questions as (Question & { section_id: number })[]).filter(
        (x) => x.section_id === section.id,
      );
    };
    const before = await checklist();
    expect(before.map((x) => x.text).sort()).toEqual(
      [
        `Please upload W-2 from ${w2.payer}`,
        'Please upload W-2 from Other Employer LLC',
        'Please upload 1099-DIV from Vanguard',
      ].sort(),
    );
    expect(before).toHaveLength(3);
    expect(before.every((x) => x.answer === '0')).toBe(true);
    expect(before.find((x) => x.text.includes('Vanguard'))!.expected_document).toEqual({
      form: '1099-DIV',
      payer: 'Vanguard',
    });

    // This year's W-2 from the same employer arrives in a bulk upload and Connect recognises it.
    const file = await s.upload(Buffer.from(pdf!.bytes));
    const [upload] = await s.db
      .insert(extractedDocuments)
      .values({
        firmId: s.firm.id,
        companyId: s.company.id,
        sourceDocumentId: file.id,
        source: 'upload',
        status: 'processing',
        name: 'scan.pdf',
        detailedName: '/Uploads/scan.pdf',
        folderPath: '/Uploads',
        createdById: s.partner.id,
      })
      .returning();
    await processUpload(processDeps(t), upload!.id);
    // Connect recorded what it recognised as an event, in the transaction that finished the upload; it is handed to
    // the app's listeners here as the event's job hands it on (jobs do not run in this test, so no other worker of
    // the test process takes it first).
    const { rows } = await t.deps.database.executeSql(
      "select data from pgboss.job where name = $1 and state = 'created' and data->>'firmId' = $2",
      [PORTAL_EVENT_JOB, String(s.firm.id)],
    );
    expect(rows).toHaveLength(1);
    await t.deps.events.dispatch((rows[0] as { data: PortalEvent }).data);

    const after = await checklist();
    const ticked = after.filter((x) => x.answer !== '0').map((x) => x.text);
    expect(ticked).toEqual([`Please upload W-2 from ${w2.payer}`]);
    // The recognised W-2 is filed under the item it ticked.
    const [split] = await s.db
      .select()
      .from(extractedDocuments)
      .where(and(eq(extractedDocuments.parentId, upload!.id), eq(extractedDocuments.form, 'W-2')));
    const [filed] = await s.db.select().from(documents).where(eq(documents.id, split!.documentId!));
    expect(filed!.questionId).toBe(after.find((x) => x.text === ticked[0])!.id);

    // Told again, it ticks nothing twice.
    expect(await tickExpectedDocuments(s.db, { firmId: s.firm.id, extractedDocumentIds: [split!.id] })).toBe(0);
  }, 120_000);

  it('leaves an item waiting when the form comes from a different payer', async () => {
    const s = await connectFirm(t, { bulk_upload_processor: true });
    await insertSplitDocument(s, { form: '1099-INT', payer: 'First Bank', year: 2024 });
    const [template] = await s.db
      .insert(questionnaireTemplates)
      .values({ firmId: s.firm.id, name: 'Organizer', definition })
      .returning();
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/send_questionnaires',
      headers: s.staff,
      payload: {
        questionnaire_template_id: template!.id,
        company_ids: [s.company.id],
        tax_year: 2025,
        due_date: '2099-12-05',
        include_prior_year_items: true,
      },
    });
    await runSendBatch(
      { db: s.db, mailer: t.deps.mailer, sms: t.deps.sms, config: t.deps.config, clock: t.deps.clock },
      sent.json().send_id,
    );
    const other = await insertSplitDocument(s, { form: '1099-INT', payer: 'Second Bank', year: 2025 });
    expect(await tickExpectedDocuments(s.db, { firmId: s.firm.id, extractedDocumentIds: [other.id] })).toBe(0);
    const same = await insertSplitDocument(s, { form: '1099-INT', payer: 'FIRST BANK, N.A.', year: 2025 });
    expect(await tickExpectedDocuments(s.db, { firmId: s.firm.id, extractedDocumentIds: [same.id] })).toBe(1);
  });
});
