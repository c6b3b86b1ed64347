import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { genericMessages } from '@portal/domain';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { buildClient, buildCompany, buildFirm, buildStaff, signInAs } from '../test/factories.ts';
import { multipart } from '../test/multipart.ts';

/** Issue 24 §1: input the database or a parser cannot take is a 400 on every route, before any service runs. */
describe('input guards', () => {
  let t: TestApp;
  let staff: Record<string, string>;
  let companyId: number;
  let dropToken: string;
  beforeAll(async () => {
    t = await buildTestApp();
    const db = t.deps.database.db;
    const firm = await buildFirm(db);
    const partner = await buildStaff(db, firm);
    staff = (await signInAs(db, partner)).headers;
    companyId = (await buildCompany(db, firm, await buildClient(db, firm))).id;
    const link = await call('POST', '/api/drop_links', { name: 'Year end', subscribedUserIds: [partner.id] });
    dropToken = link.json().token;
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object, headers = staff) =>
    t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const nulRefused = (res: { statusCode: number; json(): { error: { message: string; fields?: object } } }) => {
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(genericMessages.nulCharacter);
  };

  it('refuses a NUL in a JSON body, naming the field, even on the password sign-in with no session', async () => {
    const res = await call(
      'POST',
      '/api/sessions/verify_password_for_firebase_token',
      {
        username: 'pat\u0000@example.test',
        password: 'secret',
      },
      {},
    );
    nulRefused(res);
    expect(res.json().error.fields).toEqual({ username: genericMessages.nulCharacter });
  });

  it('refuses a NUL in a query string, a path and a nested body field', async () => {
    nulRefused(await call('GET', '/api/firms/branding?slug=a%00b', undefined, {}));
    nulRefused(await call('GET', '/api/public/drop_links/aaaaaaaaaaaaaaaaaaaa%00aaaa', undefined, {}));
    const res = await call('POST', '/api/firm_custom_statuses', { firm_user_display_status: 'Waiting\u0000' });
    nulRefused(res);
    expect(res.json().error.fields).toEqual({ firm_user_display_status: genericMessages.nulCharacter });
  });

  it('refuses multipart without a boundary, and a NUL in a multipart field or file name (public drop link)', async () => {
    const url = `/api/public/drop_links/${dropToken}/uploads`;
    const noBoundary = await t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'multipart/form-data' },
      payload: 'x',
    });
    expect(noBoundary.statusCode).toBe(400);
    expect(noBoundary.json().error.message).toBe(genericMessages.multipartBoundary);

    const file = { name: 'w2.pdf', content: '%PDF-1.4 w2', type: 'application/pdf' };
    const field = multipart({ name: 'Ann\u0000', email: 'ann@example.test' }, [file]);
    nulRefused(await t.app.inject({ method: 'POST', url, ...field }));
    const fileName = multipart({ name: 'Ann', email: 'ann@example.test' }, [{ ...file, name: 'w2\u0000.pdf' }]);
    nulRefused(await t.app.inject({ method: 'POST', url, ...fileName }));
  });

  it('refuses a lone UTF-16 surrogate in a JSON value or key (issue 36 §4)', async () => {
    const surrogateRefused = (res: { statusCode: number; json(): { error: { message: string; fields?: object } } }) => {
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe(genericMessages.invalidUnicode);
    };
    // Written as JSON text: the body a client sends, which JSON.parse turns into a lone half of a pair.
    const json = (method: 'POST' | 'PATCH', url: string, payload: string) =>
      t.app.inject({ method, url, headers: { ...staff, 'content-type': 'application/json' }, payload });
    const created = await json('POST', '/api/firm_groups', '{"name":"\\ud800"}');
    surrogateRefused(created);
    expect(created.json().error.fields).toEqual({ name: genericMessages.invalidUnicode });
    const group = (await call('POST', '/api/firm_groups', { name: 'North' })).json();
    surrogateRefused(await json('PATCH', `/api/firm_groups/${group.id}`, '{"name":"North \\udc00"}'));
    surrogateRefused(await json('POST', '/api/firm_groups', '{"\\ud800":"key"}'));
    // A whole pair (an emoji) is fine.
    expect((await json('POST', '/api/firm_groups', '{"name":"North \\ud83d\\ude00"}')).statusCode).toBe(200);
  });

  it('answers a multipart body cut off inside its file with 400, on staff, public and branding uploads', async () => {
    const whole = multipart({ path: '' }, [
      { name: 'w2.pdf', content: `%PDF-1.4 ${'w2 '.repeat(5000)}`, type: 'application/pdf' },
    ]);
    const cut = { headers: { ...staff, ...whole.headers }, payload: whole.payload.subarray(0, 8000) };
    for (const url of [`/api/companies/${companyId}/documents`, '/api/firms/logo', '/api/signatures/verify']) {
      const res = await t.app.inject({ method: 'POST', url, ...cut });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error.message).toBe(genericMessages.multipartTruncated);
    }
  });

  it('refuses a body nested deeper than any form', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/firm_custom_statuses',
      headers: { ...staff, 'content-type': 'application/json' },
      payload: `{"firm_user_display_status":"Deep","x":${'['.repeat(10_000)}${']'.repeat(10_000)}}`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(genericMessages.tooDeep);
  });

  it('answers an empty PATCH with 400 Nothing to update (prior-year items, line items, custom statuses)', async () => {
    const { item } = (
      await call('POST', '/api/prior_year_items', { company_id: companyId, name: 'K-1', year: 2025 })
    ).json();
    const line = (await call('POST', `/api/prior_year_items/${item.id}/line_items`, { category: 'Box 1' })).json();
    const status = (await call('POST', '/api/firm_custom_statuses', { firm_user_display_status: 'Waiting' })).json();
    for (const url of [
      `/api/prior_year_items/${item.id}`,
      `/api/prior_year_line_items/${line.line_item.id}`,
      `/api/firm_custom_statuses/${status.id}`,
    ]) {
      for (const body of [{}, { not_a_field: 'x' }]) {
        const res = await call('PATCH', url, body);
        expect(res.statusCode, url).toBe(400);
        expect(res.json().error.message).toBe(genericMessages.nothingToUpdate);
      }
    }
    expect(
      (await call('PATCH', `/api/firm_custom_statuses/${status.id}`, { client_instruction: 'Soon' })).statusCode,
    ).toBe(200);
  });
});
