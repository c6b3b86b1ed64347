import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { MIN_BYTES, precompressDir } from './precompress.ts';

let dir: string;
afterEach(() => rm(dir, { recursive: true, force: true }));

describe('precompressDir (issue 22 §4)', () => {
  it('writes a brotli and a gzip copy beside each compressible file, leaving source maps and small assets', async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'portal-precompress-'));
    await mkdir(path.join(dir, 'assets'));
    const js = `export const a = ${JSON.stringify('x'.repeat(5000))};`;
    await writeFile(path.join(dir, 'assets/app-1.js'), js);
    await writeFile(path.join(dir, 'assets/app-1.js.map'), js);
    await writeFile(path.join(dir, 'assets/logo-2.png'), Buffer.alloc(5000));
    await writeFile(path.join(dir, 'tiny.css'), 'a{}'.padEnd(MIN_BYTES - 1));
    await writeFile(path.join(dir, 'index.html'), `<!doctype html>${'<p>portal</p>'.repeat(200)}`);
    // The built index.html is small (its scripts are a few chunks): still sent compressed.
    const page = `<!doctype html><html lang="en"><head><title>Client Portal</title></head>${'<body></body>'.repeat(30)}</html>`;
    await writeFile(path.join(dir, 'small.html'), page);

    const done = await precompressDir(dir);

    expect(done.map((f) => path.relative(dir, f)).sort()).toEqual(['assets/app-1.js', 'index.html', 'small.html']);
    expect(page.length).toBeLessThan(MIN_BYTES);
    expect(brotliDecompressSync(await readFile(path.join(dir, 'small.html.br'))).toString()).toBe(page);
    expect(brotliDecompressSync(await readFile(path.join(dir, 'assets/app-1.js.br'))).toString()).toBe(js);
    expect(gunzipSync(await readFile(path.join(dir, 'assets/app-1.js.gz'))).toString()).toBe(js);
    for (const left of ['assets/app-1.js.map.br', 'assets/logo-2.png.gz', 'tiny.css.br']) {
      expect(existsSync(path.join(dir, left)), left).toBe(false);
    }
  });
});
