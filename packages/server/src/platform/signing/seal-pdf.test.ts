import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ImageConversionError } from '../images/convert-image.ts';
import { gradientPng, rgbaPng } from '../png.ts';
import { pdfImages } from '../../test/pdf-images.ts';
import { pdfPages, samplePdf } from '../../test/pdf-files.ts';
import { sealPdf, sha256Hex, type SealInput } from './seal-pdf.ts';
import { loadSigningIdentity, type SigningIdentity } from './signing-identity.ts';
import { verifyPdfSeal } from './verify-pdf-seal.ts';

const signer = (name: string, identityVerification = 'Verified') => ({
  name,
  email: `${name.split(' ')[0]!.toLowerCase()}@example.test`,
  loginId: `user-${name.length}`,
  ipAddress: '203.0.113.7',
  userAgent: 'Mozilla/5.0 (iPhone) Safari/605.1',
  signedAt: new Date('2026-04-10T15:04:05Z'),
  identityVerification,
});

describe('sealPdf and verifyPdfSeal', () => {
  let dir: string;
  let identity: SigningIdentity;
  let original: Buffer;
  let input: SealInput;
  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-seal-'));
    identity = await loadSigningIdentity({ dir, commonName: 'Client Portal test' });
    original = await samplePdf('Engagement letter page', 3, [612, 792]);
    input = {
      original,
      documentName: 'Engagement letter 2025',
      reference: 'Signature request 42',
      fields: [
        { page: 0, x: 0.1, y: 0.8, width: 0.3, height: 0.05, value: { kind: 'text', text: 'Nora Quill' } },
        {
          page: 2,
          x: 0.5,
          y: 0.8,
          width: 0.3,
          height: 0.06,
          value: { kind: 'image', png: gradientPng(120, 40, [0, 0, 0], [40, 40, 90]) },
        },
        { page: 2, x: 0.1, y: 0.9, width: 0.2, height: 0.03, value: { kind: 'text', text: 'Apr 10, 2026' } },
      ],
      signers: [signer('Nora Quill'), signer('Omar Quill', 'Not required')],
      signedPagesOnly: false,
      identity,
      firmName: 'Lakeside CPAs',
      sealedAt: new Date('2026-04-10T15:05:00Z'),
    };
  });
  afterAll(() => fs.rm(dir, { recursive: true, force: true }));

  it('keeps the pages, stamps the fields, and adds one certificate page with every signer and both hashes', async () => {
    const sealed = await sealPdf(input);
    const pages = await pdfPages(sealed.pdf);
    expect(pages).toHaveLength(4);
    expect(pages[0]).toContain('Engagement letter page 1');
    expect(pages[0]).toContain('Nora Quill');
    expect(pages[2]).toContain('Apr 10, 2026');
    const certificate = pages[3]!;
    for (const text of [
      'Certificate of completion',
      'Engagement letter 2025',
      'Nora Quill',
      'omar@example.test',
      '203.0.113.7',
      '2026-04-10 15:04:05 UTC',
      'Not required',
      sha256Hex(original),
      sealed.stampedSha256,
    ]) {
      expect(certificate).toContain(text);
    }
    expect(sealed.originalSha256).toBe(sha256Hex(original));
    expect(sealed.sealedSha256).toBe(sha256Hex(sealed.pdf));
  });

  it('stamps a drawn signature with its transparency, decoded in the image worker within its limits', async () => {
    const ink = [20, 20, 90, 255] as [number, number, number, number];
    const none = [0, 0, 0, 0] as [number, number, number, number];
    const drawn = rgbaPng([
      [ink, none],
      [none, ink],
    ]);
    const field = { page: 1, x: 0.5, y: 0.5, width: 0.2, height: 0.1 };
    const sealed = await sealPdf({ ...input, fields: [{ ...field, value: { kind: 'image', png: drawn } }] });
    const [image, ...more] = await pdfImages(sealed.pdf);
    expect(more).toEqual([]);
    expect(image).toMatchObject({ page: 2, width: 2, height: 2, channels: 4 });
    // The page shows through where nothing was drawn.
    expect([...image!.data]).toEqual([...ink, ...none, ...none, ...ink]);

    // A few hundred bytes declaring 30000x30000: refused by its header, never decoded on the event loop.
    const huge = rgbaPng([[ink]]);
    huge.writeUInt32BE(30000, 16);
    huge.writeUInt32BE(30000, 20);
    const refused = await sealPdf({ ...input, fields: [{ ...field, value: { kind: 'image', png: huge } }] }).catch(
      (e: unknown) => e,
    );
    expect(refused).toBeInstanceOf(ImageConversionError);
    expect((refused as ImageConversionError).reason).toBe('too_many_pixels');
  });

  it('signs with the portal certificate: the file verifies as intact, and any change shows', async () => {
    const { pdf } = await sealPdf(input);
    expect(verifyPdfSeal(pdf, identity.fingerprint)).toMatchObject({
      status: 'intact',
      byPortal: true,
      signedAt: new Date('2026-04-10T15:05:00Z'),
    });
    // One byte of the signed content changed, before and after the signature.
    for (const at of [200, pdf.length - 20]) {
      const changed = Buffer.from(pdf);
      changed[at] = changed[at]! ^ 1;
      expect(verifyPdfSeal(changed, identity.fingerprint)).toMatchObject({ status: 'changed' });
    }
    // Bytes added after signing (an incremental update a reader would show as a change).
    const appended = Buffer.concat([pdf, Buffer.from('\n% added later\n')]);
    expect(verifyPdfSeal(appended, identity.fingerprint)).toMatchObject({ status: 'changed' });
    expect(verifyPdfSeal(original, identity.fingerprint)).toEqual({ status: 'not_sealed' });
  });

  it("tells a document signed with another certificate from the portal's own", async () => {
    const otherDir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-seal-other-'));
    const other = await loadSigningIdentity({ dir: otherDir, commonName: 'Someone else' });
    const { pdf } = await sealPdf({ ...input, identity: other });
    expect(verifyPdfSeal(pdf, identity.fingerprint)).toMatchObject({ status: 'intact', byPortal: false });
    await fs.rm(otherDir, { recursive: true, force: true });
  });

  it('with signed_pages_only keeps only the pages that carry a field, then the certificate', async () => {
    const { pdf } = await sealPdf({ ...input, signedPagesOnly: true });
    const pages = await pdfPages(pdf);
    expect(pages).toHaveLength(3);
    expect(pages[0]).toContain('Engagement letter page 1');
    expect(pages[1]).toContain('Engagement letter page 3');
    expect(pages[2]).toContain('Certificate of completion');
  });

  it('keeps one identity across starts, and refuses a field on a page the document lacks', async () => {
    const again = await loadSigningIdentity({ dir, commonName: 'ignored once created' });
    expect(again.fingerprint).toBe(identity.fingerprint);
    expect((await fs.stat(path.join(dir, 'portal-signing-key.pem'))).mode & 0o777).toBe(0o600);
    await expect(sealPdf({ ...input, fields: [{ ...input.fields[0]!, page: 7 }] })).rejects.toThrow(
      'Field on page 8, which the document does not have',
    );
  });
});
