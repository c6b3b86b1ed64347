import { createHash } from 'node:crypto';
import { pdflibAddPlaceholder } from '@signpdf/placeholder-pdf-lib';
import { P12Signer } from '@signpdf/signer-p12';
import { SignPdf } from '@signpdf/signpdf';
import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import { convertImage, type ConvertedImage } from '../images/convert-image.ts';
import { drawPdfImage } from '../pdf/draw-image.ts';
import { pdfSafe } from '../pdf/text-pdf.ts';
import { certificatePagePdf, type CertificateSigner } from './certificate-page.ts';
import type { SigningIdentity } from './signing-identity.ts';

export const sha256Hex = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/**
 * A filled field, placed as a fraction of its page from the top-left corner (the viewer's own
 * coordinates), so placement does not depend on the page's size or on how the viewer zoomed.
 */
export interface StampedField {
  /** 0-based page index of the original document. */
  page: number;
  x: number;
  y: number;
  width: number;
  height: number;
  value: { kind: 'text'; text: string } | { kind: 'image'; png: Buffer };
}

export interface SealInput {
  original: Uint8Array;
  documentName: string;
  /** Shown on the certificate page: the request's id as the firm knows it. */
  reference: string;
  fields: StampedField[];
  signers: CertificateSigner[];
  /** spec 002 §3 signed_pages_only: only the pages that carry a field, then the certificate. */
  signedPagesOnly: boolean;
  identity: SigningIdentity;
  firmName: string;
  sealedAt: Date;
  /**
   * The firm's evidence chain's head as the seal is made (issue 36 §3): printed on the certificate page and named in
   * the PDF's keywords, both inside the signed bytes, so the evidence can be checked against the document.
   */
  evidenceHead?: { id: number; hash: string } | null;
}

export interface SealedPdf {
  pdf: Buffer;
  originalSha256: string;
  /** SHA-256 of the stamped pages before the certificate and the digital signature were added. */
  stampedSha256: string;
  /** SHA-256 of the sealed file as delivered: what verification looks up. */
  sealedSha256: string;
}

/** The largest font size at which `text` fits the box on one line. */
function fitText(font: PDFFont, text: string, width: number, height: number) {
  const byHeight = height * 0.7;
  const byWidth = (width * 0.95 * 1000) / Math.max(1, font.widthOfTextAtSize(text, 1000));
  return Math.max(4, Math.min(byHeight, byWidth, 28));
}

/**
 * A drawn signature ready to stamp, made in the image worker: a signer's PNG is decoded there within the
 * image limits, never on the event loop (a few hundred KB can declare a gigapixel). Once per signature,
 * however many fields it fills.
 */
function signatureImages() {
  const made = new Map<string, Promise<ConvertedImage>>();
  return (png: Buffer) => {
    const key = png.toString('base64');
    let image = made.get(key);
    // Sealing is a background job: it waits its turn for the worker.
    if (!image) made.set(key, (image = convertImage(png, { type: 'png', output: 'pdf' }, { wait: true })));
    return image;
  };
}

async function stampField(
  doc: PDFDocument,
  page: PDFPage,
  field: StampedField,
  font: PDFFont,
  imageOf: ReturnType<typeof signatureImages>,
) {
  const { width: pw, height: ph } = page.getSize();
  const box = { x: field.x * pw, y: ph - (field.y + field.height) * ph, w: field.width * pw, h: field.height * ph };
  if (field.value.kind === 'image') {
    await drawPdfImage(doc, page, await imageOf(field.value.png), (image) => {
      const scale = Math.min(box.w / image.width, box.h / image.height);
      const width = image.width * scale;
      const height = image.height * scale;
      return { x: box.x + (box.w - width) / 2, y: box.y + (box.h - height) / 2, width, height };
    });
    return;
  }
  const text = pdfSafe(field.value.text);
  const size = fitText(font, text, box.w, box.h);
  page.drawText(text, { x: box.x + 2, y: box.y + (box.h - size * 0.7) / 2, size, font, color: rgb(0.05, 0.1, 0.35) });
}

/**
 * Seals a signed document (issue 16 §4): the original pages with each field stamped, one certificate page
 * with every signer's evidence, and a PDF digital signature made with the portal's certificate over the
 * whole file, so any later change shows.
 */
export async function sealPdf(input: SealInput): Promise<SealedPdf> {
  const source = await PDFDocument.load(input.original, { updateMetadata: false });
  const font = await source.embedFont(StandardFonts.HelveticaOblique);
  const pages = source.getPages();
  const imageOf = signatureImages();
  for (const field of input.fields) {
    const page = pages[field.page];
    if (!page) throw new Error(`Field on page ${field.page + 1}, which the document does not have`);
    await stampField(source, page, field, font, imageOf);
  }
  let doc = source;
  if (input.signedPagesOnly) {
    const signedPages = [...new Set(input.fields.map((f) => f.page))].sort((a, b) => a - b);
    doc = await PDFDocument.create();
    for (const page of await doc.copyPages(source, signedPages)) doc.addPage(page);
  }
  const stamped = await doc.save({ useObjectStreams: false });
  const originalSha256 = sha256Hex(input.original);
  const stampedSha256 = sha256Hex(stamped);

  const certificate = await PDFDocument.load(
    await certificatePagePdf({
      documentName: input.documentName,
      reference: input.reference,
      firmName: input.firmName,
      sealedAt: input.sealedAt,
      originalSha256,
      stampedSha256,
      pageCount: doc.getPageCount(),
      signers: input.signers,
      evidenceHead: input.evidenceHead ?? null,
    }),
  );
  for (const page of await doc.copyPages(certificate, certificate.getPageIndices())) doc.addPage(page);
  doc.setTitle(input.documentName);
  doc.setProducer('Client Portal');
  if (input.evidenceHead) doc.setKeywords([`evidence-head:${input.evidenceHead.id}:${input.evidenceHead.hash}`]);
  doc.setModificationDate(input.sealedAt);

  pdflibAddPlaceholder({
    pdfDoc: doc,
    reason: `Signed by ${input.signers.map((s) => s.name).join(', ')}`,
    contactInfo: input.firmName,
    name: input.firmName,
    location: 'Client Portal',
    signingTime: input.sealedAt,
    appName: 'Client Portal',
  });
  const withPlaceholder = Buffer.from(await doc.save({ useObjectStreams: false }));
  const signer = new P12Signer(input.identity.p12, { passphrase: input.identity.passphrase });
  const pdf = await new SignPdf().sign(withPlaceholder, signer, input.sealedAt);
  return { pdf, originalSha256, stampedSha256, sealedSha256: sha256Hex(pdf) };
}
