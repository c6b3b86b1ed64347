import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import {
  AppError,
  assertCan,
  brandingImageMime,
  brandingMessages,
  detectBrandingImage,
  firmThemeSchema,
  MAX_FAVICON_BYTES,
  MAX_LOGO_BYTES,
  settingChanges,
  type Actor,
  type BrandingImages,
  type BrandingImageType,
  type Clock,
  type ThemeUpdate,
} from '@portal/domain';
import type { Db } from '../../db/client.ts';
import type { firms } from '../../db/schema/index.ts';
import type { FileStorage } from '../../platform/storage/file-storage.ts';
import { brandingKey, brandingUrl, faviconUrlOf, type BrandingImageKind } from './branding-urls.ts';
import { lockFirm, updateFirmRow } from './firm-settings.repo.ts';
import { findFirm } from './firm.repo.ts';
import { recordSettingsChange } from './settings-audit.ts';

export interface BrandingDeps {
  db: Db;
  storage: FileStorage;
  clock: Clock;
}

/** The one file of a branding upload, as @fastify/multipart hands it over (cut off at the size limit). */
export interface BrandingFilePart {
  file: Readable & { truncated?: boolean };
}

type FirmRow = typeof firms.$inferSelect;

const notFound = () => new AppError('not_found', 'Firm not found');
const refuse = (message: string) => new AppError('validation_failed', message, { file: message });

/** What each image may be (spec 002 §1 branding; the limits). */
export const brandingRules: Record<
  BrandingImageKind,
  { maxBytes: number; types: BrandingImageType[]; typeMessage: string; sizeMessage: string }
> = {
  logo: {
    maxBytes: MAX_LOGO_BYTES,
    types: ['png', 'jpeg'],
    typeMessage: brandingMessages.logoType,
    sizeMessage: brandingMessages.logoSize,
  },
  favicon: {
    maxBytes: MAX_FAVICON_BYTES,
    types: ['png', 'jpeg', 'ico'],
    typeMessage: brandingMessages.faviconType,
    sizeMessage: brandingMessages.faviconSize,
  },
};

const imagesOf = (row: FirmRow): BrandingImages => ({ medium_url: row.mediumUrl, favicon_url: faviconUrlOf(row) });

const columnsFor = (kind: BrandingImageKind, firmId: number, key: string | null, type: string | null) =>
  kind === 'logo'
    ? { logoKey: key, logoType: type, mediumUrl: brandingUrl(firmId, 'logo', key) }
    : { faviconKey: key, faviconType: type };

const urlOf = (row: FirmRow, kind: BrandingImageKind) => (kind === 'logo' ? row.mediumUrl : faviconUrlOf(row));
const keyOf = (row: FirmRow, kind: BrandingImageKind) => (kind === 'logo' ? row.logoKey : row.faviconKey);

/** The old image goes once the new state is committed; a file left behind by a failed delete is harmless. */
const discard = (storage: FileStorage, key: string | null) =>
  key ? storage.delete(key).catch(() => undefined) : Promise.resolve();

/**
 * Firm settings → Branding: the theme colours, stored as the partner chose them. The colour shown on
 * buttons is adjusted where it is drawn (adjustThemeColour), so a later change of that rule needs no
 * data migration.
 */
export async function updateTheme(db: Db, actor: Actor, input: ThemeUpdate): Promise<ThemeUpdate> {
  assertCan(actor, 'firm.settings');
  const after = {
    primary: input.primary.toLowerCase(),
    secondary: input.secondary.toLowerCase(),
    accent: input.accent.toLowerCase(),
  };
  return db.transaction(async (tx) => {
    const firm = await lockFirm(tx, actor.firmId);
    if (!firm) throw notFound();
    const stored = (firm.theme ?? {}) as Record<string, unknown>;
    const before = firmThemeSchema.parse(stored);
    await updateFirmRow(tx, actor.firmId, { theme: { ...stored, ...after } });
    await recordSettingsChange(
      tx,
      actor,
      'Branding',
      settingChanges({ primary: before.primary, secondary: before.secondary, accent: before.accent }, after),
    );
    return after;
  });
}

/** Reads the part whole; the parser has already cut it at the limit, so at most `maxBytes` are held. */
async function readPart(part: BrandingFilePart, rules: (typeof brandingRules)[BrandingImageKind]) {
  const chunks: Buffer[] = [];
  for await (const chunk of part.file) chunks.push(chunk as Buffer);
  const bytes = Buffer.concat(chunks);
  if (part.file.truncated || bytes.length > rules.maxBytes) throw refuse(rules.sizeMessage);
  if (bytes.length === 0) throw refuse(brandingMessages.missingFile);
  const type = detectBrandingImage(bytes.subarray(0, 64));
  if (!type || !rules.types.includes(type)) throw refuse(rules.typeMessage);
  return { bytes, type };
}

/**
 * Upload the firm's logo or favicon. The type comes from the first bytes (an SVG, or an .exe renamed .png,
 * is refused whatever it is called or claims to be); the size is capped by the multipart parser, so a huge
 * upload is cut off at the limit rather than read.
 */
export async function uploadBrandingImage(
  deps: BrandingDeps,
  actor: Actor,
  kind: BrandingImageKind,
  receive: () => Promise<BrandingFilePart | undefined>,
): Promise<BrandingImages> {
  assertCan(actor, 'firm.settings');
  const rules = brandingRules[kind];
  const part = await receive();
  if (!part) throw refuse(brandingMessages.missingFile);
  const { bytes, type } = await readPart(part, rules);
  const version = `${deps.clock.now().getTime()}${randomBytes(3).toString('hex')}`;
  const key = brandingKey(actor.firmId, kind, version);
  await deps.storage.put(key, Readable.from([bytes]), {
    maxBytes: rules.maxBytes,
    contentType: brandingImageMime[type],
  });
  try {
    const { row, oldKey } = await deps.db.transaction(async (tx) => {
      const firm = await lockFirm(tx, actor.firmId);
      if (!firm) throw notFound();
      const updated = await updateFirmRow(
        tx,
        actor.firmId,
        columnsFor(kind, actor.firmId, key, brandingImageMime[type]),
      );
      await recordSettingsChange(
        tx,
        actor,
        'Branding',
        settingChanges({ [kind]: urlOf(firm, kind) }, { [kind]: urlOf(updated, kind) }),
      );
      return { row: updated, oldKey: keyOf(firm, kind) };
    });
    await discard(deps.storage, oldKey);
    return imagesOf(row);
  } catch (err) {
    await discard(deps.storage, key);
    throw err;
  }
}

/** Remove the firm's logo or favicon; the default look (the firm's name, the portal's icon) returns. */
export async function deleteBrandingImage(
  deps: BrandingDeps,
  actor: Actor,
  kind: BrandingImageKind,
): Promise<BrandingImages> {
  assertCan(actor, 'firm.settings');
  const { row, oldKey } = await deps.db.transaction(async (tx) => {
    const firm = await lockFirm(tx, actor.firmId);
    if (!firm) throw notFound();
    if (!keyOf(firm, kind) && !urlOf(firm, kind)) return { row: firm, oldKey: null };
    const updated = await updateFirmRow(tx, actor.firmId, columnsFor(kind, actor.firmId, null, null));
    await recordSettingsChange(tx, actor, 'Branding', settingChanges({ [kind]: urlOf(firm, kind) }, { [kind]: null }));
    return { row: updated, oldKey: keyOf(firm, kind) };
  });
  await discard(deps.storage, oldKey);
  return imagesOf(row);
}

/**
 * The bytes of a firm's logo or favicon, for anyone: the sign-in page shows them before sign-in, and
 * emails link to them. A firm without one answers 404.
 */
export async function openBrandingImage(deps: BrandingDeps, firmId: number, kind: BrandingImageKind) {
  const firm = await findFirm(deps.db, firmId);
  const key = firm ? keyOf(firm, kind) : null;
  const type = firm ? (kind === 'logo' ? firm.logoType : firm.faviconType) : null;
  if (!key || !type) throw new AppError('not_found', 'Not found');
  return { stream: await deps.storage.get(key), type };
}
