import { classifyReturnPages, type ProposedClassification } from '@portal/domain';
import { pageText, readPdfPages } from '../../platform/pdf/read-pdf-pages.ts';

/**
 * Reads a return's pages (pdf.js) and proposes which are e-file authorization forms, payment vouchers and
 * paper-filed returns (issue 17 §2). Pages without text (a scan) propose nothing; staff classify them.
 */
export async function classifyReturnPdf(bytes: Uint8Array): Promise<ProposedClassification> {
  const pages = await readPdfPages(bytes);
  return classifyReturnPages(pages.map(pageText));
}
