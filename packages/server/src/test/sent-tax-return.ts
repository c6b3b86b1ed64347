import { expect } from 'vitest';
import { companyOwners } from '../db/schema/index.ts';
import type { TestApp } from './build-test-app.ts';
import { buildClient, buildCompany, buildFirm, buildStaff, signInAs } from './factories.ts';
import { multipart } from './multipart.ts';
import { until } from './poll.ts';

/** A typed signature as the adopt form sends it. */
export const typedSignature = (name: string) => ({
  signature: name,
  signature_type: 'typed',
  client_time: 'Thu Apr 02 2026 10:00',
});

/**
 * A joint return of a firm with delivery on, sent to Tara (taxpayer) and Liam (spouse) to sign its 8879 on page 3,
 * with one voucher ($1,234.56) and a state return to mail; with the signers' headers and a sign call.
 */
export async function sentTaxReturn(
  t: TestApp,
  returnPdf: Buffer,
  prefs: Record<string, boolean | number> = {},
  paymentVouchers: object[] = [{ page: 3, form_id: '1040-V', amount_cents: 123456, due_date: '2026-04-15' }],
  classification: object = {},
) {
  const call = (method: 'GET' | 'POST', url: string, headers: Record<string, string>, payload?: object) =>
    t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const db = t.deps.database.db;
  const firm = await buildFirm(db, { preferences: { new_tax_return_delivery_enabled: true, ...prefs } });
  const partner = await buildStaff(db, firm);
  const tara = await buildClient(db, firm, { fname: 'Tara', lname: 'Jones' });
  const liam = await buildClient(db, firm, { fname: 'Liam', lname: 'Jones' });
  const company = await buildCompany(db, firm, tara, { name: 'Tara & Liam Jones', spouseUserId: liam.id });
  await db.insert(companyOwners).values({ firmId: firm.id, companyId: company.id, userId: liam.id });
  const as = async (u: { id: number; firmId: number }) => (await signInAs(db, u)).headers;
  const staff = await as(partner);
  const body = multipart({ company_id: String(company.id), tax_year: '2025', tax_return_name: '2025 Form 1040' }, [
    { name: 'r.pdf', content: returnPdf, type: 'application/pdf' },
  ]);
  const id = (
    await t.app.inject({
      method: 'POST',
      url: '/api/tax_returns',
      headers: { ...staff, ...body.headers },
      payload: body.payload,
    })
  ).json().id as number;
  const detail = (headers = staff) => call('GET', `/api/tax_returns/${id}`, headers).then((r) => r.json());
  await until(detail, (d) => d.status === 'action_required');
  const classified = await t.app.inject({
    method: 'PUT',
    url: `/api/tax_returns/${id}/classification`,
    headers: staff,
    payload: {
      e_sign_forms: [
        {
          page: 2,
          form_id: '8879',
          signers: [
            { user_id: tara.id, role: 'taxpayer' },
            { user_id: liam.id, role: 'spouse' },
          ],
        },
      ],
      payment_vouchers: paymentVouchers,
      paper_filed_returns: [{ page: 7, form_id: '540' }],
      ...classification,
    },
  });
  expect(classified.statusCode, classified.body).toBe(200);
  const formId = classified.json().e_sign_forms[0].id as number;
  expect((await call('POST', `/api/tax_returns/${id}/send`, staff)).statusCode).toBe(200);
  const taraH = await as(tara);
  const liamH = await as(liam);
  const sign = (headers: Record<string, string>, payload: object = typedSignature('Tara Jones'), form = formId) =>
    call('POST', `/api/tax_returns/${id}/e_sign_forms/${form}/sign`, headers, payload);
  return { db, firm, company, tara, liam, staff, taraH, liamH, id, formId, detail, sign, as };
}
