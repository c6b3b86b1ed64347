import { Readable } from 'node:stream';
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { documents } from '../../db/schema/index.ts';
import type { FileStorage } from '../../platform/storage/file-storage.ts';
import { removeLeftovers } from '../../platform/storage/pending-files.ts';
import { freeName, receiveInto, RecordSuperseded } from './upload.service.ts';

export interface RecordFile {
  firmId: number;
  companyId: number;
  /** Who it is filed for; null for what the portal makes itself (a sealed form, a DRAFT copy). */
  uploaderId: number | null;
  folder: string;
  filename: string;
  mimetype: string;
  /** The bytes, or a stream of them (a file copied from storage). */
  content: Buffer | Readable;
}

export type RecordDocument = typeof documents.$inferSelect;

/**
 * A record a background job files, once however often the job runs (issue 36 §1): `owner` names the job's work (one
 * per record: 'seal:signature-request:12'), so a run after a crash first removes the bytes an earlier run stored and
 * never recorded; `within` is the job's own change, made in the transaction that records the document. It throws
 * RecordSuperseded (recordedBefore) when another run made the record first: nothing is kept.
 */
export interface RecordOnce {
  owner: string;
  within?: (tx: Tx, document: RecordDocument) => Promise<void>;
}

export const recordedBefore = () => new RecordSuperseded();

/**
 * Files a document a feature keeps as a record (a sealed PDF, a DRAFT copy, a return filed in documents)
 * in an entity's folder, typed and checked like any upload and kept even beside one of the same name.
 * Throws when it cannot be stored.
 */
export async function storeRecordFile(deps: { db: Db; storage: FileStorage }, file: RecordFile): Promise<RecordStored>;
export async function storeRecordFile(
  deps: { db: Db; storage: FileStorage },
  file: RecordFile,
  once: RecordOnce,
): Promise<RecordStored | null>;
export async function storeRecordFile(deps: { db: Db; storage: FileStorage }, file: RecordFile, once?: RecordOnce) {
  if (once) await removeLeftovers(deps, once.owner);
  const stored = await receiveInto(
    deps,
    {
      firmId: file.firmId,
      companyId: file.companyId,
      uploaderId: file.uploaderId,
      folderOf: () => file.folder,
      keepDuplicates: true,
      record: once,
    },
    (async function* () {
      yield {
        type: 'file' as const,
        filename: file.filename,
        mimetype: file.mimetype,
        file: Buffer.isBuffer(file.content) ? Readable.from([file.content]) : file.content,
      };
    })(),
  ).catch((e: unknown) => {
    if (e instanceof RecordSuperseded) return null;
    throw e;
  });
  if (!stored) return null;
  if (!stored.document) throw new Error(stored.error ?? `${file.filename} could not be stored`);
  return stored.document;
}

type RecordStored = NonNullable<Awaited<ReturnType<typeof receiveInto>>['document']>;

/**
 * Takes back a record file that turned out not to be needed (another run filed the same record first): its
 * row and its bytes go, so no stray copy shows in the folder.
 */
export async function discardRecordFile(deps: { db: Db; storage: FileStorage }, firmId: number, documentId: number) {
  const [gone] = await deps.db
    .delete(documents)
    .where(and(eq(documents.id, documentId), eq(documents.firmId, firmId)))
    .returning({ storageKey: documents.storageKey });
  if (gone?.storageKey) await deps.storage.delete(gone.storageKey).catch(() => undefined);
}

/**
 * Renames a record file (a document the bulk upload processor filed, once staff corrected it) to the name wanted,
 * or the next free one in its folder ("W-2 (2).pdf").
 */
export async function renameRecordFile(db: Db, firmId: number, documentId: number, filename: string) {
  const [doc] = await db
    .select({ name: documents.name, companyId: documents.companyId, folderPath: documents.folderPath })
    .from(documents)
    .where(and(eq(documents.id, documentId), eq(documents.firmId, firmId)));
  if (!doc || doc.name === filename || doc.companyId === null) return;
  const name = await freeName(db, doc.companyId, doc.folderPath, filename);
  await db.update(documents).set({ name, updatedAt: new Date() }).where(eq(documents.id, documentId));
}
