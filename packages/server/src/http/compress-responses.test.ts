import { Readable } from 'node:stream';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPRESS_MIN_BYTES, negotiateEncoding, registerResponseCompression } from './compress-responses.ts';

const rows = Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Entity ${i}`, email: `client${i}@example.com` }));
const csv = 'a,b,c\n'.repeat(2000);

describe('API answers compressed (issue 22 §4)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify();
    registerResponseCompression(app);
    app.get('/api/list', async () => ({ rows }));
    app.get('/api/small', async () => ({ ok: true }));
    app.get('/api/download', async (_req, reply) =>
      reply
        .type('text/csv')
        .header('content-length', String(csv.length))
        .send(Readable.from([csv.slice(0, 6000), csv.slice(6000)])),
    );
    app.get('/api/logo', async (_req, reply) => reply.type('image/png').send(Buffer.alloc(4096, 1)));
    await app.ready();
  });
  afterAll(() => app.close());

  it('compresses a JSON answer above the threshold with brotli, saying so and varying on Accept-Encoding', async () => {
    const res = await app.inject({ url: '/api/list', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    expect(res.rawPayload.length).toBeLessThan(JSON.stringify({ rows }).length / 4);
    expect(JSON.parse(brotliDecompressSync(res.rawPayload).toString())).toEqual({ rows });
  });

  it('uses gzip for a client without brotli, and sends it plain to one that accepts neither', async () => {
    const gz = await app.inject({ url: '/api/list', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual({ rows });
    const plain = await app.inject({ url: '/api/list' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toEqual({ rows });
  });

  it('leaves a small answer, a streamed download and a binary answer as they are', async () => {
    const small = await app.inject({ url: '/api/small', headers: { 'accept-encoding': 'br' } });
    expect(small.body.length).toBeLessThan(COMPRESS_MIN_BYTES);
    expect(small.headers['content-encoding']).toBeUndefined();
    const download = await app.inject({ url: '/api/download', headers: { 'accept-encoding': 'br' } });
    expect(download.headers['content-encoding']).toBeUndefined();
    expect(download.headers['content-length']).toBe(String(csv.length));
    expect(download.body).toBe(csv);
    const logo = await app.inject({ url: '/api/logo', headers: { 'accept-encoding': 'br' } });
    expect(logo.headers['content-encoding']).toBeUndefined();
    expect(logo.rawPayload.length).toBe(4096);
  });

  it('negotiates from Accept-Encoding with its weights', () => {
    expect(negotiateEncoding('gzip, deflate, br')).toBe('br');
    expect(negotiateEncoding('br;q=0.5, gzip')).toBe('gzip');
    expect(negotiateEncoding('br;q=0, gzip;q=0.1')).toBe('gzip');
    expect(negotiateEncoding('*')).toBe('br');
    expect(negotiateEncoding('identity')).toBeNull();
    expect(negotiateEncoding('gzip;q=0, *;q=0')).toBeNull();
    expect(negotiateEncoding(undefined)).toBeNull();
  });
});
