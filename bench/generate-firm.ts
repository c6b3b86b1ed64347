import { sql } from 'drizzle-orm';
import type { Db } from '../packages/server/src/db/client.ts';
import { newHashId } from '../packages/server/src/db/hash-id.ts';
import { companies, companyOwners, firms, users } from '../packages/server/src/db/schema/index.ts';
import { BUILT_IN_ENTITY_TYPES, DEFAULT_TIME_ZONE } from '../packages/domain/src/index.ts';

const FIRST = [
  'Ava',
  'Ben',
  'Chloe',
  'Dan',
  'Ella',
  'Finn',
  'Gia',
  'Hugo',
  'Isla',
  'Jack',
  'Kai',
  'Lena',
  'Milo',
  'Nora',
];
const LAST = ['Nguyen', 'Garcia', 'Smith', 'Patel', 'Johnson', 'Kim', 'Brown', 'Lopez', 'Davis', 'Wilson', 'Moore'];

/** A large firm for benchmarks: `entityCount` entities, `userCount` clients, 20 staff, in batches. */
export async function generateFirm(db: Db, entityCount: number, userCount: number) {
  const [firm] = await db
    .insert(firms)
    .values({ name: 'Big Book CPAs', subdomainUrl: `bench-${Date.now()}`, timeZone: DEFAULT_TIME_ZONE })
    .returning();
  const firmId = firm!.id;
  const staff = await db
    .insert(users)
    .values(
      Array.from({ length: 20 }, (_, i) => ({
        firmId,
        fname: 'Staff',
        lname: `Member ${i}`,
        email: `staff${i}-${firmId}@bench.test`,
        timeZone: DEFAULT_TIME_ZONE,
        isAdvisor: true,
        firmAccess: i === 0 ? ('partner' as const) : ('full' as const),
      })),
    )
    .returning({ id: users.id });
  const clientIds: number[] = [];
  for (let start = 0; start < userCount; start += 1000) {
    const batch = await db
      .insert(users)
      .values(
        Array.from({ length: Math.min(1000, userCount - start) }, (_, k) => {
          const i = start + k;
          return {
            firmId,
            fname: FIRST[i % FIRST.length]!,
            lname: `${LAST[(i * 7) % LAST.length]}${i}`,
            email: `client${i}-${firmId}@bench.test`,
            timeZone: DEFAULT_TIME_ZONE,
            assignedAdvisorId: staff[i % staff.length]!.id,
          };
        }),
      )
      .returning({ id: users.id });
    clientIds.push(...batch.map((b) => b.id));
  }
  for (let start = 0; start < entityCount; start += 1000) {
    const rows = Array.from({ length: Math.min(1000, entityCount - start) }, (_, k) => {
      const i = start + k;
      return {
        firmId,
        hashId: newHashId(),
        name: `${LAST[i % LAST.length]} ${['Holdings', 'Trust', 'Partners', 'Family', 'Ventures'][i % 5]} ${i}`,
        entityType: BUILT_IN_ENTITY_TYPES[i % BUILT_IN_ENTITY_TYPES.length]!,
        userId: clientIds[i % clientIds.length]!,
        inactive: i % 17 === 0,
      };
    });
    const inserted = await db.insert(companies).values(rows).returning({ id: companies.id, userId: companies.userId });
    await db.insert(companyOwners).values(inserted.map((c) => ({ firmId, companyId: c.id, userId: c.userId! })));
  }
  await db.execute(sql`analyze`);
  return { firmId, partnerId: staff[0]!.id };
}
