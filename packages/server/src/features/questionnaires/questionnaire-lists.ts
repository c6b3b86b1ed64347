import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import {
  adminStatusLabel,
  documentsCellLabel,
  hasAnswerValue,
  progressPercent,
  questionCounts,
  sectionKind,
  sectionStatus,
  type Actor,
  type QuestionnaireCard,
  type QuestionnaireSummary,
} from '@portal/domain';
import type { DbOrTx } from '../../db/client.ts';
import {
  companies,
  companyOwners,
  questionnaireQuestions,
  questionnaireSections,
  questionnaires,
} from '../../db/schema/index.ts';
import { visibleEntity } from '../entities/index.ts';
import { clientHasReturns } from '../tax-returns/index.ts';
import {
  ruleQuestion,
  ruleQuestionColumns,
  ruleSection,
  ruleSectionColumns,
  visibilityOf,
  type RuleQuestionRow,
  type RuleSectionRow,
} from './questionnaire-view.ts';

/** The most a list shows: dashboards and entity pages hold a client's questionnaires, not a firm's book. */
const LIST_LIMIT = 200;

type QuestionnaireRow = typeof questionnaires.$inferSelect;

interface ListParts {
  sections: RuleSectionRow[];
  questions: RuleQuestionRow[];
}

/** Sections and top-level questions (the columns the rules read) of many questionnaires, by questionnaire. */
export async function partsOf(db: DbOrTx, ids: number[]) {
  const byId = new Map<number, ListParts>(ids.map((id) => [id, { sections: [], questions: [] }]));
  if (!ids.length) return byId;
  const [sections, questions] = await Promise.all([
    db
      .select(ruleSectionColumns)
      .from(questionnaireSections)
      .where(inArray(questionnaireSections.questionnaireId, ids))
      .orderBy(asc(questionnaireSections.position)),
    db
      .select(ruleQuestionColumns)
      .from(questionnaireQuestions)
      .where(and(inArray(questionnaireQuestions.questionnaireId, ids), isNull(questionnaireQuestions.parentQuestionId)))
      .orderBy(asc(questionnaireQuestions.position)),
  ]);
  for (const s of sections) byId.get(s.questionnaireId)!.sections.push(s);
  for (const q of questions) byId.get(q.questionnaireId)!.questions.push(q);
  return byId;
}

/** What the lists read from a questionnaire's parts: shown sections with status, progress, documents. */
export function summarize(q: Pick<QuestionnaireRow, 'completed' | 'inProgress'>, parts: ListParts) {
  const visibility = visibilityOf(parts);
  const shown = parts.sections.filter((s) => visibility.sectionVisible(ruleSection(s)));
  const sections = shown.map((s) => ({
    id: s.id,
    name: s.name,
    status: sectionStatus(ruleSection(s), parts.questions.filter((x) => x.sectionId === s.id).map(ruleQuestion), {
      isVisible: visibility.questionVisible,
    }),
  }));
  const shownIds = new Set(shown.map((s) => s.id));
  const asked = parts.questions.filter(
    (x) => x.sectionId !== null && shownIds.has(x.sectionId) && visibility.questionVisible(ruleQuestion(x)),
  );
  const uploads = parts.questions.filter(
    (x) => x.questionType === 'upload' && !x.optional && visibility.questionVisible(ruleQuestion(x)),
  );
  return {
    sections,
    progress: progressPercent({ completed: q.completed, in_progress: q.inProgress }, shown.map(ruleSection)),
    questions: questionCounts(asked.map((x) => ({ answer: x.answer, answer_by: x.answerBy }))),
    documentsCell: documentsCellLabel({
      needed: uploads.length,
      provided: uploads.filter((x) => hasAnswerValue(x.answer)).length,
    }),
    kinds: shown.map((s) => sectionKind(ruleSection(s))),
  };
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * get_client_questionnaires: the client's sent, live questionnaires of their active entities (or of one,
 * by hash, which must be theirs), as dashboard cards.
 */
export async function clientQuestionnaires(
  db: DbOrTx,
  actor: Actor,
  companyHash: string | undefined,
): Promise<{ questionnaires: QuestionnaireCard[]; has_tax_returns: boolean }> {
  // One entity asked by hash: another firm's, an inactive one or one the client does not own is 404, not empty.
  if (companyHash) await visibleEntity(db, actor, { hashId: companyHash });
  const rows = await db
    .select({ q: questionnaires, company: companies })
    .from(questionnaires)
    .innerJoin(companies, eq(companies.id, questionnaires.companyId))
    .innerJoin(companyOwners, and(eq(companyOwners.companyId, companies.id), eq(companyOwners.userId, actor.userId)))
    .where(
      and(
        eq(questionnaires.firmId, actor.firmId),
        eq(companies.inactive, false),
        isNull(companies.deletedAt),
        companyHash ? eq(companies.hashId, companyHash) : undefined,
        eq(questionnaires.isDraft, false),
        isNull(questionnaires.deletedAt),
      ),
    )
    .orderBy(desc(questionnaires.createdAt))
    .limit(LIST_LIMIT);
  const parts = await partsOf(
    db,
    rows.map((r) => r.q.id),
  );
  return {
    questionnaires: rows.map(({ q, company }) => {
      const s = summarize(q, parts.get(q.id)!);
      return {
        id: q.id,
        hash_id: q.hashId,
        company_id: company.id,
        company_hash: company.hashId,
        company_name: company.name,
        name: q.name,
        description: q.description,
        tax_year: q.taxYear,
        due_date: q.dueDate,
        locked: q.locked,
        completed: q.completed,
        in_progress: q.inProgress,
        opened: iso(q.openedAt),
        created_at: q.createdAt.toISOString(),
        read_only: actor.readonly || company.readonlyAccess,
        progress: s.progress,
        sections: s.sections.filter((_, i) => s.kinds[i] !== 'document_checklist'),
      };
    }),
    has_tax_returns: await clientHasReturns(db, actor, companyHash),
  };
}

/** An entity's questionnaires for the firm, deleted ones included (they can be restored). */
export async function companyQuestionnaires(
  db: DbOrTx,
  actor: Actor,
  companyId: number,
): Promise<{ items: QuestionnaireSummary[] }> {
  const { company } = await visibleEntity(db, actor, { id: companyId });
  const rows = await db
    .select()
    .from(questionnaires)
    .where(and(eq(questionnaires.firmId, actor.firmId), eq(questionnaires.companyId, company.id)))
    .orderBy(desc(questionnaires.createdAt))
    .limit(LIST_LIMIT);
  const parts = await partsOf(
    db,
    rows.map((q) => q.id),
  );
  return {
    items: rows.map((q) => {
      const p = parts.get(q.id)!;
      const s = summarize(q, p);
      return {
        id: q.id,
        hash_id: q.hashId,
        company_id: q.companyId,
        name: q.name,
        tax_year: q.taxYear,
        due_date: q.dueDate,
        status_label: adminStatusLabel(
          {
            completed: q.completed,
            is_draft: q.isDraft,
            status: q.currentSectionId,
            opened: iso(q.openedAt),
            in_progress: q.inProgress,
          },
          p.sections,
        ),
        locked: q.locked,
        completed: q.completed,
        submitted_at: iso(q.submittedAt),
        deleted_at: iso(q.deletedAt),
        documents_cell: s.documentsCell,
        progress: s.progress,
      };
    }),
  };
}
