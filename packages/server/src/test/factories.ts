import { randomUUID } from 'node:crypto';
import { DEFAULT_TIME_ZONE, type FirmAccess, type FirmPreferences } from '@portal/domain';
import type { DbOrTx } from '../db/client.ts';
import { companies, companyOwners, firms, users } from '../db/schema/index.ts';
import { startSession } from '../features/sessions/sessions.service.ts';
import { newHashId } from '../db/hash-id.ts';
import { systemClock } from '@portal/domain';

const unique = () => randomUUID().slice(0, 8);

export async function buildFirm(db: DbOrTx, overrides: { name?: string; preferences?: Partial<FirmPreferences> } = {}) {
  const suffix = unique();
  const [firm] = await db
    .insert(firms)
    .values({
      name: overrides.name ?? `Test Firm ${suffix}`,
      subdomainUrl: `firm-${suffix}`,
      timeZone: DEFAULT_TIME_ZONE,
      preferences: overrides.preferences ?? {},
    })
    .returning();
  return firm!;
}

export async function buildStaff(
  db: DbOrTx,
  firm: { id: number },
  overrides: Partial<typeof users.$inferInsert> & { access?: FirmAccess } = {},
) {
  const { access = 'partner', ...rest } = overrides;
  const [user] = await db
    .insert(users)
    .values({
      firmId: firm.id,
      fname: 'Pat',
      lname: `Partner ${unique()}`,
      email: `staff-${unique()}@example.test`,
      timeZone: DEFAULT_TIME_ZONE,
      isAdvisor: true,
      firmAccess: access,
      ...rest,
    })
    .returning();
  return user!;
}

export async function buildClient(
  db: DbOrTx,
  firm: { id: number },
  overrides: Partial<typeof users.$inferInsert> = {},
) {
  const [user] = await db
    .insert(users)
    .values({
      firmId: firm.id,
      fname: 'Casey',
      lname: `Client ${unique()}`,
      email: `client-${unique()}@example.test`,
      timeZone: DEFAULT_TIME_ZONE,
      ...overrides,
    })
    .returning();
  return user!;
}

export async function buildCompany(
  db: DbOrTx,
  firm: { id: number },
  owner: { id: number },
  overrides: Partial<typeof companies.$inferInsert> = {},
) {
  const [company] = await db
    .insert(companies)
    .values({
      firmId: firm.id,
      hashId: newHashId(),
      name: `Entity ${unique()}`,
      entityType: 'Individual',
      userId: owner.id,
      ...overrides,
    })
    .returning();
  await db.insert(companyOwners).values({ firmId: firm.id, companyId: company!.id, userId: owner.id });
  return company!;
}

/** A signed-in session for a user, as the sign-in flow would issue it. */
export async function signInAs(db: DbOrTx, user: { id: number; firmId: number }) {
  const session = await startSession({ db, clock: systemClock }, user, { ip: '127.0.0.1', userAgent: 'vitest' });
  return { ...session, headers: { authorization: `Bearer ${session.accessToken}` } };
}
