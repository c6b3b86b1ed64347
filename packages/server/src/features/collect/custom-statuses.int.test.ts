import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTIVITY_TYPES, firmActionMessages, type CollectList, type CustomStatus } from '@portal/domain';
import { activityLogs, companyOwners, questionnaires } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { buildClient, buildCompany, buildFirm, buildStaff, signInAs } from '../../test/factories.ts';
import { readMail, readSms } from '../../test/outbox.ts';
import { collectFirm, makeQuestionnaire } from '../questionnaires/collect-fixture.ts';

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

describe('firm custom statuses', () => {
  let t: TestApp;
  let f: Awaited<ReturnType<typeof collectFirm>>;
  let other: { staff: Record<string, string>; statusId: number; questionnaireId: number };
  let fullUser: Record<string, string>;
  let admin: Record<string, string>;
  const call = (method: Method, url: string, payload?: object, headers?: Record<string, string>) =>
    t.app.inject({ method, url, payload, headers });
  const create = async (body: object, headers: Record<string, string> = f.staff): Promise<CustomStatus> => {
    const res = await call('POST', '/api/firm_custom_statuses', body, headers);
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  };

  beforeAll(async () => {
    t = await buildTestApp({ clock: 'fixed' });
    f = await collectFirm(t, 'Jones Farms LLC');
    fullUser = (await signInAs(f.db, await buildStaff(f.db, f.firm, { access: 'full' }))).headers;
    admin = (await signInAs(f.db, await buildStaff(f.db, f.firm, { access: 'admin' }))).headers;
    const firm = await buildFirm(f.db);
    const company = await buildCompany(f.db, firm, await buildClient(f.db, firm));
    const staff = (await signInAs(f.db, await buildStaff(f.db, firm))).headers;
    const res = await call('POST', '/api/firm_custom_statuses', { firm_user_display_status: 'Theirs' }, staff);
    other = {
      staff,
      statusId: res.json().id,
      questionnaireId: await makeQuestionnaire(f.db, firm.id, company.id),
    };
  });
  afterAll(() => t.close());

  it('lets any staff read and partners and admins manage the list', async () => {
    expect((await call('GET', '/api/firm_custom_statuses')).statusCode).toBe(401);
    expect((await call('GET', '/api/firm_custom_statuses', undefined, f.client)).statusCode).toBe(403);
    const blank = await call('POST', '/api/firm_custom_statuses', { firm_user_display_status: ' ' }, f.staff);
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.message).toBe(firmActionMessages.statusNameRequired);
    expect(
      (await call('POST', '/api/firm_custom_statuses', { firm_user_display_status: 'X' }, fullUser)).statusCode,
    ).toBe(403);

    const waiting = await create({
      firm_user_display_status: 'Waiting on K-1',
      client_display_status: 'Waiting for your K-1',
      client_instruction: 'Upload your K-1 when it arrives',
    });
    const review = await create({ firm_user_display_status: 'In review', client_display_status: '' }, admin);
    expect(review.client_display_status).toBeNull();

    const list = await call('GET', '/api/firm_custom_statuses', undefined, fullUser);
    expect(list.statusCode).toBe(200);
    expect(list.json().items.map((s: CustomStatus) => s.firm_user_display_status)).toEqual([
      'In review',
      'Waiting on K-1',
    ]);

    const url = `/api/firm_custom_statuses/${review.id}`;
    expect((await call('PATCH', url, { client_instruction: 'x' })).statusCode).toBe(401);
    expect((await call('PATCH', url, { firm_user_display_status: '' }, f.staff)).statusCode).toBe(400);
    expect((await call('PATCH', url, { client_instruction: 'x' }, fullUser)).statusCode).toBe(403);
    expect(
      (await call('PATCH', `/api/firm_custom_statuses/${other.statusId}`, { client_instruction: 'x' }, f.staff))
        .statusCode,
    ).toBe(404);
    const patched = await call('PATCH', url, { client_instruction: 'Nothing to do' }, f.staff);
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json()).toMatchObject({
      firm_user_display_status: 'In review',
      client_instruction: 'Nothing to do',
    });

    expect((await call('DELETE', url)).statusCode).toBe(401);
    expect((await call('DELETE', url, undefined, fullUser)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/firm_custom_statuses/${other.statusId}`, undefined, f.staff)).statusCode).toBe(
      404,
    );
    const gone = await call('DELETE', url, undefined, f.staff);
    expect(gone.json()).toEqual({ message: firmActionMessages.statusDeleted });
    const after = await call('GET', '/api/firm_custom_statuses', undefined, f.staff);
    expect(after.json().items.map((s: CustomStatus) => s.id)).toEqual([waiting.id]);
    expect((await call('DELETE', url, undefined, f.staff)).statusCode).toBe(404);

    // Each change is in the firm's activity log, with who changed what from which value to which.
    const log = await f.db
      .select()
      .from(activityLogs)
      .where(and(eq(activityLogs.firmId, f.firm.id), eq(activityLogs.typeId, ACTIVITY_TYPES.firm_settings)))
      .orderBy(asc(activityLogs.id));
    expect(log.map((r) => r.title)).toEqual([
      'Custom status added: Waiting on K-1',
      'Custom status added: In review',
      'Custom status changed: In review',
      'Custom status deleted: In review',
    ]);
    expect(log[2]!.description).toBe("client_instruction: null → 'Nothing to do'");
    expect(log[3]!.description).toContain("firm_user_display_status: 'In review' → null");
    expect(new Set(log.map((r) => r.actorUserId)).size).toBe(2);
  });

  it('sets a questionnaire’s status, shown in the Collect list', async () => {
    const status = await create({ firm_user_display_status: 'Ready for prep' });
    const id = await makeQuestionnaire(f.db, f.firm.id, f.company.id, { name: 'Status one' });
    const url = `/api/questionnaires/${id}/custom_status`;
    expect((await call('PATCH', url, { firm_custom_status_id: status.id })).statusCode).toBe(401);
    expect((await call('PATCH', url, { firm_custom_status_id: 'x' }, f.staff)).statusCode).toBe(400);
    expect((await call('PATCH', url, { firm_custom_status_id: status.id }, f.client)).statusCode).toBe(403);
    expect(
      (
        await call(
          'PATCH',
          `/api/questionnaires/${other.questionnaireId}/custom_status`,
          { firm_custom_status_id: status.id },
          f.staff,
        )
      ).statusCode,
    ).toBe(404);
    expect((await call('PATCH', url, { firm_custom_status_id: other.statusId }, f.staff)).statusCode).toBe(404);
    const res = await call('PATCH', url, { firm_custom_status_id: status.id }, fullUser);
    expect(res.json()).toEqual({ message: firmActionMessages.statusSet });

    const listed = async () => {
      const list: CollectList = (
        await call('GET', '/api/v2/questionnaires?search_term=Status%20one', undefined, f.staff)
      ).json();
      return list.items[0]!.custom_status;
    };
    expect(await listed()).toEqual({ id: status.id, name: 'Ready for prep' });
    await call('PATCH', url, { firm_custom_status_id: null }, f.staff);
    expect(await listed()).toBeNull();
    await call('PATCH', url, { firm_custom_status_id: status.id }, f.staff);
    await call('DELETE', `/api/firm_custom_statuses/${status.id}`, undefined, f.staff);
    expect(await listed()).toBeNull();
  });

  it('sends the status-change notification with the spec’s rules', async () => {
    const told = await create({
      firm_user_display_status: 'Need signature',
      client_display_status: 'Signature needed',
      client_instruction: 'Please sign the engagement letter',
    });
    const silent = await create({ firm_user_display_status: 'Internal', client_display_status: 'Working on it' });
    const texter = await buildClient(f.db, f.firm, {
      fname: 'Sam',
      lname: 'Jones',
      preferredContactMethod: 'sms',
      phoneNumber: '5559876543',
    });
    await f.db.insert(companyOwners).values({ firmId: f.firm.id, companyId: f.company.id, userId: texter.id });
    const id = await makeQuestionnaire(f.db, f.firm.id, f.company.id, {}, { firmCustomStatusId: told.id });
    const body = {
      questionnaireIds: [id],
      customEmailSubject: '{questionnaire_year} status: {client_display_status}',
      customEmailMessage: 'Hi {client_fname}, {client_instruction}.',
      customSmsMessage: '{client_display_status}: {client_instruction}',
    };
    const send = (payload: object, headers?: Record<string, string>) =>
      call('POST', '/api/send_custom_status_change', payload, headers);
    expect((await send(body)).statusCode).toBe(401);
    const noSubject = await send({ ...body, customEmailSubject: ' ' }, f.staff);
    expect(noSubject.statusCode).toBe(400);
    expect(noSubject.json().error.message).toBe(firmActionMessages.subjectRequired);
    const noBody = await send({ ...body, customEmailMessage: '' }, f.staff);
    expect(noBody.json().error.message).toBe(firmActionMessages.messageRequired);
    const noSms = await send({ ...body, customSmsMessage: '' }, f.staff);
    expect(noSms.json().error.message).toBe(firmActionMessages.smsRequired);
    expect((await send(body, f.client)).statusCode).toBe(403);
    expect((await send({ ...body, questionnaireIds: [id, other.questionnaireId] }, f.staff)).statusCode).toBe(404);

    await f.db.update(questionnaires).set({ firmCustomStatusId: silent.id }).where(eq(questionnaires.id, id));
    const lacking = await send(body, f.staff);
    expect(lacking.statusCode).toBe(400);
    expect(lacking.json().error.message).toBe(firmActionMessages.statusLacksClientText);
    await f.db.update(questionnaires).set({ firmCustomStatusId: told.id }).where(eq(questionnaires.id, id));

    const res = await send(body, f.staff);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: firmActionMessages.notificationsUpdated });
    const mail = (await readMail(t.dataDir)).filter((m) => m.to === f.clientUser.email).at(-1)!;
    expect(mail.subject).toBe('2025 status: Signature needed');
    expect(mail.text).toContain('Hi Casey, Please sign the engagement letter.');
    const sms = (await readSms(t.dataDir)).filter((s) => s.to === '+15559876543');
    expect(sms.at(-1)!.body).toContain('Signature needed: Please sign the engagement letter');
  });
});
