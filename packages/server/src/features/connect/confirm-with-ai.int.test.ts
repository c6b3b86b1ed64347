import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { extractedDocuments } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { acceptedForm } from './confirm-with-ai.ts';
import { processUpload } from './process-upload.ts';
import { connectFirm, processDeps } from '../../../test/connect-fixture/connect-fixture.ts';
import { drawFormPage, seededRandom } from '../../db/seed/draw-form.ts';

/**
 * A W-2 the rules recognise, then a page that shows a W-2's employer and two of its boxes but neither its
 * number nor its title: too little for the rules (confidence under the threshold), enough for a reader.
 */
async function uploadPdf(): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  await drawFormPage(pdf, { form: 'W-2', payer: 'Acme Widgets Inc', year: 2025, page: 1 }, seededRandom(5));
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const page = pdf.addPage([612, 792]);
  const lines = [
    "c Employer's name, address, and ZIP code",
    'Globex Corporation',
    '1 Wages, tips, other compensation',
    '$52,300.00',
    '2 Federal income tax withheld',
    '$6,120.00',
  ];
  lines.forEach((line, i) => page.drawText(line, { x: 40, y: 700 - i * 16, size: 9, font }));
  return Buffer.from(await pdf.save());
}

describe('connect: AI confirmation of pages the rules could not recognise', () => {
  let server: http.Server;
  let withAi: TestApp;
  let withoutAi: TestApp;
  let answer: string | null = 'W-2';
  let requests: { messages: { role: string; content: string }[] }[] = [];

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      let raw = '';
      req.on('data', (c) => (raw += c));
      req.on('end', () => {
        requests.push(JSON.parse(raw));
        if (answer === null) return void res.writeHead(500).end('{}');
        res.writeHead(200, { 'content-type': 'application/json' }).end(
          JSON.stringify({
            id: 'x',
            object: 'chat.completion',
            created: 1,
            model: 'm',
            choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content: answer } }],
          }),
        );
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as AddressInfo).port;
    withAi = await buildTestApp({
      startJobs: true,
      env: { AI_API_KEY: 'sk-local', AI_BASE_URL: `http://127.0.0.1:${port}/v1`, AI_MODEL: 'm' },
    });
    withoutAi = await buildTestApp({ startJobs: true });
  }, 180_000);
  afterAll(async () => {
    await withAi.close();
    await withoutAi.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
  beforeEach(() => {
    requests = [];
    answer = 'W-2';
  });

  /** Uploads the file, starts the processor through its route and runs the job as the queue would. */
  async function process(t: TestApp) {
    const { db, upload: store, startProcessing, staff } = await connectFirm(t, { bulk_upload_processor: true });
    const uploadId = await startProcessing((await store(await uploadPdf())).id, staff);
    await processUpload(processDeps(t, { formChooser: t.deps.formChooser }), uploadId);
    const [upload] = await db.select().from(extractedDocuments).where(eq(extractedDocuments.id, uploadId));
    const children = await db
      .select()
      .from(extractedDocuments)
      .where(eq(extractedDocuments.parentId, uploadId))
      .orderBy(extractedDocuments.firstPage);
    return { upload: upload!, children };
  }

  it('with AI_* set, the model confirms the low-confidence page as one of the known forms', async () => {
    const { upload, children } = await process(withAi);
    expect(upload.status).toBe('split_succeeded');
    expect(children.map((c) => [c.firstPage, c.form, c.status, c.detailedName])).toEqual([
      [1, 'W-2', 'identify_succeeded', 'W-2 - Acme Widgets Inc - 2025'],
      [2, 'W-2', 'identify_succeeded', 'W-2 - Globex Corporation'],
    ]);
    // The confidence stays the rules' own: low, so the review screen still shows how sure the rules were.
    expect(children[1]!.confidence).toBeLessThan(0.5);
    // Only the page the rules could not recognise is sent, with its text and the spec's list of forms.
    expect(requests).toHaveLength(1);
    const [system, user] = requests[0]!.messages;
    expect(system!.content).toContain('W-2, W-2G');
    expect(system!.content).toContain('Schedule C');
    expect(user!.content).toContain('Globex Corporation');
    expect(user!.content).toContain('Federal income tax withheld');
  });

  it.each([
    ['an unknown form', 'Form 9999'],
    ['none', 'none'],
    ['a sentence', 'It looks like a W-2 to me'],
    ['a failing service', null],
  ])('with AI_* set, %s as the answer leaves the page review_required', async (_, reply) => {
    answer = reply;
    const { upload, children } = await process(withAi);
    expect(upload.status).toBe('split_succeeded');
    expect(children.map((c) => [c.firstPage, c.form, c.status, c.detailedName])).toEqual([
      [1, 'W-2', 'identify_succeeded', 'W-2 - Acme Widgets Inc - 2025'],
      [2, null, 'review_required', 'Unrecognized page 2'],
    ]);
    expect(requests.length).toBeGreaterThanOrEqual(1);
  });

  it('without AI_* nothing is sent out and the page stays review_required', async () => {
    expect(withoutAi.deps.formChooser).toBeNull();
    const { children } = await process(withoutAi);
    expect(children.map((c) => [c.form, c.status])).toEqual([
      ['W-2', 'identify_succeeded'],
      [null, 'review_required'],
    ]);
    expect(requests).toEqual([]);
  });

  it('accepts only the name of a known form', () => {
    expect(acceptedForm('W-2')).toBe('W-2');
    expect(acceptedForm(' Form 1099-INT. ')).toBe('1099-INT');
    expect(acceptedForm('schedule c')).toBe('Schedule C');
    expect(acceptedForm('"1098-T"')).toBe('1098-T');
    expect(acceptedForm('W-2 or 1099')).toBeNull();
    expect(acceptedForm('1099')).toBeNull();
    expect(acceptedForm('')).toBeNull();
  });
});
