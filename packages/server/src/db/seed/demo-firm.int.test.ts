import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { BUILT_IN_ENTITY_TYPES, readFirmPreferences, type PreferenceKey } from '@portal/domain';
import { testDatabase } from '../../test/test-database.ts';
import {
  companies,
  conversationCompanies,
  firms,
  messages,
  messageUnseen,
  questionnaires,
  users,
} from '../schema/index.ts';
import { seedDemoFirm } from './demo-firm.ts';

/** Flags that take something away, restrict or force: a demo of every feature keeps them off. */
const LIMITING_FLAGS: readonly PreferenceKey[] = [
  'communication_disabled',
  'message_tags_disabled',
  'template_disabled_for_nonadmin',
  'hide_documents_view_from_clients',
  'force_2fa_on_firm_users',
  'force_2fa_on_users',
  'hide_document_uploads_within_sections',
  'first_section_required',
  'require_one_signature_per_section',
  'hide_signature_print_option',
  'disable_provided_elsewhere',
  'remove_please_upload_for_rollover_items',
];

describe('the demo firm', () => {
  it('has every feature of this version on and its own colours (the logo: demo-documents.int.test.ts)', async () => {
    const db = (await testDatabase()).db;
    const { firmId } = await seedDemoFirm(db);
    const [firm] = await db.select().from(firms).where(eq(firms.id, firmId));
    const prefs = readFirmPreferences(firm!.preferences) as Record<string, unknown>;
    const off = Object.entries(prefs)
      .filter(([, value]) => value === false)
      .map(([key]) => key)
      .filter((key) => !LIMITING_FLAGS.includes(key as PreferenceKey));
    expect(off).toEqual([]);
    expect(LIMITING_FLAGS.filter((key) => prefs[key])).toEqual([]);
    expect(firm!.theme).toMatchObject({ primary: expect.stringMatching(/^#[0-9a-f]{6}$/) });
  });

  it('has staff of every access level and 20 clients with entities of every type, once', async () => {
    const database = await testDatabase();
    const db = database.db;
    const first = await seedDemoFirm(db);
    const again = await seedDemoFirm(db);
    expect(again).toEqual({ created: false, firmId: first.firmId });

    const people = await db.select().from(users).where(eq(users.firmId, first.firmId));
    const staff = people.filter((u) => u.isAdvisor);
    expect(staff.map((s) => s.firmAccess).sort()).toEqual([
      'admin',
      'admin',
      'full',
      'full',
      'group',
      'group',
      'other',
      'partner',
      'partner',
    ]);
    expect(staff.filter((s) => s.firmAccess === 'group').every((s) => s.groupId !== null)).toBe(true);
    expect(people.filter((u) => !u.isAdvisor && u.email?.startsWith('client'))).toHaveLength(200);
    expect(people.filter((u) => u.email?.startsWith('spouse-'))).toHaveLength(18);

    // Questionnaires in every state, and the clients kept for the questionnaire journeys.
    const organizers = await db.select().from(questionnaires).where(eq(questionnaires.firmId, first.firmId));
    expect(organizers.filter((q) => q.completed && q.submittedAt)).toHaveLength(1);
    expect(organizers.filter((q) => q.locked)).toHaveLength(1);
    // Two drafts: one to send, and the phone client's organizer, which its journey sends to reach them by email.
    expect(organizers.filter((q) => q.isDraft)).toHaveLength(2);
    expect(organizers.filter((q) => q.deletedAt)).toHaveLength(1);
    expect(organizers.filter((q) => q.inProgress)).toHaveLength(1);
    expect(organizers.filter((q) => q.depositStatus === 'unpaid')).toHaveLength(1);
    expect(people.find((u) => u.email === 'readonly@demo.example')?.readonlyAccess).toBe(true);

    const entities = await db.select().from(companies).where(eq(companies.firmId, first.firmId));
    const types = new Set(entities.map((c) => c.entityType));
    for (const type of BUILT_IN_ENTITY_TYPES) expect(types).toContain(type);
    expect(types).toContain('Estate');
    const inactive = await db
      .select()
      .from(companies)
      .where(and(eq(companies.firmId, first.firmId), eq(companies.inactive, true)));
    expect(inactive.length).toBeGreaterThan(1);
    expect(entities.length).toBeGreaterThan(200);

    // Every entity has its conversation; a dozen hold an exchange ending in an unread firm message.
    const conversations = await db
      .select()
      .from(conversationCompanies)
      .where(eq(conversationCompanies.firmId, first.firmId));
    expect(conversations).toHaveLength(entities.length);
    const sent = await db.select().from(messages).where(eq(messages.firmId, first.firmId));
    expect(sent).toHaveLength(36);
    expect(await db.select().from(messageUnseen).where(eq(messageUnseen.firmId, first.firmId))).toHaveLength(12);
  });
});
