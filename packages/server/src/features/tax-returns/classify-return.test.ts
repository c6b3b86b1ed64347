import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { classifyReturnPages, SAMPLE_RETURN_PAGES } from '@portal/domain';
import { classifyReturnPdf } from './classify-return.ts';

/** A return PDF whose pages carry the sample texts in lines, as a tax program prints them. */
async function returnPdf(pages: readonly string[]): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (const text of pages) {
    const page = pdf.addPage([612, 792]);
    const words = text.split(' ');
    let y = 740;
    for (let i = 0; i < words.length; i += 9) {
      page.drawText(
        words
          .slice(i, i + 9)
          .join(' ')
          .replaceAll('’', "'"),
        { x: 54, y, size: 10, font },
      );
      y -= 16;
    }
  }
  return pdf.save();
}

describe('classifyReturnPdf', () => {
  it('finds every authorization form, voucher and paper filing in a generated return, as in its text', async () => {
    const proposed = await classifyReturnPdf(await returnPdf(SAMPLE_RETURN_PAGES));
    expect(proposed).toEqual(classifyReturnPages(SAMPLE_RETURN_PAGES.map((p) => p.replaceAll('’', "'"))));
    expect(proposed.e_sign_forms.map((f) => [f.page, f.form_id, f.signers])).toEqual([
      [2, '8879', ['taxpayer', 'spouse']],
      [6, '8879-S', ['officer']],
      [8, 'FTB 8879', ['taxpayer', 'spouse']],
    ]);
    expect(proposed.payment_vouchers.map((v) => [v.page, v.form_id, v.amount_cents, v.due_date])).toEqual([
      [3, '1040-V', 123456, '2026-04-15'],
      [4, '1040-ES', 50000, '2026-04-15'],
      [5, '1040-ES', 50000, '2026-06-15'],
      [9, 'IT-201-V', 30000, '2026-04-15'],
    ]);
    expect(proposed.paper_filed_returns).toEqual([{ page: 7, form_id: '540' }]);
  });

  it('refuses a file that is not a PDF', async () => {
    await expect(classifyReturnPdf(new TextEncoder().encode('MZ not a pdf'))).rejects.toThrow();
  });
});
