import type { z } from 'zod';
import { AppError, type Actor } from '@portal/domain';
import type { Db } from '../../db/client.ts';
import type { FileStorage } from '../../platform/storage/file-storage.ts';
import type { UploadPart } from '../../http/upload-part.ts';
import { documentScope } from './document-access.ts';
import { receiveInto } from './upload.service.ts';

export interface PdfFormMessages {
  entityRequired: string;
  fileRequired: string;
  notPdf: string;
  locked: string;
}

/**
 * A form with exactly one entity (`company_id`) and one PDF (signature requests, tax returns): the fields
 * come first and are checked, and the entity found, before a byte of the file is stored; the file must be
 * a PDF by its first bytes and not password-protected. It goes into the entity's `folder`. Every refusal is
 * a 400 on its field.
 */
export async function receivePdfForm<S extends z.ZodType<{ company_id: number }>>(
  deps: { db: Db; storage: FileStorage },
  actor: Actor,
  parts: AsyncIterable<UploadPart>,
  opts: { schema: S; folder: string; messages: PdfFormMessages },
) {
  const { messages } = opts;
  const iterator = parts[Symbol.asyncIterator]();
  const fields: Record<string, string> = {};
  let companyIds = 0;
  let file: Extract<UploadPart, { type: 'file' }> | null = null;
  for (let next = await iterator.next(); !next.done; next = await iterator.next()) {
    const part = next.value;
    if (part.type === 'file') {
      file = part;
      break;
    }
    if (typeof part.value !== 'string') continue;
    if (part.fieldname === 'company_id') companyIds += 1;
    fields[part.fieldname] = part.value;
  }
  const refuse = (field: string, message: string) => {
    file?.file.resume();
    return new AppError('validation_failed', message, { [field]: message });
  };
  if (companyIds !== 1) throw refuse('company_id', messages.entityRequired);
  const parsed = opts.schema.safeParse(fields);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw refuse(issue.path.join('.'), issue.message);
  }
  if (!file) throw refuse('file', messages.fileRequired);
  const input = parsed.data as z.output<S>;
  const scope = await documentScope(deps.db, actor, { id: input.company_id }).catch((e: unknown) => {
    file!.file.resume();
    throw e;
  });
  const rest = (async function* () {
    yield file!;
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield next.value;
  })();
  const result = await receiveInto(
    deps,
    {
      firmId: actor.firmId,
      companyId: scope.company.id,
      uploaderId: actor.userId,
      folderOf: () => opts.folder,
      keepDuplicates: true,
      accept: (typed) => (typed.type !== 'pdf' ? messages.notPdf : typed.passwordProtected ? messages.locked : null),
    },
    rest,
  );
  if (!result.document) {
    const message = result.error ?? messages.fileRequired;
    throw new AppError('validation_failed', message, { file: message });
  }
  return { input, document: result.document, company: scope.company };
}
