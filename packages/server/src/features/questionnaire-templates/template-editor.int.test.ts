import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { templateInputSchema, templateMessages, type TemplateInput } from '@portal/domain';
import { questionnaireQuestions, questionnaireTemplates } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { buildClient, buildCompany, buildFirm, buildStaff, signInAs } from '../../test/factories.ts';
import { createQuestionnaire } from '../questionnaires/index.ts';
import { STARTER_TEMPLATES } from './starter-templates.ts';
import { starterHints } from './starter-templates/common.ts';

const base = '/api/questionnaire_templates';

const input = (over: Partial<TemplateInput> = {}): TemplateInput => ({
  name: 'Rental organizer',
  description: 'For landlords',
  disclaimer: 'We rely on what you tell us.',
  deposit_amount_cents: 25_000,
  sections: [
    {
      name: 'General',
      type: 3,
      key: 'questionnaire',
      questions: [
        {
          key: 'owns_rental',
          text: 'Did you own a rental property?',
          type: 'boolean',
          followUps: [{ trigger: 'Yes', questions: [{ text: 'How many?', type: 'text' }] }],
        },
      ],
    },
    {
      name: 'Rental',
      type: 3,
      key: 'questionnaire',
      trigger: { questionKey: 'owns_rental', answer: 'Yes' },
      questions: [{ text: 'Leases', type: 'upload', options: ['Lease', 'Rent roll'] }],
    },
    { name: 'Review and Submit', type: 4, key: 'review_and_submit' },
  ],
  ...over,
});

/** A chain of yes/no follow-ups `levels` deep in all (1 = a section's own question). */
const nested = (levels: number): TemplateInput['sections'][number]['questions'] => {
  let q = { text: `Level ${levels}`, type: 'boolean' as const };
  for (let l = levels - 1; l >= 1; l--)
    q = { text: `Level ${l}`, type: 'boolean', followUps: [{ trigger: 'Yes', questions: [q] }] } as typeof q;
  return [q];
};

describe('questionnaire template editor', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ clock: 'fixed' });
  });
  afterAll(() => t.close());

  async function setup(preferences = {}) {
    const db = t.deps.database.db;
    const firm = await buildFirm(db, { preferences });
    const headers = async (user: { id: number; firmId: number }) => (await signInAs(db, user)).headers;
    const partner = await headers(await buildStaff(db, firm));
    const call = (
      method: 'GET' | 'POST' | 'PUT' | 'DELETE',
      url: string,
      h: Record<string, string> = partner,
      payload?: object,
    ) => t.app.inject({ method, url, headers: h, ...(payload ? { payload } : {}) });
    return { db, firm, headers, partner, call };
  }

  it('creates a template with a follow-up and a triggered section, then reads, updates, copies and deletes it', async () => {
    const { call } = await setup();
    const created = await call('POST', base, undefined, input());
    expect(created.statusCode).toBe(201);
    const tpl = created.json();
    expect(tpl).toMatchObject({
      name: 'Rental organizer',
      description: 'For landlords',
      disclaimer: 'We rely on what you tell us.',
      deposit_amount_cents: 25_000,
      built_in: false,
      updated_at: '2026-03-02T15:00:00.000Z',
    });
    expect(tpl.sections).toEqual(input().sections);

    const got = await call('GET', `${base}/get_template_by_id?template_id=${tpl.id}`);
    expect(got.statusCode).toBe(200);
    expect(got.json()).toEqual(tpl);

    const updated = await call(
      'PUT',
      `${base}/${tpl.id}`,
      undefined,
      input({ name: '  Landlords  ', disclaimer: null }),
    );
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ id: tpl.id, name: 'Landlords', disclaimer: null });

    const copy = await call('POST', `${base}/${tpl.id}/copy`);
    expect(copy.statusCode).toBe(201);
    expect(copy.json()).toMatchObject({ name: 'Copy of Landlords', built_in: false, deposit_amount_cents: 25_000 });
    expect(copy.json().id).not.toBe(tpl.id);
    expect(copy.json().sections).toEqual(tpl.sections);

    const deleted = await call('DELETE', `${base}/${tpl.id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ message: templateMessages.deleted });
    expect((await call('GET', `${base}/get_template_by_id?template_id=${tpl.id}`)).statusCode).toBe(404);
    expect((await call('PUT', `${base}/${tpl.id}`, undefined, input())).statusCode).toBe(404);
    expect((await call('DELETE', `${base}/${tpl.id}`)).statusCode).toBe(404);
    expect((await call('GET', `${base}/${tpl.id}/preview`)).statusCode).toBe(404);
    const names = (await call('GET', base)).json().items.map((i: { name: string }) => i.name);
    expect(names).toContain('Copy of Landlords');
    expect(names).not.toContain('Landlords');
  });

  it('refuses invalid definitions with the editor’s messages', async () => {
    const { call } = await setup();
    const message = async (body: object) => {
      const res = await call('POST', base, undefined, body);
      expect(res.statusCode).toBe(400);
      return res.json().error.message as string;
    };
    expect(await message(input({ name: '   ' }))).toBe(templateMessages.nameRequired);
    expect(await message(input({ sections: [] }))).toBe(templateMessages.sectionsRequired);
    expect(
      await message(
        input({ sections: [{ name: 'General', type: 3, questions: [{ text: 'Filing status', type: 'select' }] }] }),
      ),
    ).toBe(templateMessages.optionsRequired);
    expect(await message(input({ sections: [{ name: 'General', type: 3, questions: nested(4) }] }))).toBe(
      templateMessages.tooDeep,
    );
    expect(
      await message(
        input({ sections: [{ name: 'Rental', type: 3, trigger: { questionKey: 'gone', answer: 'Yes' } }] }),
      ),
    ).toBe(templateMessages.triggerMissing);
    const twice = { key: 'k', text: 'Same key', type: 'boolean' as const };
    expect(await message(input({ sections: [{ name: 'General', type: 3, questions: [twice, twice] }] }))).toBe(
      templateMessages.keyDuplicate,
    );
    // Three levels in all (1., 1.1, 1.1.1) is the most the spec allows, and is accepted.
    const deepest = input({ sections: [{ name: 'General', type: 3, questions: nested(3) }] });
    expect((await call('POST', base, undefined, deepest)).statusCode).toBe(201);
    const { id } = (await call('POST', base, undefined, input())).json();
    const put = await call('PUT', `${base}/${id}`, undefined, input({ name: '' }));
    expect(put.json().error.message).toBe(templateMessages.nameRequired);
    expect((await call('GET', `${base}/get_template_by_id?template_id=abc`)).statusCode).toBe(400);
  });

  it('keeps the editor to staff with template access', async () => {
    const { db, firm, headers, call } = await setup({ template_disabled_for_nonadmin: true });
    const { id } = (await call('POST', base, undefined, input())).json();
    const routes = [
      ['GET', `${base}/get_template_by_id?template_id=${id}`],
      ['POST', base],
      ['PUT', `${base}/${id}`],
      ['POST', `${base}/${id}/copy`],
      ['DELETE', `${base}/${id}`],
    ] as const;
    const client = await headers(await buildClient(db, firm));
    const full = await headers(await buildStaff(db, firm, { access: 'full' }));
    for (const [method, url] of routes) {
      const body = method === 'GET' || url.endsWith('/copy') || method === 'DELETE' ? undefined : input();
      expect((await call(method, url, {}, body)).statusCode).toBe(401);
      expect((await call(method, url, client, body)).statusCode).toBe(403);
      expect((await call(method, url, full, body)).statusCode).toBe(403);
    }
    const { call: allowed, headers: h2, db: db2, firm: firm2 } = await setup();
    const fullAllowed = await h2(await buildStaff(db2, firm2, { access: 'full' }));
    expect((await allowed('POST', base, fullAllowed, input())).statusCode).toBe(201);
  });

  it('answers 404 for another firm’s template on every route', async () => {
    const { call } = await setup();
    const { id } = (await call('POST', base, undefined, input())).json();
    const other = await setup();
    expect((await other.call('GET', `${base}/get_template_by_id?template_id=${id}`)).statusCode).toBe(404);
    expect((await other.call('PUT', `${base}/${id}`, undefined, input())).statusCode).toBe(404);
    expect((await other.call('POST', `${base}/${id}/copy`)).statusCode).toBe(404);
    expect((await other.call('DELETE', `${base}/${id}`)).statusCode).toBe(404);
    expect((await other.call('GET', `${base}/${id}/preview`)).statusCode).toBe(404);
    expect((await call('GET', `${base}/get_template_by_id?template_id=${id}`)).statusCode).toBe(200);
  });

  it('gives each firm the built-in starters once: read-only, copyable and deletable for good', async () => {
    const { db, firm, call } = await setup();
    const list = async () =>
      (await call('GET', base)).json().items as { id: number; name: string; built_in: boolean }[];
    const items = await list();
    const starters = items.filter((i) => i.built_in);
    expect(starters.map((s) => s.name).sort()).toEqual(STARTER_TEMPLATES.map((s) => s.name).sort());
    expect(await list()).toEqual(items);
    const rows = await db.select().from(questionnaireTemplates).where(eq(questionnaireTemplates.firmId, firm.id));
    expect(rows).toHaveLength(STARTER_TEMPLATES.length);

    const farm = starters.find((s) => s.name === 'Farm (Schedule F)')!;
    const put = await call('PUT', `${base}/${farm.id}`, undefined, input());
    expect(put.statusCode).toBe(409);
    expect(put.json().error.message).toBe(templateMessages.builtInReadOnly);
    const detail = (await call('GET', `${base}/get_template_by_id?template_id=${farm.id}`)).json();
    expect(detail).toMatchObject({ built_in: true, name: 'Farm (Schedule F)' });

    const copy = (await call('POST', `${base}/${farm.id}/copy`)).json();
    expect(copy).toMatchObject({ name: 'Copy of Farm (Schedule F)', built_in: false, sections: detail.sections });
    expect(
      (await call('PUT', `${base}/${copy.id}`, undefined, { ...input(), sections: copy.sections })).statusCode,
    ).toBe(200);

    expect((await call('DELETE', `${base}/${farm.id}`)).statusCode).toBe(200);
    const after = await list();
    expect(after.find((i) => i.id === farm.id)).toBeUndefined();
    expect(after.filter((i) => i.built_in)).toHaveLength(STARTER_TEMPLATES.length - 1);
  });

  it('ships starters with the spec’s tabs and hints that make valid questionnaires and previews', async () => {
    const { db, firm, call } = await setup();
    const items = (await call('GET', base)).json().items as { id: number; name: string; built_in: boolean }[];
    const company = await buildCompany(db, firm, await buildClient(db, firm));
    const tabs = new Set<string>();
    const hints: string[] = [];
    for (const starter of STARTER_TEMPLATES) {
      const sections = starter.sections();
      expect(templateInputSchema.safeParse({ name: starter.name, sections }).success).toBe(true);
      expect(sections.at(-1)).toMatchObject({ type: 4, key: 'review_and_submit' });
      sections.forEach((s) => tabs.add(s.name));
      JSON.stringify(sections, (k, v: unknown) => (k === 'hint' && typeof v === 'string' && hints.push(v), v));

      const qid = await createQuestionnaire(db, {
        firmId: firm.id,
        companyId: company.id,
        name: starter.name,
        taxYear: 2025,
        sections,
      });
      const questions = await db
        .select()
        .from(questionnaireQuestions)
        .where(eq(questionnaireQuestions.questionnaireId, qid));
      expect(questions.length).toBeGreaterThan(10);

      const listed = items.find((i) => i.name === starter.name && i.built_in)!;
      const preview = await call('GET', `${base}/${listed.id}/preview`);
      expect(preview.statusCode).toBe(200);
      expect(preview.json()).toMatchObject({ mode: 'admin-template', name: starter.name });
      expect(preview.json().sections).toHaveLength(sections.length);
    }
    for (const tab of [
      'General',
      'Income',
      'Cost of Goods Sold',
      'Expenses',
      'Home Office',
      'Business Use of Vehicle',
      'New Asset',
      'Other Costs',
      'Payroll',
      'Auto',
      'K-1 Investments',
      'Estimated Tax Payments',
    ])
      expect(tabs).toContain(tab);
    for (const hint of Object.values(starterHints)) expect(hints).toContain(hint);
    expect(starterHints.businessGifts).toContain('$25 per person per year');
    expect(starterHints.homeOfficeSimplified).toContain('$5 per square foot');
    expect(starterHints.equipment).toContain('over $500');
    expect(starterHints.furniture).toContain('over $2,500 each');
  });
});
