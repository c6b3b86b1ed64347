import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  ACTIVITY_TYPES,
  AppError,
  SECTION_TYPES,
  firmActionMessages,
  isReviewSection,
  type Actor,
  type sendOpenItemsSchema,
} from '@portal/domain';
import type { DbOrTx } from '../../db/client.ts';
import { questionnaireQuestions, questionnaireSections, questionnaires } from '../../db/schema/index.ts';
import { recordActivity } from '../../platform/audit/activity-log.ts';
import {
  initialAnswer,
  staffQuestionnaires,
  notifyQuestionnaireClients,
  type ReminderDeps,
} from '../questionnaires/index.ts';

export const ADDITIONAL_ITEMS_SECTION = 'Additional Items';

/** What the entity's clients are told; the reminder placeholders are filled per client. */
const NOTICE = {
  subject: '{firm_name}: more items needed for your {questionnaire_year} {questionnaire_name} — {entity_name}',
  message:
    'Hi {client_fname},\n\n{firm_name} needs a few more items for your {questionnaire_year} {questionnaire_name}{for_wording}. ' +
    'Please open your questionnaire and answer them.\n\nThank you,\n{firm_name}',
  sms: '{firm_name}: Hi {client_fname}, we need a few more items for your {questionnaire_year} {questionnaire_name}.',
};

type Sections = (typeof questionnaireSections.$inferSelect)[];

/**
 * The questionnaire's Additional Items section (type 3), made just before review-and-submit (or last)
 * when it has none; the later sections move one place down so positions keep the reading order.
 */
async function additionalSection(tx: DbOrTx, firmId: number, questionnaireId: number, sections: Sections) {
  const existing = sections.find(
    (s) => s.name === ADDITIONAL_ITEMS_SECTION && s.sectionType === SECTION_TYPES.questions,
  );
  if (existing) return existing;
  const review = sections.find((s) => isReviewSection({ section_type: s.sectionType, section_key: s.sectionKey }));
  const position = review ? review.position : Math.max(0, ...sections.map((s) => s.position)) + 1;
  await tx
    .update(questionnaireSections)
    .set({ position: sql`${questionnaireSections.position} + 1` })
    .where(
      and(
        eq(questionnaireSections.questionnaireId, questionnaireId),
        sql`${questionnaireSections.position} >= ${position}`,
      ),
    );
  const [row] = await tx
    .insert(questionnaireSections)
    .values({
      firmId,
      questionnaireId,
      position,
      name: ADDITIONAL_ITEMS_SECTION,
      sectionType: SECTION_TYPES.questions,
      sectionKey: 'questionnaire',
    })
    .returning();
  return row!;
}

/**
 * send_open_items (spec 001 §2 'Request Additional Items', §4 "Locked disables requesting additional
 * items"): the items become questions at the end of the section each names (by default the Additional Items
 * section), numbered in reading order (questions of later sections move down). A completed or submitted questionnaire opens again so
 * the client can answer them; the entity's clients are told.
 */
export async function sendOpenItems(
  deps: ReminderDeps,
  actor: Actor,
  input: z.infer<typeof sendOpenItemsSchema>,
  now: Date,
) {
  const q = await addOpenItems(deps.db, actor, input, now);
  // A draft is not the client's yet: they hear about it when it is sent.
  if (!q.isDraft) await notifyQuestionnaireClients(deps, q.id, NOTICE);
  return { message: firmActionMessages.additionalItemsRequested };
}

/**
 * Items become questions at the end of `section`, numbered in reading order: the questions of later sections
 * move down to make room.
 */
async function appendQuestions(
  tx: DbOrTx,
  firmId: number,
  questionnaireId: number,
  sections: Sections,
  section: Sections[number],
  items: z.infer<typeof sendOpenItemsSchema>['items'],
) {
  const upTo = new Set(sections.filter((s) => s.position <= section.position).map((s) => s.id));
  upTo.add(section.id);
  const later = sections.filter((s) => !upTo.has(s.id)).map((s) => s.id);
  const questions = await tx
    .select({ sectionId: questionnaireQuestions.sectionId, position: questionnaireQuestions.position })
    .from(questionnaireQuestions)
    .where(eq(questionnaireQuestions.questionnaireId, questionnaireId));
  const base = Math.max(0, ...questions.filter((x) => upTo.has(x.sectionId)).map((x) => x.position));
  if (later.length)
    await tx
      .update(questionnaireQuestions)
      .set({ position: sql`${questionnaireQuestions.position} + ${items.length}` })
      .where(
        and(
          eq(questionnaireQuestions.questionnaireId, questionnaireId),
          inArray(questionnaireQuestions.sectionId, later),
        ),
      );
  await tx.insert(questionnaireQuestions).values(
    items.map((item, i) => ({
      firmId,
      questionnaireId,
      sectionId: section.id,
      position: base + i + 1,
      text: item.text,
      questionType: item.question_type,
      options: item.options ?? [],
      answer: initialAnswer(item.question_type),
    })),
  );
}

/**
 * The questions of sendOpenItems, in one transaction (in the caller's, when given one: a workflow step records
 * that it ran in the same). Answers the questionnaire; its clients are told by tellOfOpenItems.
 */
export async function addOpenItems(db: DbOrTx, actor: Actor, input: z.infer<typeof sendOpenItemsSchema>, now: Date) {
  return db.transaction(async (tx) => {
    const [q] = await staffQuestionnaires(tx, actor, [input.questionnaire_id]);
    if (q!.locked) throw new AppError('validation_failed', firmActionMessages.locked);
    const sectionsOf = () =>
      tx
        .select()
        .from(questionnaireSections)
        .where(eq(questionnaireSections.questionnaireId, q!.id))
        .orderBy(asc(questionnaireSections.position), asc(questionnaireSections.id));
    let sections = await sectionsOf();
    // An item naming a section joins it: one of this questionnaire's question sections, or the request is refused.
    for (const item of input.items) {
      const named = item.section_id == null ? null : sections.find((s) => s.id === item.section_id);
      if (item.section_id != null && named?.sectionType !== SECTION_TYPES.questions)
        throw new AppError('validation_failed', firmActionMessages.itemSection, {
          items: firmActionMessages.itemSection,
        });
    }
    let additionalId: number | null = null;
    if (input.items.some((item) => item.section_id == null)) {
      additionalId = (await additionalSection(tx, actor.firmId, q!.id, sections)).id;
      sections = await sectionsOf();
    }
    const groups = new Map<number, typeof input.items>();
    for (const item of input.items) {
      const sectionId = item.section_id ?? additionalId!;
      groups.set(sectionId, [...(groups.get(sectionId) ?? []), item]);
    }
    for (const [sectionId, items] of groups) {
      await appendQuestions(
        tx,
        actor.firmId,
        q!.id,
        sections,
        sections.find((s) => s.id === sectionId)!,
        items,
      );
    }
    const n = input.items.length;
    await tx
      .update(questionnaires)
      .set({
        ...(q!.completed || q!.submittedAt ? { completed: false, submittedAt: null } : {}),
        updatedAt: now,
      })
      .where(eq(questionnaires.id, q!.id));
    await recordActivity(tx, {
      firmId: actor.firmId,
      typeId: ACTIVITY_TYPES.questionnaire_related,
      title: 'Additional items requested',
      description: `${n} item${n === 1 ? '' : 's'} on ${q!.name} (${q!.taxYear})`,
      companyId: q!.companyId,
      questionnaireId: q!.id,
      actorUserId: actor.userId,
    });
    return q!;
  });
}

/** The notice of new open items to the questionnaire's clients; with `once`, each told once however often run. */
export const tellOfOpenItems = (deps: ReminderDeps, questionnaireId: number, once?: string) =>
  notifyQuestionnaireClients(deps, questionnaireId, NOTICE, {}, once);
