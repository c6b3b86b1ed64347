import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerResponseCompression } from './compress-responses.ts';
import { IMMUTABLE, registerWebApp } from './web-app.ts';

const script = `console.log(${JSON.stringify('portal '.repeat(400))});`;
const html = `<!doctype html><html><head><script type="module" src="/assets/app-abc123.js"></script></head><body>${'<div></div>'.repeat(200)}</body></html>`;

/** A build folder as Vite and packages/web/precompress.ts leave it: each text file with its .br and .gz. */
async function writeBuild(dir: string) {
  await mkdir(path.join(dir, 'assets'));
  for (const [name, text] of [
    ['index.html', html],
    ['assets/app-abc123.js', script],
  ] as const) {
    await writeFile(path.join(dir, name), text);
    await writeFile(path.join(dir, `${name}.br`), brotliCompressSync(text));
    await writeFile(path.join(dir, `${name}.gz`), gzipSync(text));
  }
  await writeFile(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
}

describe('the web app (issue 22 §4)', () => {
  let dir: string;
  let app: FastifyInstance;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'portal-web-'));
    await writeBuild(dir);
    app = Fastify();
    registerResponseCompression(app);
    registerWebApp(app, dir);
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('sends a hashed asset precompressed with brotli, cached for a year as immutable', async () => {
    const res = await app.inject({ url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(script);
  });

  it('sends gzip to a browser without brotli, and the file itself to one that accepts neither', async () => {
    const gz = await app.inject({ url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);
    const plain = await app.inject({ url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.headers['cache-control']).toBe(IMMUTABLE);
    expect(plain.body).toBe(script);
  });

  it('sends index.html compressed and never cached, for a client route too', async () => {
    for (const url of ['/index.html', '/signin', '/questionnaire/abc?x=1']) {
      const res = await app.inject({ url, headers: { 'accept-encoding': 'br' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(brotliDecompressSync(res.rawPayload).toString(), url).toBe(html);
    }
  });

  it('revalidates files that are not hashed', async () => {
    const res = await app.inject({ url: '/favicon.svg', headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('answers a missing asset 404, not with the app', async () => {
    const res = await app.inject({ url: '/assets/gone-123.js', headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(404);
    expect(res.headers['cache-control']).not.toBe(IMMUTABLE);
  });
});
