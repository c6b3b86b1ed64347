import { AppError, priorYearDocumentFieldsSchema, priorYearFolder, type Actor } from '@portal/domain';
import type { Db } from '../../db/client.ts';
import type { FileStorage } from '../../platform/storage/file-storage.ts';
import { receiveInto, type UploadPart } from '../documents/index.ts';
import { visibleEntity } from '../entities/index.ts';
import { assertStaff } from '../questionnaires/index.ts';

/**
 * A prior-year document (last year's return or organizer) uploaded by staff beside the entity's rollover
 * items (spec 001 §4): the year field comes before the file ('missing year' without it) and files it in
 * that year's STAFF ONLY folder (spec 000 §6), checked before a byte is stored.
 */
export async function receivePriorYearDocument(
  deps: { db: Db; storage: FileStorage },
  actor: Actor,
  companyId: number,
  parts: AsyncIterable<UploadPart>,
) {
  assertStaff(actor);
  const { company } = await visibleEntity(deps.db, actor, { id: companyId });
  return receiveInto(
    deps,
    {
      firmId: company.firmId,
      companyId: company.id,
      uploaderId: actor.userId,
      folderOf: (fields) => {
        const parsed = priorYearDocumentFieldsSchema.safeParse(fields);
        if (!parsed.success) {
          const message = parsed.error.issues[0]!.message;
          throw new AppError('validation_failed', message, { year: message });
        }
        return priorYearFolder(parsed.data.year);
      },
    },
    parts,
  );
}
