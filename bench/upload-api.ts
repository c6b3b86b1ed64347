/**
 * A 150 MB document upload and download through the HTTP API (multipart in, file storage, link out)
 * while sampling the server's memory: peak RSS growth must stay under 64 MB.
 * Run: node --expose-gc --import tsx bench/upload-api.ts
 */
import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import { systemClock } from '../packages/domain/src/index.ts';
import { buildApp } from '../packages/server/src/app.ts';
import { loadConfig } from '../packages/server/src/config.ts';
import { closeDeps, createDeps } from '../packages/server/src/create-deps.ts';
import { openPglite } from '../packages/server/src/db/client.ts';
import { startSession } from '../packages/server/src/features/sessions/sessions.service.ts';
import { buildClient, buildCompany, buildFirm, buildStaff } from '../packages/server/src/test/factories.ts';

const MB = 1024 * 1024;
const FILE_BYTES = 150 * MB - 64 * 1024;
const LIMIT_MB = 64;

const tmp = await mkdtemp(path.join(os.tmpdir(), 'portal-bench-upload-'));
const config = loadConfig({ DATA_DIR: path.join(tmp, 'data'), LOG_LEVEL: 'silent', RATE_LIMIT_MAX: '1000000' });
const deps = await createDeps(
  config,
  { info: () => undefined, error: () => undefined },
  { database: await openPglite('memory://') },
);
const app = await buildApp(deps);
await app.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

const db = deps.database.db;
const firm = await buildFirm(db);
const staff = await buildStaff(db, firm);
const company = await buildCompany(db, firm, await buildClient(db, firm), { entityType: 'Trust' });
const session = await startSession({ db, clock: systemClock }, staff, { ip: null, userAgent: null });
const auth = { authorization: `Bearer ${session.accessToken}` };

/** A "PDF" of the given size: the real header, then random bytes, written to disk in 64 KB chunks. */
async function writePdf(file: string, bytes: number) {
  const hash = createHash('sha256');
  const source = Readable.from(
    (function* () {
      const head = Buffer.from('%PDF-1.7\n');
      hash.update(head);
      yield head;
      for (let left = bytes - head.length; left > 0; left -= 64 * 1024) {
        const chunk = randomBytes(Math.min(64 * 1024, left));
        hash.update(chunk);
        yield chunk;
      }
    })(),
  );
  await pipeline(source, createWriteStream(file));
  return hash.digest('hex');
}

/** Streams a multipart upload of `file` (fields first) and returns the server's JSON answer. */
async function upload(file: string, name: string): Promise<{ document: { id: number } | null; error: string | null }> {
  const boundary = `----bench${Date.now()}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="path"\r\n\r\n/Bench\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/pdf\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const size = (await stat(file)).size;
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${base}/api/companies/${company.id}/documents`,
      {
        method: 'POST',
        headers: {
          ...auth,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': head.length + size + tail.length,
        },
      },
      (res) => {
        let body = '';
        res.on('data', (c) => (body += c));
        res.on('end', () => resolve(JSON.parse(body)));
      },
    );
    req.on('error', reject);
    req.write(head);
    const stream = createReadStream(file);
    stream.on('end', () => req.end(tail));
    stream.pipe(req, { end: false });
  });
}

async function download(id: number): Promise<string> {
  const link = (await (await fetch(`${base}/api/documents/${id}/link`, { headers: auth })).json()) as { url: string };
  const res = await fetch(`${base}${link.url}`);
  const hash = createHash('sha256');
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) hash.update(chunk);
  return hash.digest('hex');
}

const gc = (globalThis as { gc?: () => void }).gc;
try {
  const warm = path.join(tmp, 'warm.pdf');
  await writePdf(warm, MB);
  const warmed = await upload(warm, 'warm.pdf');
  await download(warmed.document!.id);
  const big = path.join(tmp, 'big.pdf');
  const sha = await writePdf(big, FILE_BYTES);

  gc?.();
  await sleep(100);
  gc?.();
  const baseline = process.memoryUsage().rss;
  let peak = baseline;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 50);
  const started = performance.now();
  const result = await upload(big, 'big.pdf');
  const uploadMs = performance.now() - started;
  if (!result.document) throw new Error(`upload refused: ${result.error}`);
  const back = await download(result.document.id);
  clearInterval(timer);
  const growth = (peak - baseline) / MB;
  console.log(
    `150 MB upload through the API in ${(uploadMs / 1000).toFixed(1)} s, download ${back === sha ? 'identical' : 'DIFFERENT'}; ` +
      `peak RSS growth ${growth.toFixed(1)} MB (limit ${LIMIT_MB} MB)`,
  );
  process.exitCode = back === sha && growth < LIMIT_MB ? 0 : 1;
} finally {
  await app.close();
  await closeDeps(deps);
  await rm(tmp, { recursive: true, force: true });
}
