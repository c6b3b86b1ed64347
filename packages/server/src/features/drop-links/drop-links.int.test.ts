import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { documentMessages, dropLinkMessages, type RealtimeEvent } from '@portal/domain';
import { firms } from '../../db/schema/index.ts';
import { userChannel } from '../../platform/realtime/realtime-hub.ts';
import { buildClient, buildFirm, buildStaff, signInAs } from '../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { multipart } from '../../test/multipart.ts';

const PDF = Buffer.from('%PDF-1.4\n%%EOF\n');
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(32, 7)]);

describe('drop links', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  async function setup(enabled = true) {
    const db = t.deps.database.db;
    const firm = await buildFirm(db, { name: 'Lee CPAs', preferences: { drop_link_enabled: enabled } });
    const partner = await buildStaff(db, firm);
    const full = await buildStaff(db, firm, { access: 'full' });
    return {
      db,
      firm,
      partner,
      full,
      headers: (await signInAs(db, partner)).headers,
      asFull: (await signInAs(db, full)).headers,
    };
  }
  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    headers: Record<string, string>,
    payload?: object,
  ) => t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const visit = (token: string, fields: Record<string, string>, files: { name: string; content: Buffer }[]) => {
    const form = multipart(fields, files);
    return t.app.inject({
      method: 'POST',
      url: `/api/public/drop_links/${token}/uploads`,
      payload: form.payload,
      headers: form.headers,
    });
  };
  const visitor = {
    first_name: 'Ann',
    last_name: 'Lee',
    email: 'Ann@Example.test',
    phone_number: '(555) 123-4567',
    description: 'My W-2s',
  };

  it('creates drop links with the rules: name, unique ignoring case, at least one notified firm user', async () => {
    const { db, firm, partner, full, headers } = await setup();
    expect((await call('POST', '/api/drop_links', {}, { name: 'X', subscribedUserIds: [partner.id] })).statusCode).toBe(
      401,
    );
    const empty = await call('POST', '/api/drop_links', headers, { name: ' ', subscribedUserIds: [] });
    expect(empty.json().error.fields).toEqual({
      name: dropLinkMessages.nameRequired,
      subscribedUserIds: dropLinkMessages.usersRequired,
    });
    const created = await call('POST', '/api/drop_links', headers, {
      name: 'Tax Docs 2025',
      subscribedUserIds: [partner.id, full.id],
      customInstruction: 'Upload your W-2s here.',
      hideSignInButton: true,
    });
    expect(created.json()).toMatchObject({
      name: 'Tax Docs 2025',
      hide_sign_in_button: true,
      unseen_count: 0,
      upload_count: 0,
    });
    expect(created.json().token.length).toBeGreaterThan(30);
    const dup = await call('POST', '/api/drop_links', headers, {
      name: 'tax docs 2025',
      subscribedUserIds: [partner.id],
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().error.fields.name).toBe(dropLinkMessages.nameExists);
    const client = await buildClient(db, firm);
    expect(
      (await call('POST', '/api/drop_links', headers, { name: 'Other', subscribedUserIds: [client.id] })).statusCode,
    ).toBe(400);
    const admin = (await signInAs(db, await buildStaff(db, firm, { access: 'group' }))).headers;
    expect((await call('GET', '/api/drop_links', admin)).statusCode).toBe(403);
    const otherFirm = (
      await signInAs(db, await buildStaff(db, await buildFirm(db, { preferences: { drop_link_enabled: true } })))
    ).headers;
    expect(
      (
        await call('PUT', `/api/drop_links/${created.json().id}`, otherFirm, {
          name: 'x',
          subscribedUserIds: [partner.id],
        })
      ).statusCode,
    ).toBe(404);
    const renamed = await call('PUT', `/api/drop_links/${created.json().id}`, headers, {
      name: 'Tax Docs',
      subscribedUserIds: [full.id],
    });
    expect(renamed.json()).toMatchObject({ name: 'Tax Docs', subscribed_user_ids: [full.id] });
  });

  it('takes a visitor upload, tells the notified users, and tracks seen per user', async () => {
    const { firm, partner, full, headers, asFull } = await setup();
    const link = (
      await call('POST', '/api/drop_links', headers, { name: 'Intake', subscribedUserIds: [partner.id, full.id] })
    ).json();
    const page = await t.app.inject({ url: `/api/public/drop_links/${link.token}` });
    expect(page.json()).toEqual({
      firm_name: 'Lee CPAs',
      name: 'Intake',
      custom_instruction: null,
      hide_sign_in_button: false,
    });

    const bad = await visit(link.token, { ...visitor, email: 'nope' }, [{ name: 'w2.pdf', content: PDF }]);
    expect(bad.json().error.fields.email).toBe(dropLinkMessages.visitorEmailInvalid);
    const none = await visit(link.token, visitor, []);
    expect(none.json().error.fields.file).toBe(dropLinkMessages.filesRequired);
    const fake = await visit(link.token, visitor, [{ name: 'w2.pdf', content: Buffer.from('MZ not a pdf') }]);
    expect(fake.json().error.fields.file).toBe(documentMessages.invalidFiles);

    const events: RealtimeEvent[] = [];
    const off = t.deps.realtime.subscribe(userChannel(full.id), (e) => events.push(e));
    const ok = await visit(link.token, visitor, [
      { name: 'w2.pdf', content: PDF },
      { name: 'receipt.png', content: PNG },
    ]);
    expect(ok.json()).toEqual({ message: dropLinkMessages.uploadSuccessful, files: 2 });
    // On PostgreSQL events travel through NOTIFY, so they may land just after the answer.
    await vi.waitFor(() => expect(events).toContainEqual({ type: 'new_notification' }));
    off();

    expect((await call('GET', '/api/drop_links/unseen_count', asFull)).json()).toEqual({ count: 1 });
    const uploads = (await call('GET', `/api/drop_links/${link.id}/uploads`, asFull)).json();
    expect(uploads).toEqual([
      expect.objectContaining({
        first_name: 'Ann',
        email: 'ann@example.test',
        phone_number: '5551234567',
        description: 'My W-2s',
        seen: false,
        files: [expect.objectContaining({ name: 'w2.pdf' }), expect.objectContaining({ name: 'receipt.png' })],
      }),
    ]);
    const uploadId = uploads[0].id;
    expect((await call('POST', `/api/drop_links/uploads/${uploadId}/seen`, asFull, { seen: true })).statusCode).toBe(
      204,
    );
    expect((await call('GET', '/api/drop_links/unseen_count', asFull)).json()).toEqual({ count: 0 });
    expect((await call('GET', '/api/drop_links/unseen_count', headers)).json()).toEqual({ count: 1 });
    const notices = (await call('GET', '/api/notifications', asFull)).json().notifications;
    // The spec's download_drop_link_upload prefix with id=value pairs (spec 002 §7 notification links).
    expect(notices[0]).toMatchObject({
      text: 'Ann Lee uploaded 2 files through Intake',
      type_id: 2,
      link: `download_drop_link_upload:dropLinkId=${link.id}&uploadId=${uploadId}`,
    });

    // One document of the upload, by its name in the upload's folder.
    const one = await call('GET', `/api/drop_links/uploads/${uploadId}/document?name=w2.pdf`, asFull);
    expect(one.statusCode).toBe(200);
    expect(one.headers['content-type']).toBe('application/pdf');
    expect(one.rawPayload.equals(PDF)).toBe(true);
    expect((await call('GET', `/api/drop_links/uploads/${uploadId}/document?name=other.pdf`, asFull)).statusCode).toBe(
      404,
    );
    expect((await call('GET', `/api/drop_links/uploads/${uploadId}/document?name=`, asFull)).statusCode).toBe(400);
    expect((await call('GET', `/api/drop_links/uploads/${uploadId}/document?name=w2.pdf`, {})).statusCode).toBe(401);
    const db = t.deps.database.db;
    // Another role: a group-limited staff member manages no drop links.
    const limited = (await signInAs(db, await buildStaff(db, firm, { access: 'group' }))).headers;
    expect((await call('GET', `/api/drop_links/uploads/${uploadId}/document?name=w2.pdf`, limited)).statusCode).toBe(
      403,
    );
    const stranger = (
      await signInAs(db, await buildStaff(db, await buildFirm(db, { preferences: { drop_link_enabled: true } })))
    ).headers;
    expect((await call('GET', `/api/drop_links/uploads/${uploadId}/document?name=w2.pdf`, stranger)).statusCode).toBe(
      404,
    );
    const zip = await call('GET', `/api/drop_links/uploads/${uploadId}/download`, asFull);
    expect(zip.headers['content-type']).toBe('application/zip');
    expect(zip.rawPayload.includes(Buffer.from('receipt.png'))).toBe(true);
    expect((await call('DELETE', `/api/drop_links/uploads/${uploadId}`, asFull)).statusCode).toBe(204);
    expect((await call('GET', `/api/drop_links/${link.id}/uploads`, asFull)).json()).toEqual([]);

    expect((await call('DELETE', `/api/drop_links/${link.id}`, headers)).statusCode).toBe(204);
    const gone = await t.app.inject({ url: `/api/public/drop_links/${link.token}` });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().error.message).toBe(dropLinkMessages.notFound);
    expect(firm.id).toBeGreaterThan(0);
  });

  it('is off, publicly too, when the firm turns drop links off', async () => {
    const { db, firm, partner, headers } = await setup();
    const link = (
      await call('POST', '/api/drop_links', headers, { name: 'Intake', subscribedUserIds: [partner.id] })
    ).json();
    await db
      .update(firms)
      .set({ preferences: { drop_link_enabled: false } })
      .where(eq(firms.id, firm.id));
    expect((await call('GET', '/api/drop_links', headers)).statusCode).toBe(403);
    expect((await t.app.inject({ url: `/api/public/drop_links/${link.token}` })).statusCode).toBe(404);
    expect((await visit(link.token, visitor, [{ name: 'w2.pdf', content: PDF }])).statusCode).toBe(404);
  });
});
