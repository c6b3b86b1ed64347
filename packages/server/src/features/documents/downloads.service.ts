import { once } from 'node:events';
import { PassThrough } from 'node:stream';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { ZipArchive } from 'archiver';
import {
  AppError,
  documentMessages,
  fileTypeMime,
  isStaffOnlyPath,
  MAX_FOLDER_DOWNLOAD_BYTES,
  type AcceptedFileType,
  type Actor,
} from '@portal/domain';
import type { Db } from '../../db/client.ts';
import { documents, downloadTokens, users } from '../../db/schema/index.ts';
import { HeicConversionError } from '../../platform/images/heic-to-jpeg.ts';
import { heicJpegPreview } from '../../platform/images/heic-preview.ts';
import type { FileStorage } from '../../platform/storage/file-storage.ts';
import { hashToken, newToken } from '../sessions/index.ts';
import { actorOf } from '../users/index.ts';
import { assertVisiblePath, documentNotFound, documentScope, folderPathOf } from './document-access.ts';
import { findByPath, findDocument, inFolderTree, pathOf } from './documents.repo.ts';

/** Links live 10 minutes: long enough to open or preview, short enough that a shared link soon dies. */
const LINK_TTL_MS = 10 * 60 * 1000;

async function issue(
  db: Db,
  actor: Actor,
  companyId: number,
  target: { documentId?: number; folderPath?: string; grantedByFeature?: boolean },
  now: Date,
) {
  const token = newToken();
  const expiresAt = new Date(now.getTime() + LINK_TTL_MS);
  await db.insert(downloadTokens).values({
    tokenHash: hashToken(token),
    firmId: actor.firmId,
    userId: actor.userId,
    companyId,
    documentId: target.documentId ?? null,
    folderPath: target.folderPath ?? null,
    grantedByFeature: target.grantedByFeature ?? false,
    expiresAt,
  });
  return { token, expires_at: expiresAt.toISOString() };
}

/** A short-lived link to one file the caller may see (for download, preview and pdf.js). */
export async function documentLink(db: Db, actor: Actor, id: number, now: Date) {
  const doc = await findDocument(db, actor.firmId, id);
  if (!doc || doc.kind !== 'file' || doc.deletedAt) throw documentNotFound();
  const scope = await documentScope(db, actor, { id: doc.companyId });
  assertVisiblePath(scope, pathOf(doc));
  const { token, expires_at } = await issue(db, actor, doc.companyId, { documentId: doc.id }, now);
  return { url: `/api/documents/download?token=${token}`, expires_at };
}

/**
 * A short-lived link to a file whose access the calling feature checked under its own rules (a client's tax
 * return sits in a folder clients do not browse). Only a live file of the caller's firm.
 */
export async function grantedDocumentLink(db: Db, actor: Actor, id: number, now: Date) {
  const doc = await findDocument(db, actor.firmId, id);
  if (!doc || doc.kind !== 'file' || doc.deletedAt) throw documentNotFound();
  const { token, expires_at } = await issue(
    db,
    actor,
    doc.companyId,
    { documentId: doc.id, grantedByFeature: true },
    now,
  );
  return { url: `/api/documents/download?token=${token}`, expires_at };
}

/** A short-lived link to a folder as a zip. */
export async function folderLink(db: Db, actor: Actor, companyId: number, rawPath: string, now: Date) {
  const scope = await documentScope(db, actor, { id: companyId });
  const path = folderPathOf(rawPath);
  assertVisiblePath(scope, path);
  if (path !== '/' && (await findByPath(db, companyId, path))?.kind !== 'folder') throw documentNotFound();
  const { token, expires_at } = await issue(db, actor, companyId, { folderPath: path }, now);
  return { url: `/api/documents/download_folder?token=${token}`, expires_at };
}

/**
 * The link's owner and target, checked again now: an expired or unknown token asks for a refresh, and
 * a user who lost access since the link was made gets nothing.
 */
async function redeemToken(db: Db, token: string | undefined, now: Date) {
  if (!token) throw new AppError('unauthorized', documentMessages.refreshPage);
  const [row] = await db
    .select()
    .from(downloadTokens)
    .where(and(eq(downloadTokens.tokenHash, hashToken(token)), gt(downloadTokens.expiresAt, now)))
    .limit(1);
  if (!row) throw new AppError('unauthorized', documentMessages.refreshPage);
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, row.userId), isNull(users.deletedAt)));
  if (!user || (!user.isAdvisor && !user.paying)) throw new AppError('unauthorized', documentMessages.refreshPage);
  return { row, actor: actorOf(user) };
}

/** A link's owner, and what they may see of the link's entity now. */
async function redeem(db: Db, token: string | undefined, now: Date) {
  const { row, actor } = await redeemToken(db, token, now);
  return { row, scope: await documentScope(db, actor, { id: row.companyId }) };
}

/**
 * The file a link points at, checked again now: still a live file, in the link's entity, visible to its owner
 * (or, for a link a feature granted, of the link's firm and entity, its owner still active).
 */
async function redeemFile(db: Db, token: string | undefined, now: Date) {
  const { row, actor } = await redeemToken(db, token, now);
  const doc = row.documentId ? await findDocument(db, actor.firmId, row.documentId) : undefined;
  // The file must still be in the entity the link was made for (it may have been moved since).
  if (!doc || doc.companyId !== row.companyId || doc.deletedAt || doc.kind !== 'file' || !doc.storageKey) {
    throw documentNotFound();
  }
  if (!row.grantedByFeature) assertVisiblePath(await documentScope(db, actor, { id: row.companyId }), pathOf(doc));
  return { ...doc, storageKey: doc.storageKey };
}

/** GET /api/documents/download?token=: the file, inline (for preview) or as an attachment. */
export async function openDownload(deps: { db: Db; storage: FileStorage }, token: string | undefined, now: Date) {
  const doc = await redeemFile(deps.db, token, now);
  return {
    name: doc.name,
    size: doc.size ?? 0,
    contentType: fileTypeMime[doc.fileType as AcceptedFileType] ?? 'application/octet-stream',
    body: await deps.storage.get(doc.storageKey),
  };
}

/**
 * GET /api/documents/download?token=&as=jpeg: a HEIC photo as a JPEG every browser can show (spec 002
 * §2), converted on the server once and kept by content. A photo that cannot be converted (corrupt, too
 * large) answers 422 with the preview's "not supported" text, so the viewer can say so; 503 when too
 * many conversions are already waiting.
 */
export async function openJpegPreview(deps: { db: Db; storage: FileStorage }, token: string | undefined, now: Date) {
  const doc = await redeemFile(deps.db, token, now);
  if (doc.fileType !== 'heic') throw new AppError('bad_request', 'Only HEIC images have a JPEG rendering');
  const jpeg = await heicJpegPreview(deps.storage, doc).catch((err: unknown) => {
    if (!(err instanceof HeicConversionError)) throw err;
    throw err.reason === 'busy' ? new AppError('unavailable', documentMessages.previewsBusy) : notConvertible();
  });
  return { name: `${doc.name.replace(/\.[^.]*$/, '')}.jpg`, contentType: 'image/jpeg', ...jpeg };
}

const notConvertible = () => new AppError('unprocessable', documentMessages.notSupported);

/**
 * GET /api/documents/download_folder?token=: the folder as a zip, made while it streams out. Past
 * 150 MB in total it is refused with 503 before any byte is sent (spec 002 §8).
 */
export async function openFolderZip(deps: { db: Db; storage: FileStorage }, token: string | undefined, now: Date) {
  const { row, scope } = await redeem(deps.db, token, now);
  const folder = row.folderPath ?? '/';
  const files = (
    await deps.db
      .select()
      .from(documents)
      .where(and(inFolderTree(scope.company.id, folder), eq(documents.kind, 'file'), isNull(documents.deletedAt)))
  ).filter((d) => scope.actor.isAdvisor || !isStaffOnlyPath(pathOf(d)));
  const total = files.reduce((sum, f) => sum + (f.size ?? 0), 0);
  if (total > MAX_FOLDER_DOWNLOAD_BYTES) throw new AppError('unavailable', documentMessages.folderTooLarge);
  const zip = new ZipArchive({ zlib: { level: 6 } });
  const out = new PassThrough();
  zip.on('error', (err: Error) => out.destroy(err));
  zip.pipe(out);
  const prefix = folder === '/' ? '' : folder;
  void zipFiles(
    zip,
    out,
    files
      .filter((f) => f.storageKey)
      .map((f) => ({ key: f.storageKey!, name: pathOf(f).slice(prefix.length + 1), date: f.createdAt })),
    deps.storage,
  );
  const name = folder === '/' ? scope.company.name : folder.slice(folder.lastIndexOf('/') + 1);
  return { name: `${name}.zip`, body: out };
}

/**
 * Feeds files into a zip one at a time (each storage stream is opened only when the previous entry is
 * written), and stops reading when the download is abandoned.
 */
export async function zipFiles(
  zip: ZipArchive,
  out: PassThrough,
  files: { key: string; name: string; date: Date }[],
  storage: FileStorage,
) {
  let abandoned = false;
  out.on('close', () => {
    abandoned = true;
    zip.abort();
  });
  try {
    for (const f of files) {
      if (abandoned) return;
      const entryWritten = once(zip, 'entry');
      zip.append(await storage.get(f.key), { name: f.name, date: f.date });
      await entryWritten;
    }
    await zip.finalize();
  } catch (err) {
    out.destroy(err as Error);
  }
}
