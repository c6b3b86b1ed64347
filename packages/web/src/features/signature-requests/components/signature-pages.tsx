import type { ReactNode } from 'react';
import { PdfPages } from '../../../components/pdf/pdf-pages';
import { useSignatureRequestPdf } from '../api/get-signature-request-document';

export interface SignaturePagesProps {
  requestId: number;
  /** What is drawn over page `page` (0-based), absolutely placed by fractions of the page. */
  renderOverlay?: (page: number) => ReactNode;
  /** A click on a page, as fractions of the page from its top-left corner (staff placing a field). */
  onPageClick?: (page: number, x: number, y: number) => void;
}

/** The request's original PDF with fields drawn over its pages. */
export function SignaturePages({ requestId, ...rest }: SignaturePagesProps) {
  const bytes = useSignatureRequestPdf(requestId);
  return <PdfPages data={bytes.data} error={bytes.error} {...rest} />;
}
