import { Badge } from '@mantine/core';
import type { ReactNode } from 'react';
import { PdfPages } from '../../../components/pdf/pdf-pages';
import { useTaxReturnPdf } from '../api/get-tax-return-document';
import type { TaxReturnDocumentKind } from '../api/tax-return-keys';

export interface TaxReturnPagesProps {
  id: number;
  kind: TaxReturnDocumentKind;
  /** Changes when the file does (a replaced draft), so the new one is fetched. */
  version: number | null;
  /** Labels drawn at the top of a page (0-based): the forms staff marked on it. */
  pageLabels?: (page: number) => string[];
}

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
