import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  companies,
  companyOwners,
  firmGroups,
  questionnaireSendSchedules,
  questionnaires,
} from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { buildClient, buildCompany, buildFirm, buildStaff, signInAs } from '../../test/factories.ts';

describe('managing users (staff)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  async function setup(access: 'partner' | 'full' | 'admin' | 'other' = 'partner') {
    const db = t.deps.database.db;
    const firm = await buildFirm(db);
    const staff = await buildStaff(db, firm, { access });
    const client = await buildClient(db, firm, { phoneNumber: '5550001111' });
    return { db, firm, staff, client, headers: (await signInAs(db, staff)).headers };
  }
  const patch = (id: number, payload: object, headers: Record<string, string>) =>
    t.app.inject({ method: 'PATCH', url: `/api/users/${id}`, payload, headers });
  const post = (url: string, payload: object, headers: Record<string, string>) =>
    t.app.inject({ method: 'POST', url, payload, headers });

  it('edits a client: 401 without a session, 400 for bad values, 404 across firms, 200 otherwise', async () => {
    const { db, client, headers } = await setup();
    expect((await patch(client.id, { fname: 'Z' }, {})).statusCode).toBe(401);
    const bad = await patch(client.id, { fname: '', work_phone_number: '12' }, headers);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toMatchObject({
      fname: 'First name is required',
      work_phone_number: 'Phone number must be 10 digits',
    });
    const stranger = await buildClient(db, await buildFirm(db));
    expect((await patch(stranger.id, { fname: 'Z' }, headers)).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/users/${stranger.id}`, headers })).statusCode).toBe(404);
    const ok = await patch(client.id, { fname: 'Zoe', external_user_id: 'EXT-1', work_phone_extension: '12' }, headers);
    expect(ok.json()).toMatchObject({ fname: 'Zoe', external_user_id: 'EXT-1', work_phone_extension: '12' });
    expect((await t.app.inject({ url: `/api/users/${client.id}`, headers })).json().fname).toBe('Zoe');
  });

  it("asks before an email change also changes its entities' business email, then does as told", async () => {
    const { db, firm, client, headers } = await setup();
    const same = await buildCompany(db, firm, client, { name: 'Same Co', businessEmail: client.email!.toUpperCase() });
    const other = await buildCompany(db, firm, client, { name: 'Other Co', businessEmail: 'billing@example.test' });
    const asked = await patch(client.id, { email: 'new-1@example.test' }, headers);
    expect(asked.statusCode).toBe(409);
    expect(asked.json().error).toMatchObject({
      message: 'Confirm entity email change',
      fields: { update_entity_emails: 'Same Co' },
    });
    const emailOf = async (id: number) =>
      (await db.select().from(companies).where(eq(companies.id, id)))[0]!.businessEmail;
    expect(await emailOf(same.id)).toBe(client.email!.toUpperCase());

    const kept = await patch(client.id, { email: 'new-1@example.test', update_entity_emails: false }, headers);
    expect(kept.json().email).toBe('new-1@example.test');
    expect(await emailOf(same.id)).toBe(client.email!.toUpperCase());

    await db.update(companies).set({ businessEmail: 'new-1@example.test' }).where(eq(companies.id, same.id));
    const changed = await patch(client.id, { email: 'new-2@example.test', update_entity_emails: true }, headers);
    expect(changed.statusCode).toBe(200);
    expect(await emailOf(same.id)).toBe('new-2@example.test');
    expect(await emailOf(other.id)).toBe('billing@example.test');
  });

  it('a user cannot change firm-side settings on their own account', async () => {
    const { staff, headers } = await setup();
    const res = await patch(staff.id, { readonly_access: true }, headers);
    expect(res.statusCode).toBe(403);
    expect((await patch(staff.id, { fname: 'Me' }, headers)).statusCode).toBe(200);
  });

  it('only partners edit partners: an admin could otherwise take over a partner account', async () => {
    const { db, firm, headers } = await setup('admin');
    const partner = await buildStaff(db, firm, { access: 'partner' });
    expect((await patch(partner.id, { email: 'attacker@evil.test' }, headers)).statusCode).toBe(403);
    const full = await buildStaff(db, firm, { access: 'full' });
    expect((await patch(full.id, { fname: 'Fiona' }, headers)).statusCode).toBe(200);
  });

  it('only partners and admins edit firm users', async () => {
    const { db, firm, headers } = await setup('full');
    const colleague = await buildStaff(db, firm);
    expect((await patch(colleague.id, { fname: 'X' }, headers)).statusCode).toBe(403);
  });

  it('deactivates with the entity cascade and signs the user out; activation needs a real email', async () => {
    const { db, firm, client, headers } = await setup();
    const own = await buildCompany(db, firm, client);
    const [organizer] = await db
      .insert(questionnaires)
      .values({ firmId: firm.id, companyId: own.id, hashId: `q-${own.hashId}`, name: 'Organizer', taxYear: 2025 })
      .returning();
    const clientSession = await signInAs(db, client);
    const off = await patch(client.id, { paying: false, is_deactivating_all_entities: true }, headers);
    expect(off.json().paying).toBe(false);
    expect((await db.select().from(questionnaires).where(eq(questionnaires.id, organizer!.id)))[0]!.locked).toBe(true);
    expect((await db.select().from(companies).where(eq(companies.id, own.id)))[0]!.inactive).toBe(true);
    expect((await t.app.inject({ url: '/api/sessions/current_user', headers: clientSession.headers })).statusCode).toBe(
      401,
    );
    const readonlyWhileOff = await patch(client.id, { readonly_access: true }, headers);
    expect(readonlyWhileOff.json().error.message).toBe('Only active users can be made read-only.');

    const on = await patch(client.id, { paying: true, is_activating_all_entities: true }, headers);
    expect(on.json().paying).toBe(true);
    expect((await db.select().from(companies).where(eq(companies.id, own.id)))[0]!.inactive).toBe(false);

    const noEmail = await buildClient(db, firm, {
      email: 'no-email+x@portal.invalid',
      paying: false,
      preferences: { has_temp_email: true },
    });
    const refused = await patch(noEmail.id, { paying: true }, headers);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe('User email is required before activating account.');
    const withEmail = await patch(noEmail.id, { paying: true, email: `real-${noEmail.id}@client.test` }, headers);
    expect(withEmail.json()).toMatchObject({ paying: true, preferences: { has_temp_email: false } });
  });

  it('deactivating locks the questionnaires of every entity the user owns and removes them from scheduled sends', async () => {
    const { db, firm, staff, client, headers } = await setup();
    const spouse = await buildClient(db, firm);
    const primary = await buildCompany(db, firm, client);
    // The spouse is the primary contact; the client is a co-owner.
    const joint = await buildCompany(db, firm, spouse);
    await db.insert(companyOwners).values({ firmId: firm.id, companyId: joint.id, userId: client.id });
    const elsewhere = await buildCompany(db, firm, spouse);
    const organizer = async (companyId: number) =>
      (
        await db
          .insert(questionnaires)
          .values({ firmId: firm.id, companyId, hashId: `q-${companyId}`, name: 'Organizer', taxYear: 2025 })
          .returning()
      )[0]!;
    const [onPrimary, onJoint, onElsewhere] = [
      await organizer(primary.id),
      await organizer(joint.id),
      await organizer(elsewhere.id),
    ];
    const schedule = async (companyIds: number[]) =>
      (
        await db
          .insert(questionnaireSendSchedules)
          .values({
            firmId: firm.id,
            userId: staff.id,
            name: 'Organizer',
            frequency: 'yearly',
            anchorDate: '2027-01-10',
            nextSendDate: '2027-01-10',
            payload: { company_ids: companyIds, company_types: [], resolved_company_ids: companyIds },
          })
          .returning()
      )[0]!;
    const onlyTheirs = await schedule([primary.id, joint.id]);
    const mixed = await schedule([joint.id, elsewhere.id]);
    const others = await schedule([elsewhere.id]);

    const off = await patch(client.id, { paying: false }, headers);
    expect(off.statusCode).toBe(200);
    const lockedOf = async (id: number) =>
      (await db.select().from(questionnaires).where(eq(questionnaires.id, id)))[0]!.locked;
    expect(await lockedOf(onPrimary.id)).toBe(true);
    expect(await lockedOf(onJoint.id)).toBe(true);
    expect(await lockedOf(onElsewhere.id)).toBe(false);
    const scheduleOf = async (id: number) =>
      (await db.select().from(questionnaireSendSchedules).where(eq(questionnaireSendSchedules.id, id)))[0]!;
    expect(await scheduleOf(onlyTheirs.id)).toMatchObject({ nextSendDate: null, cancelledAt: expect.any(Date) });
    expect(await scheduleOf(mixed.id)).toMatchObject({
      nextSendDate: '2027-01-10',
      cancelledAt: null,
      payload: { company_ids: [elsewhere.id], resolved_company_ids: [elsewhere.id] },
    });
    expect(await scheduleOf(others.id)).toMatchObject({
      nextSendDate: '2027-01-10',
      payload: { company_ids: [elsewhere.id] },
    });
  });

  it('only partner or full users change the assigned firm user, one by one or in bulk', async () => {
    const { db, firm, staff, client, headers } = await setup('full');
    expect((await patch(client.id, { assigned_advisor_id: staff.id }, headers)).json().assigned_advisor_id).toBe(
      staff.id,
    );
    const other = await buildClient(db, firm);
    const bulk = await post(
      '/api/users/update_client_assignments',
      { advisorId: -1, clientIds: [client.id, other.id] },
      headers,
    );
    expect(bulk.json()).toEqual({ message: 'Success!' });
    expect((await t.app.inject({ url: `/api/users/${client.id}`, headers })).json().assigned_advisor_id).toBeNull();
    expect(
      (await post('/api/users/update_client_assignments', { advisorId: 1.5, clientIds: [client.id] }, headers))
        .statusCode,
    ).toBe(400);
    expect(
      (await post('/api/users/update_client_assignments', { advisorId: -1, clientIds: [] }, headers)).json().error
        .message,
    ).toBe('No selected users or entities to update!');
    const stranger = await buildClient(db, await buildFirm(db));
    expect(
      (await post('/api/users/update_client_assignments', { advisorId: -1, clientIds: [stranger.id] }, headers))
        .statusCode,
    ).toBe(404);

    const admin = (await signInAs(db, await buildStaff(db, firm, { access: 'admin' }))).headers;
    expect((await patch(client.id, { assigned_advisor_id: staff.id }, admin)).statusCode).toBe(403);
    expect(
      (await post('/api/users/update_client_assignments', { advisorId: -1, clientIds: [client.id] }, admin)).statusCode,
    ).toBe(403);
  });

  it('a group-limited user manages only users of their group', async () => {
    const { db, firm, client } = await setup();
    const [west] = await db.insert(firmGroups).values({ firmId: firm.id, name: 'West' }).returning();
    const groupUser = (await signInAs(db, await buildStaff(db, firm, { access: 'group', groupId: west!.id }))).headers;
    expect((await patch(client.id, { fname: 'X' }, groupUser)).statusCode).toBe(404);
    const mine = await buildClient(db, firm, { groupId: west!.id });
    expect((await patch(mine.id, { fname: 'X' }, groupUser)).statusCode).toBe(200);
  });

  it("lists a user's entities for staff, inactive ones too, and 404 across firms", async () => {
    const { db, firm, client, headers } = await setup();
    await buildCompany(db, firm, client, { name: 'Open LLC' });
    await buildCompany(db, firm, client, { name: 'Closed LLC', inactive: true });
    const res = await t.app.inject({ url: `/api/v2/users/${client.id}/user_assigned_companies`, headers });
    expect(res.json().map((c: { name: string }) => c.name)).toEqual(['Closed LLC', 'Open LLC']);
    const stranger = await buildClient(db, await buildFirm(db));
    expect(
      (await t.app.inject({ url: `/api/v2/users/${stranger.id}/user_assigned_companies`, headers })).statusCode,
    ).toBe(404);
  });

  it('previews what a client sees: only their active entities', async () => {
    const { db, firm, client, staff, headers } = await setup();
    await buildCompany(db, firm, client, { name: 'Open LLC' });
    await buildCompany(db, firm, client, { name: 'Closed LLC', inactive: true });
    const res = await t.app.inject({ url: `/api/preview/users/${client.id}`, headers });
    expect(res.json().companies.map((c: { name: string }) => c.name)).toEqual(['Open LLC']);
    expect((await t.app.inject({ url: `/api/preview/users/${staff.id}`, headers })).statusCode).toBe(404);
    const asClient = (await signInAs(db, client)).headers;
    expect((await t.app.inject({ url: `/api/preview/users/${client.id}`, headers: asClient })).statusCode).toBe(403);
  });

  it('soft-deletes and restores a user', async () => {
    const { client, staff, headers } = await setup();
    expect((await post('/api/users/delete_client_from_api', { id: staff.id }, headers)).statusCode).toBe(403);
    expect((await post('/api/users/delete_client_from_api', { id: client.id }, headers)).statusCode).toBe(204);
    expect((await t.app.inject({ url: `/api/users/${client.id}`, headers })).statusCode).toBe(404);
    const restored = await post(`/api/v2/users/${client.id}/restore_deleted_user`, {}, headers);
    expect(restored.json()).toMatchObject({ id: client.id, deleted_at: null });
    expect((await post(`/api/v2/users/${client.id}/restore_deleted_user`, {}, headers)).statusCode).toBe(404);
  });

  it('a client cannot manage anyone', async () => {
    const { db, firm, client } = await setup();
    const other = await buildClient(db, firm);
    const asClient = (await signInAs(db, client)).headers;
    expect((await patch(other.id, { fname: 'X' }, asClient)).statusCode).toBe(403);
    expect((await post('/api/users/delete_client_from_api', { id: other.id }, asClient)).statusCode).toBe(403);
  });
});
