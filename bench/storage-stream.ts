/**
 * Proves that a large upload and download stream through the local FileStorage without being held
 * in memory: peak RSS growth while moving a 150 MB file in and out must stay under 64 MB.
 * Run: npx tsx bench/storage-stream.ts
 */
import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import v8 from 'node:v8';
import { runInNewContext } from 'node:vm';
import { loadConfig } from '../packages/server/src/config.ts';
import { createFileStorage } from '../packages/server/src/platform/storage/create-file-storage.ts';

const MB = 1024 * 1024;
const FILE_MB = 150;
const LIMIT_MB = 64;
const SAMPLE_MS = 50;

/** `global.gc` without asking the caller for --expose-gc, so the baseline is not inflated by garbage. */
function getGc(): (() => void) | undefined {
  const existing = (globalThis as { gc?: () => void }).gc;
  if (existing) return existing;
  try {
    v8.setFlagsFromString('--expose-gc');
    return runInNewContext('gc') as () => void;
  } catch {
    return undefined;
  }
}

/** Hashes what flows through, so checking the copy costs no second read. */
function hashing(hash: ReturnType<typeof createHash>): Transform {
  return new Transform({
    transform(chunk: Buffer, _enc, callback) {
      hash.update(chunk);
      callback(null, chunk);
    },
  });
}

/** Writes `mb` megabytes of random data in 64 KB chunks, returning its sha256. */
async function writeRandomFile(file: string, mb: number): Promise<string> {
  const hash = createHash('sha256');
  const chunks = (mb * MB) / (64 * 1024);
  const source = Readable.from(
    (function* () {
      for (let i = 0; i < chunks; i++) yield randomBytes(64 * 1024);
    })(),
  );
  await pipeline(source, hashing(hash), createWriteStream(file));
  return hash.digest('hex');
}

async function main(): Promise<number> {
  const tmp = await mkdtemp(path.join(os.tmpdir(), 'portal-bench-storage-'));
  try {
    const storage = createFileStorage(loadConfig({ DATA_DIR: path.join(tmp, 'data') }));
    const source = path.join(tmp, 'source.bin');
    const copy = path.join(tmp, 'copy.bin');
    const sourceSha = await writeRandomFile(source, FILE_MB);

    // Warm-up: load and JIT the code paths on a small file so the baseline includes them.
    const warm = path.join(tmp, 'warm.bin');
    await writeRandomFile(warm, 1);
    await storage.put('bench/warm.bin', createReadStream(warm));
    await pipeline(await storage.get('bench/warm.bin'), hashing(createHash('sha256')), createWriteStream(copy));

    const gc = getGc();
    gc?.();
    await sleep(100);
    gc?.();
    const baseline = process.memoryUsage().rss;
    let peak = baseline;
    const sample = () => {
      peak = Math.max(peak, process.memoryUsage().rss);
    };
    const sampler = setInterval(sample, SAMPLE_MS);

    const started = performance.now();
    let stored;
    let copySha: string;
    let putMs: number;
    try {
      stored = await storage.put('bench/large.bin', createReadStream(source), { maxBytes: (FILE_MB + 1) * MB });
      putMs = performance.now() - started;
      const copyHash = createHash('sha256');
      await pipeline(await storage.get('bench/large.bin'), hashing(copyHash), createWriteStream(copy));
      copySha = copyHash.digest('hex');
      sample();
    } finally {
      clearInterval(sampler);
    }
    const totalMs = performance.now() - started;

    const grewMb = (peak - baseline) / MB;
    const memoryOk = grewMb < LIMIT_MB;
    const shaOk = stored.sha256 === sourceSha && copySha === sourceSha && stored.size === FILE_MB * MB;
    console.log(`storage stream ${FILE_MB} MB: rss grew ${grewMb.toFixed(1)} MB (limit ${LIMIT_MB} MB)`);
    console.log(
      `  put ${(putMs / 1000).toFixed(2)} s, get ${((totalMs - putMs) / 1000).toFixed(2)} s, ` +
        `sha256 ${shaOk ? 'matches' : 'DIFFERS'}${gc ? '' : ' (no gc available: baseline may be high)'}`,
    );
    if (!memoryOk) console.error(`FAIL: rss grew ${grewMb.toFixed(1)} MB, limit is ${LIMIT_MB} MB`);
    if (!shaOk)
      console.error(`FAIL: sha256 of the copy differs (source ${sourceSha}, put ${stored.sha256}, copy ${copySha})`);
    return memoryOk && shaOk ? 0 : 1;
  } finally {
    await rm(tmp, { recursive: true, force: true });
  }
}

process.exitCode = await main();
