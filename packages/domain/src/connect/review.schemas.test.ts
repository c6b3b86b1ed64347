import { describe, expect, it } from 'vitest';
import {
  batchProgress,
  correctFormSchema,
  coversEveryPage,
  formatPageRanges,
  parsePageRanges,
  resplitSchema,
  reviewMessages,
} from './review.schemas.ts';
import {
  acceptedStatus,
  COMPLETED_STATUSES,
  extractedStatusLabel,
  isCompletedStatus,
} from './extracted-documents.schemas.ts';

describe('review page ranges (spec 001 §5: comma lists and ranges)', () => {
  it('reads comma lists and ranges, and refuses anything else', () => {
    expect(parsePageRanges('1-2, 3,4 - 12')).toEqual([
      [1, 2],
      [3, 3],
      [4, 12],
    ]);
    for (const bad of ['', '1,,2', '0-2', '3-1', 'a', '1-2-3', '1;2']) expect(parsePageRanges(bad)).toBeNull();
  });
  it('a new split must cover every page once, in order', () => {
    expect(
      coversEveryPage(
        [
          [1, 2],
          [3, 3],
          [4, 12],
        ],
        12,
      ),
    ).toBe(true);
    expect(
      coversEveryPage(
        [
          [1, 2],
          [4, 12],
        ],
        12,
      ),
    ).toBe(false);
    expect(
      coversEveryPage(
        [
          [1, 3],
          [3, 12],
        ],
        12,
      ),
    ).toBe(false);
    expect(coversEveryPage([[1, 11]], 12)).toBe(false);
    expect(coversEveryPage([[1, 13]], 12)).toBe(false);
  });
  it('formats ranges back for the editor', () => {
    expect(
      formatPageRanges([
        [1, 2],
        [3, 3],
      ]),
    ).toBe('1-2, 3');
  });
  it('schemas answer with the review messages', () => {
    expect(resplitSchema.safeParse({ page_ranges: 'x' }).error?.issues[0]?.message).toBe(reviewMessages.pageRanges);
    expect(correctFormSchema.safeParse({ form: 'W-99' }).error?.issues[0]?.message).toBe(reviewMessages.chooseForm);
    expect(correctFormSchema.parse({ form: '1099-INT' }).form).toBe('1099-INT');
  });
  it('counts the batch done when nothing is processing', () => {
    expect(batchProgress([{ status: 'processing' }, { status: 'split_succeeded' }])).toEqual({ done: 1, total: 2 });
  });
});

describe('accepted statuses (spec 001 §4: split_succeeded and analysis_succeeded are Completed)', () => {
  it('is analysed when a figure was read, split otherwise, and both are Completed', () => {
    expect(acceptedStatus([{ value: 1250 }, { value: null }])).toBe('analysis_succeeded');
    expect(acceptedStatus([{ value: null }])).toBe('split_succeeded');
    expect(acceptedStatus([])).toBe('split_succeeded');
    expect(acceptedStatus(null)).toBe('split_succeeded');
    for (const status of COMPLETED_STATUSES) {
      expect(isCompletedStatus(status)).toBe(true);
      expect(extractedStatusLabel(status)).toBe('Completed');
    }
    expect(isCompletedStatus('identify_succeeded')).toBe(false);
  });
});
