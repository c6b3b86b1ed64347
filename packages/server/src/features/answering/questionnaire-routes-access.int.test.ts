import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { buildClient, buildFirm, buildStaff, signInAs } from '../../test/factories.ts';
import { multipart } from '../../test/multipart.ts';
import { questionnaireFixture } from '../questionnaires/questionnaire-fixture.ts';

/**
 * Every questionnaire route, table-driven: 401 without a session; 404 for another firm's staff, a client
 * of another entity and a client of another firm; 403 when the firm's preview tries a client's change
 * (answers excepted: staff answer for the client).
 */
describe('questionnaire routes: sign-in and scope', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ clock: 'fixed' });
  });
  afterAll(() => t.close());

  it('answer 401, 404 across firms and clients, and 403 for the firm on client actions', async () => {
    const f = await questionnaireFixture(t, { questionnaire: { depositAmountCents: 5000 } });
    const q = await f.detail();
    const occupation = f.question(q, 'Occupation').id;
    const dependents = f.question(q, 'Dependents').id;
    const w2 = f.question(q, 'W-2 forms').id;
    const section = f.section(q, 'Welcome').id;
    const signature = f.section(q, 'Engagement Letter').engagement_signatures[0]!.id;
    const note = (
      await f.clientCall('POST', `/api/questionnaires/${f.id}/questions/${occupation}/notes`, { text: 'Hi' })
    ).json().id;
    const base = `/api/questionnaires/${f.id}`;
    const upload = multipart({ selected_option: 'W-2' }, [{ name: 'a.pdf', content: '%PDF-1.4\n%%EOF\n' }]);
    type Route = {
      method: 'GET' | 'POST' | 'DELETE';
      url: string;
      payload?: object | Buffer;
      multipart?: boolean;
      clientOnly?: boolean;
    };
    const routes: Route[] = [
      { method: 'GET', url: base },
      { method: 'POST', url: `${base}/sections/${section}`, payload: { current: true }, clientOnly: true },
      // Staff answer for the client from the preview (spec 001 §1): staff-answers.int.test.ts.
      { method: 'POST', url: `${base}/questions/${occupation}/answer`, payload: { answer: 'x' } },
      { method: 'POST', url: `${base}/questions/${dependents}/entries`, clientOnly: true },
      { method: 'DELETE', url: `${base}/questions/${dependents}/entries/1`, clientOnly: true },
      {
        method: 'POST',
        url: `${base}/entries`,
        payload: { questions: [{ id: occupation, answer: 'x' }] },
        clientOnly: true,
      },
      {
        method: 'POST',
        url: `${base}/questions/${w2}/documents`,
        payload: upload.payload,
        multipart: true,
        clientOnly: true,
      },
      { method: 'DELETE', url: `${base}/questions/${w2}/documents/1`, clientOnly: true },
      {
        method: 'POST',
        url: `${base}/signatures/${signature}/sign`,
        payload: { signature: 'A', signature_type: 'typed', client_time: 'x' },
        clientOnly: true,
      },
      { method: 'POST', url: `${base}/signatures/${signature}/unsign`, clientOnly: true },
      { method: 'POST', url: `${base}/questions/${occupation}/notes`, payload: { text: 'x' } },
      { method: 'POST', url: `${base}/notes/${note}/toggle-removal` },
      { method: 'POST', url: `${base}/submit`, clientOnly: true },
      { method: 'POST', url: `${base}/confirm-profile`, payload: { email: f.client.email! }, clientOnly: true },
      { method: 'POST', url: `${base}/deposit/checkout`, clientOnly: true },
      { method: 'POST', url: `${base}/deposit/verify`, payload: { session_id: 'cs_test_x' }, clientOnly: true },
    ];
    const otherFirm = await buildFirm(f.db);
    const outsiders = {
      'another firm’s partner': (await signInAs(f.db, await buildStaff(f.db, otherFirm))).headers,
      'a client of another entity': (await signInAs(f.db, await buildClient(f.db, f.firm))).headers,
      'a client of another firm': (await signInAs(f.db, await buildClient(f.db, otherFirm))).headers,
    };
    const send = (r: Route, headers: Record<string, string>) =>
      t.app.inject({
        method: r.method,
        url: r.url,
        payload: r.payload,
        headers: { ...headers, ...(r.multipart ? upload.headers : {}) },
      });
    for (const r of routes) {
      expect((await send(r, {})).statusCode, `${r.method} ${r.url} without a session`).toBe(401);
      for (const [who, headers] of Object.entries(outsiders))
        expect((await send(r, headers)).statusCode, `${r.method} ${r.url} as ${who}`).toBe(404);
      if (r.clientOnly) expect((await send(r, f.asStaff)).statusCode, `${r.method} ${r.url} as the firm`).toBe(403);
    }
    // The built-in checkout page is its payer's alone.
    const checkout = (await f.clientCall('POST', `${base}/deposit/checkout`)).json();
    const page = { method: 'GET' as const, url: `/api/test-checkout/${checkout.checkout_url.split('/').pop()}` };
    const pay = { method: 'POST' as const, url: `${page.url}/pay` };
    for (const r of [page, pay]) {
      expect((await send(r, {})).statusCode).toBe(401);
      for (const headers of Object.values(outsiders)) expect((await send(r, headers)).statusCode).toBe(404);
      expect((await send(r, f.asStaff)).statusCode).toBe(404);
    }
    expect((await send(page, f.asClient)).statusCode).toBe(200);
    // An entity's list is the firm's: a client is refused, another firm sees no such entity.
    const list = { method: 'GET' as const, url: `/api/companies/${f.company.id}/questionnaires` };
    expect((await send(list, {})).statusCode).toBe(401);
    expect((await send(list, f.asClient)).statusCode).toBe(403);
    expect((await send(list, outsiders['another firm’s partner'])).statusCode).toBe(404);
    expect((await send(list, f.asStaff)).statusCode).toBe(200);
  });

  it('hides a group-limited user’s view of entities outside their group, and an inactive entity from its client', async () => {
    const f = await questionnaireFixture(t);
    const { companies, firmGroups } = await import('../../db/schema/index.ts');
    const { eq } = await import('drizzle-orm');
    const [group] = await f.db
      .insert(firmGroups)
      .values({ firmId: f.firm.id, name: `G ${f.id}` })
      .returning();
    const limited = await buildStaff(f.db, f.firm, { access: 'group', groupId: group!.id });
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/questionnaires/${f.id}`,
      headers: (await signInAs(f.db, limited)).headers,
    });
    expect(res.statusCode).toBe(404);
    await f.db.update(companies).set({ inactive: true }).where(eq(companies.id, f.company.id));
    expect((await f.clientCall('GET', `/api/questionnaires/${f.id}`)).statusCode).toBe(404);
    expect((await f.clientCall('GET', '/api/client/questionnaires')).json().questionnaires).toEqual([]);
  });
});
