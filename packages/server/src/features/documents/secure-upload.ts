import { and, eq, gt } from 'drizzle-orm';
import { AppError, assertCan, isStaffOnlyPath, type Actor } from '@portal/domain';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { companies, firms, secureUploadLinks } from '../../db/schema/index.ts';
import type { FileStorage } from '../../platform/storage/file-storage.ts';
import { hashToken, newToken } from '../sessions/index.ts';
import type { UploadPart } from '../../http/upload-part.ts';
import { assertMayChange, documentScope, folderPathOf } from './document-access.ts';
import { receiveInto } from './upload.service.ts';

/** A secure upload link works for 7 days (spec 002). */
export const SECURE_UPLOAD_TTL_MS = 7 * 24 * 60 * 60 * 1000;
export const SECURE_UPLOAD_EXPIRED =
  'This upload link has expired or is not valid. Please ask your firm for a new one.';

/** A link's token, kept only as its hash, for one folder of an entity until `ttlMs` from now. */
async function issueLink(db: Db, actor: Actor, companyId: number, folder: string, now: Date, ttlMs: number) {
  const token = newToken();
  const expiresAt = new Date(now.getTime() + ttlMs);
  await db.insert(secureUploadLinks).values({
    firmId: actor.firmId,
    companyId,
    folderPath: folder,
    tokenHash: hashToken(token),
    createdById: actor.userId,
    expiresAt,
  });
  return { token, expiresAt };
}

/** Staff make a link that lets its holder upload into one folder of an entity (never a STAFF ONLY one). */
export async function createSecureUploadLink(
  deps: { db: Db; config: Config },
  actor: Actor,
  companyId: number,
  rawPath: string,
  now: Date,
) {
  assertCan(actor, 'staff.any');
  const scope = await documentScope(deps.db, actor, { id: companyId });
  const folder = folderPathOf(rawPath);
  if (isStaffOnlyPath(folder)) {
    throw new AppError('validation_failed', 'Clients cannot upload into a STAFF ONLY folder', {
      path: 'Clients cannot upload into a STAFF ONLY folder',
    });
  }
  const { token, expiresAt } = await issueLink(deps.db, actor, scope.company.id, folder, now, SECURE_UPLOAD_TTL_MS);
  return { url: `${deps.config.publicUrl}/secure-upload?token=${token}`, expires_at: expiresAt.toISOString() };
}

async function liveLink(db: Db, token: string, now: Date) {
  const [row] = await db
    .select({ link: secureUploadLinks, entity: companies.name, firm: firms.name, deletedAt: companies.deletedAt })
    .from(secureUploadLinks)
    .innerJoin(companies, eq(companies.id, secureUploadLinks.companyId))
    .innerJoin(firms, eq(firms.id, secureUploadLinks.firmId))
    .where(and(eq(secureUploadLinks.tokenHash, hashToken(token)), gt(secureUploadLinks.expiresAt, now)));
  if (!row || row.deletedAt) throw new AppError('not_found', SECURE_UPLOAD_EXPIRED);
  return row;
}

/** The public page's view: whose files go where, and until when. */
export async function secureUploadInfo(db: Db, token: string, now: Date) {
  const { link, entity, firm } = await liveLink(db, token, now);
  return { firm_name: firm, entity_name: entity, folder: link.folderPath, expires_at: link.expiresAt.toISOString() };
}

/** One file from the link's holder, into the link's folder (the path field is ignored). */
export async function receiveSecureUpload(
  deps: { db: Db; storage: FileStorage },
  token: string,
  parts: AsyncIterable<UploadPart>,
  now: Date,
) {
  const { link } = await liveLink(deps.db, token, now);
  return receiveInto(
    deps,
    { firmId: link.firmId, companyId: link.companyId, uploaderId: null, folderOf: () => link.folderPath },
    parts,
  );
}

/** A temporary upload link works for 15 minutes: long enough to upload what was just chosen. */
export const TEMPORARY_UPLOAD_TTL_MS = 15 * 60 * 1000;

/**
 * get_temporary_upload_link (spec 001 §7 "GET get_temporary_upload_link, upload, then POST process_document"): a
 * short-lived address the caller's browser posts a file to (multipart, as the secure upload page does) without
 * its session token, into a folder the caller may change; the answer's document then goes to process_document.
 */
export async function createTemporaryUploadLink(
  deps: { db: Db; config: Config },
  actor: Actor,
  companyId: number,
  rawPath: string,
  now: Date,
) {
  const scope = await documentScope(deps.db, actor, { id: companyId });
  const folder = folderPathOf(rawPath);
  assertMayChange(scope, folder);
  const { token, expiresAt } = await issueLink(deps.db, actor, scope.company.id, folder, now, TEMPORARY_UPLOAD_TTL_MS);
  return {
    url: `${deps.config.publicUrl}/api/public/secure_upload/${token}/files`,
    path: folder,
    expires_at: expiresAt.toISOString(),
  };
}
