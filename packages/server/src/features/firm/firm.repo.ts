import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { firmGroups, firms } from '../../db/schema/index.ts';

export async function findFirm(db: DbOrTx, firmId: number) {
  const [row] = await db.select().from(firms).where(eq(firms.id, firmId)).limit(1);
  return row ?? null;
}

export function listFirmGroups(db: DbOrTx, firmId: number) {
  return db
    .select({ id: firmGroups.id, name: firmGroups.name })
    .from(firmGroups)
    .where(eq(firmGroups.firmId, firmId))
    .orderBy(asc(firmGroups.name));
}

export async function countFirms(db: DbOrTx): Promise<number> {
  return db.$count(firms);
}

/** What a firm's emails show of it: its name and its logo's absolute address (spec 002 §1 branding). */
export async function firmMailBrand(db: DbOrTx, firmId: number, publicUrl: string) {
  const firm = await findFirm(db, firmId);
  return firm ? { name: firm.name, logoUrl: firm.mediumUrl ? `${publicUrl}${firm.mediumUrl}` : null } : null;
}
