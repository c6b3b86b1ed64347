import { describe, expect, it } from 'vitest';
import { proposeFields, type PageLayout } from './field-proposals.ts';
import { signatureFieldSchema } from './signature-requests.rules.ts';

const page = (items: PageLayout['items']): PageLayout => ({ width: 612, height: 792, items });
const text = (str: string, x: number, y: number) => ({ str, x, y, width: str.length * 6, height: 12 });

describe('proposeFields', () => {
  it('puts a box right of each Signature and Date label, signers in turn, dates with the signature above', () => {
    const fields = proposeFields(
      [
        page([
          text('Taxpayer signature', 72, 200),
          text('Date', 400, 200),
          text('Spouse signature', 72, 150),
          text('Date', 400, 150),
          text('Form 8879 (2025)', 72, 700),
        ]),
        page([text('Signature of preparer', 72, 100)]),
      ],
      [11, 12],
    );
    expect(fields.map((f) => [f.page, f.kind, f.signer_id])).toEqual([
      [0, 'signature', 11],
      [0, 'date', 11],
      [0, 'signature', 12],
      [0, 'date', 12],
      [1, 'signature', 11],
    ]);
    const first = fields[0]!;
    expect(first.x).toBeCloseTo((72 + 18 * 6 + 6) / 612);
    expect(first.y).toBeCloseTo((792 - 200 - 21) / 792);
    for (const f of fields) expect(signatureFieldSchema.safeParse(f).success).toBe(true);
  });

  it('proposes nothing without signers, and skips a label with no room to its right', () => {
    expect(proposeFields([page([text('Signature', 72, 200)])], [])).toEqual([]);
    expect(proposeFields([page([text('Signature', 560, 200)])], [1])).toEqual([]);
  });
});
