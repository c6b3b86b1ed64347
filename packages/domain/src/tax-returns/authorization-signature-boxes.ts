import type { PageLayout } from '../signatures/field-proposals.ts';
import type { SignerRole } from './tax-return.schemas.ts';

/** A place on a page, as a fraction of the page from its top-left corner (how stamped fields are given). */
export interface PageBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface SignerBoxes {
  signature: PageBox;
  date: PageBox;
}

/** The labels an e-file authorization form prints before each signer's signature line. */
const ROLE_LABELS: Record<SignerRole, RegExp> = {
  taxpayer: /\b(?:taxpayer[’']?s\s+signature|your\s+signature)\b/i,
  spouse: /\bspouse[’']?s\s+signature\b/i,
  officer: /\b(?:signature\s+of\s+officer|officer[’']?s\s+signature)\b/i,
};

const HEIGHT = 24;
const GAP = 6;
const SIGNATURE_WIDTH = 170;
const DATE_WIDTH = 70;
const MARGIN = 54;

/**
 * Where each signer's signature and date go on an e-file authorization form (issue 18 §2): just after the
 * label the form prints for their role ("Your signature", "Spouse's signature", "Signature of officer"), or
 * below it when more text follows on its line (one line down per signer). A form whose text names no such label (a scan) gets a signature block
 * at the foot of the page, one line per signer in the order given, so a signature is never left off.
 */
export function authorizationSignatureBoxes(page: PageLayout, roles: readonly SignerRole[]) {
  const boxes = new Map<SignerRole, SignerBoxes>();
  const frac = (x: number, top: number, width: number): PageBox => ({
    x: x / page.width,
    y: Math.max(0, Math.min(top, page.height - HEIGHT)) / page.height,
    width: width / page.width,
    height: HEIGHT / page.height,
  });
  const line = (x: number, top: number): SignerBoxes => {
    const width = Math.max(60, Math.min(SIGNATURE_WIDTH, page.width - x - DATE_WIDTH - 2 * GAP));
    return { signature: frac(x, top, width), date: frac(x + width + GAP, top, DATE_WIDTH) };
  };
  const items = page.items.filter((t) => t.str.trim());
  // Boxes already put below each run of text, so two labels on one line get a line each.
  const below = new Map<(typeof items)[number], number>();
  let fallbackLine = 0;
  for (const role of roles) {
    if (boxes.has(role)) continue;
    const found = items
      .map((item) => ({ item, match: ROLE_LABELS[role].exec(item.str) }))
      .find((m) => m.match !== null);
    if (found?.match) {
      const { item, match } = found;
      // Text runs are laid out evenly enough to place the box after the words of the label.
      const perChar = item.width / Math.max(1, item.str.length);
      const labelStart = item.x + perChar * match.index;
      const labelEnd = item.x + perChar * (match.index + match[0].length);
      const top = page.height - (item.y + HEIGHT * 0.55);
      const room = page.width - labelEnd - DATE_WIDTH - 3 * GAP;
      const textFollows = item.str.slice(match.index + match[0].length).trim() !== '';
      if (room >= 100 && !textFollows) {
        boxes.set(role, line(labelEnd + GAP, top));
      } else {
        const n = (below.get(item) ?? 0) + 1;
        below.set(item, n);
        boxes.set(role, line(Math.max(GAP, Math.min(labelStart, page.width / 2)), top + HEIGHT * n));
      }
      continue;
    }
    const top = page.height - MARGIN - HEIGHT * (roles.length - fallbackLine) * 1.3;
    fallbackLine += 1;
    boxes.set(role, line(MARGIN, top));
  }
  return boxes;
}
