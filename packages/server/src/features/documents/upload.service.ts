import { randomUUID } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import {
  ACTIVITY_TYPES,
  AppError,
  applyTagChange,
  documentMessages,
  documentTagNamesSchema,
  joinPath,
  NOTIFICATION_TYPES,
  notificationLinks,
  questionnaireMessages,
  type Actor,
} from '@portal/domain';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import { documents, users } from '../../db/schema/index.ts';
import { recordActivity } from '../../platform/audit/activity-log.ts';
import type { RealtimeHub } from '../../platform/realtime/realtime-hub.ts';
import type { FileStorage } from '../../platform/storage/file-storage.ts';
import { keepPendingFile, notePendingFile } from '../../platform/storage/pending-files.ts';
import { failpoint } from '../../platform/jobs/failpoint.ts';
import { entityStaffToNotify, notifyStaff } from '../notifications/index.ts';
import type { UploadPart } from '../../http/upload-part.ts';
import { assertMayTagDocuments, firmTagNames } from './document-tags.service.ts';
import { assertMayChange, documentScope, folderPathOf, type DocumentScope } from './document-access.ts';
import { ensureFolders, presentDocument } from './documents.repo.ts';
import { storeTypedFile } from './typed-file.ts';

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
};

/** The next free name in a folder: "W-2.pdf", then "W-2 (2).pdf", "W-2 (3).pdf"... */
export async function freeName(db: DbOrTx, companyId: number, folder: string, name: string): Promise<string> {
  const dot = name.lastIndexOf('.');
  const base = dot > 0 ? name.slice(0, dot) : name;
  const ext = dot > 0 ? name.slice(dot) : '';
  for (let n = 1; n < 1000; n++) {
    const candidate = n === 1 ? name : `${base} (${n})${ext}`;
    const [taken] = await db
      .select({ id: documents.id })
      .from(documents)
      .where(
        and(
          eq(documents.companyId, companyId),
          eq(documents.folderPath, folder),
          sql`lower(${documents.name}) = lower(${candidate})`,
          isNull(documents.deletedAt),
        ),
      )
      .limit(1);
    if (!taken) return candidate;
  }
  throw new AppError('conflict', documentMessages.fileExists);
}

/**
 * Upload one file into an entity's folder (spec 002 §5): the form fields first (path, name to rename
 * it, description), then the file. The type is read from the first bytes and must
 * match the name; the bytes stream to storage with their size and digest measured; a file with the
 * same name and size in the folder is a duplicate and is not kept twice.
 */
export async function receiveDocument(
  deps: { db: Db; storage: FileStorage; realtime: RealtimeHub; now: Date },
  actor: Actor,
  companyId: number,
  parts: AsyncIterable<UploadPart>,
) {
  const scope = await documentScope(deps.db, actor, { id: companyId });
  const result = await receiveInto(
    deps,
    {
      firmId: scope.company.firmId,
      companyId: scope.company.id,
      uploaderId: actor.userId,
      folderOf: (fields) => {
        const folder = folderPathOf(fields.path);
        assertMayChange(scope, folder);
        return folder;
      },
      tagsOf: async (fields) => {
        if (!fields.tags) return [];
        const names = documentTagNamesSchema.safeParse(parseJson(fields.tags));
        if (!names.success) {
          const message = names.error.issues[0]?.message ?? 'Invalid tags';
          throw new AppError('validation_failed', message, { tags: message });
        }
        if (names.data.length) await assertMayTagDocuments(deps.db, actor);
        return names.data;
      },
    },
    parts,
  );
  if (result.document && !actor.isAdvisor)
    await tellStaffOfUpload(deps, actor, scope.company, result.document.folder_path);
  return result;
}

/** A client's upload: the entity's staff get one notice per folder an hour, leading to that folder. */
async function tellStaffOfUpload(
  deps: { db: Db; realtime: RealtimeHub; now: Date },
  actor: Actor,
  company: DocumentScope['company'],
  folder: string,
) {
  const staff = await entityStaffToNotify(deps.db, company.firmId, company.id, NOTIFICATION_TYPES.document);
  if (!staff.length) return;
  const [client] = await deps.db
    .select({ fname: users.fname, lname: users.lname })
    .from(users)
    .where(eq(users.id, actor.userId));
  const clientName = client ? `${client.fname} ${client.lname}` : company.name;
  await notifyStaff(
    deps,
    staff,
    {
      firmId: company.firmId,
      typeId: NOTIFICATION_TYPES.document,
      text: `${clientName} uploaded documents to ${folder === '/' ? 'Documents' : folder.slice(1)} for ${company.name}`,
      clientName,
      link: notificationLinks.downloadFolder(company.hashId, folder),
    },
    { quietMs: 60 * 60_000, now: deps.now },
  );
}

/** Where an upload goes: the entity, who uploads (null for a visitor), and the folder, checked. */
export interface UploadTarget {
  firmId: number;
  companyId: number;
  uploaderId: number | null;
  folderOf: (fields: Record<string, string>) => string;
  /** Tags for the file from the `tags` field (a JSON array of names), checked before a byte is stored. */
  tagsOf?: (fields: Record<string, string>) => Promise<string[]>;
  /** Refuses a typed file before it is recorded (the answer is the 400 message), e.g. only unlocked PDFs. */
  accept?: (file: { type: string; passwordProtected: boolean }) => string | null;
  /**
   * A file a feature keeps as a record (a signature request, a tax return, a draft): stored even when the
   * folder holds one of the same name and size, under a free name, as each upload is its own record.
   */
  keepDuplicates?: boolean;
  /**
   * A record a background job files (issue 36 §1): its bytes are noted as pending under `owner` before they are
   * stored (platform/storage/pending-files.ts), and `within` runs in the transaction that records the document, so
   * the document and the job's own change (a status, evidence) commit together or not at all.
   */
  record?: { owner: string; within?: (tx: Tx, document: typeof documents.$inferSelect) => Promise<void> };
  /** An upload question's answer: duplicates are looked for in the whole questionnaire (spec 001 §5). */
  question?: {
    questionnaireId: number;
    questionId: number;
    selectedOption: (fields: Record<string, string>) => string | null;
  };
}

/**
 * Thrown inside a record's transaction (UploadTarget.record.within) when another run of the same job already made
 * the record: the document is not kept.
 */
export class RecordSuperseded extends Error {
  constructor() {
    super('Another run of the job recorded this first');
  }
}

/** One file into an entity's folder, the folder decided by the target from the form fields. */
export async function receiveInto(
  deps: { db: Db; storage: FileStorage },
  target: UploadTarget,
  parts: AsyncIterable<UploadPart>,
) {
  const fields: Record<string, string> = {};
  let result: Awaited<ReturnType<typeof store>> | null = null;
  for await (const part of parts) {
    if (part.type === 'field') {
      if (typeof part.value === 'string') fields[part.fieldname] = part.value;
      continue;
    }
    if (result) {
      part.file.resume();
      throw new AppError('validation_failed', 'Send one file per upload');
    }
    result = await store(part).catch((e) => {
      part.file.resume();
      throw e;
    });
  }
  if (!result)
    throw new AppError('validation_failed', documentMessages.uploadFailed, { file: documentMessages.uploadFailed });
  return result;

  async function store(part: Extract<UploadPart, { type: 'file' }>) {
    const folder = target.folderOf(fields);
    const tagNames = (await target.tagsOf?.(fields)) ?? [];
    const key = `firms/${target.firmId}/documents/${randomUUID()}`;
    if (target.record) await notePendingFile(deps.db, target.record.owner, key);
    const typed = await storeTypedFile(deps.storage, key, part.file, fields.name?.trim() || part.filename);
    if (!typed) return { document: null, is_duplicate: false, error: documentMessages.invalidFiles };
    const { name, type, stored } = typed;
    if (target.record) await failpoint(`stored ${target.record.owner}`);
    const refusal = target.accept?.({ type, passwordProtected: typed.passwordProtected });
    if (refusal) {
      await deps.storage.delete(key);
      throw new AppError('validation_failed', refusal, { file: refusal });
    }
    const saved = await deps.db
      .transaction(async (tx) => {
        if (
          (await ensureFolders(
            tx,
            { firmId: target.firmId, companyId: target.companyId, userId: target.uploaderId },
            folder,
          )) !== 'ok'
        ) {
          throw new AppError('conflict', documentMessages.fileExists);
        }
        const [duplicate] = target.keepDuplicates
          ? []
          : await tx
              .select({ id: documents.id })
              .from(documents)
              .where(
                and(
                  eq(documents.companyId, target.companyId),
                  target.question
                    ? eq(documents.questionnaireId, target.question.questionnaireId)
                    : eq(documents.folderPath, folder),
                  eq(documents.kind, 'file'),
                  sql`lower(${documents.name}) = lower(${name})`,
                  eq(documents.size, stored.size),
                  isNull(documents.deletedAt),
                ),
              )
              .limit(1);
        if (duplicate) return null;
        const tags = tagNames.length
          ? applyTagChange([], { add: await firmTagNames(tx, target.firmId, tagNames) })
          : [];
        const [doc] = await tx
          .insert(documents)
          .values({
            firmId: target.firmId,
            companyId: target.companyId,
            kind: 'file',
            folderPath: folder,
            name: await freeName(tx, target.companyId, folder, name),
            storageKey: key,
            size: stored.size,
            sha256: stored.sha256,
            fileType: type,
            passwordProtected: typed.passwordProtected,
            description: fields.description?.trim().slice(0, 2000) || null,
            tags,
            uploadedById: target.uploaderId,
            ...(target.question
              ? {
                  questionnaireId: target.question.questionnaireId,
                  questionId: target.question.questionId,
                  selectedOption: target.question.selectedOption(fields),
                }
              : {}),
          })
          .returning();
        await recordActivity(tx, {
          firmId: target.firmId,
          typeId: ACTIVITY_TYPES.document_related,
          title: 'Document uploaded',
          description: joinPath(folder, doc!.name),
          companyId: target.companyId,
          actorUserId: target.uploaderId,
        });
        if (target.record) {
          if (!(await keepPendingFile(tx, key))) throw new RecordSuperseded();
          await target.record.within?.(tx, doc!);
        }
        return doc!;
      })
      .catch(async (e: unknown) => {
        // Nothing was recorded, so the stored bytes would belong to no one.
        await deps.storage.delete(key).catch(() => undefined);
        if (target.record) await keepPendingFile(deps.db, key).catch(() => undefined);
        throw e;
      });
    if (!saved) {
      await deps.storage.delete(key);
      const message = target.question ? questionnaireMessages.duplicate(name) : documentMessages.duplicate(name);
      return { document: null, is_duplicate: true, error: message };
    }
    return { document: presentDocument(saved, null), is_duplicate: false, error: null };
  }
}
