import { randomUUID } from 'node:crypto';
import { and, asc, eq, isNull } from 'drizzle-orm';
import {
  ACTIVITY_TYPES,
  AppError,
  defaultTaxYear,
  sendMessages,
  sendTaxYears,
  individualEntityName,
  readFirmPreferences,
  sendQuestionnairesSchema,
  templateStartInputSchema,
  templateStartMessages,
  utcDay,
  type SectionDefinition,
  type TemplateStartInput,
} from '@portal/domain';
import type { DbOrTx } from '../../db/client.ts';
import { newHashId } from '../../db/hash-id.ts';
import {
  companies,
  companyOwners,
  firmGroups,
  firms,
  questionnaireTemplates,
  questionnaires,
  users,
} from '../../db/schema/index.ts';
import { recordActivity } from '../../platform/audit/activity-log.ts';
import {
  type AuthDeps,
  findFirmUserByEmail,
  type Origin,
  sendAuthLink,
  type SignInOutcome,
  type UserRow,
} from '../auth/index.ts';
import { ensureEntityConversation } from '../entities/index.ts';
import { createQuestionnaire, sendName, sendSections, type TemplateSource } from '../questionnaires/index.ts';

/** A template start gives the client two weeks, the send form's default quick pick. */
const DUE_IN_DAYS = 14;
const DAY_MS = 86_400_000;

export type TemplateStartOutcome =
  { step: 'sign-up' } | { step: 'check-email' } | { step: 'started'; outcome: SignInOutcome };

type PublicTemplateRow = Awaited<ReturnType<typeof findPublicTemplate>>;

/** A live template by its public link id, with its firm; anything else is 404 (no hint what exists). */
async function findPublicTemplate(db: DbOrTx, hashId: string) {
  const [row] = await db
    .select({
      template: questionnaireTemplates,
      firmName: firms.name,
      firmPreferences: firms.preferences,
      firmTimeZone: firms.timeZone,
    })
    .from(questionnaireTemplates)
    .innerJoin(firms, eq(firms.id, questionnaireTemplates.firmId))
    .where(and(eq(questionnaireTemplates.hashId, hashId), isNull(questionnaireTemplates.deletedAt)))
    .limit(1);
  if (!row) throw new AppError('not_found', templateStartMessages.notFound);
  return row;
}

export async function publicTemplate(db: DbOrTx, hashId: string) {
  const row = await findPublicTemplate(db, hashId);
  return { template_name: row.template.name, firm_name: row.firmName };
}

const portalPath = (companyHash: string, questionnaireId: number) =>
  `/questionnaire/${companyHash}?questionnaireId=${questionnaireId}`;

/** A firm group only when it is this firm's; a stale or foreign id in the link is ignored, not trusted. */
async function groupOf(db: DbOrTx, firmId: number, groupId: number | null | undefined) {
  if (!groupId) return null;
  const [g] = await db
    .select({ id: firmGroups.id })
    .from(firmGroups)
    .where(and(eq(firmGroups.firmId, firmId), eq(firmGroups.id, groupId)))
    .limit(1);
  return g?.id ?? null;
}

/** The client's entity for the questionnaire: their default one if still theirs and active, else the first. */
async function entityOf(db: DbOrTx, user: UserRow) {
  const owned = await db
    .select({ id: companies.id, hashId: companies.hashId })
    .from(companyOwners)
    .innerJoin(companies, eq(companies.id, companyOwners.companyId))
    .where(
      and(
        eq(companyOwners.firmId, user.firmId),
        eq(companyOwners.userId, user.id),
        eq(companies.inactive, false),
        isNull(companies.deletedAt),
      ),
    )
    .orderBy(asc(companies.id));
  return owned.find((c) => c.id === user.defaultCompanyId) ?? owned[0] ?? null;
}

/** An Individual entity owned by the person (as Create User and Entity makes it), and their default. */
async function createIndividualEntity(db: DbOrTx, user: UserRow) {
  const [company] = await db
    .insert(companies)
    .values({
      firmId: user.firmId,
      hashId: newHashId(),
      name: individualEntityName(user),
      entityType: 'Individual',
      userId: user.id,
    })
    .returning({ id: companies.id, hashId: companies.hashId });
  await db.insert(companyOwners).values({ firmId: user.firmId, companyId: company!.id, userId: user.id });
  await ensureEntityConversation(db, user.firmId, company!.id);
  await db
    .update(users)
    .set({ defaultCompanyId: company!.id })
    .where(and(eq(users.firmId, user.firmId), eq(users.id, user.id)));
  return company!;
}

/**
 * The template's questionnaire for the entity, built as a template send builds it (sections, signers).
 * A public link can be used by anyone who knows a client's email, so the same template and year on the
 * same entity is made once: asking again leads to the existing questionnaire instead of piling up copies.
 */
async function questionnaireFor(
  db: DbOrTx,
  row: PublicTemplateRow,
  company: { id: number; hashId: string },
  userId: number,
  taxYear: number,
  now: Date,
) {
  const t = row.template;
  const [existing] = await db
    .select({ id: questionnaires.id })
    .from(questionnaires)
    .where(
      and(
        eq(questionnaires.firmId, t.firmId),
        eq(questionnaires.companyId, company.id),
        eq(questionnaires.templateId, t.id),
        eq(questionnaires.taxYear, taxYear),
        isNull(questionnaires.deletedAt),
      ),
    )
    .limit(1);
  if (existing) return existing.id;
  const source: TemplateSource = {
    id: t.id,
    name: t.name,
    sections: (Array.isArray(t.definition) ? t.definition : []) as SectionDefinition[],
    disclaimer: t.disclaimer,
  };
  const dueDate = utcDay(new Date(now.getTime() + DUE_IN_DAYS * DAY_MS));
  const input = sendQuestionnairesSchema.parse({
    kind: 'template',
    questionnaire_template_id: t.id,
    tax_year: taxYear,
    due_date: dueDate,
  });
  const prefs = readFirmPreferences(row.firmPreferences);
  return createQuestionnaire(db, {
    firmId: t.firmId,
    companyId: company.id,
    name: sendName(input, source),
    taxYear,
    dueDate,
    sentAt: now,
    disclaimer: source.disclaimer ?? undefined,
    templateId: t.id,
    sections: sendSections(
      input,
      source,
      { companyId: company.id, primaryUserId: userId, ownerIds: [userId], priorYearItems: [] },
      { removePleaseUpload: prefs.remove_please_upload_for_rollover_items },
    ),
  });
}

/**
 * POST /api/public/templates/{hashId}/start. Nobody is signed in here, so nobody gets a session: a known
 * client gets the questionnaire, a new person their account and the questionnaire, and either a sign-in
 * link by email that leads into it (typing an email must never open or claim an account); staff and
 * other firms' people get the same answer and nothing is made.
 */
export async function startFromTemplate(
  deps: AuthDeps,
  hashId: string,
  raw: TemplateStartInput,
  origin: Origin,
): Promise<TemplateStartOutcome> {
  const input = templateStartInputSchema.parse(raw);
  const row = await findPublicTemplate(deps.db, hashId);
  const firmId = row.template.firmId;
  const now = deps.clock.now();
  const taxYear = input.tax_year ?? defaultTaxYear(now);
  // The years a firm may send (spec 001 §5), so a link cannot be used to pile up questionnaires.
  if (!sendTaxYears(now).includes(taxYear))
    throw new AppError('validation_failed', sendMessages.taxYear, { tax_year: sendMessages.taxYear });
  const known = await findFirmUserByEmail(deps.db, firmId, input.email);

  if (known) {
    if (known.isAdvisor) return { step: 'check-email' };
    const redirect = await deps.db.transaction(async (tx) => {
      const company = (await entityOf(tx, known)) ?? (await createIndividualEntity(tx, known));
      const id = await questionnaireFor(tx, row, company, known.id, taxYear, now);
      return portalPath(company.hashId, id);
    });
    await sendAuthLink(deps, { uid: known.uid, redirect }, origin);
    return { step: 'check-email' };
  }

  if (!input.first_name || !input.last_name) return { step: 'sign-up' };
  const groupId = await groupOf(deps.db, firmId, input.firm_group_id);
  const made = await deps.db
    .transaction(async (tx) => {
      const [created] = await tx
        .insert(users)
        .values({
          uid: randomUUID(),
          firmId,
          fname: input.first_name!,
          lname: input.last_name!,
          email: input.email,
          timeZone: row.firmTimeZone,
          groupId,
          // They sign in by emailed link (this first one proves the address) until they choose otherwise.
          preferredSignInMethod: 'email',
        })
        .returning();
      const company = await createIndividualEntity(tx, created!);
      const id = await questionnaireFor(tx, row, company, created!.id, taxYear, now);
      await recordActivity(tx, {
        firmId,
        typeId: ACTIVITY_TYPES.detail_change,
        title: 'Client created from a template link',
        description: `${created!.fname} ${created!.lname} started ${row.template.name}`,
        companyId: company.id,
        questionnaireId: id,
        actorUserId: created!.id,
        subjectUserId: created!.id,
        ip: origin.ip,
        userAgent: origin.userAgent,
      });
      return { user: { ...created!, defaultCompanyId: company.id }, redirect: portalPath(company.hashId, id) };
    })
    .catch((err: unknown) => {
      // Two starts with the same new email at once: the second finds the address taken.
      if (uniqueViolation(err)) return null;
      throw err;
    });
  if (!made) return { step: 'check-email' };
  const { user, redirect } = made;
  // The address is proved before any session: emails are unique across the portal, so a session here
  // would let anyone claim someone else's address. The link takes them straight into the questionnaire.
  await sendAuthLink(deps, { uid: user.uid, redirect }, origin);
  return { step: 'check-email' };
}

const uniqueViolation = (err: unknown): boolean =>
  typeof err === 'object' &&
  err !== null &&
  ((err as { code?: string }).code === '23505' || uniqueViolation((err as { cause?: unknown }).cause));
