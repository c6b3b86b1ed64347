import { and, eq, inArray } from 'drizzle-orm';
import type { QuestionType } from '@portal/domain';
import type { DbOrTx } from '../../db/client.ts';
import { newHashId } from '../../db/hash-id.ts';
import {
  questionnaireQuestions,
  questionnaireSections,
  questionnaireSignatures,
  questionnaires,
  users,
} from '../../db/schema/index.ts';

/** A question to create; follow-ups nest under the answer that shows them; entries carry their fields. */
export interface QuestionDef {
  /** A name other parts of the definition refer to (a section's trigger). */
  key?: string;
  text: string;
  type: QuestionType;
  options?: string[];
  optional?: boolean;
  hint?: string;
  numberOfCharacters?: number;
  disableAnswerLater?: boolean;
  disableNotApplicable?: boolean;
  documentLink?: string;
  priorYearValue?: string;
  uploadedLastYear?: boolean;
  followUps?: { trigger: string; questions: QuestionDef[] }[];
  /** The fields of each entry of an entries question. */
  fields?: QuestionDef[];
}

export interface SectionDef {
  name: string;
  type: number;
  key?: string;
  instruction?: string;
  customElement?: string;
  questions?: QuestionDef[];
  /** Shown only when the question with this key has this answer. */
  trigger?: { questionKey: string; answer: string };
  /** Who signs an engagement letter (type 2): one signature each. */
  signerIds?: number[];
}

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

/**
 * Creates a questionnaire with its sections, questions (follow-ups and entry fields included, numbered in
 * reading order) and signature requests, level by level so a large send needs a few inserts, not one per
 * question. Returns the new questionnaire's id.
 */
export async function createQuestionnaire(db: DbOrTx, def: QuestionnaireDef): Promise<number> {
  const [q] = await db
    .insert(questionnaires)
    .values({
      firmId: def.firmId,
      companyId: def.companyId,
      hashId: newHashId(),
      name: def.name,
      description: def.description ?? null,
      taxYear: def.taxYear,
      dueDate: def.dueDate ?? null,
      isDraft: def.isDraft ?? false,
      sentAt: def.isDraft ? null : (def.sentAt ?? new Date()),
      depositStatus: def.depositAmountCents ? 'unpaid' : null,
      depositAmountCents: def.depositAmountCents ?? null,
      disclaimer: def.disclaimer ?? null,
      updateProfileSection: def.updateProfileSection ?? false,
      ...(def.documentPath ? { documentPath: def.documentPath } : {}),
      documentDropOffEnabled: def.documentDropOffEnabled ?? false,
      templateId: def.templateId ?? null,
      sendBatchId: def.sendBatchId ?? null,
    })
    .returning({ id: questionnaires.id });
  const questionnaireId = q!.id;
  const sections = await db
    .insert(questionnaireSections)
    .values(
      def.sections.map((s, i) => ({
        firmId: def.firmId,
        questionnaireId,
        position: i + 1,
        name: s.name,
        sectionType: s.type,
        sectionKey: s.key ?? null,
        instruction: s.instruction ?? null,
        customElement: s.customElement ?? null,
      })),
    )
    .returning({ id: questionnaireSections.id });

  const pending = flattenQuestions(def.sections);
  const ids = new Array<number>(pending.length);
  const depth = (p: FlatQuestion) => depthOf(pending, p);
  const levels = Math.max(0, ...pending.map(depth));
  for (let level = 0; level <= levels; level++) {
    const batch = pending.map((p, i) => ({ p, i })).filter(({ p }) => depth(p) === level);
    if (!batch.length) continue;
    const rows = await db
      .insert(questionnaireQuestions)
      .values(
        batch.map(({ p }) => ({
          firmId: def.firmId,
          questionnaireId,
          sectionId: sections[p.sectionIndex]!.id,
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
          followUpQuestionId: p.parentIndex !== null ? ids[p.parentIndex]! : null,
          triggerForFollowUpQuestion: p.trigger,
          parentQuestionId: p.entryOf !== null ? ids[p.entryOf]! : null,
          entryNumber: p.entryOf !== null ? 0 : null,
          answer: initialAnswer(p.def.type),
        })),
      )
      .returning({ id: questionnaireQuestions.id });
    batch.forEach(({ i }, n) => (ids[i] = rows[n]!.id));
  }

  const byKey = new Map(pending.flatMap((p, i) => (p.def.key ? [[p.def.key, ids[i]!] as const] : [])));
  for (const [i, s] of def.sections.entries()) {
    if (!s.trigger) continue;
    const triggerId = byKey.get(s.trigger.questionKey);
    if (triggerId === undefined) throw new Error(`Unknown trigger question ${s.trigger.questionKey}`);
    await db
      .update(questionnaireSections)
      .set({ triggerQuestionId: triggerId, triggerAnswer: s.trigger.answer })
      .where(eq(questionnaireSections.id, sections[i]!.id));
  }

  const signers = def.sections.flatMap((s, i) =>
    (s.signerIds ?? []).map((userId) => ({ userId, sectionId: sections[i]!.id })),
  );
  if (signers.length) {
    const people = await db
      .select({ id: users.id, fname: users.fname, lname: users.lname })
      .from(users)
      .where(
        and(
          eq(users.firmId, def.firmId),
          inArray(
            users.id,
            signers.map((s) => s.userId),
          ),
        ),
      );
    const nameOf = (id: number) => {
      const u = people.find((p) => p.id === id);
      return u ? `${u.fname} ${u.lname}`.trim() : null;
    };
    await db.insert(questionnaireSignatures).values(
      signers.map((s) => ({
        firmId: def.firmId,
        questionnaireId,
        sectionId: s.sectionId,
        userId: s.userId,
        userName: nameOf(s.userId),
      })),
    );
  }
  return questionnaireId;
}
