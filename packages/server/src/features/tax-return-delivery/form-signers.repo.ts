import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { AppError, taxReturnMessages } from '@portal/domain';
import type { DbOrTx } from '../../db/client.ts';
import { companies, taxReturnFormSigners, taxReturnForms, taxReturns, users } from '../../db/schema/index.ts';

/** One authorization form of a return; another return's form is 404. */
export async function formOf(db: DbOrTx, taxReturnId: number, formId: number) {
  const [form] = await db
    .select()
    .from(taxReturnForms)
    .where(and(eq(taxReturnForms.id, formId), eq(taxReturnForms.taxReturnId, taxReturnId)));
  if (!form) throw new AppError('not_found', taxReturnMessages.formNotFound);
  return form;
}

/** A form's signers with the names and emails the certificate shows. */
export function formSignersOf(db: DbOrTx, formId: number) {
  return db
    .select({
      signer: taxReturnFormSigners,
      user: { fname: users.fname, lname: users.lname, email: users.email },
    })
    .from(taxReturnFormSigners)
    .innerJoin(users, eq(users.id, taxReturnFormSigners.userId))
    .where(eq(taxReturnFormSigners.formId, formId))
    .orderBy(taxReturnFormSigners.id);
}

/**
 * Whether every form of the return is signed: each portal form by all its signers, each paper form marked
 * signed by the firm. A return without forms is signed.
 */
export async function everyFormSigned(db: DbOrTx, taxReturnId: number) {
  const forms = await db
    .select({ id: taxReturnForms.id, wet: taxReturnForms.wetSignatureRequired, marked: taxReturnForms.markedSignedAt })
    .from(taxReturnForms)
    .where(eq(taxReturnForms.taxReturnId, taxReturnId));
  if (forms.some((f) => f.wet && !f.marked)) return false;
  const portal = forms.filter((f) => !f.wet).map((f) => f.id);
  if (!portal.length) return true;
  const [left] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(taxReturnFormSigners)
    .where(and(inArray(taxReturnFormSigners.formId, portal), isNull(taxReturnFormSigners.signedAt)));
  return left!.n === 0;
}

/**
 * The sealed form of one of the firm's returns whose signed file has exactly this SHA-256, with its signers,
 * for `POST /api/signatures/verify`; null when the firm sealed no such form.
 */
export async function sealedFormBySha256(db: DbOrTx, firmId: number, sha256: string) {
  const [found] = await db
    .select({
      form: taxReturnForms,
      taxYear: taxReturns.taxYear,
      companyName: companies.name,
    })
    .from(taxReturnForms)
    .innerJoin(taxReturns, eq(taxReturns.id, taxReturnForms.taxReturnId))
    .innerJoin(companies, eq(companies.id, taxReturns.companyId))
    .where(and(eq(taxReturnForms.firmId, firmId), eq(taxReturnForms.signedSha256, sha256)))
    .limit(1);
  if (!found) return null;
  const signers = await formSignersOf(db, found.form.id);
  return {
    subject_type: 'tax_return' as const,
    id: found.form.taxReturnId,
    form_name: found.form.customFormName || `Form ${found.form.formId}`,
    tax_year: found.taxYear,
    company_name: found.companyName,
    signers: signers.map(({ signer, user }) => ({
      name: `${user.fname} ${user.lname}`,
      email: user.email,
      signed_at: signer.signedAt?.toISOString() ?? null,
    })),
  };
}
