import { and, asc, eq, isNull } from 'drizzle-orm';
import {
  AppError,
  canUseTemplates,
  createVisibility,
  questionStatus,
  questionnaireDocumentFields,
  readFirmPreferences,
  defaultTaxYear,
  templateMessages,
  type Actor,
  type Question,
  type QuestionnaireDetail,
  type Section,
  type SectionDefinition,
  type TemplateDetail,
  type TemplateInput,
} from '@portal/domain';
import type { DbOrTx } from '../../db/client.ts';
import { newHashId } from '../../db/hash-id.ts';
import { questionnaireTemplates } from '../../db/schema/index.ts';
import { findFirm } from '../firm/index.ts';
import { html, pagePreferences, flattenQuestions, initialAnswer, type SectionDef } from '../questionnaires/index.ts';
import { ensureStarterTemplates } from './starter-templates.ts';

const templateNotFound = () => new AppError('not_found', 'Template not found');

/** Templates are the firm's, for partners and (unless the firm says otherwise) its full users. */
export async function assertTemplateAccess(db: DbOrTx, actor: Actor) {
  const firm = await findFirm(db, actor.firmId);
  if (!canUseTemplates(actor, readFirmPreferences(firm?.preferences)))
    throw new AppError('forbidden', 'You do not have access to templates');
  return firm;
}

const sectionsOf = (definition: unknown) => (Array.isArray(definition) ? (definition as SectionDef[]) : []);

export async function listTemplates(db: DbOrTx, actor: Actor) {
  await assertTemplateAccess(db, actor);
  await ensureStarterTemplates(db, actor.firmId);
  const rows = await db
    .select()
    .from(questionnaireTemplates)
    .where(and(eq(questionnaireTemplates.firmId, actor.firmId), isNull(questionnaireTemplates.deletedAt)))
    .orderBy(asc(questionnaireTemplates.name), asc(questionnaireTemplates.id))
    .limit(500);
  return {
    items: rows.map((t) => {
      const sections = sectionsOf(t.definition);
      return {
        id: t.id,
        name: t.name,
        description: t.description,
        section_count: sections.length,
        question_count: flattenQuestions(sections).filter((q) => q.entryOf === null).length,
        updated_at: t.updatedAt.toISOString(),
        built_in: t.builtInKey !== null,
      };
    }),
  };
}

type TemplateRow = typeof questionnaireTemplates.$inferSelect;

/** The firm's live template: another firm's, a deleted one and a missing one all answer 404. */
async function findTemplate(db: DbOrTx, firmId: number, id: number): Promise<TemplateRow> {
  const [t] = await db
    .select()
    .from(questionnaireTemplates)
    .where(
      and(
        eq(questionnaireTemplates.id, id),
        eq(questionnaireTemplates.firmId, firmId),
        isNull(questionnaireTemplates.deletedAt),
      ),
    );
  if (!t) throw templateNotFound();
  return t;
}

const presentTemplate = (t: TemplateRow): TemplateDetail => ({
  id: t.id,
  name: t.name,
  description: t.description,
  disclaimer: t.disclaimer,
  deposit_amount_cents: t.depositAmountCents,
  sections: sectionsOf(t.definition) as SectionDefinition[],
  built_in: t.builtInKey !== null,
  updated_at: t.updatedAt.toISOString(),
});

const columnsOf = (input: TemplateInput) => ({
  name: input.name,
  description: input.description || null,
  disclaimer: input.disclaimer || null,
  depositAmountCents: input.deposit_amount_cents ?? null,
  definition: input.sections,
});

export async function getTemplate(db: DbOrTx, actor: Actor, id: number): Promise<TemplateDetail> {
  await assertTemplateAccess(db, actor);
  return presentTemplate(await findTemplate(db, actor.firmId, id));
}

/** The input was validated by templateInputSchema (the route's body), nesting and triggers included. */
export async function createTemplate(db: DbOrTx, actor: Actor, input: TemplateInput, now: Date) {
  await assertTemplateAccess(db, actor);
  const [t] = await db
    .insert(questionnaireTemplates)
    .values({ firmId: actor.firmId, ...columnsOf(input), createdAt: now, updatedAt: now })
    .returning();
  return presentTemplate(t!);
}

export async function updateTemplate(db: DbOrTx, actor: Actor, id: number, input: TemplateInput, now: Date) {
  await assertTemplateAccess(db, actor);
  const existing = await findTemplate(db, actor.firmId, id);
  // Starters stay as shipped so every firm's copy means the same; the firm edits a copy instead.
  if (existing.builtInKey !== null) throw new AppError('conflict', templateMessages.builtInReadOnly);
  const [t] = await db
    .update(questionnaireTemplates)
    .set({ ...columnsOf(input), updatedAt: now })
    .where(
      and(
        eq(questionnaireTemplates.id, id),
        eq(questionnaireTemplates.firmId, actor.firmId),
        isNull(questionnaireTemplates.deletedAt),
      ),
    )
    .returning();
  if (!t) throw templateNotFound();
  return presentTemplate(t);
}

/** A copy is the firm's own (never built in), so it can be edited; the name says where it came from. */
export async function copyTemplate(db: DbOrTx, actor: Actor, id: number, now: Date) {
  await assertTemplateAccess(db, actor);
  const source = await findTemplate(db, actor.firmId, id);
  const [t] = await db
    .insert(questionnaireTemplates)
    .values({
      firmId: actor.firmId,
      name: `Copy of ${source.name}`.slice(0, 300),
      description: source.description,
      disclaimer: source.disclaimer,
      depositAmountCents: source.depositAmountCents,
      definition: source.definition,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return presentTemplate(t!);
}

/** Soft delete: questionnaires already sent keep working, and a deleted starter stays deleted. */
export async function deleteTemplate(db: DbOrTx, actor: Actor, id: number, now: Date) {
  await assertTemplateAccess(db, actor);
  await findTemplate(db, actor.firmId, id);
  await db
    .update(questionnaireTemplates)
    .set({ deletedAt: now, updatedAt: now })
    .where(and(eq(questionnaireTemplates.id, id), eq(questionnaireTemplates.firmId, actor.firmId)));
  return { message: templateMessages.deleted };
}

/**
 * A template as the admin-template mode shows it (spec 001 §1): the questionnaire a client would get,
 * built in memory with ids that exist only in the preview; view-only, never submitted.
 */
export async function templatePreview(db: DbOrTx, actor: Actor, id: number, now: Date): Promise<QuestionnaireDetail> {
  const firm = await assertTemplateAccess(db, actor);
  const t = await findTemplate(db, actor.firmId, id);
  const defs = sectionsOf(t.definition);
  const flat = flattenQuestions(defs);
  const idOf = (index: number) => index + 1;
  const byKey = new Map(flat.flatMap((q, i) => (q.def.key ? [[q.def.key, idOf(i)] as const] : [])));
  const drafted = defs.map((s, i) => ({
    id: i + 1,
    name: s.name,
    section_type: s.type,
    section_key: s.key ?? null,
    order: i + 1,
    marked_completed: false,
    instruction: html(s.instruction),
    custom_element: html(s.customElement),
    trigger_question_id: s.trigger ? (byKey.get(s.trigger.questionKey) ?? null) : null,
    trigger_answer: s.trigger?.answer ?? null,
    engagement_signatures: [],
  }));
  const questions = flat.map((q, i): Question => {
    const answer = initialAnswer(q.def.type);
    return {
      id: idOf(i),
      section_id: q.sectionIndex + 1,
      text: q.def.text,
      hint: html(q.def.hint),
      question_type: q.def.type,
      options: q.def.options ?? [],
      answer,
      answer_by: null,
      optional: q.def.optional ?? false,
      order: q.position,
      disable_answer_later: q.def.disableAnswerLater ?? false,
      disable_not_applicable: q.def.disableNotApplicable ?? false,
      number_of_characters: q.def.numberOfCharacters ?? null,
      document_link: q.def.documentLink ?? null,
      follow_up_question_id: q.parentIndex !== null ? idOf(q.parentIndex) : null,
      trigger_for_follow_up_question: q.trigger,
      prior_year_value: q.def.priorYearValue ?? null,
      uploaded_last_year: q.def.uploadedLastYear ?? false,
      parent_question_id: q.entryOf !== null ? idOf(q.entryOf) : null,
      entry_number: q.entryOf !== null ? 0 : null,
      status: questionStatus({ answer, answer_by: null, optional: q.def.optional ?? false }),
      filtered_questionnaire_comments: [],
      documents: [],
      answered_by: null,
    };
  });
  const visibility = createVisibility(questions, drafted);
  const sections = drafted.map((s): Section => ({
    ...s,
    triggered: visibility.sectionVisible(s),
    isCompleted: false,
    questionnaire_questions: questions.filter((q) => q.section_id === s.id).map((q) => q.id),
  }));
  const taxYear = defaultTaxYear(now);
  return {
    id: t.id,
    hash_id: '',
    company_id: 0,
    company_hash: '',
    company_name: '',
    name: t.name,
    description: t.description,
    tax_year: taxYear,
    due_date: null,
    is_draft: false,
    locked: false,
    completed: false,
    in_progress: false,
    revision: 0,
    opened: null,
    submitted_at: null,
    created_at: t.createdAt.toISOString(),
    status: null,
    deposit_status: null,
    deposit_amount: null,
    disclaimer: null,
    update_profile_section: false,
    sections,
    questionnaire_questions: questions,
    mode: 'admin-template',
    read_only: true,
    staff_can_answer: false,
    special_advisor: false,
    has_split_documents_to_review: false,
    preferences: pagePreferences(readFirmPreferences(firm?.preferences)),
    // A template is no one's questionnaire yet: nothing sent, reminded or filed.
    questionnaire_id: t.id,
    formatted_name: `${taxYear} ${t.name}`,
    is_open_item: false,
    reminders_disabled: false,
    track_changes: false,
    deleted_at: null,
    sent_at: null,
    last_activity: null,
    last_activity_at: null,
    last_followed_up: null,
    earliest_remind_date: null,
    first_doc_uploaded_at: null,
    firm_custom_status_id: null,
    document_drop_off_enabled: false,
    document_path: null,
    reminder_email_subject: null,
    reminder_email_message: null,
    reminder_in_app_message: null,
    reminder_sms_message: null,
    ...questionnaireDocumentFields(questions),
    notes: [],
    extracted_documents: [],
    firm_role_assignments: [],
    user_details: [],
    company_details: { name: '', hash_id: '', entity_type: '', inactive: false, external_entity_id: null },
    parent_entity_relevant_questionnaire_statuses: [],
  };
}

/**
 * The template's public start link (/template/{hashId}, spec 000 §2). The id is made on the first ask and
 * kept, so links already handed out keep working; only the update that sets it wins a race.
 */
export async function templatePublicLink(db: DbOrTx, actor: Actor, id: number, publicUrl: string, now: Date) {
  await assertTemplateAccess(db, actor);
  const t = await findTemplate(db, actor.firmId, id);
  let hashId = t.hashId;
  if (!hashId) {
    await db
      .update(questionnaireTemplates)
      .set({ hashId: newHashId(16) })
      .where(
        and(
          eq(questionnaireTemplates.id, id),
          eq(questionnaireTemplates.firmId, actor.firmId),
          isNull(questionnaireTemplates.hashId),
        ),
      );
    hashId = (await findTemplate(db, actor.firmId, id)).hashId!;
  }
  return { link: `${publicUrl.replace(/\/$/, '')}/template/${hashId}?taxYear=${defaultTaxYear(now)}` };
}
