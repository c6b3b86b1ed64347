import fs from 'node:fs/promises';
import path from 'node:path';
import { and, eq, inArray, like, sql } from 'drizzle-orm';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { expect } from 'vitest';
import { NOTIFICATION_TYPES } from '@portal/domain';
import type { Db } from '../db/client.ts';
import {
  activityLogs,
  companyEntityTags,
  companyNotes,
  companyOwners,
  documents,
  entityTags,
  exportFiles,
  extractedDocuments,
  firms,
  massEmails,
  messages,
  notifications,
  pendingFiles,
  questionnaireSections,
  signatureEvents,
  signatureRequests,
  workflowRuns,
  workflowRunSteps,
} from '../db/schema/index.ts';
import { joinConversation } from '../features/conversations/index.ts';
import { ensureEntityConversation } from '../features/entities/index.ts';
import { actorOf } from '../features/users/index.ts';
import { createQuestionnaire } from '../features/questionnaires/index.ts';
import { PREPARE_SIGNATURE_REQUEST_JOB, prepareSignatureRequest } from '../features/signature-requests/index.ts';
import { bundlePdf, connectFirm } from '../../test/connect-fixture/connect-fixture.ts';
import type { TestApp } from './build-test-app.ts';
import { buildClient, buildCompany, buildFirm, buildStaff, signInAs } from './factories.ts';
import { multipart } from './multipart.ts';
import { readMail } from './outbox.ts';
import { makeQuestionnaire } from './questionnaire.ts';

/**
 * One kind of background work for the crash tests (issue 36 §1): made ready in the database (its job queued, not
 * run), the failpoint where the first portal process is killed mid-job, and what must hold once another process
 * finished it: the work done, exactly once.
 */
export interface CrashScenario {
  kind: string;
  /** The job's queue: the test waits for it to be empty after the restart. */
  queue: string;
  /** Armed in the first process (PORTAL_FAILPOINTS), and the line it writes when it gets there. */
  arm: string;
  reached: string;
  check(db: Db, dataDir: string): Promise<void>;
}

/** The files stored for a firm under `kind` (documents, exports) in the local storage of DATA_DIR. */
async function storedFiles(dataDir: string, firmId: number, kind: string): Promise<string[]> {
  const dir = path.join(dataDir, 'files', 'firms', String(firmId), kind);
  return (await fs.readdir(dir).catch(() => [] as string[])).filter((f) => !f.startsWith('.'));
}

const pendingOf = (db: Db, owner: string) => db.select().from(pendingFiles).where(eq(pendingFiles.owner, owner));

const call = (t: TestApp, method: 'GET' | 'POST' | 'PUT', url: string, headers: object, payload?: object) =>
  t.app.inject({ method, url, headers: headers as Record<string, string>, ...(payload ? { payload } : {}) });

async function ok(res: Promise<{ statusCode: number; body: string; json(): unknown }>) {
  const r = await res;
  expect(r.statusCode, r.body).toBeLessThan(300);
  return r.json() as Record<string, unknown> & { id: number };
}

async function letterPdf(): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const page = pdf.addPage([612, 792]);
  page.drawText('Engagement letter', { x: 72, y: 720, size: 14, font });
  page.drawText('Taxpayer signature', { x: 72, y: 200, size: 11, font });
  page.drawText('Date', { x: 400, y: 200, size: 11, font });
  return Buffer.from(await pdf.save());
}

/** A signature request its only signer has signed: its seal is queued, killed once the sealed copy is stored. */
export async function sealScenario(t: TestApp): Promise<CrashScenario> {
  const db = t.deps.database.db;
  const firm = await buildFirm(db, { preferences: { signature_requests_enabled: true } });
  const staff = (await signInAs(db, await buildStaff(db, firm))).headers;
  const nora = await buildClient(db, firm, { fname: 'Nora', lname: 'Quill' });
  const company = await buildCompany(db, firm, nora);
  const body = multipart({ company_id: String(company.id), document_name: 'Engagement letter', tax_year: '2025' }, [
    { name: 'letter.pdf', content: await letterPdf(), type: 'application/pdf' },
  ]);
  const { id } = await ok(
    t.app.inject({
      method: 'POST',
      url: '/api/signature_requests',
      headers: { ...staff, ...body.headers },
      payload: body.payload,
    }),
  );
  // Its preparing job runs here, so only the seal is left for the portal processes.
  await prepareSignatureRequest({ db, storage: t.deps.storage }, id);
  await t.deps.database.executeSql('delete from pgboss.job where name = $1', [PREPARE_SIGNATURE_REQUEST_JOB]);
  const prepared = await ok(call(t, 'GET', `/api/signature_requests/${id}`, staff));
  const fields = (prepared.fields as Record<string, unknown>[]).map(
    ({ signer_id, kind, page, x, y, width, height }) => ({
      signer_id,
      kind,
      page,
      x,
      y,
      width,
      height,
    }),
  );
  await ok(call(t, 'PUT', `/api/signature_requests/${id}/fields`, staff, { fields }));
  await ok(call(t, 'POST', `/api/signature_requests/${id}/send`, staff));
  const asNora = (await signInAs(db, nora)).headers;
  await ok(
    call(t, 'POST', `/api/signature_requests/${id}/sign`, asNora, { signature_type: 'typed', signature: 'Nora Quill' }),
  );
  const owner = `seal:signature-request:${id}`;
  return {
    kind: 'seal',
    queue: 'signature-requests.seal',
    arm: `stored ${owner}`,
    reached: `failpoint stored ${owner}`,
    async check(db, dataDir) {
      const [request] = await db.select().from(signatureRequests).where(eq(signatureRequests.id, id));
      expect(request!.status).toBe('signed');
      const sealed = await db
        .select()
        .from(documents)
        .where(and(eq(documents.companyId, company.id), like(documents.name, '% - signed.pdf')));
      expect(sealed.map((d) => d.id)).toEqual([request!.signedDocumentId]);
      // The original and one sealed copy: the copy the killed process stored was removed, not kept beside it.
      expect(await storedFiles(dataDir, firm.id, 'documents')).toHaveLength(2);
      expect(await pendingOf(db, owner)).toEqual([]);
      const events = await db
        .select()
        .from(signatureEvents)
        .where(and(eq(signatureEvents.subjectId, id), eq(signatureEvents.event, 'sealed')));
      expect(events).toHaveLength(1);
    },
  };
}

/** A mass email to 25 clients, killed after the tenth email went (others still in flight). */
export async function mailBatchScenario(t: TestApp): Promise<CrashScenario> {
  const db = t.deps.database.db;
  const firm = await buildFirm(db);
  const staff = (await signInAs(db, await buildStaff(db, firm))).headers;
  const clients: Awaited<ReturnType<typeof buildClient>>[] = [];
  for (let i = 0; i < 25; i++)
    clients.push(await buildClient(db, firm, { fname: `Client${i}`, email: `mass${i}-${firm.id}@example.test` }));
  const queued = await ok(
    call(t, 'POST', '/api/advisors/send_mass_message', staff, {
      subject: 'Our office moves',
      body: '<p>Dear {client_fname}, we move on Monday.</p>',
      client_ids: clients.map((c) => c.id),
    }),
  );
  const massEmailId = (queued.mass_email as { id: number }).id;
  return {
    kind: 'mail batch',
    queue: 'messages.mass-email',
    arm: 'mass-email.sent@10',
    reached: 'failpoint mass-email.sent',
    async check(db, dataDir) {
      const mails = (await readMail(dataDir)).filter((m) => m.to.endsWith(`-${firm.id}@example.test`));
      // Every client once: none missed, none twice.
      expect(mails.map((m) => m.to).sort()).toEqual(clients.map((c) => c.email).sort());
      const [row] = await db.select().from(massEmails).where(eq(massEmails.id, massEmailId));
      expect(row).toMatchObject({ status: 'completed', sent: 25, failed: 0 });
    },
  };
}

/** A client's two-form PDF split by Connect, killed when the second form's file is stored but not filed. */
export async function connectPageScenario(t: TestApp): Promise<CrashScenario> {
  const { company, firm, upload, startProcessing, staff } = await connectFirm(t, { bulk_upload_processor: true });
  const source = await upload(await bundlePdf(['W-2', '1099-INT']));
  const uploadId = await startProcessing(source.id, staff);
  const owner = `connect-split:${uploadId}`;
  return {
    kind: 'Connect page',
    queue: 'connect.process-upload',
    arm: `stored ${owner}@2`,
    reached: `failpoint stored ${owner}`,
    async check(db, dataDir) {
      const [row] = await db.select().from(extractedDocuments).where(eq(extractedDocuments.id, uploadId));
      expect(row).toMatchObject({ status: 'split_succeeded', pageCount: 2 });
      const children = await db.select().from(extractedDocuments).where(eq(extractedDocuments.parentId, uploadId));
      expect(children.map((c) => c.form).sort()).toEqual(['1099-INT', 'W-2']);
      const filed = await db.select().from(documents).where(eq(documents.companyId, company.id));
      // The upload and one PDF per form: what the killed process filed was taken back and filed again once.
      expect(filed.filter((d) => d.deletedAt === null && d.kind === 'file')).toHaveLength(3);
      expect(children.every((c) => filed.some((d) => d.id === c.documentId))).toBe(true);
      expect(await storedFiles(dataDir, firm.id, 'documents')).toHaveLength(3);
      expect(await pendingOf(db, owner)).toEqual([]);
    },
  };
}

/** A conversation's PDF export, killed once its file is stored and before it is marked ready. */
export async function exportScenario(t: TestApp): Promise<CrashScenario> {
  const db = t.deps.database.db;
  const firm = await buildFirm(db);
  const partner = await buildStaff(db, firm);
  const staff = (await signInAs(db, partner)).headers;
  const company = await buildCompany(db, firm, await buildClient(db, firm));
  const conversationId = (await ensureEntityConversation(db, firm.id, company.id))!;
  await joinConversation(db, actorOf(partner), conversationId);
  await ok(
    call(t, 'POST', '/api/conversations/send_message', staff, { conversation_id: conversationId, text: 'Hello' }),
  );
  const { export_id: exportId } = (await ok(
    call(t, 'GET', `/api/conversations/export_conversation_as_pdf?conversationId=${conversationId}`, staff),
  )) as unknown as { export_id: number };
  const owner = `export:${exportId}`;
  return {
    kind: 'export',
    queue: 'exports.conversation-pdf',
    arm: `stored ${owner}`,
    reached: `failpoint stored ${owner}`,
    async check(db, dataDir) {
      const [file] = await db.select().from(exportFiles).where(eq(exportFiles.id, exportId));
      expect(file!.status).toBe('ready');
      const notices = await db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, partner.id), eq(notifications.link, `download:${exportId}`)));
      expect(notices).toHaveLength(1);
      expect(await storedFiles(dataDir, firm.id, 'exports')).toEqual([path.basename(file!.storageKey!)]);
      expect(await pendingOf(db, owner)).toEqual([]);
    },
  };
}

/** A workflow of three steps started by a submit, killed after its second step acted and before it was recorded. */
export async function workflowScenario(t: TestApp): Promise<CrashScenario> {
  const db = t.deps.database.db;
  const firm = await buildFirm(db, { preferences: { workflow_automation_enabled: true } });
  const partner = await buildStaff(db, firm);
  const staff = (await signInAs(db, partner)).headers;
  const created = await ok(
    call(t, 'POST', '/api/workflows', staff, {
      title: 'Organizer received',
      steps: [
        { id: 't', stepType: 'trigger', content: 'questionnaire_submitted', position: 0 },
        { id: '1', stepType: 'create_note', content: { text: 'Organizer in; review next.' }, position: 1 },
        { id: '2', stepType: 'send_message', content: { text: 'Thank you for your organizer!' }, position: 2 },
        { id: '3', stepType: 'add_tag', content: { tag: 'Organizer received' }, position: 3 },
      ],
    }),
  );
  await ok(call(t, 'POST', `/api/workflows/${created.id}/activate`, staff));
  const clientUser = await buildClient(db, firm);
  const company = await buildCompany(db, firm, clientUser);
  const questionnaireId = await createQuestionnaire(db, {
    firmId: firm.id,
    companyId: company.id,
    name: 'Tax Organizer',
    taxYear: 2025,
    sections: [
      { name: 'General', type: 3, key: 'questionnaire', questions: [] },
      { name: 'Review and Submit', type: 4, key: 'review_and_submit' },
    ],
  });
  await db
    .update(questionnaireSections)
    .set({ markedCompleted: true })
    .where(eq(questionnaireSections.questionnaireId, questionnaireId));
  const client = (await signInAs(db, clientUser)).headers;
  await ok(call(t, 'POST', `/api/questionnaires/${questionnaireId}/submit`, client));
  return {
    kind: 'workflow step',
    queue: 'workflows.run',
    arm: 'workflow.step-taken@2',
    reached: 'failpoint workflow.step-taken',
    async check(db) {
      const runs = await db.select().from(workflowRuns).where(eq(workflowRuns.workflowId, created.id));
      expect(runs.map((r) => r.status)).toEqual(['succeeded']);
      const steps = await db.select().from(workflowRunSteps).where(eq(workflowRunSteps.runId, runs[0]!.id));
      expect(steps.map((s) => [s.position, s.status]).sort()).toEqual([
        [1, 'succeeded'],
        [2, 'succeeded'],
        [3, 'succeeded'],
      ]);
      expect(await db.select().from(companyNotes).where(eq(companyNotes.companyId, company.id))).toHaveLength(1);
      const sent = await db.select().from(messages).where(eq(messages.firmId, firm.id));
      expect(sent.map((m) => m.plainText)).toEqual(['Thank you for your organizer!']);
      const tags = await db
        .select({ name: entityTags.name })
        .from(companyEntityTags)
        .innerJoin(entityTags, eq(entityTags.id, companyEntityTags.tagId))
        .where(eq(companyEntityTags.companyId, company.id));
      expect(tags).toEqual([{ name: 'Organizer received' }]);
    },
  };
}

/** A questionnaire's reminder to its three clients, killed after the second was told. */
export async function reminderScenario(t: TestApp, clockStart: Date): Promise<CrashScenario> {
  const db = t.deps.database.db;
  const firm = await buildFirm(db);
  await db.update(firms).set({ questionnaireReminderFrequency: 3 }).where(eq(firms.id, firm.id));
  const people: Awaited<ReturnType<typeof buildClient>>[] = [];
  for (let i = 0; i < 3; i++) people.push(await buildClient(db, firm, { email: `remind${i}-${firm.id}@example.test` }));
  const company = await buildCompany(db, firm, people[0]!);
  await db
    .insert(companyOwners)
    .values(people.slice(1).map((p) => ({ firmId: firm.id, companyId: company.id, userId: p.id })));
  const day = 24 * 3600_000;
  const due = new Date(clockStart.getTime() + 30 * day).toISOString().slice(0, 10);
  const questionnaireId = await makeQuestionnaire(
    db,
    firm.id,
    company.id,
    { dueDate: due },
    { sentAt: new Date(clockStart.getTime() - 10 * day) },
  );
  return {
    kind: 'reminder',
    queue: 'questionnaires.send-reminder',
    arm: 'questionnaire-clients.told@2',
    reached: 'failpoint questionnaire-clients.told',
    async check(db, dataDir) {
      const mails = (await readMail(dataDir)).filter((m) => m.to.endsWith(`-${firm.id}@example.test`));
      expect(mails.map((m) => m.to).sort()).toEqual(people.map((p) => p.email).sort());
      const notices = await db
        .select()
        .from(notifications)
        .where(
          and(
            inArray(
              notifications.userId,
              people.map((p) => p.id),
            ),
            eq(notifications.typeId, NOTIFICATION_TYPES.questionnaire),
          ),
        );
      expect(notices).toHaveLength(3);
      const logged = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(activityLogs)
        .where(
          and(eq(activityLogs.questionnaireId, questionnaireId), eq(activityLogs.title, 'Questionnaire reminder sent')),
        );
      expect(logged[0]!.n).toBe(1);
    },
  };
}
