import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signerProposalMessages } from '@portal/domain';
import { companies, companyOwners } from '../../db/schema/index.ts';
import { registerJobs } from '../../jobs.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { buildClient, buildCompany, buildFirm, buildStaff, signInAs } from '../../test/factories.ts';
import { multipart } from '../../test/multipart.ts';
import { textPagesPdf } from '../../test/pdf-files.ts';
import { until } from '../../test/poll.ts';

/** A joint return as tax software prints it: the 8879 has both signature lines and no names filled in. */
const JOINT_RETURN = [
  'Form 1040 U.S. Individual Income Tax Return 2025 Filing Status Married filing jointly',
  "Form 8879 IRS e-file Signature Authorization 2025 Taxpayer's name Spouse's name Part I Tax Return Information Part II Taxpayer's PIN Your signature Date Spouse's PIN Spouse's signature Date",
];

/**
 * The signers proposed from the form (issue 37 §5): a form with a spouse's signature line proposes the
 * entity's spouse, and warns when the entity has none; staff see the reasons.
 */
describe('tax returns: the 8879 proposal names the spouse', () => {
  let t: TestApp;
  let pdf: Buffer;
  beforeAll(async () => {
    t = await buildTestApp({ startJobs: true, jobs: { pollingIntervalSeconds: 0.5 } });
    await registerJobs(t.deps);
    pdf = await textPagesPdf(JOINT_RETURN);
  });
  afterAll(() => t.close());

  /** An entity of Tara's with Liam as a second owner, recorded as her spouse or not; the return uploaded. */
  async function proposedFor(spouseRecorded: boolean) {
    const db = t.deps.database.db;
    const firm = await buildFirm(db, { preferences: { new_tax_return_delivery_enabled: true } });
    const staff = (await signInAs(db, await buildStaff(db, firm))).headers;
    const tara = await buildClient(db, firm, { fname: 'Tara', lname: 'Jones' });
    const liam = await buildClient(db, firm, { fname: 'Liam', lname: 'Jones' });
    const company = await buildCompany(db, firm, tara, { name: 'Tara & Liam Jones' });
    await db.insert(companyOwners).values({ firmId: firm.id, companyId: company.id, userId: liam.id });
    if (spouseRecorded) await db.update(companies).set({ spouseUserId: liam.id }).where(eq(companies.id, company.id));
    const body = multipart({ company_id: String(company.id), tax_year: '2025', tax_return_name: 'Joint 1040' }, [
      { name: 'joint.pdf', content: pdf, type: 'application/pdf' },
    ]);
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/tax_returns',
      headers: { ...staff, ...body.headers },
      payload: body.payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const id = uploaded.json().id as number;
    const detail = await until(
      () => t.app.inject({ url: `/api/tax_returns/${id}`, headers: staff }).then((r) => r.json()),
      (d) => d.status === 'action_required',
    );
    return { detail, tara, liam, id, company, db, firm };
  }

  it("proposes the taxpayer and the entity's spouse for a joint 8879, with the reasons", async () => {
    const { detail, tara, liam } = await proposedFor(true);
    expect(detail.e_sign_forms).toHaveLength(1);
    expect(detail.e_sign_forms[0]).toMatchObject({ page: 1, form_id: '8879' });
    expect(detail.e_sign_forms[0].signers.map((s: { user_id: number; role: string }) => [s.user_id, s.role])).toEqual([
      [tara.id, 'taxpayer'],
      [liam.id, 'spouse'],
    ]);
    expect(detail.proposal_notes).toEqual([
      {
        page: 1,
        form_id: '8879',
        reasons: [
          "Taxpayer: Tara Jones, the entity's primary contact.",
          "Spouse: Liam Jones, the entity's spouse (the form has a spouse's signature line).",
        ],
        warnings: [],
      },
    ]);
  });

  it('proposes the taxpayer alone and warns when the entity has no spouse, even with a second owner', async () => {
    const { detail, tara } = await proposedFor(false);
    expect(detail.e_sign_forms[0].signers.map((s: { user_id: number }) => s.user_id)).toEqual([tara.id]);
    expect(detail.proposal_notes[0].warnings).toEqual([signerProposalMessages.noSpouse]);
  });
});
