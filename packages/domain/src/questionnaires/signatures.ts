import { adoptedSignatureMessages } from '../signatures/adopted-signature.rules.ts';
import type { SignatureLike } from './questionnaire.types.ts';

/** The stored value of a signature marked not needed (spec 001 §3). */
export const MARKED_NOT_NEEDED = 'Marked Not Needed';

export type SignatureStatus = 'signed' | 'not_needed' | 'pending';

export const signatureMessages = {
  notSigned: 'has not signed yet',
  notRequired: "Your signature isn't required",
  empty: adoptedSignatureMessages.empty,
} as const;

export function signatureStatus(s: Pick<SignatureLike, 'signature'>): SignatureStatus {
  const value = s.signature?.trim() ?? '';
  if (value === MARKED_NOT_NEEDED) return 'not_needed';
  return value === '' ? 'pending' : 'signed';
}

/**
 * Signing one signature (spec 001 §4). With require_one_signature_per_section, the other signatures of the
 * same section that are still pending become 'Marked Not Needed'; ones already signed keep their signature.
 * Returns new objects; the input is not changed.
 */
export function applySignature<S extends SignatureLike>(
  signatures: readonly S[],
  signatureId: SignatureLike['id'],
  text: string,
  opts: { signedAt: string; requireOneSignaturePerSection: boolean },
): S[] {
  const target = signatures.find((s) => String(s.id) === String(signatureId));
  if (!target) return [...signatures];
  return signatures.map((s) => {
    if (s === target) return { ...s, signature: text.trim(), signed_at: opts.signedAt };
    const sameSection = String(s.section_id ?? '') === String(target.section_id ?? '');
    if (opts.requireOneSignaturePerSection && sameSection && signatureStatus(s) === 'pending') {
      return { ...s, signature: MARKED_NOT_NEEDED, signed_at: null };
    }
    return s;
  });
}

/**
 * What an advisor reads for another signer (spec 001 §4): '{name} has not signed yet' while pending,
 * "Your signature isn't required" when marked not needed, nothing when signed (the signature shows).
 */
export function signerStatusText(s: Pick<SignatureLike, 'signature' | 'user_name'>): string | null {
  switch (signatureStatus(s)) {
    case 'pending':
      return s.user_name ? `${s.user_name} ${signatureMessages.notSigned}` : signatureMessages.notSigned;
    case 'not_needed':
      return signatureMessages.notRequired;
    case 'signed':
      return null;
  }
}
