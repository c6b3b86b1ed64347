import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_LOGO_BYTES } from '@portal/domain';
import { activityLogs, firms } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { buildClient, buildFirm, buildStaff, signInAs } from '../../test/factories.ts';
import { multipart } from '../../test/multipart.ts';
import { lastMailTo } from '../../test/outbox.ts';

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(200, 7)]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(100, 3)]);
const ICO = Buffer.concat([Buffer.from([0, 0, 1, 0, 1, 0]), Buffer.alloc(100, 1)]);
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(300, 0x90)]);

const theme = { primary: '#F5F5A0', secondary: '#0091d5', accent: '#ea6a47' };

describe('firm branding: theme, logo, favicon', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  async function setup() {
    const db = t.deps.database.db;
    const firm = await buildFirm(db);
    const partner = await buildStaff(db, firm);
    const as = async (user: { id: number; firmId: number }) => (await signInAs(db, user)).headers;
    return { db, firm, partner, headers: await as(partner), as };
  }
  const upload = (kind: 'logo' | 'favicon', headers: Record<string, string>, content: Buffer, name = 'logo.png') => {
    const body = multipart({}, [{ name, content, type: 'image/png' }]);
    return t.app.inject({
      method: 'POST',
      url: `/api/firms/${kind}`,
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
  };
  const brandingLog = (firmId: number) =>
    t.deps.database.db
      .select()
      .from(activityLogs)
      .where(and(eq(activityLogs.firmId, firmId), eq(activityLogs.typeId, 8)));
  const firmRow = async (id: number) => (await t.deps.database.db.select().from(firms).where(eq(firms.id, id)))[0]!;

  it('answers 401 signed out and 403 to admins, full users and clients, changing nothing', async () => {
    const { db, firm, as } = await setup();
    const cases = [
      (h: Record<string, string>) =>
        t.app.inject({ method: 'PATCH', url: '/api/firms/theme', headers: h, payload: theme }),
      (h: Record<string, string>) => upload('logo', h, PNG),
      (h: Record<string, string>) => upload('favicon', h, ICO, 'favicon.ico'),
      (h: Record<string, string>) => t.app.inject({ method: 'DELETE', url: '/api/firms/logo', headers: h }),
      (h: Record<string, string>) => t.app.inject({ method: 'DELETE', url: '/api/firms/favicon', headers: h }),
    ];
    const others = [
      await as(await buildStaff(db, firm, { access: 'admin' })),
      await as(await buildStaff(db, firm, { access: 'full' })),
      await as(await buildClient(db, firm)),
    ];
    for (const send of cases) {
      expect((await send({})).statusCode).toBe(401);
      for (const headers of others) expect((await send(headers)).statusCode).toBe(403);
    }
    const row = await firmRow(firm.id);
    expect(row).toMatchObject({ theme: {}, logoKey: null, faviconKey: null, mediumUrl: null });
    expect(await brandingLog(firm.id)).toHaveLength(0);
  });

  it('saves the theme colours as given, shows them everywhere and logs each change', async () => {
    const { firm, partner, headers } = await setup();
    const res = await t.app.inject({ method: 'PATCH', url: '/api/firms/theme', headers, payload: theme });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ primary: '#f5f5a0', secondary: '#0091d5', accent: '#ea6a47' });
    const me = await t.app.inject({ method: 'GET', url: '/api/sessions/current_user', headers });
    expect(me.json().firm.theme).toMatchObject({ primary: '#f5f5a0', secondary: '#0091d5', accent: '#ea6a47' });
    const branding = await t.app.inject({ method: 'GET', url: `/api/firms/branding?slug=${firm.subdomainUrl}` });
    expect(branding.json().theme).toEqual({ primary: '#f5f5a0', secondary: '#0091d5', accent: '#ea6a47' });
    const [log] = await brandingLog(firm.id);
    expect(log).toMatchObject({ title: 'Firm settings updated: Branding', actorUserId: partner.id });
    expect(log!.description).toBe("primary: '#1c4e80' → '#f5f5a0'");
    // The same colours again log nothing.
    await t.app.inject({ method: 'PATCH', url: '/api/firms/theme', headers, payload: theme });
    expect(await brandingLog(firm.id)).toHaveLength(1);
  });

  it.each([
    [{ ...theme, primary: 'yellow' }, 'primary'],
    [{ ...theme, accent: '#fff' }, 'accent'],
    [{ primary: '#000000', secondary: '#000000' }, 'accent'],
  ])('refuses the theme %j with 400 and the message', async (payload, field) => {
    const { headers } = await setup();
    const res = await t.app.inject({ method: 'PATCH', url: '/api/firms/theme', headers, payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields[field]).toBe('Enter a colour as #RRGGBB');
  });

  it.each([
    ['an SVG', SVG, 'logo.svg', 'The logo must be a PNG or JPEG image'],
    ['an EXE renamed .png', EXE, 'logo.png', 'The logo must be a PNG or JPEG image'],
    ['an ICO', ICO, 'logo.png', 'The logo must be a PNG or JPEG image'],
    [
      '2 MB and one byte',
      Buffer.concat([PNG, Buffer.alloc(MAX_LOGO_BYTES + 1 - PNG.length)]),
      'big.png',
      'The logo must be 2 MB or smaller',
    ],
    ['an empty file', Buffer.alloc(0), 'logo.png', 'Choose an image file to upload'],
  ])('refuses %s as the logo with 400, storing nothing', async (_name, content, fileName, message) => {
    const { firm, headers } = await setup();
    const res = await upload('logo', headers, content, fileName);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'validation_failed', message, fields: { file: message } });
    expect(await firmRow(firm.id)).toMatchObject({ logoKey: null, mediumUrl: null });
    expect(await brandingLog(firm.id)).toHaveLength(0);
  });

  it('refuses an upload without a file, and a body that is not multipart', async () => {
    const { headers } = await setup();
    const body = multipart({ note: 'no file here' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/firms/logo',
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Choose an image file to upload');
    const json = await t.app.inject({ method: 'POST', url: '/api/firms/logo', headers, payload: { file: 'x' } });
    expect(json.statusCode).toBe(400);
  });

  it('accepts a logo of exactly 2 MB', async () => {
    const { headers } = await setup();
    const res = await upload('logo', headers, Buffer.concat([PNG, Buffer.alloc(MAX_LOGO_BYTES - PNG.length)]));
    expect(res.statusCode).toBe(200);
  });

  it('uploads a logo, serves it publicly with its type, replaces and removes it, logging each step', async () => {
    const { firm, headers } = await setup();
    const first = await upload('logo', headers, PNG);
    expect(first.statusCode).toBe(200);
    const url: string = first.json().medium_url;
    expect(url).toMatch(new RegExp(`^/api/firms/${firm.id}/logo\\?v=\\w+$`));
    expect(first.json().favicon_url).toBeNull();

    // Public: the sign-in page shows it before anyone signs in.
    const image = await t.app.inject({ method: 'GET', url });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    expect(image.headers['cache-control']).toContain('max-age');
    expect(image.rawPayload.equals(PNG)).toBe(true);
    const branding = await t.app.inject({ method: 'GET', url: `/api/firms/branding?slug=${firm.subdomainUrl}` });
    expect(branding.json()).toMatchObject({ name: firm.name, medium_url: url, favicon_url: null });
    // ...and by the firm's subdomain in the Host header.
    const byHost = await t.app.inject({
      method: 'GET',
      url: '/api/firms/branding',
      headers: { host: `${firm.subdomainUrl}.portal.example` },
    });
    expect(byHost.json()).toMatchObject({ name: firm.name, medium_url: url });

    const firstKey = (await firmRow(firm.id)).logoKey!;
    expect(firstKey).toMatch(new RegExp(`^firms/${firm.id}/branding/logo-`));
    const second = await upload('logo', headers, JPEG, 'logo.jpg');
    const newUrl: string = second.json().medium_url;
    expect(newUrl).not.toBe(url);
    const jpeg = await t.app.inject({ method: 'GET', url: newUrl });
    expect(jpeg.headers['content-type']).toBe('image/jpeg');
    expect(jpeg.rawPayload.equals(JPEG)).toBe(true);
    // The replaced file is gone from storage.
    expect(await t.deps.storage.stat(firstKey)).toBeNull();
    const { logoKey } = await firmRow(firm.id);
    expect(await t.deps.storage.stat(logoKey!)).not.toBeNull();

    const removed = await t.app.inject({ method: 'DELETE', url: '/api/firms/logo', headers });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ medium_url: null, favicon_url: null });
    expect((await t.app.inject({ method: 'GET', url: newUrl })).statusCode).toBe(404);
    expect(await t.deps.storage.stat(logoKey!)).toBeNull();
    // Removing again changes nothing and logs nothing.
    expect((await t.app.inject({ method: 'DELETE', url: '/api/firms/logo', headers })).statusCode).toBe(200);

    const logs = (await brandingLog(firm.id)).map((l) => l.description);
    expect(logs).toEqual(
      expect.arrayContaining([`logo: null → '${url}'`, `logo: '${url}' → '${newUrl}'`, `logo: '${newUrl}' → null`]),
    );
    expect(logs).toHaveLength(3);
  });

  it('uploads a favicon (ICO, PNG or JPEG up to 512 KB), shows its URL with the firm and removes it', async () => {
    const { firm, headers } = await setup();
    const res = await upload('favicon', headers, ICO, 'favicon.ico');
    expect(res.statusCode).toBe(200);
    const url: string = res.json().favicon_url;
    expect(url).toMatch(new RegExp(`^/api/firms/${firm.id}/favicon\\?v=\\w+$`));
    const icon = await t.app.inject({ method: 'GET', url });
    expect(icon.headers['content-type']).toBe('image/x-icon');
    expect(icon.rawPayload.equals(ICO)).toBe(true);
    const me = await t.app.inject({ method: 'GET', url: '/api/sessions/current_user', headers });
    expect(me.json().firm).toMatchObject({ favicon_url: url, medium_url: null });
    const branding = await t.app.inject({ method: 'GET', url: `/api/firms/branding?slug=${firm.subdomainUrl}` });
    expect(branding.json().favicon_url).toBe(url);

    const tooBig = await upload('favicon', headers, Buffer.concat([PNG, Buffer.alloc(512 * 1024)]));
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json().error.message).toBe('The favicon must be 512 KB or smaller');
    const svg = await upload('favicon', headers, SVG, 'favicon.svg');
    expect(svg.json().error.message).toBe('The favicon must be a PNG, JPEG or ICO image');

    const removed = await t.app.inject({ method: 'DELETE', url: '/api/firms/favicon', headers });
    expect(removed.json()).toEqual({ medium_url: null, favicon_url: null });
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    expect((await brandingLog(firm.id)).map((l) => l.description)).toEqual(
      expect.arrayContaining([`favicon: null → '${url}'`, `favicon: '${url}' → null`]),
    );
  });

  it('each firm edits only its own branding; a firm without a logo answers 404', async () => {
    const { db, firm, headers } = await setup();
    const uploaded = await upload('logo', headers, PNG);
    const url: string = uploaded.json().medium_url;
    const other = await buildFirm(db);
    const otherHeaders = (await signInAs(db, await buildStaff(db, other))).headers;
    expect((await t.app.inject({ method: 'DELETE', url: '/api/firms/logo', headers: otherHeaders })).statusCode).toBe(
      200,
    );
    await t.app.inject({ method: 'PATCH', url: '/api/firms/theme', headers: otherHeaders, payload: theme });
    expect(await firmRow(firm.id)).toMatchObject({ mediumUrl: url, theme: {} });
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `/api/firms/${other.id}/logo` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/firms/${other.id}/favicon` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/firms/99999999/logo' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/firms/abc/logo' })).statusCode).toBe(400);
  });

  it('answers null branding for an unknown slug', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/firms/branding?slug=no-such-firm-here' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toBeNull();
  });

  it("heads the firm's emails with its logo once it has one", async () => {
    const { firm, headers } = await setup();
    const invite = (email: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/firm_users/invite',
        headers,
        payload: { fname: 'Ivy', lname: 'Newman', email, firm_access: 'full' },
      });
    expect((await invite(`before-${firm.id}@example.test`)).statusCode).toBe(200);
    const plain = await lastMailTo(t.dataDir, `before-${firm.id}@example.test`);
    expect(plain.html).toContain(`<strong style="font-size:18px;color:#1c4e80">${firm.name}</strong>`);

    expect((await upload('logo', headers, PNG)).statusCode).toBe(200);
    expect((await invite(`after-${firm.id}@example.test`)).statusCode).toBe(200);
    const branded = await lastMailTo(t.dataDir, `after-${firm.id}@example.test`);
    const logoUrl = `${t.deps.config.publicUrl}${(await firmRow(firm.id)).mediumUrl}`;
    expect(branded.html).toContain(`<img src="${logoUrl.replace(/&/g, '&amp;')}" alt="${firm.name} logo"`);
    // The words are the plain text's, the link clickable.
    expect(branded.html).toMatch(/<a href="http[^"]+\/set-sign-in-method\?token=/);

    // Issue 21 §9: the firm's colour, as buttons draw it (too light a colour is darkened for white text).
    const theme = { primary: '#2a6f3b', secondary: '#0091d5', accent: '#ea6a47' };
    expect((await t.app.inject({ method: 'PATCH', url: '/api/firms/theme', headers, payload: theme })).statusCode).toBe(
      200,
    );
    expect((await invite(`coloured-${firm.id}@example.test`)).statusCode).toBe(200);
    const coloured = await lastMailTo(t.dataDir, `coloured-${firm.id}@example.test`);
    expect(coloured.html).toContain('<div style="height:6px;background:#2a6f3b"></div>');
    await t.app.inject({
      method: 'PATCH',
      url: '/api/firms/theme',
      headers,
      payload: { ...theme, primary: '#f5f5a0' },
    });
    expect((await invite(`pale-${firm.id}@example.test`)).statusCode).toBe(200);
    const pale = (await lastMailTo(t.dataDir, `pale-${firm.id}@example.test`)).html!;
    expect(pale).not.toContain('#f5f5a0');
    expect(pale).toMatch(/<div style="height:6px;background:#[0-9a-f]{6}"><\/div>/);
  });
});
