import { BUILT_IN_ENTITY_TYPES, DEFAULT_TIME_ZONE } from '@portal/domain';
import type { DbOrTx } from '../client.ts';
import { newHashId } from '../hash-id.ts';
import {
  companies,
  companyEntityTags,
  companyOwners,
  contactTags,
  entityTags,
  firmRoleAssignments,
  firmRoles,
  userContactTags,
  users,
} from '../schema/index.ts';

const FIRST = ['Liam', 'Mia', 'Noah', 'Olivia', 'Owen', 'Priya', 'Quinn', 'Ruby', 'Sam', 'Tara', 'Uma', 'Victor'];
const LAST = ['Anders', 'Baker', 'Chen', 'Diaz', 'Evans', 'Fischer', 'Gupta', 'Hall', 'Ito', 'Jones', 'Khan', 'Lee'];
const ENTITY_TAGS = ['2025 Extension', 'Audit', 'Bookkeeping', 'Payroll'];
const CONTACT_TAGS = ['VIP', 'Newsletter', 'Referral'];

/**
 * The rest of the demo book: 180 more clients (client21 to client200, password sign-in), every tenth
 * with a spouse who co-owns the entity, every fifth with a second entity; tags and two firm roles.
 */
export async function seedDemoBook(
  tx: DbOrTx,
  firmId: number,
  staff: Array<{ id: number; groupId: number | null }>,
  passwordHash: string,
) {
  const clients = await tx
    .insert(users)
    .values(
      Array.from({ length: 180 }, (_, k) => {
        const i = k + 21;
        const advisor = staff[i % staff.length]!;
        return {
          firmId,
          fname: FIRST[i % FIRST.length]!,
          lname: LAST[(i * 5) % LAST.length]!,
          email: `client${i}@demo.example`,
          timeZone: DEFAULT_TIME_ZONE,
          assignedAdvisorId: advisor.id,
          groupId: advisor.groupId,
          preferredSignInMethod: 'password' as const,
          passwordHash,
        };
      }),
    )
    .returning();
  const spouses = await tx
    .insert(users)
    .values(
      clients
        .filter((_, k) => k % 10 === 0)
        .map((c) => ({
          firmId,
          fname: FIRST[(c.id + 3) % FIRST.length]!,
          lname: c.lname,
          email: `spouse-${c.email}`,
          timeZone: DEFAULT_TIME_ZONE,
          assignedAdvisorId: c.assignedAdvisorId,
          groupId: c.groupId,
          mustSetPassword: true,
        })),
    )
    .returning();
  const spouseOf = new Map(spouses.map((s) => [s.email!.replace('spouse-', ''), s]));

  const entityRows = clients.flatMap((c, k) => {
    const spouse = spouseOf.get(c.email!);
    const individual = spouse ? `${c.fname} & ${spouse.fname} ${c.lname}` : `${c.fname} ${c.lname}`;
    const rows: { name: string; type: string; client: typeof c; spouseId?: number }[] = [
      { name: individual, type: 'Individual', client: c, spouseId: spouse?.id },
    ];
    if (k % 5 === 0) {
      const type = BUILT_IN_ENTITY_TYPES[1 + (k % (BUILT_IN_ENTITY_TYPES.length - 1))]!;
      rows.push({ name: `${c.lname} ${c.fname} ${type} ${k}`, type, client: c });
    }
    return rows;
  });
  const created = await tx
    .insert(companies)
    .values(
      entityRows.map((r, k) => ({
        firmId,
        hashId: newHashId(),
        name: r.name,
        entityType: r.type,
        userId: r.client.id,
        // A couple's Individual entity records the spouse (a joint 8879 proposes them as its second signer).
        spouseUserId: r.spouseId ?? null,
        clientManagerId: r.client.assignedAdvisorId,
        inactive: k % 37 === 36,
        state: ['CA', 'NY', 'TX', 'WA'][k % 4]!,
        country: 'US',
      })),
    )
    .returning({ id: companies.id, userId: companies.userId });
  await tx.insert(companyOwners).values(
    created.flatMap((c) => {
      const owner = clients.find((x) => x.id === c.userId)!;
      const spouse = spouseOf.get(owner.email!);
      return [owner, ...(spouse ? [spouse] : [])].map((u) => ({ firmId, companyId: c.id, userId: u.id }));
    }),
  );

  const eTags = await tx
    .insert(entityTags)
    .values(ENTITY_TAGS.map((name) => ({ firmId, name })))
    .returning();
  const cTags = await tx
    .insert(contactTags)
    .values(CONTACT_TAGS.map((name) => ({ firmId, name })))
    .returning();
  await tx
    .insert(companyEntityTags)
    .values(
      created
        .filter((_, k) => k % 3 === 0)
        .map((c, k) => ({ firmId, companyId: c.id, tagId: eTags[k % eTags.length]!.id })),
    );
  await tx
    .insert(userContactTags)
    .values(
      clients
        .filter((_, k) => k % 4 === 0)
        .map((c, k) => ({ firmId, userId: c.id, tagId: cTags[k % cTags.length]!.id })),
    );

  const roles = await tx
    .insert(firmRoles)
    .values([
      { firmId, roleName: 'Preparer', permissionIds: [1, 3, 4] },
      { firmId, roleName: 'Reviewer', permissionIds: [1, 2, 5, 6] },
    ])
    .returning();
  await tx.insert(firmRoleAssignments).values(
    created
      .filter((_, k) => k % 4 === 0)
      .map((c, k) => ({
        firmId,
        companyId: c.id,
        userId: staff[k % staff.length]!.id,
        firmRoleId: roles[k % 2]!.id,
      })),
  );
  return { clients: clients.length + spouses.length, entities: created.length };
}
