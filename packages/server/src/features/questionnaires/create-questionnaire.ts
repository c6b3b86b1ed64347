import { eq, inArray } from 'drizzle-orm';
import type { QuestionDefinition, QuestionType, SectionDefinition } from '@portal/domain';
import type { DbOrTx } from '../../db/client.ts';
import { newHashId } from '../../db/hash-id.ts';
import {
  questionnaireQuestions,
  questionnaireSections,
  questionnaireSignatures,
  questionnaires,
  users,
} from '../../db/schema/index.ts';

/** A question and a section to create: the definition a template stores (shared with the editor). */
export type QuestionDef = QuestionDefinition;
export type SectionDef = SectionDefinition;

export interface QuestionnaireDef {
  firmId: number;
  companyId: number;
  name: string;
  description?: string;
  taxYear: number;
  dueDate?: string | null;
  isDraft?: boolean;
  sentAt?: Date | null;
  depositAmountCents?: number | null;
  disclaimer?: string;
  updateProfileSection?: boolean;
  documentPath?: string;
  documentDropOffEnabled?: boolean;
  templateId?: number | null;
  sendBatchId?: number | null;
  sections: SectionDef[];
}

/** A question of a definition in reading order, with where it hangs (indexes into the flat list). */
export interface FlatQuestion {
  def: QuestionDef;
  sectionIndex: number;
  position: number;
  /** The trigger question of a follow-up. */
  parentIndex: number | null;
  trigger: string | null;
  /** Set for entry fields: the entries question (the fields are entry 0, the definition). */
  entryOf: number | null;
}

/** Every question of the sections in reading order, so positions number them as the client reads them. */
export function flattenQuestions(sections: SectionDef[]): FlatQuestion[] {
  const flat: FlatQuestion[] = [];
  const walk = (defs: QuestionDef[], sectionIndex: number, parentIndex: number | null, trigger: string | null) => {
    for (const d of defs) {
      const index = flat.length;
      flat.push({ def: d, sectionIndex, position: index + 1, parentIndex, trigger, entryOf: null });
      for (const field of d.fields ?? [])
        flat.push({
          def: field,
          sectionIndex,
          position: flat.length + 1,
          parentIndex: null,
          trigger: null,
          entryOf: index,
        });
      for (const f of d.followUps ?? []) walk(f.questions, sectionIndex, index, f.trigger);
    }
  };
  sections.forEach((s, i) => walk(s.questions ?? [], i, null, null));
  return flat;
}

/** How deep a question hangs: 0 for a section's own, 1 for its follow-ups and entry fields, and so on. */
export const depthOf = (flat: FlatQuestion[], p: FlatQuestion): number =>
  p.parentIndex !== null
    ? 1 + depthOf(flat, flat[p.parentIndex]!)
    : p.entryOf !== null
      ? 1 + depthOf(flat, flat[p.entryOf]!)
      : 0;

/** Entries and uploads keep a count as their answer, '0' when empty. */
export const initialAnswer = (type: QuestionType) => (type === 'entries' || type === 'upload' ? '0' : null);

/** Creates one questionnaire (see createQuestionnaires); returns its id. */
export async function createQuestionnaire(db: DbOrTx, def: QuestionnaireDef): Promise<number> {
  const [id] = await createQuestionnaires(db, [def]);
  return id!;
}

/**
 * Creates questionnaires with their sections, questions (follow-ups and entry fields included, numbered in
 * reading order) and signature requests, all of them level by level: a send to many entities needs a few
 * multi-row inserts per group, not one per question or per entity. Returns the ids in the order given.
 * (PostgreSQL returns the rows of a multi-row VALUES insert in the order given.)
 */
export async function createQuestionnaires(db: DbOrTx, defs: QuestionnaireDef[]): Promise<number[]> {
  if (!defs.length) return [];
  const qRows = await db
    .insert(questionnaires)
    .values(
      defs.map((def) => ({
        firmId: def.firmId,
        companyId: def.companyId,
        hashId: newHashId(),
        name: def.name,
        description: def.description ?? null,
        taxYear: def.taxYear,
        dueDate: def.dueDate ?? null,
        isDraft: def.isDraft ?? false,
        sentAt: def.isDraft ? null : (def.sentAt ?? new Date()),
        depositStatus: def.depositAmountCents ? ('unpaid' as const) : null,
        depositAmountCents: def.depositAmountCents ?? null,
        disclaimer: def.disclaimer ?? null,
        updateProfileSection: def.updateProfileSection ?? false,
        ...(def.documentPath ? { documentPath: def.documentPath } : {}),
        documentDropOffEnabled: def.documentDropOffEnabled ?? false,
        templateId: def.templateId ?? null,
        sendBatchId: def.sendBatchId ?? null,
      })),
    )
    .returning({ id: questionnaires.id });
  const questionnaireIds = qRows.map((r) => r.id);

  const allSections = defs.flatMap((def, d) => def.sections.map((s, i) => ({ def, d, s, i })));
  const sectionRows = allSections.length
    ? await db
        .insert(questionnaireSections)
        .values(
          allSections.map(({ def, d, s, i }) => ({
            firmId: def.firmId,
            questionnaireId: questionnaireIds[d]!,
            position: i + 1,
            name: s.name,
            sectionType: s.type,
            sectionKey: s.key ?? null,
            instruction: s.instruction ?? null,
            customElement: s.customElement ?? null,
          })),
        )
        .returning({ id: questionnaireSections.id })
    : [];
  // sectionIds[d][i]: the id of definition d's section i.
  const sectionIds: number[][] = defs.map(() => []);
  allSections.forEach(({ d, i }, n) => (sectionIds[d]![i] = sectionRows[n]!.id));

  const pending = defs.map((def) => flattenQuestions(def.sections));
  const ids = pending.map((flat) => new Array<number>(flat.length));
  const depths = pending.map((flat) => flat.map((p) => depthOf(flat, p)));
  const levels = Math.max(0, ...depths.flat());
  for (let level = 0; level <= levels; level++) {
    const batch = pending.flatMap((flat, d) => flat.flatMap((p, i) => (depths[d]![i] === level ? [{ d, p, i }] : [])));
    if (!batch.length) continue;
    const rows = await db
      .insert(questionnaireQuestions)
      .values(
        batch.map(({ d, p }) => ({
          firmId: defs[d]!.firmId,
          questionnaireId: questionnaireIds[d]!,
          sectionId: sectionIds[d]![p.sectionIndex]!,
          position: p.position,
          text: p.def.text,
          hint: p.def.hint ?? null,
          questionType: p.def.type,
          options: p.def.options ?? [],
          optional: p.def.optional ?? false,
          disableAnswerLater: p.def.disableAnswerLater ?? false,
          disableNotApplicable: p.def.disableNotApplicable ?? false,
          numberOfCharacters: p.def.numberOfCharacters ?? null,
          documentLink: p.def.documentLink ?? null,
          priorYearValue: p.def.priorYearValue ?? null,
          uploadedLastYear: p.def.uploadedLastYear ?? false,
          followUpQuestionId: p.parentIndex !== null ? ids[d]![p.parentIndex]! : null,
          triggerForFollowUpQuestion: p.trigger,
          parentQuestionId: p.entryOf !== null ? ids[d]![p.entryOf]! : null,
          entryNumber: p.entryOf !== null ? 0 : null,
          answer: initialAnswer(p.def.type),
        })),
      )
      .returning({ id: questionnaireQuestions.id });
    batch.forEach(({ d, i }, n) => (ids[d]![i] = rows[n]!.id));
  }

  for (const [d, def] of defs.entries()) {
    const byKey = new Map(pending[d]!.flatMap((p, i) => (p.def.key ? [[p.def.key, ids[d]![i]!] as const] : [])));
    for (const [i, s] of def.sections.entries()) {
      if (!s.trigger) continue;
      const triggerId = byKey.get(s.trigger.questionKey);
      if (triggerId === undefined) throw new Error(`Unknown trigger question ${s.trigger.questionKey}`);
      await db
        .update(questionnaireSections)
        .set({ triggerQuestionId: triggerId, triggerAnswer: s.trigger.answer })
        .where(eq(questionnaireSections.id, sectionIds[d]![i]!));
    }
  }

  const signers = defs.flatMap((def, d) =>
    def.sections.flatMap((s, i) =>
      (s.signerIds ?? []).map((userId) => ({ firmId: def.firmId, d, userId, sectionId: sectionIds[d]![i]! })),
    ),
  );
  if (signers.length) {
    const people = await db
      .select({ id: users.id, firmId: users.firmId, fname: users.fname, lname: users.lname })
      .from(users)
      .where(inArray(users.id, [...new Set(signers.map((s) => s.userId))]));
    const nameOf = (id: number, firmId: number) => {
      const u = people.find((p) => p.id === id && p.firmId === firmId);
      return u ? `${u.fname} ${u.lname}`.trim() : null;
    };
    await db.insert(questionnaireSignatures).values(
      signers.map((s) => ({
        firmId: s.firmId,
        questionnaireId: questionnaireIds[s.d]!,
        sectionId: s.sectionId,
        userId: s.userId,
        userName: nameOf(s.userId, s.firmId),
      })),
    );
  }
  return questionnaireIds;
}
