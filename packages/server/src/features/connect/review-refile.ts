import { buffer } from 'node:stream/consumers';
import type { Db } from '../../db/client.ts';
import type { FileStorage } from '../../platform/storage/file-storage.ts';
import { discardRecordFile, findDocument, storeRecordFile } from '../documents/index.ts';

type Deps = { db: Db; storage: FileStorage };

export const fileNameOf = (name: string) => `${name.replace(/[\\/:*?"<>|]+/g, ' ').trim() || 'Document'}.pdf`;

/** The bytes of a stored document of the firm; throws when it is gone. */
export async function documentBytes(deps: Deps, firmId: number, documentId: number | null): Promise<Uint8Array> {
  const doc = documentId ? await findDocument(deps.db, firmId, documentId) : undefined;
  if (!doc?.storageKey) throw new Error('The file is gone');
  return new Uint8Array(await buffer(await deps.storage.get(doc.storageKey)));
}

/**
 * Files one cut document under its (new) name in the upload's folder. The caller swaps it in and then discards
 * the file it replaces, so a failure half-way leaves the old file in place: nothing is lost.
 */
export async function fileCut(
  deps: Deps,
  target: { firmId: number; companyId: number; uploaderId: number | null; folder: string },
  name: string,
  pdf: Uint8Array,
): Promise<number> {
  const stored = await storeRecordFile(deps, {
    ...target,
    filename: fileNameOf(name),
    mimetype: 'application/pdf',
    content: Buffer.from(pdf),
  });
  return stored.id;
}

export async function discardAll(deps: Deps, firmId: number, ids: readonly (number | null)[]) {
  for (const id of ids) if (id) await discardRecordFile(deps, firmId, id).catch(() => undefined);
}
