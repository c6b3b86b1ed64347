import type { SignatureFieldInput } from './signature-requests.rules.ts';

/** A run of text on a page as a PDF reader lays it out, in points from the page's bottom-left corner. */
export interface PageText {
  str: string;
  x: number;
  y: number;
  width: number;
  height: number;
  /** How sure OCR is of the text (0–100); absent for text the PDF carries. */
  confidence?: number;
}

export interface PageLayout {
  width: number;
  height: number;
  items: PageText[];
}

const SIGNATURE_LABEL = /\bsignature\b/i;
const DATE_LABEL = /^\W*date\b/i;
const FIELD_HEIGHT = 28;
const GAP = 6;

/**
 * Fields the portal proposes where a page says "Signature" or "Date" (issue 16 §2): a box just right of
 * the label on its line, as wide as the page allows. Signature labels go to the signers in turn; a date
 * goes to the signer of the nearest signature above it on the page (else the next signer in turn).
 * Positions are fractions of the page from its top-left corner, as fields are stored.
 */
export function proposeFields(pages: PageLayout[], signerIds: number[]): SignatureFieldInput[] {
  if (!signerIds.length) return [];
  const fields: SignatureFieldInput[] = [];
  let turn = 0;
  pages.forEach((page, index) => {
    const lines = [...page.items].filter((t) => t.str.trim()).sort((a, b) => b.y - a.y || a.x - b.x);
    let lastSigner: number | null = null;
    for (const label of lines) {
      const kind = SIGNATURE_LABEL.test(label.str) ? 'signature' : DATE_LABEL.test(label.str) ? 'date' : null;
      if (!kind) continue;
      const left = label.x + label.width + GAP;
      const maxWidth = kind === 'signature' ? 200 : 110;
      const width = Math.min(maxWidth, page.width - left - GAP);
      if (width < 40) continue;
      const signer: number =
        kind === 'date' && lastSigner !== null ? lastSigner : signerIds[turn++ % signerIds.length]!;
      if (kind === 'signature') lastSigner = signer;
      const top = page.height - (label.y + FIELD_HEIGHT * 0.75);
      fields.push({
        signer_id: signer,
        kind,
        page: index,
        x: left / page.width,
        y: Math.max(0, Math.min(top, page.height - FIELD_HEIGHT)) / page.height,
        width: width / page.width,
        height: FIELD_HEIGHT / page.height,
      });
    }
  });
  return fields;
}
