import { and, asc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import {
  createVisibility,
  isSpecialAdvisor,
  isStaffOnlyPath,
  joinPath,
  questionStatus,
  sectionKind,
  sectionStatus,
  signatureStatus,
  type AnsweredBy,
  type FirmPreferences,
  type Question,
  type QuestionnairePreferences,
  type QuestionnaireChange,
  type QuestionnaireDetail,
  type Section,
  type Signature,
} from '@portal/domain';
import type { DbOrTx } from '../../db/client.ts';
import {
  documents,
  questionnaireNotes,
  questionnaireQuestions,
  questionnaireSections,
  questionnaireSignatures,
  questionnaires,
  users,
} from '../../db/schema/index.ts';
import { sanitizeRichText } from '../../platform/rich-text/rich-text.ts';
import { hasSplitDocumentsToReview } from '../connect/index.ts';
import type { QuestionnaireScope } from './questionnaire-access.ts';
import { specQuestionnaireFields } from './questionnaire-spec-fields.ts';
import { relevantQuestionnaireStatuses } from './relevant-questionnaire-statuses.ts';

type SectionRow = typeof questionnaireSections.$inferSelect;
type QuestionRow = typeof questionnaireQuestions.$inferSelect;
type SignatureRow = typeof questionnaireSignatures.$inferSelect;

const iso = (d: Date | null) => (d ? d.toISOString() : null);
/**
 * Instructions and hints are sanitized as they are served; the same texts come back on every autosave
 * and across a firm's questionnaires, so the results are kept (a bounded cache, oldest out first).
 */
const sanitized = new Map<string, string>();
const SANITIZED_MAX = 5000;
export function html(s: string | null | undefined): string | null {
  if (!s) return null;
  let clean = sanitized.get(s);
  if (clean === undefined) {
    clean = sanitizeRichText(s);
    if (sanitized.size >= SANITIZED_MAX) sanitized.delete(sanitized.keys().next().value!);
    sanitized.set(s, clean);
  }
  return clean;
}

/** Sections, questions and signatures of a questionnaire, in order: what every rule reads. */
export async function loadParts(db: DbOrTx, questionnaireId: number) {
  const [sections, questions, signatures] = await Promise.all([
    db
      .select()
      .from(questionnaireSections)
      .where(eq(questionnaireSections.questionnaireId, questionnaireId))
      .orderBy(asc(questionnaireSections.position)),
    db
      .select()
      .from(questionnaireQuestions)
      .where(eq(questionnaireQuestions.questionnaireId, questionnaireId))
      .orderBy(asc(questionnaireQuestions.position), asc(questionnaireQuestions.id)),
    db
      .select()
      .from(questionnaireSignatures)
      .where(eq(questionnaireSignatures.questionnaireId, questionnaireId))
      .orderBy(asc(questionnaireSignatures.id)),
  ]);
  return { sections, questions, signatures };
}
export type Parts = Awaited<ReturnType<typeof loadParts>>;

/** The rule-shaped view of rows (domain rules read snake_case fields). */
/** The columns the rules read: lists load only these. */
export const ruleQuestionColumns = {
  id: questionnaireQuestions.id,
  questionnaireId: questionnaireQuestions.questionnaireId,
  sectionId: questionnaireQuestions.sectionId,
  questionType: questionnaireQuestions.questionType,
  answer: questionnaireQuestions.answer,
  answerBy: questionnaireQuestions.answerBy,
  optional: questionnaireQuestions.optional,
  followUpQuestionId: questionnaireQuestions.followUpQuestionId,
  triggerForFollowUpQuestion: questionnaireQuestions.triggerForFollowUpQuestion,
  parentQuestionId: questionnaireQuestions.parentQuestionId,
  entryNumber: questionnaireQuestions.entryNumber,
};
export type RuleQuestionRow = Pick<QuestionRow, keyof typeof ruleQuestionColumns>;

export const ruleQuestion = (q: RuleQuestionRow) => ({
  id: q.id,
  question_type: q.questionType,
  answer: q.answer,
  answer_by: q.answerBy,
  optional: q.optional,
  section_id: q.sectionId,
  follow_up_question_id: q.followUpQuestionId,
  trigger_for_follow_up_question: q.triggerForFollowUpQuestion,
  parent_question_id: q.parentQuestionId,
  entry_number: q.entryNumber,
});
export const ruleSectionColumns = {
  id: questionnaireSections.id,
  questionnaireId: questionnaireSections.questionnaireId,
  name: questionnaireSections.name,
  sectionType: questionnaireSections.sectionType,
  sectionKey: questionnaireSections.sectionKey,
  markedCompleted: questionnaireSections.markedCompleted,
  triggerQuestionId: questionnaireSections.triggerQuestionId,
  triggerAnswer: questionnaireSections.triggerAnswer,
};
export type RuleSectionRow = Pick<SectionRow, keyof typeof ruleSectionColumns>;

export const ruleSection = (s: RuleSectionRow) => ({
  id: s.id,
  name: s.name,
  section_type: s.sectionType,
  section_key: s.sectionKey,
  marked_completed: s.markedCompleted,
  trigger_question_id: s.triggerQuestionId,
  trigger_answer: s.triggerAnswer,
});

/** Visibility over the questions a client reads (entry fields are not part of the page's flow). */
export function visibilityOf(parts: { questions: RuleQuestionRow[]; sections: RuleSectionRow[] }) {
  return createVisibility(
    parts.questions.filter((q) => q.parentQuestionId === null).map(ruleQuestion),
    parts.sections.map(ruleSection),
  );
}

/** A signature section is done when every signature is signed or marked not needed (and there is one). */
const signaturesDone = (rows: SignatureRow[]) => rows.length > 0 && rows.every((s) => signatureStatus(s) !== 'pending');

/**
 * Keeps marked_completed true to what the rules say after a change (it feeds the progress bar, spec 001
 * §4): question sections are completed when their shown questions are; engagement letters when every
 * signature is done. Custom, review and checklist sections are marked by the client's own action.
 */
export async function syncCompletion(db: DbOrTx, parts: Parts): Promise<Parts> {
  const visibility = visibilityOf(parts);
  const updated: SectionRow[] = [];
  for (const s of parts.sections) {
    const kind = sectionKind(ruleSection(s));
    let done: boolean | null = null;
    if (kind === 'questions') {
      // Entry fields count like the section's other questions (the client's status reads them too).
      const questions = parts.questions.filter((q) => q.sectionId === s.id).map(ruleQuestion);
      done = sectionStatus(ruleSection(s), questions, { isVisible: visibility.questionVisible }) === 'completed';
    } else if (kind === 'signature') {
      done = signaturesDone(parts.signatures.filter((g) => g.sectionId === s.id));
    }
    if (done === null || done === s.markedCompleted) {
      updated.push(s);
      continue;
    }
    await db.update(questionnaireSections).set({ markedCompleted: done }).where(eq(questionnaireSections.id, s.id));
    updated.push({ ...s, markedCompleted: done });
  }
  return { ...parts, sections: updated };
}

async function loadNotesAndDocuments(db: DbOrTx, scope: QuestionnaireScope) {
  const id = scope.questionnaire.id;
  const [notes, docs] = await Promise.all([
    db
      .select()
      .from(questionnaireNotes)
      .where(and(eq(questionnaireNotes.questionnaireId, id), eq(questionnaireNotes.removed, false)))
      .orderBy(asc(questionnaireNotes.createdAt), asc(questionnaireNotes.id)),
    db
      .select()
      .from(documents)
      .where(
        and(
          eq(documents.questionnaireId, id),
          isNotNull(documents.questionId),
          isNull(documents.deletedAt),
          // A file the firm has since moved to another entity is that entity's now.
          eq(documents.companyId, scope.company.id),
        ),
      )
      .orderBy(asc(documents.createdAt), asc(documents.id)),
  ]);
  // Clients never read the firm's notes (spec 001 §5).
  const visibleNotes = scope.actor.isAdvisor ? notes : notes.filter((n) => !n.fromFirmUser);
  // Nor files the firm has moved into a STAFF ONLY folder (spec 002 §4): for clients they do not exist.
  const visibleDocs = scope.actor.isAdvisor
    ? docs
    : docs.filter((d) => !isStaffOnlyPath(joinPath(d.folderPath, d.name)));
  return { notes: visibleNotes, docs: visibleDocs };
}

/** Who gave each standing answer (spec 001 §1: the client sees when the firm answered for them). */
async function loadAnswerers(db: DbOrTx, scope: QuestionnaireScope, questions: QuestionRow[]) {
  const ids = [...new Set(questions.map((q) => q.answeredById).filter((id): id is number => id !== null))];
  const byId = new Map<number, AnsweredBy>();
  if (!ids.length) return byId;
  const rows = await db
    .select({ id: users.id, fname: users.fname, lname: users.lname, isAdvisor: users.isAdvisor })
    .from(users)
    .where(and(eq(users.firmId, scope.actor.firmId), inArray(users.id, ids)));
  for (const u of rows) byId.set(u.id, { id: u.id, name: `${u.fname} ${u.lname}`.trim(), from_firm_user: u.isAdvisor });
  return byId;
}

export async function presentParts(
  db: DbOrTx,
  scope: QuestionnaireScope,
  parts: Parts,
): Promise<{ sections: Section[]; questions: Question[] }> {
  const [{ notes, docs }, answerers] = await Promise.all([
    loadNotesAndDocuments(db, scope),
    loadAnswerers(db, scope, parts.questions),
  ]);
  const me = scope.actor.userId;
  const signature = (g: SignatureRow): Signature => ({
    id: g.id,
    section_id: g.sectionId,
    user_id: g.userId,
    user_name: g.userName,
    signature: g.signature,
    signature_type: g.signatureType,
    signed_at: iso(g.signedAt),
    client_time: g.clientTime,
    ip_address: scope.actor.isAdvisor ? g.ipAddress : null,
    user_agent: scope.actor.isAdvisor ? g.userAgent : null,
    is_mine: g.userId === me,
  });
  const visibility = visibilityOf(parts);
  const sections = parts.sections.map((s): Section => ({
    id: s.id,
    name: s.name,
    section_type: s.sectionType,
    section_key: s.sectionKey,
    order: s.position,
    marked_completed: s.markedCompleted,
    instruction: html(s.instruction),
    custom_element: html(s.customElement),
    trigger_question_id: s.triggerQuestionId,
    trigger_answer: s.triggerAnswer,
    engagement_signatures: parts.signatures.filter((g) => g.sectionId === s.id).map(signature),
    // Spec 001 §3 Section: shown by its trigger (§4 follow-ups), completed by §4's rules, and its questions.
    triggered: visibility.sectionVisible(ruleSection(s)),
    isCompleted:
      sectionStatus(ruleSection(s), parts.questions.filter((q) => q.sectionId === s.id).map(ruleQuestion), {
        isVisible: visibility.questionVisible,
      }) === 'completed',
    questionnaire_questions: parts.questions.filter((q) => q.sectionId === s.id).map((q) => q.id),
  }));
  const questions = parts.questions.map((q): Question => ({
    id: q.id,
    section_id: q.sectionId,
    text: q.text,
    hint: html(q.hint),
    question_type: q.questionType as Question['question_type'],
    options: q.options,
    answer: q.answer,
    answer_by: q.answerBy,
    optional: q.optional,
    order: q.position,
    disable_answer_later: q.disableAnswerLater,
    disable_not_applicable: q.disableNotApplicable,
    number_of_characters: q.numberOfCharacters,
    document_link: q.documentLink,
    follow_up_question_id: q.followUpQuestionId,
    trigger_for_follow_up_question: q.triggerForFollowUpQuestion,
    prior_year_value: q.priorYearValue,
    uploaded_last_year: q.uploadedLastYear,
    expected_document: q.expectedForm ? { form: q.expectedForm, payer: q.expectedPayer } : null,
    parent_question_id: q.parentQuestionId,
    entry_number: q.entryNumber,
    status: questionStatus(ruleQuestion(q)),
    filtered_questionnaire_comments: notes
      .filter((n) => n.questionId === q.id)
      .map((n) => ({
        id: n.id,
        question_id: n.questionId,
        text: n.text,
        removed: n.removed,
        from_firm_user: n.fromFirmUser,
        is_mine: n.authorId === me,
        created_at: n.createdAt.toISOString(),
      })),
    documents: docs
      .filter((d) => d.questionId === q.id)
      .map((d) => ({
        id: d.id,
        name: d.name,
        folder_path: d.folderPath,
        file_type: d.fileType,
        size: d.size,
        selected_option: d.selectedOption,
        created_at: d.createdAt.toISOString(),
      })),
    // Only a standing answer has someone behind it: a cleared one does not.
    answered_by: q.answeredById !== null && q.answer !== null ? (answerers.get(q.answeredById) ?? null) : null,
  }));
  return { sections, questions };
}

/** The firm preferences the questionnaire page reads. */
export const pagePreferences = (p: FirmPreferences): QuestionnairePreferences => ({
  first_section_required: p.first_section_required,
  communication_disabled: p.communication_disabled,
  require_one_signature_per_section: p.require_one_signature_per_section,
  disable_provided_elsewhere: p.disable_provided_elsewhere,
  hide_document_uploads_within_sections: p.hide_document_uploads_within_sections,
  hide_signature_print_option: p.hide_signature_print_option,
});

/** The whole questionnaire as get_questionnaire answers it. */
export async function questionnaireDetail(db: DbOrTx, scope: QuestionnaireScope): Promise<QuestionnaireDetail> {
  const q = scope.questionnaire;
  const { sections, questions } = await presentParts(db, scope, await loadParts(db, q.id));
  return {
    id: q.id,
    hash_id: q.hashId,
    company_id: q.companyId,
    company_hash: scope.company.hashId,
    company_name: scope.company.name,
    name: q.name,
    description: q.description,
    tax_year: q.taxYear,
    due_date: q.dueDate,
    is_draft: q.isDraft,
    locked: q.locked,
    completed: q.completed,
    in_progress: q.inProgress,
    revision: q.revision,
    opened: iso(q.openedAt),
    submitted_at: iso(q.submittedAt),
    created_at: q.createdAt.toISOString(),
    status: q.currentSectionId,
    deposit_status: q.depositStatus,
    deposit_amount: q.depositAmountCents,
    disclaimer: q.disclaimer,
    update_profile_section: q.updateProfileSection && !q.profileConfirmedAt,
    sections,
    questionnaire_questions: questions,
    mode: scope.mode,
    read_only: scope.readOnly,
    staff_can_answer: scope.staffCanAnswer,
    special_advisor: scope.actor.isAdvisor && isSpecialAdvisor(scope.actor),
    preferences: pagePreferences(scope.preferences),
    has_split_documents_to_review:
      scope.actor.isAdvisor && (await hasSplitDocumentsToReview(db, scope.actor.firmId, q.id)),
    ...(await specQuestionnaireFields(db, scope, questions)),
    parent_entity_relevant_questionnaire_statuses: await relevantQuestionnaireStatuses(db, scope),
  };
}

/**
 * After a write: completion brought up to date, the questionnaire marked in progress and its last activity
 * stamped, and what the page needs to redraw.
 */
export async function changeAfterWrite(
  db: DbOrTx,
  scope: QuestionnaireScope,
  now: Date,
  opts: { inProgress?: boolean; opened?: boolean } = {},
): Promise<QuestionnaireChange> {
  const q = scope.questionnaire;
  const inProgress = q.inProgress || (opts.inProgress ?? true);
  // Staff answering from the preview do not open it for the client.
  const openedAt = opts.opened === false ? q.openedAt : (q.openedAt ?? now);
  // The update comes first: it locks the questionnaire's row until commit, so the parts read below include
  // every write committed before, and a higher revision always carries a newer picture. Two saves in flight
  // can answer out of order; the page keeps the change with the highest revision.
  const [row] = await db
    .update(questionnaires)
    .set({ inProgress, lastActivityAt: now, updatedAt: now, openedAt, revision: sql`${questionnaires.revision} + 1` })
    .where(eq(questionnaires.id, q.id))
    .returning({ currentSectionId: questionnaires.currentSectionId, revision: questionnaires.revision });
  const parts = await syncCompletion(db, await loadParts(db, q.id));
  const { sections, questions } = await presentParts(db, scope, parts);
  return {
    questions,
    sections,
    in_progress: inProgress,
    status: row?.currentSectionId ?? null,
    revision: row?.revision ?? 0,
  };
}
