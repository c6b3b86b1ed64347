import { buffer } from 'node:stream/consumers';
import PDFDocument from 'pdfkit';
import { pdfSafe } from '../../platform/pdf/text-pdf.ts';

/** What the evidence report shows: the subject, its signers and every event of its chain. */
export interface EvidenceReport {
  title: string;
  /** The subject's facts, in order (document, entity, hashes, status...). */
  facts: [label: string, value: string][];
  signers: { name: string; email: string | null; lines: [label: string, value: string][] }[];
  chain: { intact: boolean; count: number };
  events: {
    id: number;
    event: string;
    at: string;
    actor_user_id: number | null;
    ip_address: string | null;
    user_agent: string | null;
    data: unknown;
    prev_hash: string | null;
    hash: string;
  }[];
  generatedAt: Date;
}

const utc = (iso: string) => `${iso.replace('T', ' ').slice(0, 19)} UTC`;

/**
 * The signing evidence as a PDF a firm can file or hand to an examiner (issue 16 §5): the same rows as the
 * JSON download, each with its hash and the previous row's, and whether the firm's chain is unbroken.
 */
export async function evidenceReportPdf(r: EvidenceReport): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'LETTER', margin: 54, info: { Title: r.title } });
  const done = buffer(doc);
  const line = (label: string, value: string) => {
    doc.font('Helvetica-Bold').fontSize(9).fillColor('#000000').text(`${label}: `, { continued: true });
    doc.font('Helvetica').text(pdfSafe(value));
  };
  doc.font('Helvetica-Bold').fontSize(16).text(pdfSafe(r.title));
  doc
    .font('Helvetica')
    .fontSize(9)
    .fillColor('#444444')
    .text(`Generated ${utc(r.generatedAt.toISOString())}.`)
    .moveDown(0.6);
  for (const [label, value] of r.facts) line(label, value);
  line(
    'Evidence chain',
    r.chain.intact
      ? `unbroken (${r.chain.count} rows of the firm checked)`
      : `BROKEN: a row does not match its hash (${r.chain.count} rows checked)`,
  );
  doc.moveDown(0.6);
  doc.font('Helvetica-Bold').fontSize(12).fillColor('#000000').text('Signers').moveDown(0.2);
  for (const s of r.signers) {
    doc
      .font('Helvetica-Bold')
      .fontSize(10)
      .text(pdfSafe(s.email ? `${s.name} (${s.email})` : s.name));
    for (const [label, value] of s.lines) line(label, value);
    doc.moveDown(0.4);
  }
  doc.moveDown(0.4);
  doc.font('Helvetica-Bold').fontSize(12).fillColor('#000000').text('Events').moveDown(0.2);
  for (const e of r.events) {
    doc
      .font('Helvetica-Bold')
      .fontSize(10)
      .text(pdfSafe(`${utc(e.at)}  ${e.event}`));
    if (e.actor_user_id !== null) line('Login id', `user ${e.actor_user_id}`);
    if (e.ip_address) line('IP address', e.ip_address);
    if (e.user_agent) line('Browser', e.user_agent);
    const data = JSON.stringify(e.data ?? {});
    if (data !== '{}') line('Data', data);
    line('Hash', e.hash);
    line('Previous hash', e.prev_hash ?? 'none (first row of the firm)');
    doc.moveDown(0.4);
  }
  doc.end();
  return done;
}
