import { describe, expect, it } from 'vitest';
import {
  DRAWN_SIGNATURE_PREFIX,
  adoptedSignatureMessages,
  adoptedSignatureProblem,
  validateSignature,
} from './adopted-signature.rules.ts';

describe('adopted signature', () => {
  it('must be non-empty', () => {
    expect(validateSignature('  ')).toBe(adoptedSignatureMessages.empty);
    expect(validateSignature(null)).toBe(adoptedSignatureMessages.empty);
    expect(validateSignature('Ann')).toBeNull();
    expect(adoptedSignatureProblem({ signature: ' ', signature_type: 'typed' })).toBe(adoptedSignatureMessages.empty);
  });
  it('a typed signature is any text; a drawn one is a PNG data URL', () => {
    expect(adoptedSignatureProblem({ signature: 'Ann Lee', signature_type: 'typed' })).toBeNull();
    expect(
      adoptedSignatureProblem({ signature: `${DRAWN_SIGNATURE_PREFIX}iVBOR`, signature_type: 'drawn' }),
    ).toBeNull();
    expect(adoptedSignatureProblem({ signature: 'Ann Lee', signature_type: 'drawn' })).toBe(
      adoptedSignatureMessages.notPng,
    );
    expect(adoptedSignatureProblem({ signature: 'data:image/svg+xml;base64,PHN2Zz4=', signature_type: 'drawn' })).toBe(
      adoptedSignatureMessages.notPng,
    );
  });
});
