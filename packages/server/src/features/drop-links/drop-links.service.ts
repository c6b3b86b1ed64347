import { randomUUID } from 'node:crypto';
import { PassThrough } from 'node:stream';
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { ZipArchive } from 'archiver';
import {
  AppError,
  assertCan,
  documentMessages,
  dropLinkMessages,
  dropLinkVisitorSchema,
  fileTypeMime,
  MAX_UPLOAD_FILES,
  NOTIFICATION_TYPES,
  notificationLinks,
  readFirmPreferences,
  type AcceptedFileType,
  type Actor,
  type DropLink,
  type DropLinkInput,
  type DropLinkUpload,
} from '@portal/domain';
import type { Db, DbOrTx } from '../../db/client.ts';
import {
  dropLinkFiles,
  dropLinks,
  dropLinkUnseen,
  dropLinkUploads,
  firms,
  notifications,
  users,
} from '../../db/schema/index.ts';
import { userChannel, type RealtimeHub } from '../../platform/realtime/realtime-hub.ts';
import type { FileStorage } from '../../platform/storage/file-storage.ts';
import { newToken } from '../sessions/index.ts';
import type { UploadPart } from '../../http/upload-part.ts';
import { storeTypedFile, zipFiles } from '../documents/index.ts';

const notFound = () => new AppError('not_found', 'Drop link not found');
const invalid = (field: string, message: string) => new AppError('validation_failed', message, { [field]: message });

/** Drop links are for partners, admins and full users, when the firm has them on (spec 002 §6). */
async function assertManager(db: DbOrTx, actor: Actor) {
  assertCan(actor, 'drop_links.manage');
  const [firm] = await db.select({ preferences: firms.preferences }).from(firms).where(eq(firms.id, actor.firmId));
  if (!readFirmPreferences(firm?.preferences).drop_link_enabled)
    throw new AppError('forbidden', dropLinkMessages.disabled);
}

async function assertSubscribers(db: DbOrTx, actor: Actor, ids: number[]) {
  const staff = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(eq(users.firmId, actor.firmId), inArray(users.id, ids), eq(users.isAdvisor, true), isNull(users.deletedAt)),
    );
  if (staff.length !== new Set(ids).size) throw invalid('subscribedUserIds', dropLinkMessages.usersRequired);
}

async function assertFreeName(db: DbOrTx, actor: Actor, name: string, exceptId?: number) {
  const [taken] = await db
    .select({ id: dropLinks.id })
    .from(dropLinks)
    .where(
      and(
        eq(dropLinks.firmId, actor.firmId),
        sql`lower(${dropLinks.name}) = lower(${name})`,
        isNull(dropLinks.deletedAt),
        exceptId ? sql`${dropLinks.id} <> ${exceptId}` : undefined,
      ),
    )
    .limit(1);
  if (taken) throw new AppError('conflict', dropLinkMessages.nameExists, { name: dropLinkMessages.nameExists });
}

async function ownLink(db: DbOrTx, actor: Actor, id: number) {
  await assertManager(db, actor);
  const [link] = await db
    .select()
    .from(dropLinks)
    .where(and(eq(dropLinks.firmId, actor.firmId), eq(dropLinks.id, id), isNull(dropLinks.deletedAt)));
  if (!link) throw notFound();
  return link;
}

const linkId = sql.raw('"drop_links"."id"');

/** The firm's drop links with their upload counts and the caller's unseen count. */
export async function listDropLinks(db: DbOrTx, actor: Actor): Promise<DropLink[]> {
  await assertManager(db, actor);
  const rows = await db
    .select({
      link: dropLinks,
      // Drizzle writes a column of a one-table select unqualified ("id"), which inside these subqueries would be the
      // upload's own id: the outer link is named in full.
      uploads: sql<number>`(select cast(count(*) as integer) from drop_link_uploads u where u.drop_link_id = ${linkId})`,
      // Per firm user, their unseen uploads of this link (spec 002 §3 unseen_user_ids_mapped).
      unseenByUser: sql<Record<string, number> | null>`(select json_object_agg(x.user_id, x.n) from (
        select s.user_id, cast(count(*) as integer) as n from drop_link_unseen s join drop_link_uploads u on u.id = s.upload_id
        where u.drop_link_id = ${linkId} group by s.user_id order by s.user_id) x)`,
    })
    .from(dropLinks)
    .where(and(eq(dropLinks.firmId, actor.firmId), isNull(dropLinks.deletedAt)))
    .orderBy(sql`lower(${dropLinks.name})`);
  return rows.map(({ link, uploads, unseenByUser }) => {
    const mapped = unseenByUser ?? {};
    return {
      id: link.id,
      name: link.name,
      token: link.token,
      custom_instruction: link.customInstruction,
      hide_sign_in_button: link.hideSignInButton,
      subscribed_user_ids: link.subscribedUserIds,
      unseen_user_ids: Object.keys(mapped).map(Number),
      unseen_user_ids_mapped: mapped,
      unseen_count: mapped[String(actor.userId)] ?? 0,
      upload_count: uploads,
      created_at: link.createdAt.toISOString(),
    };
  });
}

export async function createDropLink(db: Db, actor: Actor, input: DropLinkInput) {
  await assertManager(db, actor);
  await assertSubscribers(db, actor, input.subscribedUserIds);
  await assertFreeName(db, actor, input.name);
  const [link] = await db
    .insert(dropLinks)
    .values({
      firmId: actor.firmId,
      name: input.name,
      token: newToken(),
      customInstruction: input.customInstruction,
      hideSignInButton: input.hideSignInButton,
      subscribedUserIds: [...new Set(input.subscribedUserIds)],
      createdById: actor.userId,
    })
    .returning();
  return (await listDropLinks(db, actor)).find((l) => l.id === link!.id)!;
}

export async function updateDropLink(db: Db, actor: Actor, id: number, input: DropLinkInput) {
  await ownLink(db, actor, id);
  await assertSubscribers(db, actor, input.subscribedUserIds);
  await assertFreeName(db, actor, input.name, id);
  await db
    .update(dropLinks)
    .set({
      name: input.name,
      customInstruction: input.customInstruction,
      hideSignInButton: input.hideSignInButton,
      subscribedUserIds: [...new Set(input.subscribedUserIds)],
    })
    .where(eq(dropLinks.id, id));
  return (await listDropLinks(db, actor)).find((l) => l.id === id)!;
}

/** Delete a drop link: its public address stops working at once; its uploads stay until deleted. */
export async function deleteDropLink(db: Db, actor: Actor, id: number) {
  await ownLink(db, actor, id);
  await db.update(dropLinks).set({ deletedAt: new Date() }).where(eq(dropLinks.id, id));
}

export async function listUploads(db: DbOrTx, actor: Actor, dropLinkId: number): Promise<DropLinkUpload[]> {
  await ownLink(db, actor, dropLinkId);
  const uploads = await db
    .select({
      upload: dropLinkUploads,
      unseenUserIds: sql<
        number[]
      >`array(select s.user_id from drop_link_unseen s where s.upload_id = ${sql.raw('"drop_link_uploads"."id"')} order by s.user_id)`,
    })
    .from(dropLinkUploads)
    .where(eq(dropLinkUploads.dropLinkId, dropLinkId))
    .orderBy(desc(dropLinkUploads.uploadedAt), desc(dropLinkUploads.id));
  const files = uploads.length
    ? await db
        .select()
        .from(dropLinkFiles)
        .where(
          inArray(
            dropLinkFiles.uploadId,
            uploads.map((u) => u.upload.id),
          ),
        )
    : [];
  return uploads.map(({ upload: u, unseenUserIds }) => ({
    id: u.id,
    drop_link_id: u.dropLinkId,
    description: u.description,
    first_name: u.firstName,
    last_name: u.lastName,
    email: u.email,
    phone_number: u.phoneNumber,
    uploaded_at: u.uploadedAt.toISOString(),
    unseen_user_ids: unseenUserIds.map(Number),
    seen: !unseenUserIds.map(Number).includes(actor.userId),
    files: files.filter((f) => f.uploadId === u.id).map((f) => ({ id: f.id, name: f.name, size: f.size })),
  }));
}

async function ownUpload(db: DbOrTx, actor: Actor, uploadId: number) {
  await assertManager(db, actor);
  const [upload] = await db
    .select()
    .from(dropLinkUploads)
    .where(and(eq(dropLinkUploads.firmId, actor.firmId), eq(dropLinkUploads.id, uploadId)));
  if (!upload) throw new AppError('not_found', 'Upload not found');
  return upload;
}

/** Mark Seen / Mark Unseen for the caller. */
export async function setUploadSeen(db: DbOrTx, actor: Actor, uploadId: number, seen: boolean) {
  const upload = await ownUpload(db, actor, uploadId);
  if (seen) {
    await db
      .delete(dropLinkUnseen)
      .where(and(eq(dropLinkUnseen.uploadId, upload.id), eq(dropLinkUnseen.userId, actor.userId)));
  } else {
    await db
      .insert(dropLinkUnseen)
      .values({ firmId: actor.firmId, uploadId: upload.id, userId: actor.userId })
      .onConflictDoNothing();
  }
}

/** The staff nav badge: uploads the caller has not opened, over the firm's live drop links. */
export async function unseenUploadCount(db: DbOrTx, actor: Actor) {
  if (!actor.isAdvisor) return { count: 0 };
  const [row] = await db
    .select({ n: sql<number>`cast(count(*) as integer)` })
    .from(dropLinkUnseen)
    .innerJoin(dropLinkUploads, eq(dropLinkUploads.id, dropLinkUnseen.uploadId))
    .innerJoin(dropLinks, eq(dropLinks.id, dropLinkUploads.dropLinkId))
    .where(
      and(eq(dropLinkUnseen.userId, actor.userId), eq(dropLinks.firmId, actor.firmId), isNull(dropLinks.deletedAt)),
    );
  return { count: row?.n ?? 0 };
}

export async function deleteUpload(deps: { db: Db; storage: FileStorage }, actor: Actor, uploadId: number) {
  const upload = await ownUpload(deps.db, actor, uploadId);
  const files = await deps.db.select().from(dropLinkFiles).where(eq(dropLinkFiles.uploadId, upload.id));
  await deps.db.delete(dropLinkUploads).where(eq(dropLinkUploads.id, upload.id));
  await Promise.all(files.map((f) => deps.storage.delete(f.storageKey)));
}

/** An upload's files as one zip, made while it streams out. */
export async function uploadZip(deps: { db: Db; storage: FileStorage }, actor: Actor, uploadId: number) {
  const upload = await ownUpload(deps.db, actor, uploadId);
  const files = await deps.db.select().from(dropLinkFiles).where(eq(dropLinkFiles.uploadId, upload.id));
  const zip = new ZipArchive({ zlib: { level: 6 } });
  const out = new PassThrough();
  zip.on('error', (err: Error) => out.destroy(err));
  zip.pipe(out);
  void zipFiles(
    zip,
    out,
    files.map((f) => ({ key: f.storageKey, name: f.name, date: upload.uploadedAt })),
    deps.storage,
  );
  return { name: `${upload.firstName} ${upload.lastName} upload ${upload.id}.zip`, body: out };
}

/**
 * One document of a visitor's upload, by its name in the upload's folder (spec 002 §7 "Download a drop-link
 * document (by folder name)"): the files of an upload are the folder the Drop links screen shows.
 */
export async function uploadDocument(
  deps: { db: Db; storage: FileStorage },
  actor: Actor,
  uploadId: number,
  name: string,
) {
  const upload = await ownUpload(deps.db, actor, uploadId);
  const [file] = await deps.db
    .select()
    .from(dropLinkFiles)
    .where(and(eq(dropLinkFiles.uploadId, upload.id), eq(dropLinkFiles.name, name)))
    .limit(1);
  if (!file) throw new AppError('not_found', 'Document not found');
  return {
    name: file.name,
    size: file.size,
    contentType: fileTypeMime[file.fileType as AcceptedFileType] ?? 'application/octet-stream',
    body: await deps.storage.get(file.storageKey),
  };
}

/** The public page: a live link of a firm that has drop links on; anything else is not found. */
async function liveLink(db: DbOrTx, token: string) {
  const [row] = await db
    .select({ link: dropLinks, firmName: firms.name, preferences: firms.preferences })
    .from(dropLinks)
    .innerJoin(firms, eq(firms.id, dropLinks.firmId))
    .where(and(eq(dropLinks.token, token), isNull(dropLinks.deletedAt)));
  if (!row || !readFirmPreferences(row.preferences).drop_link_enabled) {
    throw new AppError('not_found', dropLinkMessages.notFound);
  }
  return row;
}

export async function publicDropLink(db: DbOrTx, token: string) {
  const { link, firmName } = await liveLink(db, token);
  return {
    firm_name: firmName,
    name: link.name,
    custom_instruction: link.customInstruction,
    hide_sign_in_button: link.hideSignInButton,
  };
}

/**
 * A visitor's upload (spec 002 §3 Drop link upload): their name, email, phone and description first,
 * then the files, each typed by its first bytes. Nothing is kept unless every file is accepted; the
 * subscribed firm users get it unseen, with a notification.
 */
export async function receiveDropLinkUpload(
  deps: { db: Db; storage: FileStorage; realtime: RealtimeHub },
  token: string,
  parts: AsyncIterable<UploadPart>,
) {
  const { link } = await liveLink(deps.db, token);
  const raw: Record<string, string> = {};
  let visitor: ReturnType<typeof dropLinkVisitorSchema.parse> | null = null;
  const stored: { key: string; name: string; size: number; sha256: string; type: string }[] = [];
  try {
    for await (const part of parts) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') raw[part.fieldname] = part.value;
        continue;
      }
      if (!visitor) {
        const parsed = dropLinkVisitorSchema.safeParse(raw);
        if (!parsed.success) {
          part.file.resume();
          const fields = Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message]));
          throw new AppError('validation_failed', parsed.error.issues[0]!.message, fields);
        }
        visitor = parsed.data;
      }
      if (stored.length >= MAX_UPLOAD_FILES) {
        part.file.resume();
        throw new AppError('validation_failed', `Up to ${MAX_UPLOAD_FILES} files at once`);
      }
      const key = `firms/${link.firmId}/drop-links/${randomUUID()}`;
      const typed = await storeTypedFile(deps.storage, key, part.file, part.filename);
      if (!typed) throw invalid('file', documentMessages.invalidFiles);
      stored.push({ key, name: typed.name, size: typed.stored.size, sha256: typed.stored.sha256, type: typed.type });
    }
    if (!visitor || stored.length === 0) {
      const parsed = dropLinkVisitorSchema.safeParse(raw);
      if (!parsed.success) {
        const fields = Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message]));
        throw new AppError('validation_failed', parsed.error.issues[0]!.message, fields);
      }
      throw invalid('file', dropLinkMessages.filesRequired);
    }
    const who = visitor;
    const upload = await deps.db.transaction(async (tx) => {
      const [u] = await tx
        .insert(dropLinkUploads)
        .values({
          firmId: link.firmId,
          dropLinkId: link.id,
          firstName: who.first_name,
          lastName: who.last_name,
          email: who.email,
          phoneNumber: who.phone_number ?? null,
          description: who.description || null,
        })
        .returning();
      await tx.insert(dropLinkFiles).values(
        stored.map((f) => ({
          uploadId: u!.id,
          name: f.name,
          storageKey: f.key,
          size: f.size,
          sha256: f.sha256,
          fileType: f.type,
        })),
      );
      const subscribers = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.firmId, link.firmId), inArray(users.id, link.subscribedUserIds), isNull(users.deletedAt)));
      if (subscribers.length) {
        await tx
          .insert(dropLinkUnseen)
          .values(subscribers.map((s) => ({ firmId: link.firmId, uploadId: u!.id, userId: s.id })));
        await tx.insert(notifications).values(
          subscribers.map((s) => ({
            firmId: link.firmId,
            userId: s.id,
            typeId: NOTIFICATION_TYPES.document,
            text: `${who.first_name} ${who.last_name} uploaded ${stored.length} file${stored.length === 1 ? '' : 's'} through ${link.name}`,
            clientName: `${who.first_name} ${who.last_name}`,
            link: notificationLinks.downloadDropLinkUpload(link.id, u!.id),
          })),
        );
      }
      return { upload: u!, subscribers };
    });
    await Promise.all(
      upload.subscribers.map((s) => deps.realtime.publish(userChannel(s.id), { type: 'new_notification' })),
    );
    return { message: dropLinkMessages.uploadSuccessful, files: stored.length };
  } catch (e) {
    await Promise.all(stored.map((f) => deps.storage.delete(f.key).catch(() => undefined)));
    throw e;
  }
}
