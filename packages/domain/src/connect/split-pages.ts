import type { RecognisedForm } from './form-rules.ts';
import type { PageRecognition } from './recognise-page.ts';

/**
 * One document cut from an upload (issue 19 §2): its page range (1-based, inclusive), the recognised form
 * and what its pages show. A document with a page that no rule recognised is review_required: Connect
 * never guesses a form silently.
 */
export interface ProposedDocument {
  form: RecognisedForm | null;
  first_page: number;
  last_page: number;
  confidence: number;
  payer: string | null;
  tax_year: number | null;
  name: string;
  status: 'identify_succeeded' | 'review_required';
}

/** "W-2 - Acme Widgets Inc - 2025"; unrecognised pages are named after their range. */
export function documentName(doc: Pick<ProposedDocument, 'form' | 'payer' | 'tax_year' | 'first_page' | 'last_page'>) {
  if (!doc.form) {
    const range =
      doc.first_page === doc.last_page ? `page ${doc.first_page}` : `pages ${doc.first_page}-${doc.last_page}`;
    return `Unrecognized ${range}`;
  }
  return [doc.form, doc.payer, doc.tax_year].filter((part) => part !== null && part !== '').join(' - ');
}

type Draft = Omit<ProposedDocument, 'name'>;

const sameSource = (doc: Draft, page: PageRecognition) =>
  doc.payer !== null && page.payer !== null && doc.payer === page.payer && doc.tax_year === page.tax_year;

/** Whether a page carries on the document before it rather than starting a new one. */
function continues(doc: Draft | undefined, page: PageRecognition): boolean {
  if (!doc) return false;
  if (page.blank) return true;
  if (page.form === null) return doc.form === null || page.continuation;
  return doc.form === page.form && (page.continuation || sameSource(doc, page));
}

/**
 * Splits an upload's pages into documents by page ranges: a recognised page starts a document unless it
 * is a later page of the same form ("Page 2", "(continued)") or another copy from the same payer and year;
 * blank pages (backs of scanned sheets) stay with the page before; consecutive unrecognised pages form one
 * review_required document, and an unrecognised "Page 2" joins the form before it but sends it to review.
 */
export function splitPages(pages: readonly PageRecognition[]): ProposedDocument[] {
  const docs: Draft[] = [];
  pages.forEach((page, index) => {
    const number = index + 1;
    const current = docs.at(-1);
    if (current && continues(current, page)) {
      current.last_page = number;
      if (!page.blank) {
        current.confidence = Math.min(current.confidence, page.confidence);
        current.payer ??= page.payer;
        current.tax_year ??= page.tax_year;
        if (page.form === null) current.status = 'review_required';
      }
      return;
    }
    docs.push({
      form: page.form,
      first_page: number,
      last_page: number,
      confidence: page.confidence,
      payer: page.payer,
      tax_year: page.tax_year,
      status: page.form ? 'identify_succeeded' : 'review_required',
    });
  });
  return docs.map((doc) => ({ ...doc, name: documentName(doc) }));
}
