import { createHash } from 'node:crypto';
import {
  AppError,
  adoptedSignatureMessages,
  adoptedSignatureProblem,
  type AdoptedSignatureInput,
} from '@portal/domain';
import type { DbOrTx } from '../../db/client.ts';
import { appendEvidence, type EvidenceEvent, type EvidenceSubject } from './evidence.ts';

/** Where a signing request came from: kept with the signature as its evidence. */
export interface SigningRequestInfo {
  ip: string;
  userAgent: string | null;
}

/** An adopted signature with its evidence, in the shape the subjects' tables store it. */
export interface AdoptedSignature {
  signature: string;
  signatureType: AdoptedSignatureInput['signature_type'];
  signedAt: Date;
  clientTime: string;
  ipAddress: string;
  userAgent: string | null;
}

/**
 * Checks a typed or drawn signature and records with it the time, the signer's device time, IP address and
 * user agent, for any subject. A bad signature is a 400 on the field `signature`.
 */
export function adoptSignature(input: AdoptedSignatureInput, request: SigningRequestInfo, now: Date): AdoptedSignature {
  const problem = adoptedSignatureProblem(input);
  // An empty signature names what to do; anything else is simply invalid.
  if (problem)
    throw new AppError('validation_failed', problem, {
      signature: problem === adoptedSignatureMessages.empty ? problem : 'invalid',
    });
  return {
    signature: input.signature.trim(),
    signatureType: input.signature_type,
    signedAt: now,
    clientTime: input.client_time,
    ipAddress: request.ip,
    userAgent: request.userAgent?.slice(0, 500) ?? null,
  };
}

export interface SignatureEvidence {
  firmId: number;
  subject: { type: EvidenceSubject; id: number };
  actorUserId: number;
  event: Extract<EvidenceEvent, 'signed' | 'deleted'>;
  /** The signature adopted ('signed'); a withdrawn signature has none. */
  adopted?: AdoptedSignature;
  request?: SigningRequestInfo;
  /** What the subject adds: which of its signatures, fields or forms. */
  data?: Record<string, unknown>;
  at: Date;
}

/**
 * Appends the signing event to the firm's evidence chain. Pass the transaction that writes the signature so
 * both commit together. The chain keeps a SHA-256 of the signature, not the image itself.
 */
export function recordSignatureEvidence(db: DbOrTx, e: SignatureEvidence) {
  const adopted = e.adopted;
  return appendEvidence(db, {
    firmId: e.firmId,
    subjectType: e.subject.type,
    subjectId: e.subject.id,
    event: e.event,
    actorUserId: e.actorUserId,
    ipAddress: adopted?.ipAddress ?? e.request?.ip ?? null,
    userAgent: adopted?.userAgent ?? e.request?.userAgent ?? null,
    data: {
      ...e.data,
      ...(adopted
        ? {
            signature_type: adopted.signatureType,
            signature_sha256: createHash('sha256').update(adopted.signature).digest('hex'),
            client_time: adopted.clientTime,
          }
        : {}),
    },
    at: e.at,
  });
}
