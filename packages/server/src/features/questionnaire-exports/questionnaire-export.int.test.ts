import { readFile } from 'node:fs/promises';
import { crc32 } from 'node:zlib';
import { unzipSync, strFromU8 } from 'fflate';
import jpeg from 'jpeg-js';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { exportMessages, questionnaireMessages, type RealtimeEvent } from '@portal/domain';
import { companies, questionnaires } from '../../db/schema/index.ts';
import { gradientPng } from '../../platform/png.ts';
import { userChannel } from '../../platform/realtime/realtime-hub.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { multipart } from '../../test/multipart.ts';
import { pdfImages } from '../../test/pdf-images.ts';
import { pdfPages, samplePdf } from '../../test/pdf-files.ts';
import { createQuestionnaire, sampleOrganizer } from '../questionnaires/index.ts';
import { questionnaireFixture } from '../questionnaires/questionnaire-fixture.ts';
import {
  EXPORT_QUESTIONNAIRES_JOB,
  runQuestionnaireExport,
  type QuestionnaireExportJob,
} from './questionnaire-export.ts';
import { eq } from 'drizzle-orm';

describe('export questionnaires', () => {
  let t: TestApp;
  beforeAll(async () => {
    // The queue runs without workers: the test runs the job function itself.
    t = await buildTestApp({ clock: 'fixed', startJobs: true, jobs: { work: false } });
  });
  afterAll(() => t.close());

  /** A questionnaire the client has answered: no move (its follow-up stays hidden), no rental property. */
  /** The client uploads a file to one of the questionnaire's upload questions. */
  async function uploadTo(
    f: Awaited<ReturnType<typeof answered>>,
    question: string,
    fields: Record<string, string>,
    name: string,
    content: Buffer,
  ) {
    const form = multipart(fields, [{ name, content }]);
    const url = `/api/questionnaires/${f.id}/questions/${f.question(f.q, question).id}/documents`;
    const res = await t.app.inject({
      method: 'POST',
      url,
      payload: form.payload,
      headers: { ...f.asClient, ...form.headers },
    });
    expect(res.json().document).not.toBeNull();
  }

  async function answered() {
    const f = await questionnaireFixture(t);
    const q = await f.detail();
    await f.answer(f.question(q, 'Did you move during the year?').id, 'No');
    await f.answer(f.question(q, 'Occupation').id, 'Lighthouse keeper');
    await f.answer(f.question(q, 'Filing status').id, 'Head of household');
    await f.answer(f.question(q, 'Which of these did you receive?').id, 'Wages&!&Interest');
    await f.answer(f.question(q, 'Anything else we should know?').id, 'Not Applicable');
    await f.answer(f.question(q, 'Did you own a rental property?').id, 'No');
    return { ...f, q };
  }

  /** POST export_questionnaires, then the job, then the file. */
  async function exportAs(f: Awaited<ReturnType<typeof answered>>, body: Record<string, unknown>) {
    const send = vi.spyOn(t.deps.jobs, 'sendWithin');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/export_questionnaires',
      payload: body,
      headers: f.asStaff,
    });
    expect(res.statusCode).toBe(202);
    expect(res.json().message).toBe(exportMessages.queued);
    const exportId: number = res.json().export_id;
    // The job runs with exactly what the route enqueued (its defaults filled in by the schema).
    const [, name, data] = send.mock.lastCall!;
    send.mockRestore();
    expect(name).toBe(EXPORT_QUESTIONNAIRES_JOB);
    expect(data).toMatchObject({ exportId, ...body });
    const deps = { db: f.db, storage: t.deps.storage, realtime: t.deps.realtime };
    await runQuestionnaireExport(deps, data as QuestionnaireExportJob);
    const info = (await t.app.inject({ method: 'GET', url: `/api/exports/${exportId}`, headers: f.asStaff })).json();
    const file = await t.app.inject({ method: 'GET', url: `/api/exports/${exportId}/download`, headers: f.asStaff });
    return { exportId, info, file, bytes: new Uint8Array(file.rawPayload) };
  }
  const defaults = {
    format: 'pdf',
    zipped: false,
    include_documents: false,
    include_toc: true,
    remove_nos_and_na_answers: false,
    convert_images_to_pdfs: true,
  };

  it('exports the answers as the client sees them, hidden follow-ups and sections left out', async () => {
    const f = await answered();
    const events: RealtimeEvent[] = [];
    const off = t.deps.realtime.subscribe(userChannel(f.staff.id), (e) => events.push(e));
    const { exportId, info, file, bytes } = await exportAs(f, { questionnaire_ids: [f.id] });
    await vi.waitFor(() => expect(events).toContainEqual({ type: 'new_notification' }));
    off();
    expect(info).toMatchObject({ status: 'ready', file_name: 'Individual Tax Organizer.pdf' });
    expect(file.headers['content-type']).toBe('application/pdf');
    const text = (await pdfPages(bytes)).join('\n');
    for (const expected of [
      'Individual Tax Organizer',
      'Table of Contents',
      'General Information',
      'Engagement Letter',
      '1. Did you move during the year?',
      'Lighthouse keeper',
      'Head of household',
      'Wages, Interest',
      'Not Applicable',
      'Documents',
      'W-2 forms',
    ])
      expect(text).toContain(expected);
    expect(text).not.toContain('Did you move for work?');
    expect(text).not.toContain('Rental Property');
    expect(text).not.toContain('Rents received');
    const notices = (await t.app.inject({ method: 'GET', url: '/api/notifications', headers: f.asStaff })).json();
    expect(notices.notifications[0]).toMatchObject({
      text: exportMessages.ready('Individual Tax Organizer.pdf'),
      link: `download:${exportId}`,
    });
  });

  it('numbers shown follow-ups under their question and leaves out No and N/A answers when asked', async () => {
    const f = await answered();
    await f.answer(f.question(f.q, 'Did you move during the year?').id, 'Yes');
    const all = (await pdfPages((await exportAs(f, { questionnaire_ids: [f.id] })).bytes)).join('\n');
    expect(all).toContain('1.1 Did you move for work?');
    const trimmed = await exportAs(f, { questionnaire_ids: [f.id], remove_nos_and_na_answers: true });
    const text = (await pdfPages(trimmed.bytes)).join('\n');
    expect(text).not.toContain('Did you own a rental property?');
    expect(text).not.toContain('Anything else we should know?');
    expect(text).toContain('Did you move during the year?');
    expect(text).toContain('Lighthouse keeper');
  });

  it('merges the uploads after the answers in tax-form order, images as pages, the company order first', async () => {
    const f = await answered();
    const upload = (question: string, fields: Record<string, string>, name: string, content: Buffer) =>
      uploadTo(f, question, fields, name, content);
    // Uploaded first but unnamed, so it goes after the W-2.
    await upload('1099 forms', {}, 'misc.pdf', await samplePdf('UNNAMED FORM PAGE', 1));
    await upload('W-2 forms', { selected_option: 'W-2' }, 'w2.pdf', await samplePdf('EMPLOYER W2 PAGE', 2));
    await upload('1099 forms', {}, 'photo.png', gradientPng(40, 30, [0, 0, 0], [255, 255, 255]));
    const plain = (await pdfPages((await exportAs(f, { questionnaire_ids: [f.id] })).bytes)).length;

    const merged = await exportAs(f, { questionnaire_ids: [f.id], include_documents: true });
    expect(merged.info.file_name).toBe('Document Checklist.pdf');
    const pages = await pdfPages(merged.bytes);
    expect(pages).toHaveLength(plain + 4);
    const at = (s: string) => pages.findIndex((p) => p.includes(s));
    expect(at('EMPLOYER W2 PAGE 1')).toBeGreaterThanOrEqual(plain);
    expect(at('EMPLOYER W2 PAGE 2')).toBe(at('EMPLOYER W2 PAGE 1') + 1);
    expect(at('UNNAMED FORM PAGE 1')).toBe(at('EMPLOYER W2 PAGE 2') + 1);
    expect(pages[0]).toContain('W-2: w2.pdf');
    // The table of contents gives each document's first page: Attached documents, W-2, misc.pdf, photo.png.
    expect(pages[0]!.trim().endsWith([plain + 1, plain + 1, plain + 3, plain + 4].join(' '))).toBe(true);

    const noImages = await exportAs(f, {
      questionnaire_ids: [f.id],
      include_documents: true,
      convert_images_to_pdfs: false,
    });
    const text = await pdfPages(noImages.bytes);
    expect(text).toHaveLength(plain + 3);
    expect(text.join('\n')).toContain('Documents not included');

    await f.db
      .update(companies)
      .set({ settings: { custom_document_export_order: ['1099-MISC', 'W-2'] } })
      .where(eq(companies.id, f.company.id));
    await upload('1099 forms', { description: '1099-MISC' }, 'misc2.pdf', await samplePdf('MISC INCOME PAGE', 1));
    const custom = await pdfPages((await exportAs(f, { questionnaire_ids: [f.id], include_documents: true })).bytes);
    const find = (s: string) => custom.findIndex((p) => p.includes(s));
    expect(find('MISC INCOME PAGE 1')).toBeLessThan(find('EMPLOYER W2 PAGE 1'));
  });

  it('lists the documents an export holds and exports only those chosen, or the documents without the answer pages', async () => {
    const f = await answered();
    await uploadTo(f, '1099 forms', {}, 'misc.pdf', await samplePdf('UNNAMED FORM PAGE', 1));
    await uploadTo(f, 'W-2 forms', { selected_option: 'W-2' }, 'w2.pdf', await samplePdf('EMPLOYER W2 PAGE', 2));
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/get_exported_documents_list?questionnaire_ids=${f.id}`,
      headers: f.asStaff,
    });
    expect(list.statusCode).toBe(200);
    const docs = list.json().documents as { id: number; name: string }[];
    // In the export order: the W-2 before the unnamed form uploaded first.
    expect(docs).toMatchObject([
      { questionnaire_id: f.id, name: 'w2.pdf', label: 'W-2', question_text: 'W-2 forms' },
      { questionnaire_id: f.id, name: 'misc.pdf', label: null, question_text: '1099 forms' },
    ]);
    const [w2, misc] = docs;

    const text = async (body: Record<string, unknown>) => pdfPages((await exportAs(f, body)).bytes);
    const all = await text({ questionnaire_ids: [f.id], include_documents: true });
    const withoutW2 = await text({
      questionnaire_ids: [f.id],
      include_documents: true,
      documents_to_exclude: [w2!.id],
    });
    expect(withoutW2).toHaveLength(all.length - 2);
    expect(withoutW2.join('\n')).not.toContain('EMPLOYER W2 PAGE');
    expect(withoutW2.join('\n')).toContain('UNNAMED FORM PAGE 1');
    const onlyMisc = await text({
      questionnaire_ids: [f.id],
      include_documents: true,
      documents_to_include: [misc!.id],
    });
    expect(onlyMisc.join('\n')).not.toContain('EMPLOYER W2 PAGE');
    expect(onlyMisc.join('\n')).toContain('UNNAMED FORM PAGE 1');

    const docsOnly = await text({ questionnaire_ids: [f.id], include_documents: true, include_pages: false });
    const joined = docsOnly.join('\n');
    expect(joined).not.toContain('Lighthouse keeper');
    expect(joined).not.toContain('General Information');
    expect(joined).toContain('EMPLOYER W2 PAGE 2');
    // One page of title and contents, then the three pages of the documents.
    expect(docsOnly).toHaveLength(4);
    expect(docsOnly[0]).toContain('Attached documents');
  });

  it('checks the export options and the documents list: 400, 401, 403 and 404', async () => {
    const f = await questionnaireFixture(t);
    const other = await questionnaireFixture(t);
    const post = (payload: object, headers: Record<string, string> = f.asStaff) =>
      t.app.inject({ method: 'POST', url: '/api/export_questionnaires', payload, headers });
    const nothing = await post({ questionnaire_ids: [f.id], include_pages: false });
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json().error.message).toBe(exportMessages.nothingToExport);
    // Another firm's document, or one not in the export, is not a choice.
    await uploadTo(
      { ...other, q: await other.detail() } as Awaited<ReturnType<typeof answered>>,
      'W-2 forms',
      { selected_option: 'W-2' },
      'w2.pdf',
      await samplePdf('THEIR PAGE', 1),
    );
    const [theirDoc] = (
      await t.app.inject({
        method: 'GET',
        url: `/api/get_exported_documents_list?questionnaire_ids=${other.id}`,
        headers: other.asStaff,
      })
    ).json().documents as { id: number }[];
    const foreign = await post({
      questionnaire_ids: [f.id],
      include_documents: true,
      documents_to_exclude: [theirDoc!.id],
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error.message).toBe(exportMessages.documentNotFound);

    const list = (query: string, headers: Record<string, string> = f.asStaff) =>
      t.app.inject({ method: 'GET', url: `/api/get_exported_documents_list?${query}`, headers });
    expect((await list(`questionnaire_ids=${f.id}`, {})).statusCode).toBe(401);
    expect((await list('questionnaire_ids=x')).statusCode).toBe(400);
    expect((await list('')).statusCode).toBe(400);
    expect((await list(`questionnaire_ids=${f.id}`, f.asClient)).statusCode).toBe(403);
    expect((await list(`questionnaire_ids=${f.id},${other.id}`)).statusCode).toBe(404);
    expect((await list(`questionnaire_ids=${f.id}`)).json()).toEqual({ documents: [] });
  });

  it('adds a HEIC photo as a page through its JPEG rendering, and lists one that cannot be converted', async () => {
    const f = await answered();
    const heic = await readFile(new URL('../../platform/images/fixtures/red-blue-64x48.heic', import.meta.url));
    const upload = (name: string, content: Buffer) => uploadTo(f, '1099 forms', {}, name, content);
    await upload('iphone.heic', heic);
    const plain = (await pdfPages((await exportAs(f, { questionnaire_ids: [f.id] })).bytes)).length;
    const merged = await pdfPages((await exportAs(f, { questionnaire_ids: [f.id], include_documents: true })).bytes);
    expect(merged).toHaveLength(plain + 1);
    expect(merged.join('\n')).not.toContain('Documents not included');

    // A HEIC header over garbage passes the upload's sniff but has no image in it.
    await upload('broken.heic', Buffer.concat([heic.subarray(0, 40), Buffer.alloc(200, 7)]));
    const text = (
      await pdfPages((await exportAs(f, { questionnaire_ids: [f.id], include_documents: true })).bytes)
    ).join('\n');
    expect(text).toContain('Documents not included');
    expect(text).toContain('broken.heic');
  });

  it('adds PNG and JPEG uploads as pages made in the image worker, and lists an image too large to convert', async () => {
    const f = await answered();
    const upload = (name: string, content: Buffer) => uploadTo(f, '1099 forms', {}, name, content);
    await upload('scan.png', gradientPng(40, 30, [0, 0, 0], [255, 255, 255]));
    const grey = Buffer.alloc(64 * 48 * 4, 200);
    await upload('photo.jpg', Buffer.from(jpeg.encode({ data: grey, width: 64, height: 48 }, 90).data));
    // Declares 8000x8000 (64 MP, over the 50 MP limit) in a few bytes: refused by its header, never decoded.
    const huge = gradientPng(1, 1, [0, 0, 0], [0, 0, 0]);
    huge.writeUInt32BE(8000, 16);
    huge.writeUInt32BE(8000, 20);
    huge.writeUInt32BE(crc32(huge.subarray(12, 29)), 29);
    await upload('huge.png', huge);
    const plain = (await pdfPages((await exportAs(f, { questionnaire_ids: [f.id] })).bytes)).length;

    const { bytes } = await exportAs(f, { questionnaire_ids: [f.id], include_documents: true });
    const pages = await pdfPages(bytes);
    expect(pages).toHaveLength(plain + 2);
    expect(pages.join('\n')).toContain('huge.png: the image is too large to convert');
    const images = await pdfImages(bytes);
    expect(images.map((i) => [i.page, i.width, i.height])).toEqual([
      [plain + 1, 40, 30],
      [plain + 2, 64, 48],
    ]);
    // The PNG's pixels as they were: a black top row and a white bottom row.
    const png = images[0]!.data;
    expect([...png.subarray(0, 3)]).toEqual([0, 0, 0]);
    expect([...png.subarray(png.length - 3)]).toEqual([255, 255, 255]);
  });

  it('exports a spreadsheet with a sheet per questionnaire, and several questionnaires as a zip', async () => {
    const f = await answered();
    const sheet = await exportAs(f, { questionnaire_ids: [f.id], format: 'spreadsheet' });
    expect(sheet.info.file_name).toBe('Individual Tax Organizer.xlsx');
    expect(sheet.file.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    const book = unzipSync(sheet.bytes);
    expect(strFromU8(book['xl/workbook.xml']!)).toContain('<sheet name=');
    const rows = strFromU8(book['xl/worksheets/sheet1.xml']!);
    expect(rows).toContain('Lighthouse keeper');
    expect(rows).toContain('General Information');
    expect(rows).not.toContain('Did you move for work?');

    const prior = await createQuestionnaire(
      f.db,
      sampleOrganizer({ firmId: f.firm.id, companyId: f.company.id, taxYear: 2024, name: 'Prior Organizer' }, [
        f.client.id,
      ]),
    );
    const zipped = await exportAs(f, { questionnaire_ids: [f.id, prior], save_as_name: 'Year end' });
    expect(zipped.info.file_name).toBe('Year end.zip');
    expect(zipped.file.headers['content-type']).toBe('application/zip');
    const entries = unzipSync(zipped.bytes);
    const names = Object.keys(entries).sort();
    expect(names).toEqual(
      [`${f.company.name} - Individual Tax Organizer 2025.pdf`, `${f.company.name} - Prior Organizer 2024.pdf`].sort(),
    );
    const first = (await pdfPages(entries[names.find((n) => n.includes('Individual'))!]!)).join('\n');
    expect(first).toContain('Lighthouse keeper');

    const book2 = await exportAs(f, { questionnaire_ids: [f.id, prior], format: 'spreadsheet' });
    expect(Object.keys(unzipSync(book2.bytes)).filter((n) => n.startsWith('xl/worksheets/'))).toHaveLength(2);
  });

  it('marks the export failed, and says why, when a questionnaire is gone by the time the job runs', async () => {
    const f = await questionnaireFixture(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/export_questionnaires',
      payload: { questionnaire_ids: [f.id] },
      headers: f.asStaff,
    });
    const exportId: number = res.json().export_id;
    await f.db.delete(questionnaires).where(eq(questionnaires.id, f.id));
    const deps = { db: f.db, storage: t.deps.storage, realtime: t.deps.realtime };
    await runQuestionnaireExport(deps, { exportId, ...defaults, questionnaire_ids: [f.id] } as QuestionnaireExportJob);
    const info = await t.app.inject({ method: 'GET', url: `/api/exports/${exportId}`, headers: f.asStaff });
    expect(info.json().status).toBe('failed');
    const notices = (await t.app.inject({ method: 'GET', url: '/api/notifications', headers: f.asStaff })).json();
    expect(notices.notifications[0].text).toBe(`${exportMessages.failed}: ${questionnaireMessages.notFound}`);
  });

  it('is for staff of the firm only and checks its body', async () => {
    const f = await questionnaireFixture(t);
    const other = await questionnaireFixture(t);
    const post = (payload: object, headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'POST', url: '/api/export_questionnaires', payload, headers });
    expect((await post({ questionnaire_ids: [f.id] })).statusCode).toBe(401);
    expect((await post({ questionnaire_ids: [] }, f.asStaff)).statusCode).toBe(400);
    expect((await post({ questionnaire_ids: [f.id], format: 'docx' }, f.asStaff)).statusCode).toBe(400);
    expect((await post({ questionnaire_ids: [f.id] }, f.asClient)).statusCode).toBe(403);
    expect((await post({ questionnaire_ids: [f.id, other.id] }, f.asStaff)).statusCode).toBe(404);
  });
});
