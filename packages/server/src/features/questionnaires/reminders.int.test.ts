import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectMessages, NOTIFICATION_TYPES, sendMessages } from '@portal/domain';
import { companyOwners, firms, notifications, questionnaires } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { buildClient } from '../../test/factories.ts';
import { readMail, readSms } from '../../test/outbox.ts';
import { collectFirm, makeQuestionnaire } from './collect-fixture.ts';
import {
  reminderDeps,
  REMINDERS_JOB,
  SEND_REMINDER_JOB,
  sendClaimedReminder,
  sendDueQuestionnaireReminders,
  type ReminderJob,
} from './reminders.service.ts';

describe('questionnaire reminders', () => {
  let t: TestApp;
  beforeAll(async () => {
    // The fixed clock reads 2026-03-02 15:00 UTC.
    t = await buildTestApp({ clock: 'fixed' });
  });
  afterAll(() => t.close());

  const mailsTo = async (email: string | null) => (await readMail(t.dataDir)).filter((m) => m.to === email);
  const row = async (id: number) =>
    (await t.deps.database.db.select().from(questionnaires).where(eq(questionnaires.id, id)))[0]!;
  /** The sweep claims reminders and queues a job for each: here the test runs those jobs itself. */
  const sweepAndSend = async (at: string) => {
    await sendDueQuestionnaireReminders(reminderDeps(t.deps), new Date(at));
    const { rows } = await t.deps.database.executeSql(
      "delete from pgboss.job where name = $1 and state = 'created' returning data",
      [SEND_REMINDER_JOB],
    );
    for (const r of rows) await sendClaimedReminder(reminderDeps(t.deps), r.data as ReminderJob);
    return rows.map((r) => r.data as ReminderJob);
  };

  it('sends a reminder by mail, text and in-app with the placeholders filled', async () => {
    const f = await collectFirm(t, 'Jones Farms LLC');
    const texter = await buildClient(f.db, f.firm, {
      fname: 'Sam',
      lname: 'Jones',
      preferredContactMethod: 'sms',
      phoneNumber: '5551234567',
    });
    await f.db.insert(companyOwners).values({ firmId: f.firm.id, companyId: f.company.id, userId: texter.id });
    const id = await makeQuestionnaire(f.db, f.firm.id, f.company.id);
    const res = await f.call('POST', '/api/send_questionnaire_reminders', { questionnaire_ids: [id] }, f.staff);
    expect(res.json()).toEqual({ message: collectMessages.remindersSent });

    const [mail] = await mailsTo(f.clientUser.email);
    expect(mail!.subject).toMatch(new RegExp(`^${f.firm.name}: reminder to complete your 2025 Tax Organizer — `));
    expect(mail!.text).toContain('Hi Casey,');
    expect(mail!.text).toContain('complete your 2025 Tax Organizer for Jones Farms LLC by Apr 15, 2026.');
    // Occupation and the W-2 upload are required and unanswered.
    expect(mail!.text).toContain('Items left to complete: 2.');
    expect(mail!.text).toContain(`/questionnaire/${f.company.hashId}?questionnaireId=${id}`);
    expect(mail!.text).not.toMatch(/\{[a-z_]+\}/);
    expect(await mailsTo(texter.email)).toHaveLength(1);

    const sms = (await readSms(t.dataDir)).filter((s) => s.to === '+15551234567');
    expect(sms).toHaveLength(1);
    expect(sms[0]!.body).toContain(
      `${f.firm.name}: Hi Sam, a reminder to complete your 2025 Tax Organizer for Jones Farms LLC`,
    );

    const inApp = await f.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.firmId, f.firm.id), eq(notifications.typeId, NOTIFICATION_TYPES.questionnaire)));
    expect(inApp.map((n) => n.userId).sort()).toEqual([f.clientUser.id, texter.id].sort());
    expect(inApp[0]!.text).toContain('(2 items left)');
    expect(inApp[0]!.link).toBe(`/questionnaire/${f.company.hashId}?questionnaireId=${id}`);
    expect((await row(id)).lastFollowedUp?.toISOString()).toBe('2026-03-02T15:00:00.000Z');
  });

  it('sends customized texts, leaving unknown placeholders, and skips locked and completed ones', async () => {
    const f = await collectFirm(t);
    const open = await makeQuestionnaire(f.db, f.firm.id, f.company.id, { name: 'Open', dueDate: null });
    const locked = await makeQuestionnaire(f.db, f.firm.id, f.company.id, { name: 'Locked' }, { locked: true });
    const done = await makeQuestionnaire(f.db, f.firm.id, f.company.id, { name: 'Done' }, { completed: true });
    const res = await f.call(
      'POST',
      '/api/send_questionnaire_reminders',
      {
        questionnaire_ids: [open, locked, done],
        customize: true,
        reminder_email_subject: '{questionnaire_name} {questionnaire_year}',
        reminder_email_message: 'Dear {client_fname}{by_due_date}, {unknown} - {firm_name}',
      },
      f.staff,
    );
    expect(res.statusCode).toBe(200);
    const mails = await mailsTo(f.clientUser.email);
    expect(mails.map((m) => m.subject)).toEqual(['Open 2025']);
    expect(mails[0]!.text).toContain(`Dear Casey, {unknown} - ${f.firm.name}`);
    expect((await row(locked)).lastFollowedUp).toBeNull();
    // Customized with no in-app text: none is created.
    const inApp = await f.db.select().from(notifications).where(eq(notifications.firmId, f.firm.id));
    expect(inApp).toHaveLength(0);
    const noSubject = await f.call(
      'POST',
      '/api/send_questionnaire_reminders',
      { questionnaire_ids: [open], customize: true, reminder_email_message: 'x' },
      f.staff,
    );
    expect(noSubject.statusCode).toBe(400);
    expect(noSubject.json().error.message).toBe(sendMessages.subject);
  });

  it('the sweep sends on the computed day, not the day before, once a day, and only to open ones', async () => {
    expect(REMINDERS_JOB).toBe('questionnaires.send-due-reminders');
    const f = await collectFirm(t);
    await f.db.update(firms).set({ questionnaireReminderFrequency: 3 }).where(eq(firms.id, f.firm.id));
    const sentAt = new Date('2026-03-02T08:00:00Z');
    const make = (name: string, patch: Partial<typeof questionnaires.$inferInsert> = {}) =>
      makeQuestionnaire(f.db, f.firm.id, f.company.id, { name }, { sentAt, ...patch });
    const due = await make('Due');
    // Its base (Mar 4 08:00) passes after 10:00 on Mar 4: its reminder waits for Mar 5.
    const late = await make('Late', { sentAt: new Date('2026-03-01T08:00:00Z') });
    await make('Locked', { locked: true });
    await make('Completed', { completed: true });
    await make('Off', { remindersDisabled: true });
    await make('Deleted', { deletedAt: sentAt });
    await makeQuestionnaire(f.db, f.firm.id, f.company.id, { name: 'Draft', isDraft: true });
    const sweep = sweepAndSend;
    const subjects = async () =>
      (await mailsTo(f.clientUser.email)).map((m) => / your \d{4} (\w+) — /.exec(m.subject)?.[1]);

    await sweep('2026-03-04T11:00:00Z');
    expect(await subjects()).toEqual([]);
    await sweep('2026-03-05T09:00:00Z');
    expect((await subjects()).sort()).toEqual(['Due', 'Late']);
    expect((await row(due)).lastFollowedUp?.toISOString()).toBe('2026-03-05T09:00:00.000Z');
    await sweep('2026-03-05T09:30:00Z');
    await sweep('2026-03-05T23:00:00Z');
    expect(await subjects()).toHaveLength(2);
    // The next one is three days after the last follow-up.
    await sweep('2026-03-07T09:00:00Z');
    expect(await subjects()).toHaveLength(2);
    await sweep('2026-03-08T09:30:00Z');
    expect((await subjects()).sort()).toEqual(['Due', 'Due', 'Late', 'Late']);
    expect((await row(late)).lastFollowedUp?.toISOString()).toBe('2026-03-08T09:30:00.000Z');
  });

  it('a reminder job run again after a crash tells only those not told yet, and records its notices once', async () => {
    const f = await collectFirm(t);
    await f.db.update(firms).set({ questionnaireReminderFrequency: 3 }).where(eq(firms.id, f.firm.id));
    const second = await buildClient(f.db, f.firm, { fname: 'Rae' });
    await f.db.insert(companyOwners).values({ firmId: f.firm.id, companyId: f.company.id, userId: second.id });
    await makeQuestionnaire(
      f.db,
      f.firm.id,
      f.company.id,
      { name: 'Twice' },
      { sentAt: new Date('2026-03-02T08:00:00Z') },
    );
    await sendDueQuestionnaireReminders(reminderDeps(t.deps), new Date('2026-03-05T09:00:00Z'));
    const { rows } = await t.deps.database.executeSql(
      "delete from pgboss.job where name = $1 and state = 'created' returning data",
      [SEND_REMINDER_JOB],
    );
    expect(rows).toHaveLength(1);
    const job = rows[0]!.data as ReminderJob;
    // The first run reached one client, then its process died: the mail went, nothing else was recorded.
    let mailed = 0;
    const dying = {
      ...reminderDeps(t.deps),
      mailer: {
        ...t.deps.mailer,
        send: async (m: Parameters<typeof t.deps.mailer.send>[0]) => {
          if (mailed++ === 1) throw new Error('the process died');
          return t.deps.mailer.send(m);
        },
      },
    };
    await expect(sendClaimedReminder(dying, job)).rejects.toThrow('the process died');
    await sendClaimedReminder(reminderDeps(t.deps), job);
    await sendClaimedReminder(reminderDeps(t.deps), job);
    expect(await mailsTo(f.clientUser.email)).toHaveLength(1);
    expect(await mailsTo(second.email)).toHaveLength(1);
    const inApp = await f.db.select().from(notifications).where(eq(notifications.firmId, f.firm.id));
    expect(inApp).toHaveLength(2);
  });

  it('the sweep stops before the due date', async () => {
    const f = await collectFirm(t);
    const id = await makeQuestionnaire(
      f.db,
      f.firm.id,
      f.company.id,
      { dueDate: '2026-03-06' },
      { sentAt: new Date('2026-03-01T08:00:00Z') },
    );
    // Base Mar 8 is after the due day: no reminder.
    await sweepAndSend('2026-03-08T09:00:00Z');
    await sweepAndSend('2026-03-05T09:00:00Z');
    expect(await mailsTo(f.clientUser.email)).toHaveLength(0);
    expect((await row(id)).lastFollowedUp).toBeNull();
  });
});
