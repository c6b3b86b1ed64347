import { describe, expect, it } from 'vitest';
import { authorizationSignatureBoxes } from './authorization-signature-boxes.ts';

const page = (items: { str: string; x: number; y: number; width: number }[]) => ({
  width: 612,
  height: 792,
  items: items.map((i) => ({ ...i, height: 10 })),
});

describe('authorizationSignatureBoxes', () => {
  it('puts each signer after the label of their role, with the date beside the signature', () => {
    const boxes = authorizationSignatureBoxes(
      page([
        { str: 'Your signature', x: 54, y: 300, width: 70 },
        { str: 'Spouse’s signature', x: 54, y: 250, width: 90 },
      ]),
      ['taxpayer', 'spouse'],
    );
    const taxpayer = boxes.get('taxpayer')!;
    const spouse = boxes.get('spouse')!;
    expect(taxpayer.signature.x * 612).toBeCloseTo(54 + 70 + 6);
    expect(spouse.signature.x * 612).toBeCloseTo(54 + 90 + 6);
    // Top-left fractions: the taxpayer's line is higher on the page than the spouse's.
    expect(taxpayer.signature.y).toBeLessThan(spouse.signature.y);
    expect(taxpayer.date.x).toBeGreaterThan(taxpayer.signature.x + taxpayer.signature.width);
    expect(taxpayer.date.y).toBe(taxpayer.signature.y);
  });

  it('finds a label inside a longer run of text, and goes below it when the line is full', () => {
    const str = "Part II Taxpayer's PIN Your signature Spouse's signature and a lot more words to the end of the line";
    const boxes = authorizationSignatureBoxes(page([{ str, x: 54, y: 400, width: 540 }]), ['taxpayer', 'spouse']);
    const perChar = 540 / str.length;
    expect(boxes.get('taxpayer')!.signature.x * 612).toBeCloseTo(54 + perChar * str.indexOf('Your signature'));
    expect(boxes.get('taxpayer')!.signature.y * 792).toBeGreaterThan(792 - 400);
    // Each on a line of their own below it, the spouse's under the taxpayer's.
    expect(boxes.get('spouse')!.signature.y).toBeGreaterThan(
      boxes.get('taxpayer')!.signature.y + boxes.get('taxpayer')!.signature.height - 1e-9,
    );
  });

  it("reads the officer's label", () => {
    const boxes = authorizationSignatureBoxes(page([{ str: 'Signature of officer', x: 54, y: 200, width: 95 }]), [
      'officer',
    ]);
    expect(boxes.get('officer')!.signature.x * 612).toBeCloseTo(54 + 95 + 6);
  });

  it('gives a form without labels (a scan) a signature block at its foot, one line per signer, on the page', () => {
    const boxes = authorizationSignatureBoxes(page([]), ['taxpayer', 'spouse']);
    const taxpayer = boxes.get('taxpayer')!.signature;
    const spouse = boxes.get('spouse')!.signature;
    expect(taxpayer.y).toBeGreaterThan(0.8);
    expect(spouse.y).toBeGreaterThan(taxpayer.y);
    for (const b of [taxpayer, spouse, boxes.get('spouse')!.date]) {
      expect(b.x + b.width).toBeLessThanOrEqual(1);
      expect(b.y + b.height).toBeLessThanOrEqual(1);
    }
  });
});
