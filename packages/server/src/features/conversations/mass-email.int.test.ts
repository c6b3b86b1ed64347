import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { massEmailMessages } from '@portal/domain';
import { firmGroups, firms, heldMail } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { buildClient, buildFirm, buildStaff, signInAs } from '../../test/factories.ts';
import { readMail } from '../../test/outbox.ts';
import { runMassEmail } from './mass-email.service.ts';

describe('mass email', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ startJobs: true, jobs: { work: false } });
  });
  afterAll(() => t.close());
  const post = (url: string, payload: object, headers: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: `/api/advisors/${url}`, payload, headers });

  it('sends each of 50 clients their own email, in batches with progress', async () => {
    const db = t.deps.database.db;
    const firm = await buildFirm(db);
    const partner = await buildStaff(db, firm, { fname: 'Paula', lname: 'Partner' });
    const clients = [];
    for (let i = 0; i < 50; i++) {
      clients.push(
        await buildClient(db, firm, {
          fname: `Client${i}`,
          lname: 'Lee',
          email: `mass-${firm.id}-${i}@example.test`,
          assignedAdvisorId: partner.id,
        }),
      );
    }
    const tempEmail = await buildClient(db, firm, { preferences: { has_temp_email: true } });
    const headers = (await signInAs(db, partner)).headers;
    const queued = await post(
      'send_mass_message',
      {
        subject: 'Tax season, {{client_fname}}',
        body: '<p>Dear {{client_full_name}},</p><p>{{assigned_firm_user_name}} will call you.</p>',
        client_ids: [...clients.map((c) => c.id), tempEmail.id],
      },
      headers,
    );
    expect(queued.json()).toMatchObject({
      message: massEmailMessages.queued,
      mass_email: { status: 'queued', total: 51, sent: 0 },
    });
    await runMassEmail({ db, mailer: t.deps.mailer, config: t.deps.config }, queued.json().mass_email.id);
    const status = await t.app.inject({ url: `/api/advisors/mass_messages/${queued.json().mass_email.id}`, headers });
    expect(status.json()).toMatchObject({ status: 'completed', sent: 50, failed: 1 });

    const mails = (await readMail(t.dataDir)).filter((m) => m.to.startsWith(`mass-${firm.id}-`));
    expect(mails).toHaveLength(50);
    for (let i = 0; i < 50; i++) {
      const mail = mails.find((m) => m.to === `mass-${firm.id}-${i}@example.test`)!;
      expect(mail.subject).toBe(`Tax season, Client${i}`);
      expect(mail.text).toContain(`Dear Client${i} Lee,`);
      expect(mail.text).toContain('Paula Partner will call you.');
      // Sent as the firm (issue 21 §9).
      expect(mail.fromName).toBe(firm.name);
    }
  });

  it('holds the mass email of a firm whose creator has not confirmed their address, like its other mail', async () => {
    const db = t.deps.database.db;
    const firm = await buildFirm(db);
    const partner = await buildStaff(db, firm);
    await db.update(firms).set({ emailConfirmedAt: null, creatorEmail: partner.email }).where(eq(firms.id, firm.id));
    const client = await buildClient(db, firm, { email: `held-${firm.id}@example.test` });
    const headers = (await signInAs(db, partner)).headers;
    const queued = await post(
      'send_mass_message',
      { subject: 'Hello', body: '<p>Hello {{client_fname}}</p>', client_ids: [client.id] },
      headers,
    );
    await runMassEmail({ db, mailer: t.deps.mailer, config: t.deps.config }, queued.json().mass_email.id);
    expect((await readMail(t.dataDir)).filter((m) => m.to === client.email)).toHaveLength(0);
    const held = await db.select().from(heldMail).where(eq(heldMail.firmId, firm.id));
    expect(held.map((h) => (h.message as { to: string }).to)).toEqual([client.email]);
  });

  it('validates, keeps to the firm and the group, and sends a test to the caller', async () => {
    const db = t.deps.database.db;
    const firm = await buildFirm(db);
    const [west, east] = await db
      .insert(firmGroups)
      .values([
        { firmId: firm.id, name: 'West' },
        { firmId: firm.id, name: 'East' },
      ])
      .returning();
    const groupUser = await buildStaff(db, firm, {
      access: 'group',
      groupId: west!.id,
      email: `g-${firm.id}@example.test`,
    });
    const westClient = await buildClient(db, firm, { groupId: west!.id });
    const eastClient = await buildClient(db, firm, { groupId: east!.id });
    const stranger = await buildClient(db, await buildFirm(db));
    const headers = (await signInAs(db, groupUser)).headers;
    const body = { subject: 'Hello', body: '<p>Hi {{client_fname}}</p>' };

    expect((await post('send_mass_message', { ...body, client_ids: [westClient.id] }, {})).statusCode).toBe(401);
    const empty = await post('send_mass_message', { subject: '', body: '', client_ids: [] }, headers);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields).toEqual({
      subject: massEmailMessages.subjectRequired,
      body: massEmailMessages.bodyRequired,
      client_ids: massEmailMessages.recipientsRequired,
    });
    expect((await post('send_mass_message', { ...body, client_ids: [stranger.id] }, headers)).statusCode).toBe(404);
    expect((await post('send_mass_message', { ...body, client_ids: [eastClient.id] }, headers)).statusCode).toBe(404);
    expect((await post('send_mass_message', { ...body, client_ids: [westClient.id] }, headers)).statusCode).toBe(200);
    const asClient = (await signInAs(db, westClient)).headers;
    expect((await post('send_test_mass_message', body, asClient)).statusCode).toBe(403);

    const test = await post('send_test_mass_message', body, headers);
    expect(test.json()).toEqual({ message: massEmailMessages.testSent });
    const mail = (await readMail(t.dataDir)).find((m) => m.to === `g-${firm.id}@example.test`)!;
    expect(mail.subject).toBe('[Test] Hello');
    expect(mail.text).toContain(`Hi ${groupUser.fname}`);
    expect(
      (await post('send_test_mass_message', { subject: 'x', body: '<p></p>' }, headers)).json().error.fields.body,
    ).toBe(massEmailMessages.bodyRequired);
  });
});
