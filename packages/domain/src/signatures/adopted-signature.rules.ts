import type { SignatureType } from './signatures.schemas.ts';

/** A drawn signature is a PNG image in a data URL; anything else is typed text. */
export const DRAWN_SIGNATURE_PREFIX = 'data:image/png;base64,';

export const adoptedSignatureMessages = {
  // Ours: the spec says only that a signature must be non-empty.
  empty: 'Please enter your signature',
  notPng: 'A drawn signature must be a PNG image',
  tooLarge: 'This drawn signature is too large. Please clear it and sign again.',
} as const;

/**
 * The largest drawn signature a signed PDF can carry: the sealing decodes it in the image worker, which
 * refuses more than 2,000 pixels per byte of PNG (a decompression bomb); no pad draws wider than 4,096 px.
 */
export const DRAWN_SIGNATURE_LIMITS = { maxSide: 4096, maxPixelsPerByte: 2000 } as const;

/** Reads a drawn signature's width and height from its PNG header (IHDR), or null if it is not a PNG. */
function pngSize(dataUrl: string): { width: number; height: number; bytes: number } | null {
  const base64 = dataUrl.slice(DRAWN_SIGNATURE_PREFIX.length);
  let head: string;
  try {
    head = atob(base64.slice(0, 32));
  } catch {
    return null;
  }
  if (head.length < 24 || head.slice(1, 4) !== 'PNG' || head.slice(12, 16) !== 'IHDR') return null;
  const u32 = (at: number) =>
    ((head.charCodeAt(at) << 24) |
      (head.charCodeAt(at + 1) << 16) |
      (head.charCodeAt(at + 2) << 8) |
      head.charCodeAt(at + 3)) >>>
    0;
  return { width: u32(16), height: u32(20), bytes: Math.floor((base64.length * 3) / 4) };
}

/** What is wrong with a drawn signature's image (not a PNG, or one the sealing would refuse), or null. */
export function drawnSignatureProblem(signature: string): string | null {
  if (!signature.startsWith(DRAWN_SIGNATURE_PREFIX)) return adoptedSignatureMessages.notPng;
  const size = pngSize(signature);
  if (!size) return adoptedSignatureMessages.notPng;
  const { maxSide, maxPixelsPerByte } = DRAWN_SIGNATURE_LIMITS;
  const pixels = size.width * size.height;
  if (size.width > maxSide || size.height > maxSide || pixels > maxPixelsPerByte * size.bytes) {
    return adoptedSignatureMessages.tooLarge;
  }
  return null;
}

/** A signature must be non-empty to sign (spec 001 §5, the same for every signed subject). */
export const validateSignature = (text: string | null | undefined) =>
  (text ?? '').trim() === '' ? adoptedSignatureMessages.empty : null;

/**
 * What is wrong with an adopted signature, or null: typed text must be non-empty, a drawn one must be a PNG
 * data URL within the sealing's image limits. The subject (an engagement letter, a signature request's field) adds its own rules on top.
 */
export function adoptedSignatureProblem(input: { signature: string; signature_type: SignatureType }): string | null {
  const empty = validateSignature(input.signature);
  if (empty) return empty;
  return input.signature_type === 'drawn' ? drawnSignatureProblem(input.signature.trim()) : null;
}
