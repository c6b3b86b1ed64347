/** The signatures feature's public entry: adopting a signature and its evidence, for any signed subject. */
export {
  appendEvidence,
  evidenceHash,
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
export {
  CHECKPOINT_EVIDENCE_JOB,
  checkEvidence,
  checkpointAllFirms,
  evidenceHead,
  evidenceHeadFromKeywords,
  evidenceHeadKeyword,
  writeCheckpoint,
  type CheckpointKey,
  type EvidenceCheck,
  type EvidenceHead,
} from './evidence-checkpoints.ts';
