import { and, eq } from 'drizzle-orm';
import {
  ACTIVITY_TYPES,
  AppError,
  catalogueMessages,
  describeSettingChanges,
  genericMessages,
  hasFullFirmAccess,
  readCompanySettings,
  settingChanges,
  type Actor,
  type CompanySettings,
} from '@portal/domain';
import type { Db } from '../../db/client.ts';
import { companies } from '../../db/schema/index.ts';
import { recordActivity } from '../../platform/audit/activity-log.ts';
import { visibleEntity } from './entities.service.ts';

/**
 * Company settings (spec 002 §3): partners, admins and full users of the firm (spec 002 §6 advisors with
 * unrestricted access) read them; changing them also needs a user who is not read-only. Clients and
 * group-limited staff get 403; an entity they may not see is 404 as everywhere.
 */
function assertMayRead(actor: Actor | null | undefined): asserts actor is Actor {
  if (!actor) throw new AppError('unauthorized', genericMessages.unauthorized);
  if (!hasFullFirmAccess(actor)) throw new AppError('forbidden', genericMessages.forbidden);
}

export async function companySettings(db: Db, actor: Actor, companyId: number): Promise<CompanySettings> {
  assertMayRead(actor);
  const { company } = await visibleEntity(db, actor, { id: companyId });
  return readCompanySettings(company.settings);
}

export async function updateCompanySettings(
  db: Db,
  actor: Actor,
  companyId: number,
  input: Partial<CompanySettings>,
): Promise<CompanySettings> {
  assertMayRead(actor);
  if (actor.readonly) throw new AppError('forbidden', catalogueMessages.companySettingsReadOnly);
  const { company } = await visibleEntity(db, actor, { id: companyId });
  const before = readCompanySettings(company.settings);
  const after: CompanySettings = { ...before, ...input };
  const changes = settingChanges(before, input);
  if (changes.length === 0) return before;
  await db.transaction(async (tx) => {
    await tx
      .update(companies)
      // Other keys a later version stores in settings are kept.
      .set({ settings: { ...(company.settings as object), ...after }, updatedAt: new Date() })
      .where(and(eq(companies.firmId, actor.firmId), eq(companies.id, company.id)));
    await recordActivity(tx, {
      firmId: actor.firmId,
      typeId: ACTIVITY_TYPES.detail_change,
      title: 'Company settings updated',
      description: describeSettingChanges(changes),
      companyId: company.id,
      actorUserId: actor.userId,
      metadata: { section: 'Company settings', changes },
    });
  });
  return after;
}
