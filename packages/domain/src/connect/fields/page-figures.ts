import type { PageLayout } from '../../signatures/field-proposals.ts';
import { wordsOf } from '../page-lines.ts';
import { readOcrAmounts } from './ocr-amounts.ts';

/** A figure read off a page, with where it is printed (points from the page's bottom-left corner). */
export interface ReadField {
  key: string;
  /** Money as "1234.56" (a minus when negative); a code as printed. */
  value: string;
  /** 0–1: how well the caption matched times how sure OCR was of the figure. */
  confidence: number;
  /** 1-based page of the document. */
  page: number;
  /** Where the figure is printed, as fractions of the page from its top-left corner (as signature fields are). */
  box: { left: number; top: number; width: number; height: number };
}

/** A figure printed on the page (an amount or a code), where it sits within its line. */
export interface Figure {
  text: string;
  x: number;
  y: number;
  width: number;
  height: number;
  confidence: number;
  /** Printed amid words (a caption, a sentence), not in a box of its own. */
  wordy: boolean;
}

// Not part of a longer run of digits and marks: "15.0655.00" holds neither "15.06" nor "0655.00".
const MONEY = /(?<![\d.,])(?:\(?-?\$?\s?\d{1,3}(?:,\d{3})+(?:\.\d{2})?(?![\d,])\)?|\(?-?\$?\s?\d+\.\d{2}(?!\d)\)?)/g;

const round4 = (n: number) => Math.round(Math.min(1, Math.max(0, n)) * 10_000) / 10_000;

/** A figure's place as fractions of the page from its top-left corner, a little taller than its letters. */
export function fractionOf(page: PageLayout, f: Figure): ReadField['box'] {
  const w = page.width || 612;
  const h = page.height || 792;
  const pad = f.height * 0.35;
  return {
    left: round4((f.x - pad) / w),
    top: round4(1 - (f.y + f.height + pad) / h),
    width: round4((f.width + pad * 2) / w),
    height: round4((f.height + pad * 2) / h),
  };
}

/**
 * The amounts printed on the page, each where it sits: read from the page's own runs (a PDF's text runs, OCR's
 * words), so an amount is never merged with the text of the column beside it.
 */
export function amountsOf(page: PageLayout): Figure[] {
  const figures: Figure[] = [];
  for (const item of page.items) {
    // OCR splits an amount at its marks ("12,176. 21", "1 , 040. 85"): a page's own text never does.
    const text = item.confidence === undefined ? item.str : readOcrAmounts(item.str);
    if (!/\d/.test(text)) continue;
    // OCR reads a box's rule as a bar and runs on into the next box ("10,006.71 | tax return. If this form"): the
    // words past the bar are another box's, not a sentence the amount stands in.
    const parts = item.confidence === undefined ? [text] : text.split(/(?<=\s)\|(?=\s)/);
    let at = 0;
    for (const part of parts) {
      const words = wordsOf(part.replace(MONEY, ' ')).filter((w) => /^[a-z]{3,}$/.test(w)).length;
      for (const m of part.matchAll(MONEY)) {
        const lead = m[0].length - m[0].trimStart().length;
        figures.push({
          text: m[0].trim(),
          x: item.x + (item.width * (at + m.index + lead)) / Math.max(1, text.length),
          width: (item.width * m[0].trim().length) / Math.max(1, text.length),
          y: item.y,
          height: item.height,
          confidence: item.confidence ?? 100,
          wordy: words >= 2,
        });
      }
      at += part.length + 1;
    }
  }
  return figures;
}
