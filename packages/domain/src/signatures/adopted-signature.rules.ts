import type { SignatureType } from './signatures.schemas.ts';

/** A drawn signature is a PNG image in a data URL; anything else is typed text. */
export const DRAWN_SIGNATURE_PREFIX = 'data:image/png;base64,';

export const adoptedSignatureMessages = {
  // Ours: the spec says only that a signature must be non-empty.
  empty: 'Please enter your signature',
  notPng: 'A drawn signature must be a PNG image',
} as const;

/** A signature must be non-empty to sign (spec 001 §5, the same for every signed subject). */
export const validateSignature = (text: string | null | undefined) =>
  (text ?? '').trim() === '' ? adoptedSignatureMessages.empty : null;

/**
 * What is wrong with an adopted signature, or null: typed text must be non-empty, a drawn one must be a PNG
 * data URL. The subject (an engagement letter, a signature request's field) adds its own rules on top.
 */
export function adoptedSignatureProblem(input: { signature: string; signature_type: SignatureType }): string | null {
  const empty = validateSignature(input.signature);
  if (empty) return empty;
  if (input.signature_type === 'drawn' && !input.signature.startsWith(DRAWN_SIGNATURE_PREFIX))
    return adoptedSignatureMessages.notPng;
  return null;
}
