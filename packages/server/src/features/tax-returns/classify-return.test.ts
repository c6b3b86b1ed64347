import { describe, expect, it } from 'vitest';
import { classifyReturnPages, SAMPLE_RETURN_PAGES } from '@portal/domain';
import { textPagesPdf } from '../../test/pdf-files.ts';
import { classifyReturnPdf } from './classify-return.ts';

describe('classifyReturnPdf', () => {
  it('finds every authorization form, voucher and paper filing in a generated return, as in its text', async () => {
    const proposed = await classifyReturnPdf(new Uint8Array(await textPagesPdf(SAMPLE_RETURN_PAGES)));
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
