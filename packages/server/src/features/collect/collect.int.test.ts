import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CollectList } from '@portal/domain';
import type { DbOrTx } from '../../db/client.ts';
import {
  firmGroups,
  questionnaireNotes,
  questionnaireQuestions,
  questionnaireSections,
  questionnaires,
} from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { buildClient, buildCompany, buildFirm, buildStaff, signInAs } from '../../test/factories.ts';
import { makeQuestionnaire } from '../questionnaires/collect-fixture.ts';

describe('GET /api/v2/questionnaires (Collect)', () => {
  let t: TestApp;
  let db: DbOrTx;
  let staff: Record<string, string>;
  let client: Record<string, string>;
  let ids: Record<string, number>;
  let acme: { id: number };
  const list = async (query: string, headers = staff): Promise<CollectList> => {
    const res = await t.app.inject({ method: 'GET', url: `/api/v2/questionnaires?${query}`, headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const names = (l: CollectList) => l.items.map((i) => i.name).sort();

  beforeAll(async () => {
    // The fixed clock reads 2026-03-02 15:00 UTC.
    t = await buildTestApp({ clock: 'fixed' });
    db = t.deps.database.db;
    const firm = await buildFirm(db, { name: 'Acme CPAs' });
    const owner = await buildClient(db, firm, { fname: 'Casey', lname: 'Jones' });
    acme = await buildCompany(db, firm, owner, { name: 'Acme 100% LLC' });
    const beta = await buildCompany(db, firm, owner, { name: 'Beta Trust' });
    staff = (await signInAs(db, await buildStaff(db, firm))).headers;
    client = (await signInAs(db, owner)).headers;
    const at = new Date('2026-02-20T10:00:00Z');
    ids = {
      draft: await makeQuestionnaire(db, firm.id, acme.id, { name: 'Draft one', isDraft: true }),
      sent: await makeQuestionnaire(db, firm.id, acme.id, { name: 'Sent one', dueDate: '2026-02-20' }),
      opened: await makeQuestionnaire(
        db,
        firm.id,
        beta.id,
        { name: 'Opened one', dueDate: '2026-03-05' },
        { openedAt: at },
      ),
      progress: await makeQuestionnaire(
        db,
        firm.id,
        beta.id,
        { name: 'Busy one', taxYear: 2024 },
        { openedAt: at, inProgress: true, lastActivityAt: at },
      ),
      submitted: await makeQuestionnaire(
        db,
        firm.id,
        acme.id,
        { name: 'Handed in' },
        { submittedAt: at, openedAt: at },
      ),
      completed: await makeQuestionnaire(
        db,
        firm.id,
        acme.id,
        { name: 'Done one', dueDate: '2026-02-01' },
        { completed: true, submittedAt: at },
      ),
      locked: await makeQuestionnaire(
        db,
        firm.id,
        acme.id,
        { name: 'Locked one', dueDate: '2026-03-03' },
        { locked: true },
      ),
      deleted: await makeQuestionnaire(db, firm.id, beta.id, { name: 'Gone one' }, { deletedAt: at }),
    };
    // The client is on a section: the label names it.
    const [section] = await db
      .select()
      .from(questionnaireSections)
      .where(eq(questionnaireSections.questionnaireId, ids.progress!));
    await db.update(questionnaires).set({ currentSectionId: section!.id }).where(eq(questionnaires.id, ids.progress!));
    const [question] = await db
      .select()
      .from(questionnaireQuestions)
      .where(eq(questionnaireQuestions.questionnaireId, ids.progress!));
    // One of its two questions is answered: the progress column reads 1 of 2.
    await db
      .update(questionnaireQuestions)
      .set({ answer: 'Teacher' })
      .where(
        and(eq(questionnaireQuestions.questionnaireId, ids.progress!), eq(questionnaireQuestions.text, 'Occupation')),
      );
    await db.insert(questionnaireNotes).values([
      { firmId: firm.id, questionnaireId: ids.progress!, questionId: question!.id, text: 'a', fromFirmUser: true },
      { firmId: firm.id, questionnaireId: ids.progress!, questionId: question!.id, text: 'b', fromFirmUser: false },
      {
        firmId: firm.id,
        questionnaireId: ids.progress!,
        questionId: question!.id,
        text: 'c',
        fromFirmUser: true,
        removed: true,
      },
    ]);
  });
  afterAll(() => t.close());

  it('lists the firm’s live questionnaires with their labels and cells', async () => {
    const all = await list('');
    expect(all.count).toBe(7);
    expect(names(all)).not.toContain('Gone one');
    const row = (name: string) => all.items.find((i) => i.name === name)!;
    expect(row('Draft one')).toMatchObject({ status_label: 'Draft', is_draft: true, next_reminder_date: null });
    expect(row('Sent one')).toMatchObject({
      status_label: 'Sent',
      due_flag: 'Past Due',
      next_reminder_date: null,
      questions_answered: 0,
      questions_total: 2,
    });
    expect(row('Opened one')).toMatchObject({ status_label: 'Opened', due_flag: 'Next Week' });
    expect(row('Busy one')).toMatchObject({
      status_label: 'General Information',
      notes_count: 2,
      progress: 5,
      questions_answered: 1,
      questions_total: 2,
      tax_year: 2024,
      company: { name: 'Beta Trust' },
    });
    expect(row('Done one')).toMatchObject({ status_label: 'Completed', due_flag: null, progress: 100 });
    expect(row('Locked one')).toMatchObject({ locked: true, due_flag: null, next_reminder_date: null });
    expect(row('Handed in').documents_cell).toBe('Documents needed');
    // Sent Feb 1 + 7 days is past; at 15:00 UTC the next reminder is tomorrow.
    expect(row('Handed in').next_reminder_date).toBe('2026-03-03');
    expect(row('Handed in').notes_count).toBe(0);
  });

  it('filters by status, each questionnaire in exactly one lifecycle state', async () => {
    const expected: Record<string, string[]> = {
      draft: ['Draft one'],
      sent: ['Sent one'],
      opened: ['Opened one'],
      in_progress: ['Busy one'],
      submitted: ['Handed in'],
      completed: ['Done one'],
      locked: ['Locked one'],
      deleted: ['Gone one'],
    };
    for (const [status, want] of Object.entries(expected)) {
      const l = await list(`status=${status}`);
      expect(names(l), status).toEqual(want);
      expect(l.count).toBe(want.length);
    }
    const deleted = await list('status=deleted');
    expect(deleted.items[0]!.deleted_at).not.toBeNull();
    expect(deleted.items[0]!.due_flag).toBeNull();
  });

  it('searches names and entity names (a % is literal), and filters by year, entity and due flag', async () => {
    expect(names(await list('search_term=100%25'))).toEqual(
      ['Done one', 'Draft one', 'Handed in', 'Locked one', 'Sent one'].sort(),
    );
    expect((await list('search_term=100%25')).count).toBe(5);
    expect(names(await list('search_term=busy'))).toEqual(['Busy one']);
    expect(names(await list('search_term=beta%20trust'))).toEqual(['Busy one', 'Opened one']);
    // Too short for trigrams: tested on each row's name and its entity's name (collect-page.ts searchWhere).
    expect(names(await list('search_term=be'))).toEqual(['Busy one', 'Opened one']);
    expect(names(await list('search_term=bu'))).toEqual(['Busy one']);
    expect((await list('search_term=%25')).count).toBe(5);
    expect((await list('search_term=nothing')).count).toBe(0);
    expect(names(await list('tax_year=2024'))).toEqual(['Busy one']);
    expect((await list(`company_id=${acme.id}`)).count).toBe(5);
    expect(names(await list('due=past_due'))).toEqual(['Sent one']);
    expect(names(await list('due=next_week'))).toEqual(['Opened one']);
    expect(names(await list('status=deleted&search_term=gone'))).toEqual(['Gone one']);
  });

  it('sorts either way, empty dates last', async () => {
    const byName = await list('sort_by=name&descending=false');
    expect(byName.items.map((i) => i.name)).toEqual([...byName.items.map((i) => i.name)].sort());
    const byDue = await list('sort_by=due_date&descending=false');
    expect(byDue.items[0]!.name).toBe('Done one');
    const byCompany = await list('sort_by=company_name&descending=true');
    expect(byCompany.items[0]!.company.name).toBe('Beta Trust');
    const byActivity = await list('sort_by=last_activity_at&descending=true');
    expect(byActivity.items[0]!.name).toBe('Busy one');
    const ascActivity = await list('sort_by=last_activity_at&descending=false');
    expect(ascActivity.items[0]!.name).toBe('Busy one');
  });

  it('pages with the total of every page', async () => {
    const firm = await buildFirm(db);
    const owner = await buildClient(db, firm);
    const company = await buildCompany(db, firm, owner);
    for (let i = 0; i < 23; i++)
      await makeQuestionnaire(db, firm.id, company.id, { name: `Q${String(i).padStart(2, '0')}` });
    const headers = (await signInAs(db, await buildStaff(db, firm))).headers;
    const first = await list('per_page=10&sort_by=name&descending=false', headers);
    expect(first.count).toBe(23);
    expect(first.items.map((i) => i.name)[0]).toBe('Q00');
    const third = await list('per_page=10&page=3&sort_by=name&descending=false', headers);
    expect(third.count).toBe(23);
    expect(third.items.map((i) => i.name)).toEqual(['Q20', 'Q21', 'Q22']);
    expect((await list('per_page=10&page=9', headers)).items).toEqual([]);
    // The spec's name of the page size is count; given, it wins over per_page.
    const bySpec = await list('count=10&per_page=25&page=3&sort_by=name&descending=false', headers);
    expect(bySpec.items.map((i) => i.name)).toEqual(['Q20', 'Q21', 'Q22']);
  });

  it('shows a group-limited user only their group’s entities', async () => {
    const firm = await buildFirm(db);
    const [west] = await db.insert(firmGroups).values({ firmId: firm.id, name: 'West' }).returning();
    const inGroup = await buildClient(db, firm, { groupId: west!.id });
    const outside = await buildClient(db, firm);
    await makeQuestionnaire(db, firm.id, (await buildCompany(db, firm, inGroup)).id, { name: 'West one' });
    await makeQuestionnaire(db, firm.id, (await buildCompany(db, firm, outside)).id, { name: 'Other one' });
    const groupUser = (await signInAs(db, await buildStaff(db, firm, { access: 'group', groupId: west!.id }))).headers;
    expect(names(await list('', groupUser))).toEqual(['West one']);
    const noGroup = (await signInAs(db, await buildStaff(db, firm, { access: 'group' }))).headers;
    expect((await list('', noGroup)).count).toBe(0);
  });

  it('answers 401 signed out, 403 to clients, 400 to a bad query, and nothing of another firm', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v2/questionnaires' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/v2/questionnaires', headers: client })).statusCode).toBe(
      403,
    );
    for (const bad of [
      'per_page=7',
      'count=7',
      'status=open',
      'sort_by=color',
      'page=0',
      'due=tomorrow',
      'company_id=x',
    ])
      expect(
        (await t.app.inject({ method: 'GET', url: `/api/v2/questionnaires?${bad}`, headers: staff })).statusCode,
        bad,
      ).toBe(400);
    const other = (await signInAs(db, await buildStaff(db, await buildFirm(db)))).headers;
    expect(await list('', other)).toEqual({ items: [], count: 0, count_is_estimate: false });
    expect((await list(`company_id=${acme.id}`, other)).count).toBe(0);
  });
});
