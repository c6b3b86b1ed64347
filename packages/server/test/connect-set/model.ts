import type { RecognisedForm } from '@portal/domain';
import type { Person } from './people.ts';
import type { Rng } from './random.ts';
import type { Sheet } from './sheet.ts';

/** Page sizes in points, as the reader holds the page. */
export type Size = readonly [number, number];
export const LETTER: Size = [612, 792];
export const LANDSCAPE: Size = [792, 612];
export const HALF: Size = [612, 396];
export const LEGAL: Size = [612, 1008];

export interface PagePlan {
  /** Short id of the layout family ("irs/1099-INT/full", "back/blank"), reported per page for reading misses. */
  layout: string;
  size: Size;
  blank?: boolean;
  /**
   * A text page carrying /Rotate. `upright`: the content is drawn turned so a viewer shows the page upright (how
   * landscape statements often come out of report generators); `turned`: the content stands upright in the media
   * box and the viewer shows it turned (a page someone rotated in a viewer and saved).
   */
  rotate?: { deg: 90 | 180 | 270; shown: 'upright' | 'turned' };
  draw(s: Sheet): void;
}

export interface DocPlan {
  form: RecognisedForm | null;
  /** The issuer to name the document after: payer, employer, lender, filer, trustee, entity; null for non-forms. */
  payer: string | null;
  year: number | null;
  pages: PagePlan[];
}

/** How a scanned page is degraded (decided per page from the PDF's own random stream). */
export interface ScanLook {
  kind: 'scanner' | 'phone';
  dpi: number;
  /** Degrees, counter-clockwise; the page's small tilt on the glass or in the hand. */
  skew: number;
  /** The image itself turned by this much (a page fed upside down or sideways). */
  turn: 0 | 90 | 180 | 270;
  border: 'white' | 'dark';
  paper: readonly [number, number, number];
  noise: number;
  speckle: number;
  blur: number;
  quality: number;
  /** Faint mirrored show-through of the other side (blank backs of a duplex scan). */
  showThrough: boolean;
  seed: string;
}

export interface PdfPlan {
  name: string;
  docs: DocPlan[];
  /** Per page, in order: how it is scanned when the set is built with scans, or null for a text page. */
  scan: (ScanLook | null)[];
  producer: string;
  creator: string;
  /** PDF date string, e.g. D:20260203101500-05'00'. */
  created: string;
  secrets: Set<string>;
}

/** One PDF of the set with the truth about every page. */
export interface LabelledPdf {
  name: string;
  bytes: Uint8Array;
  /** The form of the document each page belongs to; null for pages of non-form items (letters, bills, receipts). */
  pages: (RecognisedForm | null)[];
  blank: boolean[];
  documents: { first: number; last: number; form: RecognisedForm | null; payer: string | null; year: number | null }[];
  /** 1-based pages that are image-only. */
  scanned: number[];
  /** Every SSN, ITIN, EIN and account number printed anywhere in the file, as printed. */
  secrets: string[];
  /** Per page, a short id of the layout family. */
  layout: string[];
  /** Per page, how it was scanned ("scanner 150dpi skew -2.1 turn 180 q42 dark-border"), or null for a text page. */
  look: (string | null)[];
}

/** What the generators of one PDF share: its random stream, the client, and the secrets it prints. */
export class Ctx {
  readonly secrets = new Set<string>();
  constructor(
    readonly rng: Rng,
    readonly client: Person,
    readonly spouse: Person | null,
    readonly year: number,
  ) {}

  /** Registers a TIN or account number as it will be printed, and returns it. */
  secret(s: string): string {
    if (s) this.secrets.add(s);
    return s;
  }
}
