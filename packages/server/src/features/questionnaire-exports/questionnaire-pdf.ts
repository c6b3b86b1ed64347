import { buffer } from 'node:stream/consumers';
import PDFDocument from 'pdfkit';
import { ParseSpeeds, PDFDocument as PdfLibDocument } from 'pdf-lib';
import { drawPdfImage, type PdfImage } from '../../platform/pdf/draw-image.ts';
import { pdfSafe } from '../../platform/pdf/text-pdf.ts';
import type { ExportContent } from './questionnaire-export-content.ts';
import { appendPages } from '../../platform/pdf/append-pages.ts';

/** A document merged after the answers: loaded, counted and ready to copy. */
export interface Attachment {
  /** The TOC line: its option or description, and its name. */
  label: string;
  pdf: PdfLibDocument;
}

/** A document that could not be merged, listed at the end of the answers with why. */
export interface SkippedDocument {
  name: string;
  reason: string;
}

const MARGIN = 54;
const INDENT = 18;
const GREY = '#555555';

/**
 * Parsing yields to the event loop every this many objects (pdf-lib parses a whole file in one go by
 * default), so a long upload cannot hold an export's server for the length of its parse.
 */
const PARSE_SPEED = ParseSpeeds.Medium;

/** The page an image is drawn on. */
const LETTER = { width: 612, height: 792 };

/**
 * The answers of one questionnaire as a PDF (pdfkit): title, optional table of contents with page numbers
 * (the documents merged after the answers included), then each section's numbered questions and answers.
 */
export async function answersPdf(
  content: ExportContent,
  opts: { includeToc: boolean; attachments: Attachment[]; skipped: SkippedDocument[] },
): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: MARGIN,
    bufferPages: true,
    info: { Title: pdfSafe(content.title) },
  });
  const done = buffer(doc);
  const width = doc.page.width - MARGIN * 2;
  const currentPage = () => {
    const range = doc.bufferedPageRange();
    return range.start + range.count - 1;
  };
  const roomFor = (height: number) => {
    if (doc.y + height > doc.page.height - MARGIN) doc.addPage();
  };

  doc.font('Helvetica-Bold').fontSize(18).text(pdfSafe(content.title));
  doc
    .font('Helvetica')
    .fontSize(11)
    .fillColor(GREY)
    .text(pdfSafe(`${content.entity} · Tax year ${content.taxYear}`))
    .moveDown();

  // TOC lines are written now and their page numbers filled in once the pages are known.
  const tocLines: { page: number; y: number; target: () => number }[] = [];
  const sectionPages: number[] = [];
  let attachmentsStart = 0;
  const tocLine = (label: string, indent: number, target: () => number) => {
    roomFor(16);
    tocLines.push({ page: currentPage(), y: doc.y, target });
    doc.text(pdfSafe(label), MARGIN + indent, doc.y, { width: width - indent - 40, lineBreak: false, ellipsis: true });
    doc.moveDown(0.3);
  };
  if (opts.includeToc && (content.sections.length || opts.attachments.length)) {
    doc.font('Helvetica-Bold').fontSize(13).fillColor('#000000').text('Table of Contents').moveDown(0.4);
    doc.font('Helvetica').fontSize(10);
    content.sections.forEach((s, i) => tocLine(s.name, 0, () => sectionPages[i]!));
    if (opts.attachments.length) {
      tocLine('Attached documents', 0, () => attachmentsStart);
      let offset = 0;
      for (const a of opts.attachments) {
        const at = offset;
        tocLine(a.label, INDENT, () => attachmentsStart + at);
        offset += a.pdf.getPageCount();
      }
    }
    // Nothing of its own follows an export of documents alone: the documents start on the next page.
    if (content.sections.length || opts.skipped.length) doc.addPage();
  }

  for (const section of content.sections) {
    roomFor(80);
    sectionPages.push(currentPage() + 1);
    doc.font('Helvetica-Bold').fontSize(14).fillColor('#000000').text(pdfSafe(section.name), MARGIN, doc.y, { width });
    doc.moveDown(0.4);
    if (!section.rows.length && !section.signatures.length)
      doc.font('Helvetica').fontSize(10).fillColor(GREY).text('Nothing to show in this section.').moveDown(0.6);
    for (const row of section.rows) {
      const x = MARGIN + row.depth * INDENT;
      roomFor(40);
      doc
        .font('Helvetica-Bold')
        .fontSize(10)
        .fillColor('#000000')
        .text(pdfSafe(`${row.depth === 0 ? `${row.number}.` : row.number} ${row.text}`), x, doc.y, {
          width: width - row.depth * INDENT,
        });
      doc.font('Helvetica').fillColor('#222222');
      for (const line of row.answer)
        doc.text(pdfSafe(line), x + INDENT, doc.y, { width: width - (row.depth + 1) * INDENT });
      doc.moveDown(0.5);
    }
    for (const line of section.signatures) doc.font('Helvetica').fontSize(10).text(pdfSafe(line), MARGIN, doc.y);
    doc.moveDown();
  }
  if (opts.skipped.length) {
    roomFor(60);
    doc.font('Helvetica-Bold').fontSize(12).fillColor('#000000').text('Documents not included', MARGIN, doc.y);
    doc.font('Helvetica').fontSize(10);
    for (const s of opts.skipped) doc.text(pdfSafe(`${s.name}: ${s.reason}`), MARGIN, doc.y, { width });
  }

  attachmentsStart = doc.bufferedPageRange().count + 1;
  for (const line of tocLines) {
    doc.switchToPage(line.page);
    doc.text(String(line.target()), MARGIN + width - 40, line.y, { width: 40, align: 'right', lineBreak: false });
  }
  doc.end();
  return done;
}

/** The answers followed by every attachment's pages (pdf-lib). */
export async function mergeAttachments(answers: Buffer, attachments: Attachment[]): Promise<Uint8Array> {
  if (!attachments.length) return answers;
  const out = await PdfLibDocument.load(answers, { parseSpeed: PARSE_SPEED });
  for (const a of attachments) await appendPages(out, a.pdf);
  // save() yields every 50 objects, except while it compresses object streams (pdf-lib 1.17 counts them
  // past its yield points): 50-150 ms in one go for a merge of 1,000 pages. Without them the file takes
  // about 0.5 KB more a page and saving never stalls.
  return out.save({ useObjectStreams: false });
}

/** An uploaded PDF ready to merge, or the reason it cannot be (encrypted or unreadable). */
export async function loadPdf(bytes: Uint8Array): Promise<PdfLibDocument | string> {
  try {
    const pdf = await PdfLibDocument.load(bytes, { updateMetadata: false, parseSpeed: PARSE_SPEED });
    return pdf.getPageCount() > 0 ? pdf : 'it has no pages';
  } catch (e) {
    return /encrypt/i.test(String(e)) ? 'it is password protected' : 'it could not be read as a PDF';
  }
}

/** Where an image goes on a letter page: centred, scaled down to fit inside the margins (never enlarged). */
function fitOnPage(size: { width: number; height: number }) {
  const scale = Math.min(1, (LETTER.width - MARGIN * 2) / size.width, (LETTER.height - MARGIN * 2) / size.height);
  const width = size.width * scale;
  const height = size.height * scale;
  return { x: (LETTER.width - width) / 2, y: (LETTER.height - height) / 2, width, height };
}

/** An image (made ready in the image worker) as a one-page PDF, scaled to fit a letter page. */
export async function imagePdf(image: PdfImage): Promise<PdfLibDocument | string> {
  try {
    const pdf = await PdfLibDocument.create();
    await drawPdfImage(pdf, pdf.addPage([LETTER.width, LETTER.height]), image, fitOnPage);
    return pdf;
  } catch {
    return 'the image could not be read';
  }
}
