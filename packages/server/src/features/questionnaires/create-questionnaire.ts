import { inArray, sql } from 'drizzle-orm';
import type { QuestionDefinition, QuestionType, SectionDefinition } from '@portal/domain';
import type { DbOrTx } from '../../db/client.ts';
import { newHashId } from '../../db/hash-id.ts';
import { questionnaires, users } from '../../db/schema/index.ts';

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

/** Rows as one jsonb parameter: a set of any size goes in one statement, within PostgreSQL's parameter limit. */
const asJson = (rows: object[]) => sql`${JSON.stringify(rows)}::jsonb`;

/** Sections of a definition apart from who signs: the part many questionnaires of one send share. */
const shapeKey = (sections: SectionDef[]) =>
  JSON.stringify(sections, (key, value: unknown) => (key === 'signerIds' ? undefined : value));

/** A shape's questions as rows: where each hangs is a position within its questionnaire, resolved in SQL. */
function questionRows(sections: SectionDef[], shape: number) {
  const flat = flattenQuestions(sections);
  return flat.map((p) => ({
    shape,
    level: depthOf(flat, p),
    section_position: p.sectionIndex + 1,
    position: p.position,
    text: p.def.text,
    hint: p.def.hint ?? null,
    question_type: p.def.type,
    options: p.def.options ?? [],
    optional: p.def.optional ?? false,
    disable_answer_later: p.def.disableAnswerLater ?? false,
    disable_not_applicable: p.def.disableNotApplicable ?? false,
    number_of_characters: p.def.numberOfCharacters ?? null,
    document_link: p.def.documentLink ?? null,
    prior_year_value: p.def.priorYearValue ?? null,
    uploaded_last_year: p.def.uploadedLastYear ?? false,
    expected_form: p.def.expectedDocument?.form ?? null,
    expected_payer: p.def.expectedDocument?.payer ?? null,
    follow_up_position: p.parentIndex !== null ? flat[p.parentIndex]!.position : null,
    trigger_for_follow_up_question: p.trigger,
    entry_position: p.entryOf !== null ? flat[p.entryOf]!.position : null,
    answer: initialAnswer(p.def.type),
    key: p.def.key ?? null,
  }));
}

/**
 * Creates questionnaires with their sections, questions (follow-ups and entry fields included, numbered in
 * reading order) and signature requests, set by set, however many there are: one insert of the
 * questionnaires; then definitions that differ only in their signers share a shape, sent once as jsonb and
 * copied to each questionnaire by INSERT … SELECT (one for the sections, one per nesting level of questions,
 * follow-ups and entry fields finding their parent by position in SQL), one update for the sections shown on
 * an answer, one insert of the signature requests. Returns the ids in the order given.
 * (PostgreSQL returns the rows of a multi-row VALUES insert in the order given.)
 */
export async function createQuestionnaires(db: DbOrTx, defs: QuestionnaireDef[]): Promise<number[]> {
  if (!defs.length) return [];
  const shapeOf = new Map<string, number>();
  const shapes: SectionDef[][] = [];
  const shapeIndex = defs.map((def) => {
    const key = shapeKey(def.sections);
    let shape = shapeOf.get(key);
    if (shape === undefined) {
      shape = shapes.length;
      shapes.push(def.sections);
      shapeOf.set(key, shape);
    }
    return shape;
  });
  const questions = shapes.flatMap((sections, shape) => questionRows(sections, shape));
  const triggers = shapes.flatMap((sections, shape) => {
    const byKey = new Map(questions.flatMap((q) => (q.shape === shape && q.key ? [[q.key, q.position] as const] : [])));
    return sections.flatMap((s, i) => {
      if (!s.trigger) return [];
      const position = byKey.get(s.trigger.questionKey);
      if (position === undefined) throw new Error(`Unknown trigger question ${s.trigger.questionKey}`);
      return [{ shape, section_position: i + 1, question_position: position, answer: s.trigger.answer }];
    });
  });

  const hashIds = defs.map(() => newHashId());
  const made = await db.execute(sql`
    insert into questionnaires
      (firm_id, company_id, hash_id, name, description, tax_year, due_date, is_draft, sent_at, deposit_status,
       deposit_amount_cents, disclaimer, update_profile_section, document_path, document_drop_off_enabled,
       template_id, send_batch_id)
    select firm_id, company_id, hash_id, name, description, tax_year, due_date, is_draft, sent_at, deposit_status,
      deposit_amount_cents, disclaimer, update_profile_section, document_path, document_drop_off_enabled,
      template_id, send_batch_id
    from jsonb_to_recordset(${asJson(
      defs.map((def, d) => ({
        ord: d,
        firm_id: def.firmId,
        company_id: def.companyId,
        hash_id: hashIds[d],
        name: def.name,
        description: def.description ?? null,
        tax_year: def.taxYear,
        due_date: def.dueDate ?? null,
        is_draft: def.isDraft ?? false,
        sent_at: def.isDraft ? null : (def.sentAt ?? new Date()).toISOString(),
        deposit_status: def.depositAmountCents ? 'unpaid' : null,
        deposit_amount_cents: def.depositAmountCents ?? null,
        disclaimer: def.disclaimer ?? null,
        update_profile_section: def.updateProfileSection ?? false,
        // An unset path takes the column's default, as an insert leaving it out would.
        document_path: def.documentPath || (questionnaires.documentPath.default as string),
        document_drop_off_enabled: def.documentDropOffEnabled ?? false,
        template_id: def.templateId ?? null,
        send_batch_id: def.sendBatchId ?? null,
      })),
    )}) as x(ord int, firm_id int, company_id int, hash_id text, name text, description text, tax_year int,
      due_date date, is_draft boolean, sent_at timestamptz, deposit_status text, deposit_amount_cents int,
      disclaimer text, update_profile_section boolean, document_path text, document_drop_off_enabled boolean,
      template_id int, send_batch_id int)
    order by x.ord
    returning id, hash_id`);
  const idOf = new Map(
    (made as unknown as { rows: { id: number; hash_id: string }[] }).rows.map((r) => [r.hash_id, r.id]),
  );
  const questionnaireIds = hashIds.map((h) => idOf.get(h)!);
  // Each new questionnaire, its firm and its shape, in the order given (ord keeps ids in that order).
  const targets = sql`jsonb_to_recordset(${asJson(
    defs.map((def, d) => ({
      ord: d,
      questionnaire_id: questionnaireIds[d]!,
      firm_id: def.firmId,
      shape: shapeIndex[d]!,
    })),
  )}) as t(ord int, questionnaire_id int, firm_id int, shape int)`;

  const sections = shapes.flatMap((list, shape) =>
    list.map((s, i) => ({
      shape,
      position: i + 1,
      name: s.name,
      section_type: s.type,
      section_key: s.key ?? null,
      instruction: s.instruction ?? null,
      custom_element: s.customElement ?? null,
    })),
  );
  if (sections.length)
    await db.execute(sql`
      insert into questionnaire_sections
        (firm_id, questionnaire_id, position, name, section_type, section_key, instruction, custom_element)
      select t.firm_id, t.questionnaire_id, s.position, s.name, s.section_type, s.section_key, s.instruction,
        s.custom_element
      from ${targets}
      join jsonb_to_recordset(${asJson(sections)}) as s(shape int, position int, name text, section_type int,
        section_key text, instruction text, custom_element text) on s.shape = t.shape
      order by t.ord, s.position`);

  const levels = Math.max(0, ...questions.map((q) => q.level));
  for (let level = 0; level <= levels; level++) {
    const rows = questions.filter((q) => q.level === level);
    if (!rows.length) continue;
    await db.execute(sql`
      insert into questionnaire_questions
        (firm_id, questionnaire_id, section_id, position, text, hint, question_type, options, optional,
         disable_answer_later, disable_not_applicable, number_of_characters, document_link, prior_year_value,
         uploaded_last_year, expected_form, expected_payer, follow_up_question_id, trigger_for_follow_up_question,
         parent_question_id, entry_number, answer)
      select t.firm_id, t.questionnaire_id, s.id, q.position, q.text, q.hint, q.question_type, q.options,
        q.optional, q.disable_answer_later, q.disable_not_applicable, q.number_of_characters, q.document_link,
        q.prior_year_value, q.uploaded_last_year, q.expected_form, q.expected_payer, f.id,
        q.trigger_for_follow_up_question, e.id,
        case when q.entry_position is null then null else 0 end, q.answer
      from ${targets}
      join jsonb_to_recordset(${asJson(rows)}) as q(shape int, section_position int, position int, text text,
        hint text, question_type text, options jsonb, optional boolean, disable_answer_later boolean,
        disable_not_applicable boolean, number_of_characters int, document_link text, prior_year_value text,
        uploaded_last_year boolean, expected_form text, expected_payer text, follow_up_position int,
        trigger_for_follow_up_question text,
        entry_position int, answer text) on q.shape = t.shape
      join questionnaire_sections s on s.questionnaire_id = t.questionnaire_id and s.position = q.section_position
      left join questionnaire_questions f on f.questionnaire_id = t.questionnaire_id and f.position = q.follow_up_position
      left join questionnaire_questions e on e.questionnaire_id = t.questionnaire_id and e.position = q.entry_position
      order by t.ord, q.position`);
  }

  if (triggers.length)
    await db.execute(sql`
      update questionnaire_sections s set trigger_question_id = qq.id, trigger_answer = x.answer
      from ${targets}
      join jsonb_to_recordset(${asJson(triggers)}) as x(shape int, section_position int, question_position int,
        answer text) on x.shape = t.shape
      join questionnaire_questions qq on qq.questionnaire_id = t.questionnaire_id and qq.position = x.question_position
      where s.questionnaire_id = t.questionnaire_id and s.position = x.section_position`);

  const signers = defs.flatMap((def, d) =>
    def.sections.flatMap((s, i) => (s.signerIds ?? []).map((userId) => ({ def, d, userId, position: i + 1 }))),
  );
  if (signers.length) {
    const people = await db
      .select({ id: users.id, firmId: users.firmId, fname: users.fname, lname: users.lname })
      .from(users)
      .where(inArray(users.id, [...new Set(signers.map((s) => s.userId))]));
    const byId = new Map(people.map((p) => [p.id, p]));
    const nameOf = (id: number, firmId: number) => {
      const u = byId.get(id);
      return u && u.firmId === firmId ? `${u.fname} ${u.lname}`.trim() : null;
    };
    const rows = signers.map((s, ord) => ({
      ord,
      firm_id: s.def.firmId,
      questionnaire_id: questionnaireIds[s.d]!,
      section_position: s.position,
      user_id: s.userId,
      user_name: nameOf(s.userId, s.def.firmId),
    }));
    await db.execute(sql`
      insert into questionnaire_signatures (firm_id, questionnaire_id, section_id, user_id, user_name)
      select x.firm_id, x.questionnaire_id, s.id, x.user_id, x.user_name
      from jsonb_to_recordset(${asJson(rows)}) as x(ord int, firm_id int, questionnaire_id int,
        section_position int, user_id int, user_name text)
      join questionnaire_sections s on s.questionnaire_id = x.questionnaire_id and s.position = x.section_position
      order by x.ord`);
  }
  return questionnaireIds;
}
