import { isAnswerComplete, type Question } from '@portal/domain';

export interface Entry {
  number: number;
  fields: Question[];
}

/**
 * The entries of an entries question: its fields grouped by entry_number, 1..n. Entry 0 is the blank
 * definition and never shown; each entry lists its fields in the definition's order.
 */
export function entriesOf(all: readonly Question[], entriesQuestionId: number): Entry[] {
  const children = all.filter((q) => q.parent_question_id === entriesQuestionId);
  const definitions = children.filter((q) => (q.entry_number ?? 0) === 0).sort((a, b) => a.order - b.order);
  const rank = (q: Question) => {
    const i = definitions.findIndex((d) => d.text === q.text);
    return i === -1 ? definitions.length + q.order : i;
  };
  const numbers = [...new Set(children.map((q) => q.entry_number ?? 0).filter((n) => n >= 1))].sort((a, b) => a - b);
  return numbers.map((number) => ({
    number,
    fields: children.filter((q) => q.entry_number === number).sort((a, b) => rank(a) - rank(b) || a.order - b.order),
  }));
}

export const entriesSummary = (count: number) =>
  count === 0 ? 'No entries yet' : count === 1 ? '1 entry' : `${count} entries`;

export interface BlankEntryField {
  entryNumber: number;
  field: Question;
}

/** The required fields left blank inside entries (the rule sectionStatus counts them by, spec 001 §4). */
export function blankEntryFields(entries: readonly Entry[]): BlankEntryField[] {
  return entries.flatMap((e) =>
    e.fields.filter((f) => !isAnswerComplete(f)).map((field) => ({ entryNumber: e.number, field })),
  );
}
