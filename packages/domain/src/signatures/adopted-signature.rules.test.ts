import { describe, expect, it } from 'vitest';
import {
  DRAWN_SIGNATURE_PREFIX,
  adoptedSignatureMessages,
  adoptedSignatureProblem,
  drawnSignatureProblem,
  validateSignature,
} from './adopted-signature.rules.ts';
import { signRequestSchema } from './signature-requests.rules.ts';

const ONE_PIXEL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

/** A PNG whose header declares width × height, followed by `extraBytes` of data. */
function pngDeclaring(width: number, height: number, extraBytes = 100) {
  const bytes = new Uint8Array(24 + extraBytes);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  new DataView(bytes.buffer).setUint32(16, width);
  new DataView(bytes.buffer).setUint32(20, height);
  return DRAWN_SIGNATURE_PREFIX + btoa(String.fromCharCode(...bytes));
}

describe('adopted signature', () => {
  it('must be non-empty', () => {
    expect(validateSignature('  ')).toBe(adoptedSignatureMessages.empty);
    expect(validateSignature(null)).toBe(adoptedSignatureMessages.empty);
    expect(validateSignature('Ann')).toBeNull();
    expect(adoptedSignatureProblem({ signature: ' ', signature_type: 'typed' })).toBe(adoptedSignatureMessages.empty);
  });
  it('a typed signature is any text; a drawn one is a PNG data URL', () => {
    expect(adoptedSignatureProblem({ signature: 'Ann Lee', signature_type: 'typed' })).toBeNull();
    expect(adoptedSignatureProblem({ signature: ONE_PIXEL, signature_type: 'drawn' })).toBeNull();
    expect(adoptedSignatureProblem({ signature: `${DRAWN_SIGNATURE_PREFIX}iVBOR`, signature_type: 'drawn' })).toBe(
      adoptedSignatureMessages.notPng,
    );
    expect(adoptedSignatureProblem({ signature: 'Ann Lee', signature_type: 'drawn' })).toBe(
      adoptedSignatureMessages.notPng,
    );
    expect(adoptedSignatureProblem({ signature: 'data:image/svg+xml;base64,PHN2Zz4=', signature_type: 'drawn' })).toBe(
      adoptedSignatureMessages.notPng,
    );
  });

  it('a drawn one the sealing would refuse is refused when signing (issue 24 §4): too wide, or a decompression bomb', () => {
    const drawn = (signature: string) => adoptedSignatureProblem({ signature, signature_type: 'drawn' });
    expect(drawn(pngDeclaring(1125, 450, 6000))).toBeNull();
    expect(drawn(pngDeclaring(5000, 300, 60_000))).toBe(adoptedSignatureMessages.tooLarge);
    // 4000 × 4000 = 16 MP from 2 KB: 8,000 pixels a byte.
    expect(drawn(pngDeclaring(4000, 4000, 2000))).toBe(adoptedSignatureMessages.tooLarge);
    expect(drawnSignatureProblem(pngDeclaring(2000, 1000, 1200))).toBeNull();
  });

  it("a signature request's signature follows the same rule", () => {
    const sign = (signature: string) => signRequestSchema.safeParse({ signature_type: 'drawn', signature });
    expect(sign(ONE_PIXEL).success).toBe(true);
    const bomb = sign(pngDeclaring(4000, 4000, 2000));
    expect(bomb.success).toBe(false);
    expect(bomb.error?.issues[0]?.message).toBe(adoptedSignatureMessages.tooLarge);
    expect(sign('data:image/png;base64,AAAA').error?.issues[0]?.message).toBe(adoptedSignatureMessages.notPng);
  });
});
