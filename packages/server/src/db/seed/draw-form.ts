// Draws tax-form pages as a client would upload them. Product code: the demo seed (`npm run demo`) files such
// uploads for Connect; the Connect tests and e2e journeys draw their fixtures with it too.
import { FORM_RULES, type FormRule, type RecognisedForm } from '@portal/domain';
import { degrees, type PDFDocument, type PDFFont, rgb, StandardFonts } from 'pdf-lib';

/** Deterministic pseudo-random numbers (mulberry32), so the labelled set is the same on every run. */
export function seededRandom(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
export type Random = ReturnType<typeof seededRandom>;
export const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)]!;

export const ruleFor = (form: RecognisedForm): FormRule => FORM_RULES.find((r) => r.form === form)!;

/** Forms whose return runs over two pages; their second page says "Page 2". */
export const TWO_PAGE_FORMS: readonly RecognisedForm[] = [
  '1040',
  '1040-SR',
  '1040-NR',
  '1065',
  '1120',
  '1120-S',
  '1041',
  '990',
  '706',
  '709',
  'Schedule E',
  '941',
];

export interface FormPageSpec {
  form: RecognisedForm;
  payer: string;
  year: number;
  /** 1 for the form's first page, 2 for its second page. */
  page: 1 | 2;
  rotate?: 0 | 90 | 180 | 270;
}

const header = (form: RecognisedForm) =>
  form === 'K-1'
    ? 'Schedule K-1 (Form 1065)'
    : form.startsWith('Schedule ')
      ? `${form.toUpperCase()} (Form 1040)`
      : `Form ${form}`;

const money = (random: Random) => `$${(random() * 90000 + 100).toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

/** Draws one page of a form as the IRS lays it out: header, title and year, the payer's box, numbered boxes with values. */
export async function drawFormPage(pdf: PDFDocument, spec: FormPageSpec, random: Random): Promise<void> {
  const fonts: Fonts = {
    regular: await pdf.embedFont(StandardFonts.Helvetica),
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
  };
  const rule = ruleFor(spec.form);
  const title = rule.titles[0]!;
  const payerLabel = rule.payerCaptions?.[0];
  const page = pdf.addPage([612, 792]);
  const text = (str: string, x: number, y: number, size: number, font = fonts.regular) =>
    page.drawText(str, { x, y, size, font, color: rgb(0, 0, 0) });
  const dx = Math.round(random() * 16);
  const top = 750 - Math.round(random() * 20);
  if (spec.page === 2) {
    text(`${header(spec.form)} (${spec.year})`, 36 + dx, top, 9);
    text('Page 2', 540, top, 9, fonts.bold);
    rule.labels.slice(Math.floor(rule.labels.length / 2)).forEach((label, i) => {
      text(`${i + 20} ${label}`, 40 + dx, top - 50 - i * 34, 8);
      text(money(random), 460, top - 50 - i * 34, 10);
    });
    text(`${header(spec.form)} (${spec.year})`, 480, 40, 8);
  } else {
    text(header(spec.form), 36 + dx, top, 13, fonts.bold);
    text(
      title.length > 60 ? `${title.slice(0, title.lastIndexOf(' ', 60))}` : title,
      36 + dx,
      top - 20,
      11,
      fonts.bold,
    );
    if (title.length > 60) text(title.slice(title.lastIndexOf(' ', 60) + 1), 36 + dx, top - 33, 11, fonts.bold);
    text(String(spec.year), 530, top, 18, fonts.bold);
    text(`OMB No. 1545-${String(Math.floor(random() * 9000) + 1000)}`, 430, top - 22, 7);
    text('Department of the Treasury - Internal Revenue Service', 300, top - 50, 7);
    let y = top - 80;
    if (payerLabel) {
      text(payerLabel, 40, y, 6.5);
      text(spec.payer, 42, y - 13, 10);
      text(`${Math.floor(random() * 900) + 100} Main Street, Springfield, IL 62701`, 42, y - 25, 9);
      y -= 50;
    }
    // A form prints most of its boxes; a few are left out so no two pages read alike.
    const labels = rule.labels.filter((_, i) => i === 0 || random() > 0.15);
    labels.forEach((label, i) => {
      const column = i % 2;
      const row = Math.floor(i / 2);
      text(`${i + 1} ${label}`.slice(0, 70), 40 + column * 290, y - row * 36, 7);
      text(money(random), 44 + column * 290, y - row * 36 - 13, 10);
    });
    text('Copy B For Recipient. This is important tax information and is being furnished to the IRS.', 40, 90, 7);
    text(`${header(spec.form)} (Rev. January 2024)`, 40, 40, 8);
    text(`Cat. No. ${Math.floor(random() * 90000) + 10000}X`, 300, 40, 7);
  }
  if (spec.rotate) page.setRotation(degrees(spec.rotate));
}

const LETTER_LINES = [
  'Dear Ms. Jones,',
  'Thank you for choosing our office again this season.',
  'Enclosed are the statements we received for you.',
  'Please call us with any questions.',
  'Kind regards,',
];

/** A page that is no form: a cover letter, which Connect must send to review rather than guess. */
export async function drawLetterPage(pdf: PDFDocument): Promise<void> {
  const font = await pdf.embedFont(StandardFonts.TimesRoman);
  const page = pdf.addPage([612, 792]);
  LETTER_LINES.forEach((line, i) => page.drawText(line, { x: 72, y: 700 - i * 22, size: 12, font }));
}

/** The blank back of a scanned sheet. */
export function drawBlankPage(pdf: PDFDocument): void {
  pdf.addPage([612, 792]);
}
