/** The signatures feature's public entry: adopting a signature and its evidence, for any signed subject. */
export {
  appendEvidence,
  listEvidence,
  presentEvidence,
  recordFirstView,
  verifyEvidenceChain,
  type EvidenceEntry,
  type EvidenceEvent,
  type EvidenceSubject,
} from './evidence.ts';
export {
  adoptSignature,
  recordSignatureEvidence,
  type AdoptedSignature,
  type SignatureEvidence,
  type SigningRequestInfo,
} from './adopt-signature.ts';
export { evidenceReportPdf, type EvidenceReport } from './evidence-report.ts';
export { tellSignedCopyReady, type SignedCopy, type SignedCopyRecipient } from './signed-copy-notice.ts';
