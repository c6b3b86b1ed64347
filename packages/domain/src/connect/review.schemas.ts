import { z } from 'zod';
import { DOCUMENT_EXPORT_ORDER } from '../questionnaires/export-order.ts';
import type { RecognisedForm } from './form-rules.ts';

/** The Bulk Upload Processor Review's messages (spec 001 §5; wording the spec does not show is ours). */
export const reviewMessages = {
  chooseForm: 'Please select a form',
  pageRanges: 'Enter page ranges such as 1-2, 3, 4-12',
  pagesCovered: 'Page ranges must cover every page once, in order',
  notAnUpload: 'Only an uploaded file can be split again',
  notADocument: 'Only a split document can be reviewed',
  alreadyReviewed: 'This document is already reviewed',
  noSuchPage: 'This page does not exist',
  reviewed: 'Document reviewed',
  formUpdated: 'Form updated',
  splitUpdated: 'Pages updated',
  redoStarted: 'Recognition started again',
} as const;

/** The forms staff may choose from when correcting one (the spec's export order, spec 001 §9). */
export const REVIEW_FORMS = DOCUMENT_EXPORT_ORDER as readonly RecognisedForm[];

export const correctFormSchema = z.object({
  form: z.enum(DOCUMENT_EXPORT_ORDER, { error: reviewMessages.chooseForm }),
});
export type CorrectFormInput = z.infer<typeof correctFormSchema>;

/**
 * Reads page ranges as the spec's split accepts them (spec 001 §5: comma lists and ranges): "1-2, 3, 4-12" is
 * three documents. Null when the text is not a list of ranges.
 */
export function parsePageRanges(text: string): [number, number][] | null {
  const parts = text.split(',').map((p) => p.trim());
  if (!parts.length || parts.some((p) => p === '')) return null;
  const ranges: [number, number][] = [];
  for (const part of parts) {
    const m = /^(\d{1,4})(?:\s*-\s*(\d{1,4}))?$/.exec(part);
    if (!m) return null;
    const first = Number(m[1]);
    const last = m[2] === undefined ? first : Number(m[2]);
    if (first < 1 || last < first) return null;
    ranges.push([first, last]);
  }
  return ranges;
}

/** Whether ranges cover pages 1..pageCount exactly once, in order: a new split loses no page. */
export function coversEveryPage(ranges: readonly [number, number][], pageCount: number): boolean {
  let next = 1;
  for (const [first, last] of ranges) {
    if (first !== next) return false;
    next = last + 1;
  }
  return next === pageCount + 1;
}

/** "1-2, 3, 4-12" from ranges: what the boundary editor starts from. */
export const formatPageRanges = (ranges: readonly [number, number][]) =>
  ranges.map(([a, b]) => (a === b ? `${a}` : `${a}-${b}`)).join(', ');

/** Move page boundaries: the upload is cut again into one document per range. */
export const resplitSchema = z.object({
  page_ranges: z
    .string({ error: reviewMessages.pageRanges })
    .max(2000, reviewMessages.pageRanges)
    .refine((v) => parsePageRanges(v) !== null, reviewMessages.pageRanges),
});
export type ResplitInput = z.infer<typeof resplitSchema>;

/** Batch progress of the review (spec 001 §7 processing poll): how many uploads are done. */
export function batchProgress(uploads: readonly { status: string }[]): { done: number; total: number } {
  return { done: uploads.filter((u) => u.status !== 'processing').length, total: uploads.length };
}
