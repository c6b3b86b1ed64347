import { PDFDocument, rgb, StandardFonts, type PDFFont } from 'pdf-lib';
import { connectExportMessages } from '@portal/domain';
import { pdfSafe } from '../../platform/pdf/text-pdf.ts';
import { appendPages } from '../../platform/pdf/append-pages.ts';

/** One document of the export as its contents line shows it, with its pages. */
export interface ExportPart {
  form: string;
  payer: string | null;
  year: number | null;
  pdf: PDFDocument;
}

/** A document left out of the export, listed after the contents with why. */
export interface LeftOut {
  name: string;
  reason: string;
}

const LETTER: [number, number] = [612, 792];
const MARGIN = 54;
const LINE = 16;
/** Where each column of the contents starts, and the page number's right edge. */
const COLUMNS = { form: MARGIN, payer: MARGIN + 130, year: MARGIN + 400, pageRight: LETTER[0] - MARGIN };
const HEADER_HEIGHT = 90;

/** Text cut with an ellipsis to fit `width` points. */
function fit(font: PDFFont, size: number, text: string, width: number) {
  let t = pdfSafe(text);
  if (font.widthOfTextAtSize(t, size) <= width) return t;
  while (t.length > 1 && font.widthOfTextAtSize(`${t}…`, size) > width) t = t.slice(0, -1);
  return `${t}…`;
}

/** How many contents lines each contents page holds (the first also holds the title). */
const linesOnPage = (index: number) =>
  Math.floor((LETTER[1] - MARGIN * 2 - (index === 0 ? HEADER_HEIGHT : LINE * 2)) / LINE);

function contentsPageCount(lines: number) {
  let pages = 1;
  for (let left = lines - linesOnPage(0); left > 0; left -= linesOnPage(pages)) pages++;
  return pages;
}

/**
 * Connect's export as ONE PDF (pdf-lib): contents pages first (form, payer, year and the page each document
 * starts on), then every document's pages in the order given.
 */
export async function exportPdf(
  title: { entity: string; year: number },
  parts: ExportPart[],
  leftOut: LeftOut[],
): Promise<Uint8Array> {
  const out = await PDFDocument.create();
  out.setTitle(pdfSafe(`${title.entity} ${title.year}: documents`));
  const font = await out.embedFont(StandardFonts.Helvetica);
  const bold = await out.embedFont(StandardFonts.HelveticaBold);
  const leftOutLines = leftOut.length ? leftOut.length + 2 : 0;
  const contentsPages = contentsPageCount(parts.length + leftOutLines);

  let next = contentsPages + 1;
  const starts = parts.map((p) => {
    const at = next;
    next += p.pdf.getPageCount();
    return at;
  });

  let pageIndex = 0;
  let page = out.addPage(LETTER);
  let y = LETTER[1] - MARGIN;
  const grey = rgb(0.33, 0.33, 0.33);
  const columnHeads = () => {
    for (const [label, x] of [
      ['Form', COLUMNS.form],
      ['Payer', COLUMNS.payer],
      ['Year', COLUMNS.year],
    ] as const)
      page.drawText(label, { x, y, size: 10, font: bold });
    page.drawText('Page', { x: COLUMNS.pageRight - bold.widthOfTextAtSize('Page', 10), y, size: 10, font: bold });
    y -= LINE;
  };
  page.drawText(connectExportMessages.contents, { x: MARGIN, y: y - 18, size: 18, font: bold });
  y -= 40;
  page.drawText(fit(font, 11, `${title.entity} · Tax year ${title.year}`, LETTER[0] - MARGIN * 2), {
    x: MARGIN,
    y,
    size: 11,
    font,
    color: grey,
  });
  y -= 32;
  columnHeads();
  let onPage = 0;
  const newLine = () => {
    if (onPage < linesOnPage(pageIndex)) return;
    pageIndex++;
    onPage = 0;
    page = out.addPage(LETTER);
    y = LETTER[1] - MARGIN - 10;
    columnHeads();
  };
  parts.forEach((p, i) => {
    newLine();
    page.drawText(fit(font, 10, p.form, COLUMNS.payer - COLUMNS.form - 8), { x: COLUMNS.form, y, size: 10, font });
    page.drawText(fit(font, 10, p.payer ?? '—', COLUMNS.year - COLUMNS.payer - 8), {
      x: COLUMNS.payer,
      y,
      size: 10,
      font,
    });
    page.drawText(p.year ? String(p.year) : '—', { x: COLUMNS.year, y, size: 10, font });
    const number = String(starts[i]);
    page.drawText(number, { x: COLUMNS.pageRight - font.widthOfTextAtSize(number, 10), y, size: 10, font });
    y -= LINE;
    onPage++;
  });
  if (leftOut.length) {
    for (const line of [null, 'Documents not included', ...leftOut]) {
      newLine();
      if (typeof line === 'string') page.drawText(line, { x: MARGIN, y, size: 10, font: bold });
      else if (line)
        page.drawText(fit(font, 10, `${line.name}: ${line.reason}`, LETTER[0] - MARGIN * 2), {
          x: MARGIN,
          y,
          size: 10,
          font,
          color: grey,
        });
      y -= LINE;
      onPage++;
    }
  }
  for (const p of parts) await appendPages(out, p.pdf);
  // Without object streams saving yields to the event loop throughout (pdf-lib 1.17).
  return out.save({ useObjectStreams: false });
}
