import { asc, eq } from 'drizzle-orm';
import { DEFAULT_THEME_PRIMARY, firmThemeSchema, themeColourAdjustment } from '@portal/domain';
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

/**
 * What a firm's emails show of it (spec 002 §1 branding, issue 21 §9): its name, its logo's absolute address
 * and its primary colour as buttons draw it (adjusted so white text on it stays readable).
 */
export async function firmMailBrand(db: DbOrTx, firmId: number, publicUrl: string) {
  const firm = await findFirm(db, firmId);
  if (!firm) return null;
  const theme = firmThemeSchema.safeParse(firm.theme ?? {});
  return {
    name: firm.name,
    logoUrl: firm.mediumUrl ? `${publicUrl}${firm.mediumUrl}` : null,
    colour: themeColourAdjustment(theme.success ? theme.data.primary : DEFAULT_THEME_PRIMARY).colour,
  };
}
