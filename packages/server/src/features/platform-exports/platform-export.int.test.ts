import { createHash } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, eq, isNotNull } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { platformExportMessages, platformManifestSchema, type FirmPreferences } from '@portal/domain';
import { companies, extractedDocuments, firms, notifications } from '../../db/schema/index.ts';
import { gradientPng } from '../../platform/png.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { multipart } from '../../test/multipart.ts';
import { samplePdf } from '../../test/pdf-files.ts';
import { processUpload } from '../connect/index.ts';
import { storeRecordFile } from '../documents/index.ts';
import { questionnaireFixture } from '../questionnaires/questionnaire-fixture.ts';
import { configuredAdapters, PLATFORM_EXPORT_JOB, runPlatformExport, type PlatformExportJob } from './index.ts';
import { bundlePdf, processDeps } from '../../../test/connect-fixture/connect-fixture.ts';

const ON: Partial<FirmPreferences> = {
  bulk_upload_processor: true,
  review_and_export_enabled: true,
  scan_and_auto_flow_export_enabled: true,
  export_to_third_party_dms_enabled: true,
};
const BOTH = ['scan_and_auto_flow', 'third_party_dms'] as const;
/** The client's SSNs of the test data, as written or as digits alone. */
const TAX_ID = /123-?45-?6789|987-?65-?4321/;

describe('export to platforms (POST /api/export_questionnaires export_to_platforms)', () => {
  let t: TestApp;
  let dropDir: string;
  beforeAll(async () => {
    dropDir = await mkdtemp(path.join(os.tmpdir(), 'platform-drop-'));
    // The queue takes the jobs; the test runs each job itself with what the route enqueued.
    t = await buildTestApp({ startJobs: true, jobs: { work: false }, env: { PLATFORM_EXPORT_DIR: dropDir } });
  });
  afterAll(async () => {
    await t.close();
    await rm(dropDir, { recursive: true, force: true });
  });

  /** A firm with the given preferences; the sample organizer sent to an entity whose name holds an SSN. */
  async function setup(preferences: Partial<FirmPreferences> = ON) {
    const f = await questionnaireFixture(t, { preferences });
    await f.db.update(companies).set({ name: 'Jane Roe 123-45-6789' }).where(eq(companies.id, f.company.id));
    return f;
  }
  type Fixture = Awaited<ReturnType<typeof setup>>;
  const post = (headers: Record<string, string>, payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/export_questionnaires', headers, payload });

  /** The client's upload to one of the questionnaire's upload questions, through its route. */
  async function uploadTo(f: Fixture, question: string, fields: Record<string, string>, name: string, content: Buffer) {
    const form = multipart(fields, [{ name, content }]);
    const q = await f.detail();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/questionnaires/${f.id}/questions/${f.question(q, question).id}/documents`,
      payload: form.payload,
      headers: { ...f.asClient, ...form.headers },
    });
    expect(res.statusCode).toBe(200);
  }

  /** A bundle (1099-INT, W-2, 1040) in the entity's documents, split by Connect; staff review the W-2 and 1040. */
  async function connectDocuments(f: Fixture) {
    const file = await storeRecordFile(
      { db: f.db, storage: t.deps.storage },
      {
        firmId: f.firm.id,
        companyId: f.company.id,
        uploaderId: f.client.id,
        folder: '/Uploads',
        filename: 'scan 123-45-6789.pdf',
        mimetype: 'application/pdf',
        content: await bundlePdf(['1099-INT', 'W-2', '1040'], {
          payer: (form) => (form === 'W-2' ? 'Acme Widgets Inc' : form === '1099-INT' ? 'First National Bank' : ''),
        }),
      },
    );
    const started = await f.staffCall('POST', '/api/documents/process_document', {
      company_id: f.company.id,
      document_id: file.id,
    });
    expect(started.statusCode).toBe(200);
    await processUpload(processDeps(t), started.json().id);
    const cut = await f.db
      .select()
      .from(extractedDocuments)
      .where(and(eq(extractedDocuments.companyId, f.company.id), isNotNull(extractedDocuments.parentId)));
    expect(cut.map((c) => c.form).sort()).toEqual(['1040', '1099-INT', 'W-2']);
    for (const c of cut.filter((c) => c.form !== '1099-INT')) {
      const reviewed = await f.staffCall('POST', `/api/extracted_documents/${c.id}/review`);
      expect(reviewed.statusCode).toBe(200);
    }
  }

  /** POST with platforms, then the platform job with exactly what the route enqueued. */
  async function exportToPlatforms(f: Fixture, body: object) {
    const send = vi.spyOn(t.deps.jobs, 'sendWithin');
    const res = await post(f.asStaff, { questionnaire_ids: [f.id], ...body });
    expect(res.statusCode).toBe(202);
    const call = send.mock.calls.find(([, name]) => name === PLATFORM_EXPORT_JOB);
    send.mockRestore();
    expect(call).toBeDefined();
    const data = call![2] as PlatformExportJob;
    expect(data.exportId).toBe(res.json().platform_export_id);
    const run = () =>
      runPlatformExport(
        {
          db: f.db,
          storage: t.deps.storage,
          realtime: t.deps.realtime,
          adapters: configuredAdapters(t.deps.config),
          clock: t.deps.clock,
        },
        data,
      );
    const info = async () =>
      (await t.app.inject({ method: 'GET', url: `/api/exports/${data.exportId}`, headers: f.asStaff })).json();
    return { res, data, run, info };
  }

  it('401 without a session, 400 for an unknown or repeated platform, 403 when off or for a client, 404 for another firm', async () => {
    const f = await setup();
    expect((await post({}, { questionnaire_ids: [f.id], export_to_platforms: ['third_party_dms'] })).statusCode).toBe(
      401,
    );
    const unknown = await post(f.asStaff, { questionnaire_ids: [f.id], export_to_platforms: ['dropbox'] });
    expect(unknown.statusCode).toBe(400);
    const twice = await post(f.asStaff, {
      questionnaire_ids: [f.id],
      export_to_platforms: ['third_party_dms', 'third_party_dms'],
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().error.message).toContain(platformExportMessages.repeated);
    const notAList = await post(f.asStaff, { questionnaire_ids: [f.id], export_to_platforms: 'third_party_dms' });
    expect(notAList.statusCode).toBe(400);

    const client = await post(f.asClient, { questionnaire_ids: [f.id], export_to_platforms: ['third_party_dms'] });
    expect(client.statusCode).toBe(403);

    const off = await setup({ ...ON, scan_and_auto_flow_export_enabled: false });
    const refused = await post(off.asStaff, { questionnaire_ids: [off.id], export_to_platforms: [...BOTH] });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(platformExportMessages.disabled('scan_and_auto_flow'));
    const dmsOnly = await post(off.asStaff, { questionnaire_ids: [off.id], export_to_platforms: ['third_party_dms'] });
    expect(dmsOnly.statusCode).toBe(202);
    // Without platforms the export is the export it always was.
    const plain = await post(off.asStaff, { questionnaire_ids: [off.id] });
    expect(plain.statusCode).toBe(202);
    expect(plain.json().platform_export_id).toBeUndefined();

    const other = await post(off.asStaff, { questionnaire_ids: [f.id], export_to_platforms: ['third_party_dms'] });
    expect(other.statusCode).toBe(404);
  });

  it('drops one package per platform: the PDFs in tax-form order, path-safe names, a manifest, no tax ids', async () => {
    const f = await setup();
    await connectDocuments(f);
    await uploadTo(f, '1099 forms', { description: 'Brokerage statement' }, 'stmt.pdf', await samplePdf('STMT', 1));
    await uploadTo(
      f,
      '1099 forms',
      { description: '1099-DIV 987-65-4321' },
      'div 987-65-4321.png',
      gradientPng(40, 30, [200, 0, 0], [0, 0, 200]),
    );
    await uploadTo(f, 'W-2 forms', { selected_option: 'W-2' }, 'w2 123-45-6789.pdf', await samplePdf('EMPLOYER', 2));

    const { res, data, run, info } = await exportToPlatforms(f, { export_to_platforms: [...BOTH] });
    expect(res.json().export_id).not.toBe(res.json().platform_export_id);
    await run();
    expect(await info()).toMatchObject({ status: 'ready' });

    const folder = `Jane Roe 2025 export ${data.exportId}`;
    const packages = BOTH.map((p) => path.join(dropDir, p, `firm-${f.firm.id}`));
    for (const dir of packages) expect(await readdir(dir)).toEqual([folder]);
    const dir = path.join(packages[0]!, folder);
    const manifest = platformManifestSchema.parse(JSON.parse(await readFile(path.join(dir, 'manifest.json'), 'utf8')));
    expect(manifest).toMatchObject({
      export_id: data.exportId,
      tax_year: 2025,
      entity: { id: f.company.id, name: 'Jane Roe', entity_type: 'Individual' },
      left_out: [],
    });
    // Connect's reviewed documents and the uploads, in the spec's tax-form order; the unreviewed 1099-INT and the
    // bundle they were cut from are not sent.
    expect(manifest.files.map((x) => [x.file_name, x.form_type, x.source, x.pages])).toEqual([
      ['01 1040 2025.pdf', '1040', 'connect', 2],
      ['02 W-2 2025 Acme Widgets Inc.pdf', 'W-2', 'connect', 1],
      ['03 W-2 2025.pdf', 'W-2', 'questionnaire', 2],
      ['04 1099-DIV 2025.pdf', '1099-DIV', 'questionnaire', 1],
      ['05 Other 2025.pdf', 'Other', 'questionnaire', 1],
    ]);
    expect((await readdir(dir)).sort()).toEqual([...manifest.files.map((x) => x.file_name), 'manifest.json'].sort());
    for (const file of manifest.files) {
      const bytes = await readFile(path.join(dir, file.file_name));
      expect(createHash('sha256').update(bytes).digest('hex')).toBe(file.sha256);
      expect(bytes.length).toBe(file.size);
      expect((await PDFDocument.load(bytes)).getPageCount()).toBe(file.pages);
    }
    expect(JSON.stringify(manifest)).not.toMatch(TAX_ID);
    // The other platform got the same package; nothing half-written is left behind.
    expect(await readFile(path.join(packages[1]!, folder, 'manifest.json'), 'utf8')).toBe(
      await readFile(path.join(dir, 'manifest.json'), 'utf8'),
    );
    expect((await readdir(packages[0]!)).filter((n) => n.includes('partial'))).toEqual([]);

    // The export's own file is a zip of what was sent.
    const zip = await t.app.inject({
      method: 'GET',
      url: `/api/exports/${data.exportId}/download`,
      headers: f.asStaff,
    });
    const entries = Object.keys(unzipSync(new Uint8Array(zip.rawPayload))).sort();
    expect(entries).toEqual(
      [...manifest.files.map((x) => `${folder}/${x.file_name}`), `${folder}/manifest.json`].sort(),
    );
    for (const name of entries) expect(name).not.toMatch(TAX_ID);
  });

  it('leaves out the documents excluded, and fails when the firm turned the platform off meanwhile', async () => {
    const f = await setup();
    await uploadTo(f, 'W-2 forms', { selected_option: 'W-2' }, 'w2.pdf', await samplePdf('EMPLOYER', 1));
    await uploadTo(f, '1099 forms', { description: '1099-INT' }, 'int.pdf', await samplePdf('INTEREST', 1));
    const listed = await f.staffCall('GET', `/api/get_exported_documents_list?questionnaire_ids=${f.id}`);
    const w2 = listed.json().documents.find((d: { label: string }) => d.label === 'W-2').id;

    const kept = await exportToPlatforms(f, { export_to_platforms: ['third_party_dms'], documents_to_exclude: [w2] });
    await kept.run();
    const dir = path.join(
      dropDir,
      'third_party_dms',
      `firm-${f.firm.id}`,
      `Jane Roe 2025 export ${kept.data.exportId}`,
    );
    expect((await readdir(dir)).sort()).toEqual(['01 1099-INT 2025.pdf', 'manifest.json']);
    await expect(readdir(path.join(dropDir, 'scan_and_auto_flow', `firm-${f.firm.id}`))).rejects.toThrow();

    const late = await exportToPlatforms(f, { export_to_platforms: ['third_party_dms'] });
    const [firm] = await f.db.select().from(firms).where(eq(firms.id, f.firm.id));
    await f.db
      .update(firms)
      .set({ preferences: { ...(firm!.preferences as object), export_to_third_party_dms_enabled: false } })
      .where(eq(firms.id, f.firm.id));
    await late.run();
    expect(await late.info()).toMatchObject({ status: 'failed' });
    expect(await readdir(path.dirname(dir))).toEqual([path.basename(dir)]);
  });

  it('fails, sending nothing, when there is no document to send', async () => {
    const f = await setup();
    const { run, info, data } = await exportToPlatforms(f, { export_to_platforms: ['scan_and_auto_flow'] });
    await run();
    expect(await info()).toMatchObject({ status: 'failed' });
    const told = await f.db.select().from(notifications).where(eq(notifications.userId, f.staff.id));
    expect(told.map((n) => n.text)).toContain(
      `${platformExportMessages.failed}: ${platformExportMessages.noDocuments}`,
    );
    await expect(readdir(path.join(dropDir, 'scan_and_auto_flow', `firm-${f.firm.id}`))).rejects.toThrow();
    expect(data.platforms).toEqual(['scan_and_auto_flow']);
  });
});
