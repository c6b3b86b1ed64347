import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock, type SectionDefinition } from '@portal/domain';
import { questionnaireTemplates, questionnaires } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { buildClient, buildCompany, buildFirm, buildStaff, signInAs } from '../../test/factories.ts';
import { runSendBatch } from './send-batch.ts';

const clock = fixedClock('2026-11-21T09:00:00Z');
const URL = '/api/send_questionnaires/already_sent';
const definition: SectionDefinition[] = [
  { name: 'General', type: 3, questions: [{ text: 'Did you move this year?', type: 'boolean' }] },
];

describe('already sent (issue 21 §8: a second send of the same template and year warns)', () => {
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

  async function firmWithBook() {
    const db = t.deps.database.db;
    const firm = await buildFirm(db);
    const staff = await buildStaff(db, firm);
    const names = ['Beta LLC', 'Alpha Trust', 'Gamma Inc'];
    const companies = [];
    for (const [i, name] of names.entries()) {
      const client = await buildClient(db, firm);
      companies.push(await buildCompany(db, firm, client, { name, entityType: i === 1 ? 'Trust' : 'Individual' }));
    }
    const [template, other] = await db
      .insert(questionnaireTemplates)
      .values([
        { firmId: firm.id, name: '2026 Tax Organizer', definition },
        { firmId: firm.id, name: 'Rental', definition },
      ])
      .returning();
    const headers = (await signInAs(db, staff)).headers;
    const ask = (body: object, h: Record<string, string> = headers) =>
      t.app.inject({ method: 'POST', url: URL, payload: body, headers: h });
    const send = async (ids: number[], templateId = template!.id, taxYear = 2025) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/send_questionnaires',
        headers,
        payload: { questionnaire_template_id: templateId, company_ids: ids, tax_year: taxYear, due_date: '2026-12-05' },
      });
      expect(res.statusCode, res.body).toBe(202);
      await runSendBatch(batchDeps(), res.json().send_id);
    };
    return { db, firm, companies, template: template!, other: other!, headers, ask, send };
  }

  it('names the entities that already have this template for this year, and only those', async () => {
    const f = await firmWithBook();
    const [beta, alpha, gamma] = f.companies;
    const all = f.companies.map((c) => c.id);
    const query = { questionnaire_template_id: f.template.id, tax_year: 2025, company_ids: all };
    expect((await f.ask(query)).json()).toEqual({ entities: [], count: 0 });

    await f.send([beta!.id, alpha!.id]);
    // Another year and another template do not count.
    await f.send([gamma!.id], f.template.id, 2024);
    await f.send([gamma!.id], f.other.id);
    const res = await f.ask(query);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      entities: [
        { id: alpha!.id, name: 'Alpha Trust' },
        { id: beta!.id, name: 'Beta LLC' },
      ],
      count: 2,
    });
    // Entity types reach the same entities as the send would.
    expect((await f.ask({ ...query, company_ids: [], company_types: ['Trust'] })).json()).toEqual({
      entities: [{ id: alpha!.id, name: 'Alpha Trust' }],
      count: 1,
    });
    // A deleted questionnaire is not a send to warn about.
    await f.db.update(questionnaires).set({ deletedAt: new Date() }).where(eq(questionnaires.companyId, beta!.id));
    expect((await f.ask(query)).json()).toMatchObject({ count: 1, entities: [{ name: 'Alpha Trust' }] });
  });

  it('answers 401, 400, 403 for clients and 404 for another firm’s entity or template', async () => {
    const f = await firmWithBook();
    const other = await firmWithBook();
    const query = { questionnaire_template_id: f.template.id, tax_year: 2025, company_ids: [f.companies[0]!.id] };
    expect((await f.ask(query, {})).statusCode).toBe(401);
    expect((await f.ask({ ...query, tax_year: 'soon' })).statusCode).toBe(400);
    const both = await f.ask({ ...query, company_types: ['Trust'] });
    expect(both.statusCode).toBe(400);
    expect(both.json().error.message).toBe('Choose entities or entity types, not both');
    const client = await buildClient(f.db, f.firm);
    expect((await f.ask(query, (await signInAs(f.db, client)).headers)).statusCode).toBe(403);
    expect((await f.ask({ ...query, company_ids: [other.companies[0]!.id] })).statusCode).toBe(404);
    expect((await f.ask({ ...query, questionnaire_template_id: other.template.id })).statusCode).toBe(404);
  });
});
