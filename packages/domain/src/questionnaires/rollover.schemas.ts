import { z } from 'zod';
import { recordIdParam } from '../common/ids.ts';

/**
 * Rollover (prior-year) items and their line items (spec 001 §3, §5, §8) and the rollover CSV import
 * (spec 002 §5). An item of year Y is asked for again in the questionnaires of tax year Y + 1 unless
 * it is marked do-not-rollover.
 */

export const rolloverMessages = {
  nameRequired: 'Please enter a name',
  categoryRequired: 'Please enter a category',
  yearInvalid: 'Please pick a year between 2000 and 2100',
  csvYearRequired: 'A rollover CSV needs a year',
  /** Spec 001 §4: uploading a prior-year document needs a year. */
  missingYear: 'missing year',
  csvRequired: 'Please choose a rollover CSV file',
  csvTooLarge: 'The rollover CSV must be at most 5 MB',
  added: 'Prior year item added',
  updated: 'Prior year item updated',
  deleted: 'Prior year item deleted',
  notFound: 'Prior year item not found',
  notRemovable: 'This prior year item cannot be deleted',
  imported: 'Rollover CSV imported',
} as const;

/** Spec 002 §5, in this order. */
export const ROLLOVER_CSV_COLUMNS = [
  'client name',
  'external entity id',
  'entity type',
  'form name',
  'detailed name',
  'due date',
  'rollover to next year (Y/N)',
] as const;

export const ROLLOVER_MIN_YEAR = 2000;
export const ROLLOVER_MAX_YEAR = 2100;
/** The CSV text travels in a JSON body; 5 MB of text is tens of thousands of rows. */
export const ROLLOVER_CSV_MAX_CHARS = 5 * 1024 * 1024;

const dbId = recordIdParam;
const name = z.string().trim().min(1, rolloverMessages.nameRequired).max(200, 'Name must be at most 200 characters');
const year = z
  .number(rolloverMessages.yearInvalid)
  .int(rolloverMessages.yearInvalid)
  .min(ROLLOVER_MIN_YEAR, rolloverMessages.yearInvalid)
  .max(ROLLOVER_MAX_YEAR, rolloverMessages.yearInvalid);
const category = z
  .string()
  .trim()
  .min(1, rolloverMessages.categoryRequired)
  .max(200, 'Category must be at most 200 characters');
const value = z.string().max(2000, 'Value must be at most 2000 characters');

export const priorYearLineItemSchema = z.object({ id: z.number(), category: z.string(), value: z.string() });
export type PriorYearLineItem = z.infer<typeof priorYearLineItemSchema>;

export const priorYearItemSchema = z.object({
  id: z.number(),
  company_id: z.number(),
  name: z.string(),
  year: z.number(),
  source: z.string().nullable(),
  do_not_rollover: z.boolean(),
  removable: z.boolean(),
  line_items: z.array(priorYearLineItemSchema),
});
export type PriorYearItem = z.infer<typeof priorYearItemSchema>;

export const priorYearItemListSchema = z.object({ items: z.array(priorYearItemSchema) });
export type PriorYearItemList = z.infer<typeof priorYearItemListSchema>;

export const createPriorYearItemSchema = z.object({ company_id: dbId, name, year });
export type CreatePriorYearItemInput = z.infer<typeof createPriorYearItemSchema>;

export const updatePriorYearItemSchema = z.object({
  name: name.optional(),
  year: year.optional(),
  do_not_rollover: z.boolean().optional(),
});
export type UpdatePriorYearItemInput = z.infer<typeof updatePriorYearItemSchema>;

/** The add/edit form of the web panel: the year arrives from a select as a string. */
export const priorYearItemFormSchema = z.object({
  name,
  year: z.coerce.number(rolloverMessages.yearInvalid).pipe(year),
});

export const priorYearItemResultSchema = z.object({ message: z.string(), item: priorYearItemSchema });
export const priorYearMessageSchema = z.object({ message: z.string() });

export const lineItemInputSchema = z.object({ category, value: value.default('') });
export type LineItemInput = z.input<typeof lineItemInputSchema>;
export const updateLineItemSchema = z.object({ category: category.optional(), value: value.optional() });
export type UpdateLineItemInput = z.infer<typeof updateLineItemSchema>;
export const lineItemResultSchema = z.object({ message: z.string(), line_item: priorYearLineItemSchema });

export const rolloverImportSchema = z.object({
  year: z
    .number(rolloverMessages.csvYearRequired)
    .int(rolloverMessages.csvYearRequired)
    .min(ROLLOVER_MIN_YEAR, rolloverMessages.yearInvalid)
    .max(ROLLOVER_MAX_YEAR, rolloverMessages.yearInvalid),
  csv: z.string().min(1, rolloverMessages.csvRequired).max(ROLLOVER_CSV_MAX_CHARS, rolloverMessages.csvTooLarge),
});
export type RolloverImportInput = z.infer<typeof rolloverImportSchema>;

/**
 * The form fields of a prior-year document upload (sent before the file): its year, which names the
 * STAFF ONLY folder it is filed in (priorYearFolder).
 */
export const priorYearDocumentFieldsSchema = z.object({
  year: z.string(rolloverMessages.missingYear).trim().min(1, rolloverMessages.missingYear).transform(Number).pipe(year),
});

export const rolloverImportResultSchema = z.object({
  message: z.string(),
  created: z.number(),
  skipped: z.array(z.object({ row: z.number(), reason: z.string() })),
});
export type RolloverImportResult = z.infer<typeof rolloverImportResultSchema>;

/** Years offered by the panel's selects: the last ten, newest first. */
export function rolloverYears(currentYear: number, count = 10): number[] {
  return Array.from({ length: count }, (_, i) => currentYear - i);
}
