import { buffer } from 'node:stream/consumers';
import PDFDocument from 'pdfkit';
import { pdfSafe } from '../pdf/text-pdf.ts';

/** One signer's evidence as the certificate page lists it (IRS Publication 1345's record of an e-signature). */
export interface CertificateSigner {
  name: string;
  email: string;
  /** The signer's login: the portal user id they were signed in as. */
  loginId: string;
  ipAddress: string;
  userAgent: string;
  signedAt: Date;
  /** The identity-verification result, e.g. 'Verified', or 'Not required'. */
  identityVerification: string;
}

export interface CertificateContent {
  documentName: string;
  reference: string;
  firmName: string;
  sealedAt: Date;
  originalSha256: string;
  stampedSha256: string;
  pageCount: number;
  signers: CertificateSigner[];
  /** The evidence chain's last row when sealed (issue 36 §3). */
  evidenceHead?: { id: number; hash: string } | null;
}

const utc = (d: Date) => `${d.toISOString().replace('T', ' ').slice(0, 19)} UTC`;

/** The certificate of completion, as a one-page (or longer, with many signers) PDF. */
export async function certificatePagePdf(c: CertificateContent): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'LETTER', margin: 54, info: { Title: 'Certificate of completion' } });
  const done = buffer(doc);
  const line = (label: string, value: string) => {
    doc.font('Helvetica-Bold').fontSize(9).fillColor('#000000').text(`${label}: `, { continued: true });
    doc.font('Helvetica').text(pdfSafe(value));
  };
  doc.font('Helvetica-Bold').fontSize(16).text('Certificate of completion');
  doc.font('Helvetica').fontSize(9).fillColor('#444444');
  doc.text(pdfSafe(`Sealed by ${c.firmName} through the client portal on ${utc(c.sealedAt)}.`)).moveDown(0.8);
  line('Document', c.documentName);
  line('Reference', c.reference);
  line('Signed pages', String(c.pageCount));
  line('SHA-256 of the original', c.originalSha256);
  line('SHA-256 of the signed pages', c.stampedSha256);
  if (c.evidenceHead) line('Evidence chain head', `row ${c.evidenceHead.id}, ${c.evidenceHead.hash}`);
  doc.moveDown(0.8);
  doc.font('Helvetica-Bold').fontSize(12).fillColor('#000000').text('Signers').moveDown(0.3);
  for (const s of c.signers) {
    doc.font('Helvetica-Bold').fontSize(10).text(pdfSafe(s.name));
    line('Email', s.email);
    line('Login id', s.loginId);
    line('Signed at', utc(s.signedAt));
    line('IP address', s.ipAddress);
    line('Browser', s.userAgent);
    line('Identity verification', s.identityVerification);
    doc.moveDown(0.6);
  }
  doc
    .font('Helvetica')
    .fontSize(8)
    .fillColor('#444444')
    .text(
      'This document carries a digital signature made with the portal’s certificate. A PDF reader shows whether it changed after sealing; the portal’s verification answers for these exact bytes.',
    );
  doc.end();
  return done;
}
