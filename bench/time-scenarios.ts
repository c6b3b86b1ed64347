import { performance } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import { madeUrl } from './made-url.ts';
import { verdict } from './verdict.ts';

/** A scenario: its name, its URL, and for a write the method and body. */
export type Scenario = [name: string, url: string, write?: { method: 'POST'; payload: (run: number) => object }];

/**
 * Times requests through the app (3 warm-up runs, then `runs` timed), prints the median and p95
 * per scenario with its target (a median under `limitMs`) and PASS or FAIL, and says whether every one passed.
 * Each read asks a URL not asked before (an unknown parameter, `made`), so its answer is made, not one kept from
 * the last run (http/kept-answers.ts).
 */
let madeRuns = 0;

export async function timeScenarios(
  app: FastifyInstance,
  headers: Record<string, string>,
  scenarios: Scenario[],
  opts: { runs?: number; limitMs: number },
): Promise<boolean> {
  const runs = opts.runs ?? 40;
  const width = Math.max(28, ...scenarios.map(([name]) => name.length + 2));
  let ok = true;
  console.log(
    `${'scenario'.padEnd(width)} ${'median'.padStart(9)} ${'p95'.padStart(9)}  target: median < ${opts.limitMs} ms`,
  );
  for (const [name, url, write] of scenarios) {
    const times: number[] = [];
    for (let i = 0; i < runs + 3; i++) {
      const t0 = performance.now();
      const asked = write ? url : madeUrl(url, madeRuns++);
      const res = await app.inject({ url: asked, headers, method: write?.method ?? 'GET', payload: write?.payload(i) });
      const elapsed = performance.now() - t0;
      if (res.statusCode !== 200) throw new Error(`${name}: ${res.statusCode} ${res.body}`);
      if (i >= 3) times.push(elapsed);
    }
    times.sort((a, b) => a - b);
    const median = times[Math.floor(times.length / 2)]!;
    const p95 = times[Math.floor(times.length * 0.95)]!;
    const over = median >= opts.limitMs;
    if (over) ok = false;
    console.log(
      `${name.padEnd(width)} ${`${median.toFixed(1)} ms`.padStart(9)} ${`${p95.toFixed(1)} ms`.padStart(9)}  ${verdict(!over)}`,
    );
  }
  return ok;
}
