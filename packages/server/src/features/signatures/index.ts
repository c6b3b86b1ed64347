/** The signatures feature's public entry: signing evidence for any signed subject. */
export {
  appendEvidence,
  listEvidence,
  verifyEvidenceChain,
  type EvidenceEntry,
  type EvidenceEvent,
  type EvidenceSubject,
} from './evidence.ts';
