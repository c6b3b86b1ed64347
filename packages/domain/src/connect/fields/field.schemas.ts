import { z } from 'zod';
import { fieldsOf } from './form-fields.ts';
import { parseMoney } from './money.ts';
import type { RecognisedForm } from '../form-rules.ts';

export const fieldMessages = {
  unknown: 'This form has no such box',
  money: 'Enter an amount such as 1,234.56',
  code: 'Enter the code as printed on the form',
} as const;

/** A figure of a split document (issue 42 §2), as read and as staff corrected it. */
export const extractedFieldSchema = z.object({
  key: z.string(),
  /** What the firm's name for the box is ("Wages, tips, other compensation"). */
  label: z.string(),
  kind: z.enum(['money', 'code']),
  /** Money as "1234.56"; a code as printed; null when the box was read empty and no one filled it. */
  value: z.string().nullable(),
  /** 0–1; below LOW_CONFIDENCE the review marks it for a look. */
  confidence: z.number(),
  /** 1-based page of the document, and the box on it as fractions of the page from its top-left corner. */
  page: z.number().int().nullable(),
  box: z.object({ left: z.number(), top: z.number(), width: z.number(), height: z.number() }).nullable(),
  /** What Connect read, when staff corrected it, who and when. */
  read_value: z.string().nullable(),
  corrected_by: z.string().nullable(),
  corrected_at: z.string().nullable(),
});
export type ExtractedField = z.infer<typeof extractedFieldSchema>;

/** A figure read this unsure is marked for a look in the review. */
export const LOW_CONFIDENCE = 0.8;

/** The correction of one box: an amount or a code, or empty to say the box is blank. */
export const correctFieldSchema = z.object({ value: z.string().trim().max(40) });
export type CorrectFieldInput = z.infer<typeof correctFieldSchema>;

/**
 * A corrected value checked against its box: amounts as dollars and cents, codes in capitals; the message says
 * what is wrong. An empty value clears the box.
 */
export function checkFieldValue(
  form: RecognisedForm | null,
  key: string,
  value: string,
): { ok: true; value: string | null } | { ok: false; message: string } {
  const spec = fieldsOf(form).find((s) => s.key === key);
  if (!spec) return { ok: false, message: fieldMessages.unknown };
  if (value === '') return { ok: true, value: null };
  if (spec.kind === 'money') {
    // Typed, not read off a page: "52100" and "52100.5" are whole dollars and dimes (a page's figure needs its cents).
    const typed = /^(\(?-?\$?-?)([\d,]+)(?:\.(\d{1,2}))?(\)?)$/.exec(value.replace(/\s+/g, ''));
    const money = typed && parseMoney(`${typed[1]}${typed[2]}.${(typed[3] ?? '').padEnd(2, '0')}${typed[4]}`);
    return money === null ? { ok: false, message: fieldMessages.money } : { ok: true, value: money };
  }
  const code = value.toUpperCase();
  return (spec.pattern ?? /^[A-Z0-9]{1,2}$/).test(code)
    ? { ok: true, value: code }
    : { ok: false, message: fieldMessages.code };
}
