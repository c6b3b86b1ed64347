import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { firms } from '../schema/index.ts';
import { gradientPng } from '../../platform/png.ts';
import type { FileStorage } from '../../platform/storage/file-storage.ts';
import { brandingKey, brandingUrl } from '../../features/firm/branding-urls.ts';

/** The demo firm's logo: a real PNG in the firm's branding storage, shown in headers and on its sign-in page. */
export async function seedDemoBranding(db: Db, storage: FileStorage, firmId: number) {
  const key = brandingKey(firmId, 'logo', 'demo');
  await storage.put(key, Readable.from([gradientPng(240, 64, [11, 110, 79], [8, 126, 139])]));
  await db
    .update(firms)
    .set({ logoKey: key, logoType: 'image/png', mediumUrl: brandingUrl(firmId, 'logo', key) })
    .where(eq(firms.id, firmId));
}
