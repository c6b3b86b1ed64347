import { randomUUID } from 'node:crypto';
import { and, desc, eq, inArray } from 'drizzle-orm';
import {
  ACTIVITY_TYPES,
  AppError,
  assertCan,
  cleanFileName,
  importFileFieldsSchema,
  importMessages,
  importUploadedMessage,
  MAX_UPLOAD_BYTES,
  type Actor,
  type ImportFile,
  type ImportFileFields,
} from '@portal/domain';
import type { Db, DbOrTx } from '../../db/client.ts';
import { importFiles, users } from '../../db/schema/index.ts';
import type { FileStorage, StoredObject } from '../../platform/storage/file-storage.ts';
import { recordActivity } from '../../platform/audit/activity-log.ts';
import { assertAssignableAdvisor } from '../firm/index.ts';
import type { UploadPart } from '../../http/upload-part.ts';

interface Received extends StoredObject {
  fileName: string;
}

async function checkedFields(db: DbOrTx, actor: Actor, raw: Record<string, string>): Promise<ImportFileFields> {
  const parsed = importFileFieldsSchema.safeParse(raw);
  if (!parsed.success) {
    const fields = Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), i.message]));
    throw new AppError('validation_failed', parsed.error.issues[0]!.message, fields);
  }
  const assignee = parsed.data.assignedFirmUserId;
  if (assignee !== undefined) {
    await assertAssignableAdvisor(db, actor.firmId, assignee, actor.firmAccess === 'group' ? actor.groupId : null);
  }
  return parsed.data;
}

/**
 * Upload an import file (spec 002 §7): the form fields come first and are checked before any byte is
 * stored; each file then streams to storage. If any file fails, the ones already stored are removed,
 * so an upload is kept whole or not at all.
 */
export async function receiveImportFiles(
  deps: { db: Db; storage: FileStorage },
  actor: Actor,
  parts: AsyncIterable<UploadPart>,
) {
  assertCan(actor, 'staff.any');
  const raw: Record<string, string> = {};
  let fields: ImportFileFields | null = null;
  const received: Received[] = [];
  try {
    for await (const part of parts) {
      if (part.type === 'field') {
        if (!fields && typeof part.value === 'string') raw[part.fieldname] = part.value;
        continue;
      }
      if (!fields) {
        try {
          fields = await checkedFields(deps.db, actor, raw);
        } catch (e) {
          part.file.resume();
          throw e;
        }
      }
      const key = `firms/${actor.firmId}/imports/${randomUUID()}`;
      const stored = await deps.storage.put(key, part.file, { maxBytes: MAX_UPLOAD_BYTES, contentType: part.mimetype });
      received.push({ ...stored, fileName: cleanFileName(part.filename) });
    }
    if (!fields || received.length === 0) {
      await checkedFields(deps.db, actor, raw);
      throw new AppError('validation_failed', importMessages.filesRequired, { file: importMessages.filesRequired });
    }
    const { documentType, assignedFirmUserId, listType, documentName, taxSoftware, year, comment } = fields;
    const rows = await deps.db.transaction(async (tx) => {
      const inserted = await tx
        .insert(importFiles)
        .values(
          received.map((r) => ({
            firmId: actor.firmId,
            createdById: actor.userId,
            documentType,
            fileName: r.fileName,
            storageKey: r.key,
            size: r.size,
            sha256: r.sha256,
            assignedFirmUserId,
            listType,
            documentName,
            taxSoftware,
            year,
            comment,
          })),
        )
        .returning({ id: importFiles.id });
      await recordActivity(tx, {
        firmId: actor.firmId,
        typeId: ACTIVITY_TYPES.detail_change,
        title: 'Import file uploaded',
        description: received.map((r) => r.fileName).join(', '),
        actorUserId: actor.userId,
      });
      return inserted;
    });
    return {
      files: await listImportFiles(
        deps.db,
        actor,
        rows.map((r) => r.id),
      ),
      message: importUploadedMessage(documentType),
    };
  } catch (e) {
    await Promise.all(received.map((r) => deps.storage.delete(r.key).catch(() => undefined)));
    throw e;
  }
}

/** The firm's uploaded import files, newest first (the latest 50, or the given ids). */
export async function listImportFiles(db: DbOrTx, actor: Actor, ids?: number[]): Promise<ImportFile[]> {
  assertCan(actor, 'staff.any');
  const rows = await db
    .select({ file: importFiles, fname: users.fname, lname: users.lname })
    .from(importFiles)
    .leftJoin(users, eq(users.id, importFiles.createdById))
    .where(and(eq(importFiles.firmId, actor.firmId), ids ? inArray(importFiles.id, ids) : undefined))
    .orderBy(desc(importFiles.createdAt), desc(importFiles.id))
    .limit(50);
  return rows.map(({ file: f, fname, lname }) => ({
    id: f.id,
    document_type: f.documentType,
    file_name: f.fileName,
    size: f.size,
    list_type: f.listType,
    document_name: f.documentName,
    tax_software: f.taxSoftware,
    year: f.year,
    comment: f.comment,
    uploaded_by: fname ? `${fname} ${lname}` : null,
    created_at: f.createdAt.toISOString(),
  }));
}

/** An uploaded import file of the caller's firm, for download; another firm's id is 404. */
export async function findImportFile(db: DbOrTx, actor: Actor, id: number) {
  assertCan(actor, 'staff.any');
  const [file] = await db
    .select()
    .from(importFiles)
    .where(and(eq(importFiles.firmId, actor.firmId), eq(importFiles.id, id)))
    .limit(1);
  if (!file) throw new AppError('not_found', 'File not found');
  return file;
}
