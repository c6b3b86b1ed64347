import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_REMINDER_TEXTS, collectMessages, questionnaireMessages } from '@portal/domain';
import { activityLogs, questionnaires } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { buildClient, buildCompany, buildFirm, buildStaff, signInAs } from '../../test/factories.ts';
import { readMail } from '../../test/outbox.ts';
import { collectFirm, makeQuestionnaire } from '../questionnaires/collect-fixture.ts';

describe('the firm’s actions on questionnaires', () => {
  let t: TestApp;
  let f: Awaited<ReturnType<typeof collectFirm>>;
  let foreignId: number;
  const row = async (id: number) => (await f.db.select().from(questionnaires).where(eq(questionnaires.id, id)))[0]!;
  const make = (patch: Partial<typeof questionnaires.$inferInsert> = {}, isDraft = false) =>
    makeQuestionnaire(f.db, f.firm.id, f.company.id, { isDraft }, patch);
  const ok = async (method: 'POST' | 'PATCH' | 'GET', url: string, payload?: object) => {
    const res = await f.call(method, url, payload, f.staff);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  beforeAll(async () => {
    // The fixed clock reads 2026-03-02 15:00 UTC.
    t = await buildTestApp({ clock: 'fixed' });
    f = await collectFirm(t, 'Jones Farms LLC');
    const other = await buildFirm(f.db);
    const otherCompany = await buildCompany(f.db, other, await buildClient(f.db, other));
    foreignId = await makeQuestionnaire(f.db, other.id, otherCompany.id);
  });
  afterAll(() => t.close());

  it('answers 401, 400, 403 and 404 (another firm’s id, alone or in a bulk call) on every action', async () => {
    const id = await make();
    type Route = {
      method: 'POST' | 'PATCH' | 'GET';
      url: (id: number) => string;
      body?: (id: number) => object;
      bad?: object;
    };
    const routes: Route[] = [
      {
        method: 'POST',
        url: () => '/api/lock_questionnaires',
        body: (i) => ({ questionnaireIds: [i] }),
        bad: { questionnaireIds: [] },
      },
      { method: 'PATCH', url: (i) => `/api/questionnaires/${i}`, body: () => ({ locked: false }), bad: {} },
      {
        method: 'POST',
        url: () => '/api/questionnaires/reminders_disabled',
        body: (i) => ({ reminders_disabled: true, questionnaire_ids: [i] }),
        bad: { questionnaire_ids: [1] },
      },
      {
        method: 'POST',
        url: () => '/api/mark_completed',
        body: (i) => ({ questionnaire_id: i, completed: true }),
        bad: { questionnaire_id: 1 },
      },
      {
        method: 'POST',
        url: () => '/api/unsubmit_questionnaire',
        body: (i) => ({ questionnaire_id: i }),
        bad: { questionnaire_id: 'x' },
      },
      { method: 'POST', url: () => '/api/delete_questionnaire', body: (i) => ({ questionnaire_id: i }), bad: {} },
      {
        method: 'POST',
        url: () => '/api/restore_questionnaires',
        body: (i) => ({ questionnaire_ids: [i] }),
        bad: { questionnaire_ids: [0] },
      },
      {
        method: 'POST',
        url: () => '/api/send_questionnaire_reminders',
        body: (i) => ({ questionnaire_ids: [i] }),
        bad: { questionnaire_ids: 'all' },
      },
      { method: 'GET', url: (i) => `/api/questionnaires/${i}/reminder_text` },
      {
        method: 'POST',
        url: (i) => `/api/questionnaires/${i}/reminder_text`,
        body: () => ({ reminder_email_subject: 'S', reminder_email_message: 'M' }),
        bad: { reminder_email_subject: '', reminder_email_message: 'M' },
      },
      {
        method: 'POST',
        url: () => '/api/generate_questionnaire_link',
        body: (i) => ({ companyId: f.company.id, questionnaireId: i }),
        bad: { companyId: f.company.id },
      },
      {
        method: 'POST',
        url: () => '/api/questionnaires/send_drafts',
        body: (i) => ({ questionnaire_ids: [i] }),
        bad: { questionnaire_ids: [] },
      },
    ];
    for (const r of routes) {
      const name = `${r.method} ${r.url(id)}`;
      expect((await f.call(r.method, r.url(id), r.body?.(id))).statusCode, name).toBe(401);
      expect((await f.call(r.method, r.url(id), r.body?.(id), f.client)).statusCode, name).toBe(403);
      expect((await f.call(r.method, r.url(foreignId), r.body?.(foreignId), f.staff)).statusCode, name).toBe(404);
      if (r.bad) expect((await f.call(r.method, r.url(id), r.bad, f.staff)).statusCode, name).toBe(400);
    }
    const bad = await f.call('GET', '/api/questionnaires/abc/reminder_text', undefined, f.staff);
    expect(bad.statusCode).toBe(400);
  });

  it('a bulk call with one foreign id changes nothing', async () => {
    const a = await make();
    const b = await make();
    const toggle = await f.call(
      'POST',
      '/api/questionnaires/reminders_disabled',
      { reminders_disabled: true, questionnaire_ids: [a, foreignId, b] },
      f.staff,
    );
    expect(toggle.statusCode).toBe(404);
    expect(toggle.json().error.message).toBe(questionnaireMessages.notFound);
    expect((await row(a)).remindersDisabled).toBe(false);
    const lock = await f.call('POST', '/api/lock_questionnaires', { questionnaireIds: [a, b, foreignId] }, f.staff);
    expect(lock.statusCode).toBe(404);
    expect((await row(a)).locked || (await row(b)).locked).toBe(false);
    expect((await row(foreignId)).locked).toBe(false);
  });

  it('lets read-only staff look but not change anything', async () => {
    const a = await make();
    const viewer = (await signInAs(f.db, await buildStaff(f.db, f.firm, { readonlyAccess: true }))).headers;
    const calls: [method: 'GET' | 'POST' | 'PATCH', url: string, body?: object][] = [
      ['POST', '/api/lock_questionnaires', { questionnaireIds: [a] }],
      ['PATCH', `/api/questionnaires/${a}`, { reminders_disabled: true }],
      ['POST', '/api/mark_completed', { questionnaire_id: a, completed: true }],
      ['POST', '/api/delete_questionnaire', { questionnaire_id: a }],
      ['POST', '/api/send_questionnaire_reminders', { questionnaire_ids: [a] }],
    ];
    for (const [method, url, body] of calls)
      expect((await f.call(method, url, body, viewer)).statusCode, url).toBe(403);
    expect((await f.call('GET', `/api/questionnaires/${a}/reminder_text`, undefined, viewer)).statusCode).toBe(200);
    expect(await row(a)).toMatchObject({ locked: false, completed: false, deletedAt: null, remindersDisabled: false });
  });

  it('locks many, unlocks one, and records both', async () => {
    const a = await make();
    const b = await make();
    expect(await ok('POST', '/api/lock_questionnaires', { questionnaireIds: [a, b, a] })).toEqual({
      message: collectMessages.locked,
    });
    expect((await row(a)).locked && (await row(b)).locked).toBe(true);
    expect(await ok('PATCH', `/api/questionnaires/${a}`, { locked: false })).toEqual({
      message: collectMessages.unlocked,
    });
    expect((await row(a)).locked).toBe(false);
    const titles = (
      await f.db
        .select()
        .from(activityLogs)
        .where(and(eq(activityLogs.firmId, f.firm.id), eq(activityLogs.questionnaireId, a)))
    ).map((x) => x.title);
    expect(titles).toEqual(expect.arrayContaining(['Questionnaire locked', 'Questionnaire unlocked']));
  });

  it('updates reminders, track changes and the due date', async () => {
    const id = await make();
    expect(await ok('PATCH', `/api/questionnaires/${id}`, { reminders_disabled: true })).toEqual({
      message: collectMessages.reminderUpdated,
    });
    await ok('PATCH', `/api/questionnaires/${id}`, { track_changes: true, due_date: '2026-05-01' });
    expect(await row(id)).toMatchObject({ remindersDisabled: true, trackChanges: true, dueDate: '2026-05-01' });
    const bad = await f.call('PATCH', `/api/questionnaires/${id}`, { due_date: '2026-02-30' }, f.staff);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe('Please select a valid due date');
    await ok('PATCH', `/api/questionnaires/${id}`, { due_date: null });
    expect((await row(id)).dueDate).toBeNull();
  });

  it('moves a deposit only as an advisor may (spec 001 §4 Deposit)', async () => {
    const id = await make({ depositStatus: 'unpaid', depositAmountCents: 5000 });
    const patch = (deposit_status: string) => f.call('PATCH', `/api/questionnaires/${id}`, { deposit_status }, f.staff);
    expect((await patch('paid')).statusCode).toBe(400);
    expect((await patch('marked_paid')).statusCode).toBe(200);
    expect((await row(id)).depositStatus).toBe('marked_paid');
    expect((await patch('unpaid')).json().error.message).toBe(collectMessages.depositChangeNotAllowed);
    expect((await patch('pending')).statusCode).toBe(200);
    expect((await patch('marked_paid')).statusCode).toBe(200);
    const none = await make();
    const res = await f.call('PATCH', `/api/questionnaires/${none}`, { deposit_status: 'marked_paid' }, f.staff);
    expect(res.statusCode).toBe(400);
  });

  it('turns reminders off and on in bulk', async () => {
    const a = await make();
    const b = await make();
    const body = { reminders_disabled: true, questionnaire_ids: [a, b] };
    expect(await ok('POST', '/api/questionnaires/reminders_disabled', body)).toEqual({
      message: collectMessages.reminderUpdated,
    });
    expect((await row(a)).remindersDisabled && (await row(b)).remindersDisabled).toBe(true);
    await ok('POST', '/api/questionnaires/reminders_disabled', { ...body, reminders_disabled: false });
    expect((await row(b)).remindersDisabled).toBe(false);
  });

  it('marks completed and incomplete, and unsubmits', async () => {
    const id = await make({ submittedAt: new Date('2026-02-25T10:00:00Z'), completed: true });
    expect(await ok('POST', '/api/mark_completed', { questionnaire_id: id, completed: false })).toEqual({
      message: collectMessages.incomplete,
    });
    expect((await row(id)).completed).toBe(false);
    expect(await ok('POST', '/api/mark_completed', { questionnaire_id: id, completed: true })).toEqual({
      message: collectMessages.completed,
    });
    expect(await ok('POST', '/api/unsubmit_questionnaire', { questionnaire_id: id })).toEqual({
      message: collectMessages.unsubmitted,
    });
    expect(await row(id)).toMatchObject({ completed: false, submittedAt: null });
  });

  it('deletes softly; only Restore acts on a deleted one', async () => {
    const a = await make();
    const b = await make();
    expect(await ok('POST', '/api/delete_questionnaire', { questionnaire_id: a })).toEqual({
      message: collectMessages.deleted,
    });
    expect((await row(a)).deletedAt?.toISOString()).toBe('2026-03-02T15:00:00.000Z');
    expect((await f.call('POST', '/api/delete_questionnaire', { questionnaire_id: a }, f.staff)).statusCode).toBe(404);
    expect((await f.call('POST', '/api/lock_questionnaires', { questionnaireIds: [a] }, f.staff)).statusCode).toBe(404);
    // A live one among them is simply left as it is.
    expect(await ok('POST', '/api/restore_questionnaires', { questionnaire_ids: [a, b] })).toEqual({
      message: collectMessages.restored,
    });
    expect((await row(a)).deletedAt).toBeNull();
  });

  it('saves reminder texts, and reads the defaults before', async () => {
    const id = await make();
    expect(await ok('GET', `/api/questionnaires/${id}/reminder_text`)).toEqual(DEFAULT_REMINDER_TEXTS);
    const texts = {
      reminder_email_subject: 'Hi {client_fname}',
      reminder_email_message: 'Still {number_of_items_left} to go',
      reminder_in_app_message: '',
      reminder_sms_message: 'Text {firm_name}',
    };
    expect(await ok('POST', `/api/questionnaires/${id}/reminder_text`, texts)).toEqual({
      message: collectMessages.reminderUpdated,
    });
    expect(await ok('GET', `/api/questionnaires/${id}/reminder_text`)).toEqual({
      ...texts,
      reminder_in_app_message: DEFAULT_REMINDER_TEXTS.reminder_in_app_message,
    });
    const empty = await f.call(
      'POST',
      `/api/questionnaires/${id}/reminder_text`,
      { ...texts, reminder_email_message: '  ' },
      f.staff,
    );
    expect(empty.json().error.message).toBe('Please enter a message');
  });

  it('generates the client’s absolute link, for the questionnaire’s own entity only', async () => {
    const id = await make();
    const { link } = await ok('POST', '/api/generate_questionnaire_link', {
      companyId: f.company.id,
      questionnaireId: id,
    });
    expect(link).toBe(`${t.deps.config.publicUrl}/questionnaire/${f.company.hashId}?questionnaireId=${id}`);
    const otherEntity = await buildCompany(f.db, f.firm, f.clientUser);
    const res = await f.call(
      'POST',
      '/api/generate_questionnaire_link',
      { companyId: otherEntity.id, questionnaireId: id },
      f.staff,
    );
    expect(res.statusCode).toBe(404);
  });

  it('sends drafts: they become sent now and the clients get the link by mail', async () => {
    const draft = await make({}, true);
    const sent = await make();
    expect(await ok('POST', '/api/questionnaires/send_drafts', { questionnaire_ids: [draft, sent] })).toEqual({
      message: collectMessages.draftsSent,
    });
    expect(await row(draft)).toMatchObject({ isDraft: false, sentAt: new Date('2026-03-02T15:00:00Z') });
    const mails = (await readMail(t.dataDir)).filter((m) => m.to === f.clientUser.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('your 2025 Tax Organizer for Jones Farms LLC');
    expect(mails[0]!.text).toContain(`/questionnaire/${f.company.hashId}?questionnaireId=${draft}`);
  });

  it('lets a group-limited user act only on their group’s questionnaires', async () => {
    const id = await make();
    const groupUser = await buildStaff(f.db, f.firm, { access: 'group' });
    const headers = (await signInAs(f.db, groupUser)).headers;
    const res = await f.call('POST', '/api/lock_questionnaires', { questionnaireIds: [id] }, headers);
    expect(res.statusCode).toBe(404);
  });
});
