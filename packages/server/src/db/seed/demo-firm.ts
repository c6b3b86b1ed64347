import { eq } from 'drizzle-orm';
import { hash } from '@node-rs/argon2';
import { ACTIVITY_TYPES, BUILT_IN_ENTITY_TYPES, DEFAULT_TIME_ZONE, type FirmAccess } from '@portal/domain';
import type { Db } from '../client.ts';
import { newHashId } from '../hash-id.ts';
import { companies, companyOwners, entityTypes, firmGroups, firms, users } from '../schema/index.ts';
import { recordActivity } from '../../platform/audit/activity-log.ts';
import { seedDemoConversations } from './demo-conversations.ts';
import { seedDemoBook } from './demo-book.ts';
import { seedDemoQuestionnaires } from './demo-questionnaires.ts';

export const DEMO_SUBDOMAIN = 'demo';
export const DEMO_PASSWORD = 'Demo-Portal-2026!';

const STAFF: Array<{ fname: string; lname: string; email: string; access: FirmAccess; group?: string }> = [
  { fname: 'Paula', lname: 'Partner', email: 'partner@demo.example', access: 'partner' },
  { fname: 'Adam', lname: 'Admin', email: 'admin@demo.example', access: 'admin' },
  { fname: 'Fiona', lname: 'Full', email: 'full@demo.example', access: 'full' },
  { fname: 'Greg', lname: 'Group', email: 'group@demo.example', access: 'group', group: 'West Office' },
  // In the other group, with no clients of their own: a firm user Greg must not see.
  { fname: 'Erin', lname: 'East', email: 'east@demo.example', access: 'group', group: 'East Office' },
  // More of each level, in East Office so West Office's group user still sees only the four above.
  { fname: 'Peter', lname: 'Principal', email: 'partner2@demo.example', access: 'partner', group: 'East Office' },
  { fname: 'Alice', lname: 'Auditor', email: 'admin2@demo.example', access: 'admin', group: 'East Office' },
  { fname: 'Frank', lname: 'Fuller', email: 'full2@demo.example', access: 'full', group: 'East Office' },
  { fname: 'Olivia', lname: 'Other', email: 'other@demo.example', access: 'other', group: 'East Office' },
];
/** Clients are assigned round robin to the first four staff. */
const ASSIGNEES = 4;

const FIRST = ['Ava', 'Ben', 'Chloe', 'Dan', 'Ella', 'Finn', 'Gia', 'Hugo', 'Isla', 'Jack'];
const LAST = ['Nguyen', 'Garcia', 'Smith', 'Patel', 'Johnson', 'Kim', 'Brown', 'Lopez', 'Davis', 'Wilson'];
const CUSTOM_TYPE = 'Estate';

/**
 * Seeds the demo firm once: staff of every access level (several of each), 20 clients with entities of every type
 * (each sign-in method), a former client, and a book of 180 more with spouses, tags and firm roles.
 */
export async function seedDemoFirm(db: Db): Promise<{ created: boolean; firmId: number }> {
  const [existing] = await db.select({ id: firms.id }).from(firms).where(eq(firms.subdomainUrl, DEMO_SUBDOMAIN));
  if (existing) return { created: false, firmId: existing.id };
  const passwordHash = await hash(DEMO_PASSWORD);

  return db.transaction(async (tx) => {
    const [firm] = await tx
      .insert(firms)
      .values({
        name: 'Demo Tax & Accounting',
        subdomainUrl: DEMO_SUBDOMAIN,
        timeZone: DEFAULT_TIME_ZONE,
        // Every feature this version has is on (flags that turn something off or force two-factor stay off).
        preferences: {
          has_firm_groups: true,
          in_app_banner_enabled: true,
          in_app_banner_text: 'Welcome to the demo firm.',
          use_firm_roles: true,
          all_activities_enabled: true,
          drop_link_enabled: true,
          tour_enabled: true,
          document_drop_off_enabled: true,
          document_tags_enabled: true,
          new_tax_return_delivery_enabled: true,
          signature_requests_enabled: true,
          tax_return_identity_verification_enabled: true,
          tax_return_stripe_idv_enabled: true,
          billing_enabled: true,
          questionnaire_document_notification_enabled: true,
          client_list_import_diy_enabled: true,
          external_entity_id_allowed: true,
          external_user_id_allowed: true,
          workflow_automation_enabled: true,
          review_and_export_enabled: true,
          scan_and_auto_flow_export_enabled: true,
          export_to_third_party_dms_enabled: true,
          bulk_upload_processor: true,
          annotation_enabled: true,
          parent_entity_relevant_questionnaire_statuses_enabled: true,
        },
        theme: { primary: '#0b5941', secondary: '#087e8b', accent: '#c84c09' },
      })
      .returning();
    const firmId = firm!.id;
    const groups = await tx
      .insert(firmGroups)
      .values([
        { firmId, name: 'West Office' },
        { firmId, name: 'East Office' },
      ])
      .returning();
    await tx.insert(entityTypes).values({ firmId, name: CUSTOM_TYPE });

    const staff = await tx
      .insert(users)
      .values(
        STAFF.map((s) => ({
          firmId,
          fname: s.fname,
          lname: s.lname,
          email: s.email,
          timeZone: DEFAULT_TIME_ZONE,
          isAdvisor: true,
          firmAccess: s.access,
          groupId: s.group ? groups.find((g) => g.name === s.group)!.id : null,
          preferredSignInMethod: 'password' as const,
          passwordHash,
        })),
      )
      .returning();

    const types = [...BUILT_IN_ENTITY_TYPES, CUSTOM_TYPE];
    for (let i = 0; i < 20; i++) {
      const fname = FIRST[i % FIRST.length]!;
      const lname = LAST[(i * 3) % LAST.length]!;
      const advisor = staff[i % ASSIGNEES]!;
      const [client] = await tx
        .insert(users)
        .values({
          firmId,
          fname,
          lname,
          email: `client${i + 1}@demo.example`,
          phoneNumber: `555${String(1000000 + i).slice(-7)}`,
          timeZone: DEFAULT_TIME_ZONE,
          assignedAdvisorId: advisor.id,
          groupId: advisor.groupId,
          preferredSignInMethod: (['password', 'email', 'sms', null] as const)[i % 4],
          passwordHash: i % 4 === 0 ? passwordHash : null,
          // Half of the link-only clients have never signed in: the first link asks them to choose a method.
          mustSetPassword: i % 8 === 3,
        })
        .returning();
      const type = types[i % types.length]!;
      const name =
        type === 'Individual'
          ? `${fname} ${lname}`
          : `${lname} ${type === CUSTOM_TYPE ? 'Family Estate' : `${type} Co.`}`;
      const [company] = await tx
        .insert(companies)
        .values({
          firmId,
          hashId: newHashId(),
          name,
          entityType: type,
          userId: client!.id,
          clientManagerId: advisor.id,
          state: 'CA',
          country: 'US',
        })
        .returning();
      await tx.insert(companyOwners).values({ firmId, companyId: company!.id, userId: client!.id });
      await tx.update(users).set({ defaultCompanyId: company!.id }).where(eq(users.id, client!.id));
    }
    // A former client: their only entity is inactive, so the portal blocks them after sign-in.
    const [former] = await tx
      .insert(users)
      .values({
        firmId,
        fname: 'Fred',
        lname: 'Former',
        email: 'former@demo.example',
        timeZone: DEFAULT_TIME_ZONE,
        preferredSignInMethod: 'password',
        passwordHash,
      })
      .returning();
    const [closed] = await tx
      .insert(companies)
      .values({
        firmId,
        hashId: newHashId(),
        name: 'Former Holdings',
        entityType: 'C-Corporation',
        userId: former!.id,
        inactive: true,
      })
      .returning();
    await tx.insert(companyOwners).values({ firmId, companyId: closed!.id, userId: former!.id });

    await seedDemoQuestionnaires(tx, firmId, passwordHash);
    const book = await seedDemoBook(tx, firmId, staff.slice(0, ASSIGNEES), passwordHash);
    await seedDemoConversations(tx, firmId, 12);

    await recordActivity(tx, {
      firmId,
      typeId: ACTIVITY_TYPES.firm_settings,
      title: 'Demo firm created',
      description: `Seeded with ${staff.length} staff, 21 clients and a book of ${book.clients} more people and ${book.entities} entities.`,
    });
    return { created: true, firmId };
  });
}
