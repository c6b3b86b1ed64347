import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firmActionMessages } from '@portal/domain';
import { questionnaireQuestions, questionnaireSections, questionnaires } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { buildClient, buildCompany, buildFirm, buildStaff, signInAs } from '../../test/factories.ts';
import { readMail } from '../../test/outbox.ts';
import { collectFirm, makeQuestionnaire } from '../questionnaires/collect-fixture.ts';
import { createQuestionnaire } from '../questionnaires/index.ts';

describe('POST /api/send_open_items', () => {
  let t: TestApp;
  let f: Awaited<ReturnType<typeof collectFirm>>;
  let otherStaff: Record<string, string>;
  const items = [
    { text: 'Your 1099-INT from the new bank', question_type: 'upload' as const },
    { text: 'Did you move this year?', question_type: 'text' as const },
  ];
  const send = (payload: object, headers?: Record<string, string>) =>
    f.call('POST', '/api/send_open_items', payload, headers);
  const layout = async (id: number) => {
    const sections = await f.db
      .select()
      .from(questionnaireSections)
      .where(eq(questionnaireSections.questionnaireId, id))
      .orderBy(asc(questionnaireSections.position));
    const questions = await f.db
      .select()
      .from(questionnaireQuestions)
      .where(eq(questionnaireQuestions.questionnaireId, id))
      .orderBy(asc(questionnaireQuestions.position));
    return sections.map((s) => ({
      name: s.name,
      position: s.position,
      questions: questions.filter((q) => q.sectionId === s.id).map((q) => [q.position, q.text, q.questionType]),
    }));
  };

  beforeAll(async () => {
    t = await buildTestApp({ clock: 'fixed' });
    f = await collectFirm(t, 'Jones Farms LLC');
    const other = await buildFirm(f.db);
    await buildCompany(f.db, other, await buildClient(f.db, other));
    otherStaff = (await signInAs(f.db, await buildStaff(f.db, other))).headers;
  });
  afterAll(() => t.close());

  it('answers 401, 400, 403 and 404 for another firm', async () => {
    const id = await makeQuestionnaire(f.db, f.firm.id, f.company.id);
    expect((await send({ questionnaire_id: id, items })).statusCode).toBe(401);
    expect((await send({ questionnaire_id: id, items: [] }, f.staff)).statusCode).toBe(400);
    const blank = await send({ questionnaire_id: id, items: [{ text: ' ', question_type: 'text' }] }, f.staff);
    expect(blank.statusCode).toBe(400);
    expect(
      (await send({ questionnaire_id: id, items: [{ text: 'x', question_type: 'date' }] }, f.staff)).statusCode,
    ).toBe(400);
    expect((await send({ questionnaire_id: id, items }, f.client)).statusCode).toBe(403);
    expect((await send({ questionnaire_id: id, items }, otherStaff)).statusCode).toBe(404);
  });

  it('refuses a locked questionnaire', async () => {
    const id = await makeQuestionnaire(f.db, f.firm.id, f.company.id, {}, { locked: true });
    const res = await send({ questionnaire_id: id, items }, f.staff);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(firmActionMessages.locked);
  });

  it('adds the items before review and submit, keeps reading order, reopens and tells the client', async () => {
    const id = await createQuestionnaire(f.db, {
      firmId: f.firm.id,
      companyId: f.company.id,
      name: 'Tax Organizer',
      taxYear: 2025,
      sections: [
        { name: 'General', type: 3, key: 'questionnaire', questions: [{ text: 'Occupation', type: 'text' }] },
        { name: 'Review and Submit', type: 4, key: 'review_and_submit' },
        { name: 'Documents', type: 10, key: 'document_checklist', questions: [{ text: 'W-2', type: 'upload' }] },
      ],
    });
    await f.db
      .update(questionnaires)
      .set({ completed: true, submittedAt: new Date('2026-02-20T10:00:00Z') })
      .where(eq(questionnaires.id, id));

    const res = await send({ questionnaire_id: id, items }, f.staff);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: firmActionMessages.additionalItemsRequested });
    expect(await layout(id)).toEqual([
      { name: 'General', position: 1, questions: [[1, 'Occupation', 'text']] },
      {
        name: 'Additional Items',
        position: 2,
        questions: [
          [2, items[0]!.text, 'upload'],
          [3, items[1]!.text, 'text'],
        ],
      },
      { name: 'Review and Submit', position: 3, questions: [] },
      { name: 'Documents', position: 4, questions: [[4, 'W-2', 'upload']] },
    ]);
    const [q] = await f.db.select().from(questionnaires).where(eq(questionnaires.id, id));
    expect(q!.completed).toBe(false);
    expect(q!.submittedAt).toBeNull();
    const upload = (
      await f.db.select().from(questionnaireQuestions).where(eq(questionnaireQuestions.text, items[0]!.text))
    )[0];
    expect(upload!.answer).toBe('0');

    const mail = (await readMail(t.dataDir)).filter((m) => m.to === f.clientUser.email).at(-1);
    expect(mail!.subject).toMatch(new RegExp(`^${f.firm.name}: more items needed for your 2025 Tax Organizer — `));
    expect(mail!.text).toContain('Hi Casey,');
    expect(mail!.text).toContain(`/questionnaire/${f.company.hashId}?questionnaireId=${id}`);

    // A second request reuses the section and adds after the items already there.
    await send({ questionnaire_id: id, items: [{ text: 'Car mileage log', question_type: 'upload' }] }, f.staff);
    const after = await layout(id);
    expect(after.map((s) => s.name)).toEqual(['General', 'Additional Items', 'Review and Submit', 'Documents']);
    expect(after[1]!.questions.at(-1)).toEqual([4, 'Car mileage log', 'upload']);
    expect(after[3]!.questions).toEqual([[5, 'W-2', 'upload']]);
  });

  it('adds an item naming a question section to that section, and refuses a section that is not one of its own', async () => {
    const id = await createQuestionnaire(f.db, {
      firmId: f.firm.id,
      companyId: f.company.id,
      name: 'Tax Organizer',
      taxYear: 2025,
      sections: [
        { name: 'General', type: 3, key: 'questionnaire', questions: [{ text: 'Occupation', type: 'text' }] },
        { name: 'Income', type: 3, key: 'questionnaire', questions: [{ text: 'Wages?', type: 'text' }] },
        { name: 'Review and Submit', type: 4, key: 'review_and_submit' },
      ],
    });
    const sectionId = async (name: string) =>
      (await f.db.select().from(questionnaireSections).where(eq(questionnaireSections.questionnaireId, id))).find(
        (s) => s.name === name,
      )!.id;
    const general = await sectionId('General');
    const res = await send(
      {
        questionnaire_id: id,
        items: [
          { text: 'Did you change jobs?', question_type: 'text', section_id: general },
          { text: 'Anything else?', question_type: 'text' },
        ],
      },
      f.staff,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(await layout(id)).toEqual([
      {
        name: 'General',
        position: 1,
        questions: [
          [1, 'Occupation', 'text'],
          [2, 'Did you change jobs?', 'text'],
        ],
      },
      { name: 'Income', position: 2, questions: [[3, 'Wages?', 'text']] },
      { name: 'Additional Items', position: 3, questions: [[4, 'Anything else?', 'text']] },
      { name: 'Review and Submit', position: 4, questions: [] },
    ]);

    const otherQuestionnaire = await makeQuestionnaire(f.db, f.firm.id, f.company.id);
    const foreign = (
      await f.db
        .select()
        .from(questionnaireSections)
        .where(eq(questionnaireSections.questionnaireId, otherQuestionnaire))
    )[0]!.id;
    for (const section_id of [await sectionId('Review and Submit'), foreign, 999_999]) {
      const bad = await send(
        { questionnaire_id: id, items: [{ text: 'X', question_type: 'text', section_id }] },
        f.staff,
      );
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error.message).toBe(firmActionMessages.itemSection);
    }
    expect((await layout(id)).flatMap((s) => s.questions)).toHaveLength(4);
  });

  it('adds the section last when there is no review section', async () => {
    const id = await makeQuestionnaire(f.db, f.firm.id, f.company.id);
    expect((await send({ questionnaire_id: id, items: [items[1]!] }, f.staff)).statusCode).toBe(200);
    const sections = await layout(id);
    expect(sections.at(-1)).toEqual({
      name: 'Additional Items',
      position: 3,
      questions: [[3, items[1]!.text, 'text']],
    });
  });
});
