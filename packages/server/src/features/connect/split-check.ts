import { AppError, type Actor, type SplitCheck } from '@portal/domain';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { extractedDocuments } from '../../db/schema/index.ts';
import { assertVisiblePath, documentScope, findByPath, folderPathOf } from '../documents/index.ts';

/**
 * Split check (spec 001 §7: companyId, path; answers document.parent_document_id): whether a file of an entity
 * the caller sees is a part the bulk upload processor cut from a bigger upload, and which. For anyone who sees
 * the file, staff or client (what the caller may not see is not found); with the processor off nothing was cut,
 * so the answer is null.
 */
export async function splitCheck(db: DbOrTx, actor: Actor, companyId: number, path: string): Promise<SplitCheck> {
  const scope = await documentScope(db, actor, { id: companyId });
  const filePath = folderPathOf(path);
  assertVisiblePath(scope, filePath);
  const file = await findByPath(db, scope.company.id, filePath);
  if (!file || file.kind !== 'file') throw new AppError('not_found', 'Document not found');
  const [part] = await db
    .select({ parent: extractedDocuments.sourceDocumentId })
    .from(extractedDocuments)
    .where(
      and(
        eq(extractedDocuments.firmId, actor.firmId),
        eq(extractedDocuments.documentId, file.id),
        isNotNull(extractedDocuments.parentId),
      ),
    )
    .limit(1);
  return { document: { id: file.id, parent_document_id: part?.parent ?? null } };
}
