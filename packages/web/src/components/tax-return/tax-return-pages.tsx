import { Badge } from '@mantine/core';
import { showsDraftCopy, type TaxReturnDetail } from '@portal/domain';
import type { ReactNode } from 'react';
import { PdfPages } from '../pdf/pdf-pages';
import { useTaxReturnPdf } from './get-tax-return-document';
import type { TaxReturnDocumentKind } from './tax-return-keys';

export interface TaxReturnPagesProps {
  id: number;
  kind: TaxReturnDocumentKind;
  /** Changes when the file does (a replaced draft), so the new one is fetched. */
  version: number | null;
  /** Labels drawn at the top of a page (0-based): the forms staff marked on it. */
  pageLabels?: (page: number) => string[];
}

/**
 * Which file 'current' is: the DRAFT copy while under review, the original afterwards. The cached bytes are
 * keyed by it, so moving on from the draft fetches the original instead of showing the stamped pages.
 */
export const currentPdfVersion = (
  d: Pick<TaxReturnDetail, 'status' | 'watermarked_document_id' | 'original_document_id'>,
) => (showsDraftCopy(d.status) ? (d.watermarked_document_id ?? d.original_document_id) : d.original_document_id);

/** The return's PDF, page after page, with what each page was classified as. */
export function TaxReturnPages({ id, kind, version, pageLabels }: TaxReturnPagesProps) {
  const pdf = useTaxReturnPdf(id, kind, version);
  const overlay = (page: number): ReactNode =>
    pageLabels?.(page).map((label, i) => (
      <Badge key={label} pos="absolute" top={8 + i * 26} right={8} variant="filled" color="blue.8">
        {label}
      </Badge>
    ));
  return <PdfPages data={pdf.data} error={pdf.error} renderOverlay={pageLabels ? overlay : undefined} />;
}
