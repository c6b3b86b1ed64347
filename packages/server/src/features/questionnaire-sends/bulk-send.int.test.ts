import { and, count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock, type SectionDefinition } from '@portal/domain';
import {
  authSecrets,
  questionnaireQuestions,
  questionnaireSections,
  questionnaireSignatures,
  questionnaireTemplates,
  questionnaires,
} from '../../db/schema/index.ts';
import { brandedMailer } from '../../platform/mail/branded-mailer.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { buildFirm, buildStaff, signInAs } from '../../test/factories.ts';
import { countingDb } from '../../test/counting-db.ts';
import { readMail } from '../../test/outbox.ts';
import { runSendBatch } from './send-batch.ts';

const clock = fixedClock('2026-11-21T09:00:00Z');
const QUESTIONS = 12;
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
      ...Array.from({ length: QUESTIONS - 3 }, (_, i) => ({ text: `Question ${i + 1}`, type: 'text' as const })),
    ],
  },
  { name: 'Moving', type: 3, trigger: { questionKey: 'moved', answer: 'Yes' }, questions: [] },
  { name: 'Engagement Letter', type: 2, key: 'agreement_signature', instruction: '<p>We agree.</p>' },
  { name: 'Review and Submit', type: 4, key: 'review_and_submit' },
];

/**
 * Issue 22 §3: a bulk send makes its questionnaires and tells its clients in sets. The statements a send
 * sends through the database driver are counted (a drizzle logger on the same connection) for 20 and for
 * 200 entities. (How long the send holds the event loop is measured by bench/sends.ts.)
 */
describe('bulk sends in sets (issue 22 §3)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ clock, startJobs: true, jobs: { work: false } });
  });
  afterAll(() => t.close());

  /** A firm of `n` entities, one client each (every other one never signed in), made in a few statements. */
  async function firmOf(n: number) {
    const db = t.deps.database.db;
    const firm = await buildFirm(db);
    const staff = await buildStaff(db, firm);
    await t.deps.database.executeSql(
      `with u as (
         insert into users (firm_id, fname, lname, email, time_zone, must_set_password)
         select $1::int, 'Client', 'No ' || g, 'bulk' || g || '-' || $1::int || '@example.test', 'America/New_York', g % 2 = 0
         from generate_series(1, $2::int) g returning id, lname)
       , c as (
         insert into companies (firm_id, hash_id, name, entity_type, user_id)
         select $1::int, md5(random()::text || u.id), 'Entity ' || u.lname, 'Individual', u.id from u returning id, user_id)
       insert into company_owners (firm_id, company_id, user_id) select $1::int, c.id, c.user_id from c`,
      [firm.id, n],
    );
    const ids = async (text: string) =>
      (await t.deps.database.executeSql(text, [firm.id])).rows.map((r) => (r as { id: number }).id);
    const companyIds = await ids('select id from companies where firm_id = $1 order by id');
    const clientIds = await ids('select id from users where firm_id = $1 and not is_advisor order by id');
    const headers = (await signInAs(db, staff)).headers;
    return { db, firm, companyIds, clientIds, headers };
  }

  async function sendTo(n: number) {
    const f = await firmOf(n);
    const [template] = await f.db
      .insert(questionnaireTemplates)
      .values({ firmId: f.firm.id, name: '2026 Tax Organizer', definition })
      .returning();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/send_questionnaires',
      headers: f.headers,
      payload: {
        questionnaire_template_id: template!.id,
        company_ids: f.companyIds,
        tax_year: 2025,
        due_date: '2026-12-05',
      },
    });
    expect(res.statusCode, res.body).toBe(202);
    const counted = countingDb(t.deps.database);
    // A mail that arrives without its firm's brand has it read for that mail alone: counted here.
    const brandReads: number[] = [];
    const mailer = brandedMailer(t.deps.mailer, async (firmId) => {
      brandReads.push(firmId);
      return null;
    });
    await runSendBatch({ db: counted.db, mailer, sms: t.deps.sms, config: t.deps.config, clock }, res.json().send_id);
    return { ...f, sendId: res.json().send_id as number, statements: counted.statements, brandReads };
  }

  it('makes and tells 200 entities with the statements it needs for 20', async () => {
    const small = await sendTo(20);
    const large = await sendTo(200);
    // One write more per person told: the record that they were (job_effects), which a send run again after a
    // crash reads so that nobody is told twice (issue 36 §1). Everything else is the same for 200 as for 20.
    const records = (list: string[]) => list.filter((q) => /insert into "job_effects"/i.test(q)).length;
    expect(records(large.statements) - records(small.statements)).toBe(180);
    expect(large.statements.length - records(large.statements)).toBe(
      small.statements.length - records(small.statements),
    );
    // The firm's brand is read once for the send (a counted statement), never once per email.
    expect(large.brandReads).toEqual([]);

    // Everything a send does, done for each of the 200: questionnaires, questions, signers, links, mail.
    const progress = await t.app.inject({
      url: `/api/questionnaire_send_batches/${large.sendId}`,
      headers: large.headers,
    });
    expect(progress.json()).toMatchObject({ status: 'done', total: 200, done: 200, failed: 0 });
    const made = await large.db.select().from(questionnaires).where(eq(questionnaires.firmId, large.firm.id));
    expect(made.map((q) => q.companyId).sort()).toEqual([...large.companyIds].sort());
    const madeIds = made.map((q) => q.id);
    const [questions] = await large.db
      .select({ n: count() })
      .from(questionnaireQuestions)
      .where(inArray(questionnaireQuestions.questionnaireId, madeIds));
    expect(questions!.n).toBe(200 * QUESTIONS);
    const [signers] = await large.db
      .select({ n: count() })
      .from(questionnaireSignatures)
      .where(inArray(questionnaireSignatures.questionnaireId, madeIds));
    expect(signers!.n).toBe(200);
    const [arrivals] = await large.db
      .select({ n: count() })
      .from(authSecrets)
      .where(and(eq(authSecrets.firmId, large.firm.id), eq(authSecrets.purpose, 'arrival_link')));
    expect(arrivals!.n).toBe(100);
    const mails = (await readMail(t.dataDir)).filter((m) => m.to.endsWith(`-${large.firm.id}@example.test`));
    expect(mails).toHaveLength(200);
    const byCompany = new Map(made.map((q) => [q.companyId, q.id]));
    const first = await large.db
      .select()
      .from(questionnaires)
      .where(eq(questionnaires.id, byCompany.get(large.companyIds[0]!)!));
    expect(mails.some((m) => m.text.includes(`questionnaireId=${first[0]!.id}`))).toBe(true);
    expect(mails.filter((m) => m.text.includes('/set-sign-in-method?token='))).toHaveLength(100);

    // Each entity's Moving section hangs on that entity's own "Did you move this year?".
    const moving = await large.db
      .select({
        questionnaireId: questionnaireSections.questionnaireId,
        triggerId: questionnaireSections.triggerQuestionId,
      })
      .from(questionnaireSections)
      .where(and(inArray(questionnaireSections.questionnaireId, madeIds), eq(questionnaireSections.name, 'Moving')));
    const moved = await large.db
      .select({ id: questionnaireQuestions.id, questionnaireId: questionnaireQuestions.questionnaireId })
      .from(questionnaireQuestions)
      .where(
        and(
          inArray(questionnaireQuestions.questionnaireId, madeIds),
          eq(questionnaireQuestions.text, 'Did you move this year?'),
        ),
      );
    expect(moving).toHaveLength(200);
    const movedOf = new Map(moved.map((q) => [q.questionnaireId, q.id]));
    expect(moving.every((s) => s.triggerId !== null && s.triggerId === movedOf.get(s.questionnaireId))).toBe(true);
  });
});
