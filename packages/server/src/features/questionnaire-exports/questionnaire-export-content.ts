import {
  createVisibility,
  formatDisplayDate,
  hasAnswerValue,
  isCalendarDay,
  isSpecialAnswer,
  sectionKind,
  signatureStatus,
  splitMultiple,
  SPECIAL_ANSWERS,
  MARKED_NOT_NEEDED,
  type Question,
  type Section,
} from '@portal/domain';

/** One question as the export shows it: numbered as the client sees it, its answer as lines. */
export interface ExportRow {
  number: string;
  depth: number;
  text: string;
  answer: string[];
}

export interface ExportSection {
  name: string;
  rows: ExportRow[];
  /** Engagement letters: who signed and when. */
  signatures: string[];
}

/** What every export format writes for one questionnaire: sections in order, only what the client was shown. */
export interface ExportContent {
  title: string;
  entity: string;
  taxYear: number;
  sections: ExportSection[];
}

const DROPPED_ANSWERS = new Set(['No', SPECIAL_ANSWERS.notApplicable]);

/** The answer lines of one question: special answers by their label, choices joined, entries by their fields. */
export function answerLines(q: Question, all: readonly Question[]): string[] {
  const lines: string[] = [];
  if (q.answer_by) {
    const later = q.question_type === 'upload' ? 'Upload later' : 'Answer later';
    lines.push(`${later} by ${formatDisplayDate(q.answer_by)}`);
  }
  const answer = q.answer ?? '';
  if (isSpecialAnswer(answer)) return [...lines, answer];
  switch (q.question_type) {
    case 'upload':
      lines.push(
        ...q.documents.map((d) => (d.selected_option ? `${d.name} (${d.selected_option})` : d.name)),
        ...(q.documents.length ? [] : ['No documents uploaded']),
      );
      break;
    case 'entries':
      lines.push(...entryLines(q, all));
      break;
    case 'multiple':
      lines.push(splitMultiple(answer).join(', ') || 'Not answered');
      break;
    case 'date':
      lines.push(isCalendarDay(answer) ? formatDisplayDate(answer) : answer || 'Not answered');
      break;
    default:
      lines.push(hasAnswerValue(answer) ? answer : 'Not answered');
  }
  return lines;
}

/** Entries (fields with parent_question_id, entry 0 being the blank definition) as 'Entry n: Field: value; ...'. */
function entryLines(q: Question, all: readonly Question[]): string[] {
  const fields = all.filter((f) => f.parent_question_id === q.id && (f.entry_number ?? 0) > 0);
  const numbers = [...new Set(fields.map((f) => f.entry_number!))].sort((a, b) => a - b);
  const lines = numbers
    .map((n) => {
      const parts = fields
        .filter((f) => f.entry_number === n && hasAnswerValue(f.answer))
        .map((f) => `${f.text}: ${answerLines(f, all).join(', ')}`);
      return parts.length ? `Entry ${n}: ${parts.join('; ')}` : null;
    })
    .filter((l): l is string => l !== null);
  return lines.length ? lines : ['No entries'];
}

/**
 * The shown sections and their shown questions, numbered 1, 1.1, 1.1.1 as the client's page numbers them
 * (follow-ups under their trigger). Hidden follow-ups and sections are left out; with
 * removeNosAndNa, questions answered No or Not Applicable are too (their shown follow-ups keep their
 * numbers so the export reads like the page).
 */
export function exportContent(
  head: { title: string; entity: string; taxYear: number },
  sections: readonly Section[],
  questions: readonly Question[],
  opts: { removeNosAndNa: boolean },
): ExportContent {
  const visibility = createVisibility(
    questions.filter((q) => q.parent_question_id == null),
    sections,
  );
  const out: ExportSection[] = [];
  for (const s of sections) {
    if (!visibility.sectionVisible(s)) continue;
    const kind = sectionKind(s);
    if (kind === 'review_and_submit') continue;
    const listed = questions.filter(
      (q) => q.section_id === s.id && q.parent_question_id == null && visibility.questionVisible(q),
    );
    const ids = new Set(listed.map((q) => q.id));
    const rows: ExportRow[] = [];
    const walk = (parentId: number | null, prefix: string, depth: number) =>
      listed
        .filter((q) =>
          parentId === null
            ? q.follow_up_question_id == null || !ids.has(q.follow_up_question_id)
            : q.follow_up_question_id === parentId,
        )
        .forEach((q, i) => {
          const number = prefix ? `${prefix}.${i + 1}` : String(i + 1);
          if (!(opts.removeNosAndNa && DROPPED_ANSWERS.has(q.answer ?? '')))
            rows.push({ number, depth, text: q.text, answer: answerLines(q, questions) });
          walk(q.id, number, depth + 1);
        });
    walk(null, '', 0);
    const signatures = s.engagement_signatures.map((g) => {
      const status = signatureStatus(g);
      if (status === 'not_needed') return `${g.user_name ?? 'Signer'}: ${MARKED_NOT_NEEDED}`;
      if (status === 'pending') return `${g.user_name ?? 'Signer'}: Not signed`;
      const at = g.signed_at ? ` on ${formatDisplayDate(g.signed_at)} ${g.signed_at.slice(11, 16)} UTC` : '';
      // A drawn signature is a PNG data URL: the text says it was drawn rather than print the data.
      const how = g.signature_type === 'drawn' ? 'signed (drawn signature)' : `signed "${g.signature}"`;
      return `${g.user_name ?? 'Signer'}: ${how}${at}`;
    });
    // A welcome or instruction page has nothing answered to export.
    if (rows.length || signatures.length || kind === 'questions' || kind === 'document_checklist')
      out.push({ name: s.name, rows, signatures });
  }
  return { ...head, sections: out };
}
