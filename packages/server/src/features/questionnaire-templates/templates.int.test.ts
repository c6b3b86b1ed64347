import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { questionnaireTemplates } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { buildClient, buildFirm, buildStaff, signInAs } from '../../test/factories.ts';
import { sampleOrganizerSections } from '../questionnaires/index.ts';

describe('questionnaire templates: list and admin-template preview', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ clock: 'fixed' });
  });
  afterAll(() => t.close());

  async function setup(preferences = {}) {
    const db = t.deps.database.db;
    const firm = await buildFirm(db, { preferences });
    const [template] = await db
      .insert(questionnaireTemplates)
      .values({ firmId: firm.id, name: 'Organizer', definition: sampleOrganizerSections([]) })
      .returning();
    const as = async (user: { id: number; firmId: number }) => (await signInAs(db, user)).headers;
    const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });
    return { db, firm, template: template!, as, get };
  }

  it('previews a template as a client would see it, view-only and never submitted', async () => {
    const { db, firm, template, as, get } = await setup();
    const partner = await as(await buildStaff(db, firm));
    const list = (await get('/api/questionnaire_templates', partner)).json();
    // The firm's own template, listed beside the built-in starters every firm gets.
    expect(list.items.filter((i: { built_in: boolean }) => !i.built_in)).toEqual([
      expect.objectContaining({ id: template.id, name: 'Organizer', section_count: 6, question_count: 14 }),
    ]);
    const preview = (await get(`/api/questionnaire_templates/${template.id}/preview`, partner)).json();
    expect(preview).toMatchObject({ mode: 'admin-template', read_only: true, tax_year: 2025, company_hash: '' });
    const moved = preview.questionnaire_questions.find(
      (q: { text: string }) => q.text === 'Did you move during the year?',
    );
    const followUp = preview.questionnaire_questions.find((q: { text: string }) => q.text === 'Did you move for work?');
    expect(followUp).toMatchObject({ follow_up_question_id: moved.id, trigger_for_follow_up_question: 'Yes' });
    const rental = preview.questionnaire_questions.find(
      (q: { text: string }) => q.text === 'Did you own a rental property?',
    );
    expect(preview.sections.find((s: { name: string }) => s.name === 'Rental Property')).toMatchObject({
      trigger_question_id: rental.id,
      trigger_answer: 'Yes',
    });
  });

  it('keeps templates to the firm’s partners and full users, as the firm allows', async () => {
    const { db, firm, template, as, get } = await setup({ template_disabled_for_nonadmin: true });
    const url = `/api/questionnaire_templates/${template.id}/preview`;
    expect((await get(url, {})).statusCode).toBe(401);
    expect((await get('/api/questionnaire_templates', {})).statusCode).toBe(401);
    const full = await as(await buildStaff(db, firm, { access: 'full' }));
    expect((await get('/api/questionnaire_templates', full)).statusCode).toBe(403);
    expect((await get(url, await as(await buildStaff(db, firm, { access: 'full' })))).statusCode).toBe(403);
    expect((await get(url, await as(await buildClient(db, firm)))).statusCode).toBe(403);
    const otherFirm = await buildFirm(db);
    expect((await get(url, await as(await buildStaff(db, otherFirm)))).statusCode).toBe(404);
    expect((await get(url, await as(await buildStaff(db, firm)))).statusCode).toBe(200);
    // template_disabled_for_nonadmin is for full users only: an admin keeps templates.
    const admin = await as(await buildStaff(db, firm, { access: 'admin' }));
    expect((await get('/api/questionnaire_templates', admin)).statusCode).toBe(200);
    expect((await get(url, admin)).statusCode).toBe(200);
  });
});
