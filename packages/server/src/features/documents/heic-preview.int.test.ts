import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { Readable } from 'node:stream';
import jpeg from 'jpeg-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentMessages } from '@portal/domain';
import { heicFailureKey, heicPreviewKey } from '../../platform/images/heic-preview.ts';
import { MAX_WAITING, heicToJpeg } from '../../platform/images/heic-to-jpeg.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { buildClient, buildCompany, buildFirm, buildStaff, signInAs } from '../../test/factories.ts';
import { multipart } from '../../test/multipart.ts';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
let HEIC: Buffer;
const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

/** GET /api/documents/download?...&as=jpeg: a HEIC photo converted to JPEG on the server (spec 002 §2). */
describe('HEIC previews', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    HEIC = await readFile(new URL('../../platform/images/fixtures/red-blue-64x48.heic', import.meta.url));
  });
  afterAll(() => t.close());

  async function setup() {
    const db = t.deps.database.db;
    const firm = await buildFirm(db);
    const client = await buildClient(db, firm);
    const company = await buildCompany(db, firm, client, { name: 'Photo LLC', entityType: 'Partnership' });
    return { db, firm, company, asStaff: (await signInAs(db, await buildStaff(db, firm))).headers };
  }

  async function uploadAndLink(companyId: number, name: string, content: Buffer, headers: Record<string, string>) {
    const form = multipart({ path: '/Photos' }, [{ name, content }]);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/companies/${companyId}/documents`,
      payload: form.payload,
      headers: { ...headers, ...form.headers },
    });
    const doc = res.json().document;
    expect(doc, res.body).toBeTruthy();
    const link = (await t.app.inject({ url: `/api/documents/${doc.id}/link`, headers })).json();
    return { doc, url: link.url as string };
  }

  it('answers a HEIC photo as a JPEG, converted once and then served from the storage', async () => {
    const { firm, company, asStaff } = await setup();
    const { doc, url } = await uploadAndLink(company.id, 'IMG_0001.HEIC', HEIC, asStaff);
    expect(doc.file_type).toBe('heic');
    const key = heicPreviewKey(firm.id, sha256(HEIC));
    expect(key.startsWith(`firms/${firm.id}/`)).toBe(true);
    await t.deps.storage.delete(key);

    const first = await t.app.inject({ url: `${url}&inline=true&as=jpeg` });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers['content-type']).toBe('image/jpeg');
    expect(first.headers['content-disposition']).toMatch(/^inline; filename="IMG_0001\.jpg"/);
    expect(first.headers['cache-control']).toBe('private, no-store');
    expect(first.headers['x-content-type-options']).toBe('nosniff');
    expect(Number(first.headers['content-length'])).toBe(first.rawPayload.length);
    const image = jpeg.decode(first.rawPayload, { useTArray: true });
    expect([image.width, image.height]).toEqual([64, 48]);
    expect(image.data[0]).toBeGreaterThan(240); // red on the left
    expect(image.data[(10 * 64 + 60) * 4 + 2]).toBeGreaterThan(240); // blue on the right

    expect(await t.deps.storage.stat(key)).toEqual({ size: first.rawPayload.length });
    // Served from the kept rendering: replace it and the next answer is the replacement.
    const kept = Buffer.from('the kept rendering');
    await t.deps.storage.put(key, Readable.from([kept]));
    const second = await t.app.inject({ url: `${url}&inline=true&as=jpeg` });
    expect(second.statusCode).toBe(200);
    expect(second.headers['content-type']).toBe('image/jpeg');
    expect(second.rawPayload.equals(kept)).toBe(true);

    // The original is still downloadable as it was uploaded.
    const original = await t.app.inject({ url });
    expect(original.headers['content-type']).toBe('image/heic');
    expect(original.rawPayload.equals(HEIC)).toBe(true);
  });

  it('shares one conversion between concurrent requests for the same photo', async () => {
    const { firm, company, asStaff } = await setup();
    // Another photo (different bytes, so a different digest and nothing kept yet).
    const photo = Buffer.concat([HEIC, Buffer.from([0])]);
    const { url } = await uploadAndLink(company.id, 'twin.heic', photo, asStaff);
    const key = heicPreviewKey(firm.id, sha256(photo));
    await t.deps.storage.delete(key);
    let puts = 0;
    const storage = t.deps.storage;
    const put = storage.put.bind(storage);
    storage.put = (k, body, opts) => {
      if (k === key) puts++;
      return put(k, body, opts);
    };
    try {
      const answers = await Promise.all([1, 2, 3].map(() => t.app.inject({ url: `${url}&inline=true&as=jpeg` })));
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
      expect(answers[1]!.rawPayload.equals(answers[0]!.rawPayload)).toBe(true);
      expect(puts).toBe(1);
    } finally {
      storage.put = put;
    }
  });

  it('refuses as=jpeg for a file that is not HEIC, and an unknown as', async () => {
    const { company, asStaff } = await setup();
    const { url } = await uploadAndLink(company.id, 'return.pdf', PDF, asStaff);
    const res = await t.app.inject({ url: `${url}&inline=true&as=jpeg` });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Only HEIC images have a JPEG rendering');
    expect((await t.app.inject({ url: `${url}&as=png` })).statusCode).toBe(400);
  });

  it("says 'File type not supported yet' (422) for a HEIC that cannot be converted", async () => {
    const { firm, company, asStaff } = await setup();
    // A HEIC header (so the upload's sniff accepts it) over bytes that are no image.
    const corrupt = Buffer.concat([HEIC.subarray(0, 32), Buffer.alloc(2000, 7)]);
    const { doc, url } = await uploadAndLink(company.id, 'broken.heic', corrupt, asStaff);
    expect(doc.file_type).toBe('heic');
    const key = heicPreviewKey(firm.id, sha256(corrupt));
    const storage = t.deps.storage;
    const get = storage.get.bind(storage);
    let reads = 0;
    storage.get = (k) => {
      if (!k.includes('/previews/')) reads++;
      return get(k);
    };
    try {
      const res = await t.app.inject({ url: `${url}&inline=true&as=jpeg` });
      expect(res.statusCode).toBe(422);
      expect(res.json().error.message).toBe(documentMessages.notSupported);
      expect(await storage.stat(key)).toBeNull();
      expect(await storage.stat(heicFailureKey(key))).not.toBeNull();
      expect(reads).toBe(1);
      // Remembered: asked again (the viewer retries), the same answer without converting again.
      const again = await t.app.inject({ url: `${url}&inline=true&as=jpeg` });
      expect(again.statusCode).toBe(422);
      expect(again.json().error.message).toBe(documentMessages.notSupported);
      expect(reads).toBe(1);
    } finally {
      storage.get = get;
    }
  });

  it("says 'File type not supported yet' (422) for a decompression bomb", async () => {
    const { company, asStaff } = await setup();
    const bomb = await readFile(new URL('../../platform/images/fixtures/solid-4000x4000.heic', import.meta.url));
    const { url } = await uploadAndLink(company.id, 'bomb.heic', bomb, asStaff);
    const res = await t.app.inject({ url: `${url}&inline=true&as=jpeg` });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.message).toBe(documentMessages.notSupported);
  });

  it('answers 503 when too many conversions are waiting', async () => {
    const { company, asStaff } = await setup();
    const { url } = await uploadAndLink(company.id, 'queued.heic', Buffer.concat([HEIC, Buffer.from([2])]), asStaff);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const queued = [heicToJpeg(async () => (await held, HEIC))];
    for (let i = 0; i < MAX_WAITING; i++) queued.push(heicToJpeg(async () => HEIC));
    try {
      const res = await t.app.inject({ url: `${url}&inline=true&as=jpeg` });
      expect(res.statusCode).toBe(503);
      expect(res.json().error.message).toBe(documentMessages.previewsBusy);
    } finally {
      release();
      await Promise.all(queued);
    }
    expect((await t.app.inject({ url: `${url}&inline=true&as=jpeg` })).statusCode).toBe(200);
  });

  it('serves the JPEG even when keeping it in the storage fails', async () => {
    const { company, asStaff } = await setup();
    const { url } = await uploadAndLink(company.id, 'unkept.heic', Buffer.concat([HEIC, Buffer.from([3])]), asStaff);
    const storage = t.deps.storage;
    const put = storage.put.bind(storage);
    storage.put = (k, body, opts) =>
      k.includes('/previews/') ? Promise.reject(new Error('disk full')) : put(k, body, opts);
    try {
      const res = await t.app.inject({ url: `${url}&inline=true&as=jpeg` });
      expect(res.statusCode, res.body).toBe(200);
      expect(jpeg.decode(res.rawPayload).width).toBe(64);
    } finally {
      storage.put = put;
    }
  });

  it('needs a valid link: 401 without or with an unknown token, 404 once the file is gone', async () => {
    const { company, asStaff } = await setup();
    const { doc, url } = await uploadAndLink(company.id, 'gone.heic', Buffer.concat([HEIC, Buffer.from([1])]), asStaff);
    const missing = await t.app.inject({ url: '/api/documents/download?inline=true&as=jpeg' });
    expect(missing.statusCode).toBe(401);
    expect(missing.json().error.message).toBe(documentMessages.refreshPage);
    expect((await t.app.inject({ url: '/api/documents/download?token=nope&as=jpeg' })).statusCode).toBe(401);
    await t.app.inject({ method: 'DELETE', url: `/api/documents/${doc.id}`, headers: asStaff });
    expect((await t.app.inject({ url: `${url}&inline=true&as=jpeg` })).statusCode).toBe(404);
  });

  it("gives no link to another firm's photo, and a client of another entity none either", async () => {
    const { db, firm, company, asStaff } = await setup();
    const { doc } = await uploadAndLink(company.id, 'private.heic', HEIC, asStaff);
    const otherFirm = (await signInAs(db, await buildStaff(db, await buildFirm(db)))).headers;
    const otherClient = (await signInAs(db, await buildClient(db, firm))).headers;
    expect((await t.app.inject({ url: `/api/documents/${doc.id}/link`, headers: otherFirm })).statusCode).toBe(404);
    expect([403, 404]).toContain(
      (await t.app.inject({ url: `/api/documents/${doc.id}/link`, headers: otherClient })).statusCode,
    );
  });
});
