// Exports must not stall the server (issue 24 §4), on embedded PGlite: a questionnaire PDF export with 20
// client PNGs of 2000x2000 (a few KB each, so nearly all of their cost is their pixels), and one with 20
// uploaded PDFs of 50 pages, each while /api/health is asked every 20 ms. Prints the event-loop delay
// during the export (perf_hooks.monitorEventLoopDelay) and the health checks' latency; exits non-zero when
// an export fails or its delay's p99 reaches 100 ms.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { eq } from 'drizzle-orm';
import { buildApp } from '../packages/server/src/app.ts';
import { loadConfig } from '../packages/server/src/config.ts';
import { closeDeps, createDeps } from '../packages/server/src/create-deps.ts';
import { openPglite } from '../packages/server/src/db/client.ts';
import { exportFiles } from '../packages/server/src/db/schema/index.ts';
import { createQuestionnaire, sampleOrganizer } from '../packages/server/src/features/questionnaires/index.ts';
import { runQuestionnaireExport } from '../packages/server/src/features/questionnaire-exports/index.ts';
import { gradientPng } from '../packages/server/src/platform/png.ts';
import { buildClient, buildCompany, buildFirm, buildStaff, signInAs } from '../packages/server/src/test/factories.ts';
import { multipart } from '../packages/server/src/test/multipart.ts';
import { textPagesPdf } from '../packages/server/src/test/pdf-files.ts';

const P99_LIMIT_MS = 100;

const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-bench-'));
const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', RATE_LIMIT_MAX: '1000000' });
const silent = { info: () => undefined, error: () => undefined };
const deps = await createDeps(config, silent, { database: await openPglite('memory://'), jobs: { work: false } });
const app = await buildApp(deps);
const db = deps.database.db;
const firm = await buildFirm(db);
const staff = await buildStaff(db, firm);
const client = await buildClient(db, firm);
const company = await buildCompany(db, firm, client);
const asClient = (await signInAs(db, client)).headers;

/** A questionnaire with these files uploaded by the client. */
async function questionnaireWith(files: { name: string; content: Buffer }[]) {
  const id = await createQuestionnaire(
    db,
    sampleOrganizer({ firmId: firm.id, companyId: company.id, taxYear: 2025, dueDate: '2099-04-15' }, [client.id]),
  );
  const detail = (await app.inject({ url: `/api/questionnaires/${id}`, headers: asClient })).json();
  const question = detail.questionnaire_questions.find((q: { text: string }) => q.text === '1099 forms');
  for (const file of files) {
    const form = multipart({}, [file]);
    const res = await app.inject({
      method: 'POST',
      url: `/api/questionnaires/${id}/questions/${question.id}/documents`,
      payload: form.payload,
      headers: { ...asClient, ...form.headers },
    });
    if (res.statusCode !== 200) throw new Error(`upload: ${res.statusCode} ${res.body}`);
  }
  return id;
}

const ms = (ns: number) => `${(ns / 1e6).toFixed(1)} ms`;

/** Runs the export job as the queue would, with health checks alongside; prints and judges the delay. */
async function measure(name: string, questionnaireId: number) {
  const [row] = await db
    .insert(exportFiles)
    .values({ firmId: firm.id, userId: staff.id, fileName: 'Document Checklist.pdf' })
    .returning();
  // Health checks as a load balancer would make them.
  const health: number[] = [];
  let exporting = true;
  const probe = (async () => {
    while (exporting) {
      const t0 = performance.now();
      await app.inject({ url: '/api/health' });
      health.push(performance.now() - t0);
      await new Promise((r) => setTimeout(r, 20));
    }
  })();
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  const t0 = performance.now();
  await runQuestionnaireExport(
    { db, storage: deps.storage, realtime: deps.realtime },
    {
      exportId: row!.id,
      questionnaire_ids: [questionnaireId],
      format: 'pdf',
      zipped: false,
      include_documents: true,
      include_toc: true,
      remove_nos_and_na_answers: false,
      convert_images_to_pdfs: true,
    },
  );
  const elapsed = performance.now() - t0;
  delay.disable();
  exporting = false;
  await probe;
  const [file] = await db.select().from(exportFiles).where(eq(exportFiles.id, row!.id));
  health.sort((a, b) => a - b);
  const over = delay.percentile(99) / 1e6 >= P99_LIMIT_MS;
  console.log(
    `${name}: ${file?.status}, ${Math.round((file?.size ?? 0) / 1024)} KB in ${(elapsed / 1000).toFixed(1)} s\n` +
      `  event-loop delay: p50 ${ms(delay.percentile(50))}, p99 ${ms(delay.percentile(99))}, ` +
      `max ${ms(delay.max)}${over ? '  OVER LIMIT' : ''}\n` +
      `  /api/health (${health.length}): median ${health[Math.floor(health.length / 2)]!.toFixed(1)} ms, ` +
      `max ${health[health.length - 1]!.toFixed(1)} ms`,
  );
  return file?.status === 'ready' && !over;
}

const pngs = Array.from({ length: 20 }, (_, i) => ({
  name: `scan-${i + 1}.png`,
  content: gradientPng(2000, 2000, [i * 10, 0, 0], [255, 255 - i * 10, 255]),
}));
const pngKb = Math.round(pngs.reduce((sum, f) => sum + f.content.length, 0) / pngs.length / 1024);
const lines = 'Wages, salaries, tips and other compensation from every employer this year'.repeat(12);
const pdfs = await Promise.all(
  Array.from({ length: 20 }, async (_, i) => ({
    name: `statement-${i + 1}.pdf`,
    content: await textPagesPdf(Array.from({ length: 50 }, (_, p) => `Statement ${i + 1} page ${p + 1}. ${lines}`)),
  })),
);
const ok = [
  await measure(`export of 20 PNGs 2000x2000 (${pngKb} KB each)`, await questionnaireWith(pngs)),
  await measure('export of 20 PDFs of 50 pages', await questionnaireWith(pdfs)),
].every(Boolean);

await app.close();
await closeDeps(deps);
await fs.rm(dataDir, { recursive: true, force: true });
process.exit(ok ? 0 : 1);
