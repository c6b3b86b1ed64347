import type { FormCandidate, PageRecognition } from './recognise-page.ts';
import type { RecognisedForm } from './form-rules.ts';
import { cleanName } from './page-names.ts';

/**
 * One document cut from an upload (issue 35 §3): its page range (1-based, inclusive), the recognised form and
 * what its pages show. A document whose first page no rule recognised is review_required, with the likeliest
 * forms as candidates: Connect never guesses a form.
 */
export interface ProposedDocument {
  form: RecognisedForm | null;
  first_page: number;
  last_page: number;
  confidence: number;
  candidates: FormCandidate[];
  payer: string | null;
  tax_year: number | null;
  name: string;
  status: 'identify_succeeded' | 'review_required';
}

/**
 * "W-2 - Acme Widgets Inc - 2025"; a page that is no recognised form is named after its range. The payer is
 * cleaned again here, so no name ever carries a taxpayer or account number, whatever it was read from.
 */
export function documentName(doc: Pick<ProposedDocument, 'form' | 'payer' | 'tax_year' | 'first_page' | 'last_page'>) {
  if (!doc.form) {
    const range =
      doc.first_page === doc.last_page ? `page ${doc.first_page}` : `pages ${doc.first_page}-${doc.last_page}`;
    return `Unrecognized ${range}`;
  }
  const payer = doc.payer ? cleanName(doc.payer) : null;
  return [doc.form, payer, doc.tax_year].filter((part) => part !== null && part !== '').join(' - ');
}

type Draft = Omit<ProposedDocument, 'name'> & {
  sender: string | null;
  /** The number its last page printed (or would have, counting on), and how many pages it said it has. */
  lastNumber: number | null;
  pagesOf: number | null;
};

const sameName = (a: string | null, b: string | null) =>
  a !== null && b !== null && a.toLowerCase().replace(/[^a-z0-9]/g, '') === b.toLowerCase().replace(/[^a-z0-9]/g, '');
const differ = <T>(a: T | null, b: T | null) => a !== null && b !== null && a !== b;

/**
 * Whether a page carries on the document before it rather than starting a new one. A page starts a document
 * only on evidence: a new form's header, another payer or tax year, a "Page 1". Blank backs, pages that say they
 * carry on (a "Page 2", "(continued)", a supplemental statement, instructions, an earnings summary) and pages of
 * the same form that print only its captions (a statement's detail pages) join the document before them, and so
 * does a page that explains a form (its back: "Box 1. Shows ...") after a form.
 */
function continues(doc: Draft, page: PageRecognition): boolean {
  if (page.blank) return true;
  const ownOrNoForm = !page.headed || page.form === doc.form;
  const sameYear = doc.form === null || !differ(doc.tax_year, page.tax_year);
  if (page.continuation && ownOrNoForm) return sameYear;
  if (page.explains && doc.form !== null && ownOrNoForm) return true;
  // A page that shows only a little of the form before it (its header again over a table of months) is its page.
  const form =
    page.form ?? (page.candidates[0]?.form === doc.form && page.candidates[0].confidence >= 0.4 ? doc.form : null);
  const sameForm = form !== null && form === doc.form && sameYear;
  // Another page from the same payer (a copy, an earnings summary) even when it numbers itself "Page 1 of 1".
  if (sameForm && doc.payer !== null && page.payer !== null) return sameName(doc.payer, page.payer);
  if (page.page_number?.n === 1) return false;
  // "Page 5 of 8" before it: the document has pages to come, whatever OCR made of this one's number.
  const more = doc.lastNumber !== null && doc.pagesOf !== null && doc.lastNumber < doc.pagesOf;
  if (more && (sameForm || !page.headed)) return true;
  if (form === null) {
    // A letter or a bill over several pages: the same sender, numbered on.
    return (
      doc.form === null &&
      sameName(doc.sender, page.sender) &&
      page.page_number !== null &&
      doc.lastNumber !== null &&
      page.page_number.n === doc.lastNumber + 1
    );
  }
  return sameForm && (!page.headed || page.form === null);
}

/** Splits an upload's pages into documents by page ranges (issue 35 §3). */
export function splitPages(pages: readonly PageRecognition[]): ProposedDocument[] {
  const docs: Draft[] = [];
  pages.forEach((page, index) => {
    const number = index + 1;
    const current = docs.at(-1);
    if (current && continues(current, page)) {
      current.last_page = number;
      if (!page.blank) {
        if (page.form === current.form) current.payer ??= page.payer;
        current.tax_year ??= page.tax_year;
        current.lastNumber = page.page_number?.n ?? (current.lastNumber === null ? null : current.lastNumber + 1);
        current.pagesOf = page.page_number?.of ?? current.pagesOf;
      }
      return;
    }
    docs.push({
      form: page.form,
      first_page: number,
      last_page: number,
      confidence: page.confidence,
      candidates: page.form ? [] : page.candidates,
      payer: page.payer,
      tax_year: page.tax_year,
      status: page.form ? 'identify_succeeded' : 'review_required',
      sender: page.sender,
      lastNumber: page.page_number?.n ?? null,
      pagesOf: page.page_number?.of ?? null,
    });
  });
  return docs.map((d) => ({
    form: d.form,
    first_page: d.first_page,
    last_page: d.last_page,
    confidence: d.confidence,
    candidates: d.candidates,
    payer: d.payer,
    tax_year: d.tax_year,
    status: d.status,
    name: documentName(d),
  }));
}
