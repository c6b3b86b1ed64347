import { buffer } from 'node:stream/consumers';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { authorizationSignatureBoxes, formatDisplayDate, TAX_RETURN_DELIVERY_FOLDER } from '@portal/domain';
import type { AppDeps } from '../../app-deps.ts';
import type { DbOrTx } from '../../db/client.ts';
import { taxReturnFormSigners, taxReturnForms } from '../../db/schema/index.ts';
import { readPdfPages } from '../../platform/pdf/read-pdf-pages.ts';
import { sealPdf, type StampedField } from '../../platform/signing/seal-pdf.ts';
import { findDocument, recordedBefore, storeRecordFile } from '../documents/index.ts';
import { findFirm } from '../firm/index.ts';
import { signerIdentities } from '../identity/index.ts';
import { appendEvidence, evidenceHead, writeCheckpoint } from '../signatures/index.ts';
import { formSignersOf } from './form-signers.repo.ts';
import { announceReturn, findReturn } from '../tax-returns/index.ts';

export const SEAL_TAX_RETURN_FORM_JOB = 'tax-returns.seal-form';
export const RESEAL_TAX_RETURN_FORMS_JOB = 'tax-returns.reseal-forms';

/** How long a signed form may wait for its seal before the sweep queues it again. */
const SEAL_GRACE_MS = 10 * 60 * 1000;

/** Queues a form's seal once (a second request while one waits is the same job), in `tx` when given. */
export const queueFormSeal = (jobs: Pick<AppDeps['jobs'], 'send' | 'sendWithin'>, formId: number, tx?: DbOrTx) => {
  const opts = { retryLimit: 3, singletonKey: `seal-form-${formId}` };
  return tx
    ? jobs.sendWithin(tx, SEAL_TAX_RETURN_FORM_JOB, { formId }, opts)
    : jobs.send(SEAL_TAX_RETURN_FORM_JOB, { formId }, opts);
};

/**
 * The sweep (every few minutes): forms signed by every signer some minutes ago but not sealed (a seal job lost
 * in a restart, or out of retries) are queued again, so no signed form waits for ever.
 */
export async function resealPendingForms(deps: Pick<AppDeps, 'jobs' | 'clock'> & { db: AppDeps['database']['db'] }) {
  const before = new Date(deps.clock.now().getTime() - SEAL_GRACE_MS);
  const pending = await deps.db
    .select({ id: taxReturnForms.id })
    .from(taxReturnForms)
    .where(
      and(
        isNull(taxReturnForms.sealedAt),
        eq(taxReturnForms.wetSignatureRequired, false),
        sql`exists (select 1 from ${taxReturnFormSigners} s where s.form_id = ${taxReturnForms.id})`,
        sql`not exists (select 1 from ${taxReturnFormSigners} s where s.form_id = ${taxReturnForms.id} and (s.signed_at is null or s.signed_at > ${before.toISOString()}::timestamptz))`,
      ),
    )
    .limit(500);
  for (const form of pending) await queueFormSeal(deps.jobs, form.id);
  return pending.length;
}

/** What a form is called on its signed file and certificate. */
export const formTitle = (form: { formId: string; customFormName: string | null }) =>
  form.customFormName || `Form ${form.formId}`;

/**
 * After a form's last signer (issue 18 §2): its page of the return with each signature and date stamped
 * where the form asks for them, the certificate page (each signer's name, email, login, IP address,
 * browser, time and identity result; SHA-256 of the return and of the signed page) and the portal's
 * digital signature; kept in the return's folder, ready to download. Runs once per form.
 */
export async function sealTaxReturnForm(deps: AppDeps, formId: number) {
  const db = deps.database.db;
  const [form] = await db.select().from(taxReturnForms).where(eq(taxReturnForms.id, formId));
  if (!form || form.sealedAt) return;
  const found = await findReturn(db, form.firmId, form.taxReturnId);
  if (!found) return;
  const { taxReturn, company } = found;
  const signers = await formSignersOf(db, formId);
  if (!signers.length || signers.some((s) => !s.signer.signedAt)) return;
  const original = taxReturn.originalDocumentId
    ? await findDocument(db, taxReturn.firmId, taxReturn.originalDocumentId)
    : null;
  if (!original?.storageKey) throw new Error('The original return is missing');
  const bytes = await buffer(await deps.storage.get(original.storageKey));
  const [layouts, firm, identity, identityOf] = await Promise.all([
    readPdfPages(new Uint8Array(bytes)),
    findFirm(db, taxReturn.firmId),
    deps.signing(),
    signerIdentities(db, taxReturn.firmId, { type: 'tax_return', id: taxReturn.id }, taxReturn.identityRequired),
  ]);
  const layout = layouts[form.page];
  if (!layout) throw new Error(`The return has no page ${form.page + 1}`);
  const boxes = authorizationSignatureBoxes(
    layout,
    signers.map((s) => s.signer.role),
  );
  const fields: StampedField[] = signers.flatMap(({ signer }) => {
    const box = boxes.get(signer.role)!;
    const signature: StampedField['value'] =
      signer.signatureType === 'drawn'
        ? { kind: 'image', png: Buffer.from(signer.signature!.split(',')[1] ?? '', 'base64') }
        : { kind: 'text', text: signer.signature! };
    return [
      { page: form.page, ...box.signature, value: signature },
      { page: form.page, ...box.date, value: { kind: 'text', text: formatDisplayDate(signer.signedAt!) } },
    ];
  });
  const title = formTitle(form);
  const sealedAt = deps.clock.now();
  const head = await evidenceHead(db, taxReturn.firmId);
  const sealed = await sealPdf({
    original: bytes,
    documentName: `${title} (${taxReturn.taxYear})`,
    reference: `${taxReturn.taxReturnName}, page ${form.page + 1}, for ${company.name}`,
    fields,
    signers: signers.map(({ signer, user }) => ({
      name: `${user.fname} ${user.lname}`,
      email: user.email ?? '',
      loginId: `${user.email ?? ''} (user ${signer.userId})`,
      ipAddress: signer.ipAddress ?? '',
      userAgent: signer.userAgent ?? '',
      signedAt: signer.signedAt!,
      identityVerification: identityOf(signer.userId).label,
    })),
    signedPagesOnly: true,
    identity,
    firmName: firm?.name ?? 'Client Portal',
    sealedAt,
    evidenceHead: head,
  });
  // The signed copy, the form's seal and the evidence commit together (see sealSignatureRequest).
  const stored = await storeRecordFile(
    { db, storage: deps.storage },
    {
      firmId: taxReturn.firmId,
      companyId: company.id,
      uploaderId: null,
      folder: TAX_RETURN_DELIVERY_FOLDER,
      filename: `${title} ${taxReturn.taxYear} - signed.pdf`,
      mimetype: 'application/pdf',
      content: sealed.pdf,
    },
    {
      owner: `seal:tax-return-form:${formId}`,
      within: async (tx, document) => {
        const [done] = await tx
          .update(taxReturnForms)
          .set({ signedDocumentId: document.id, signedSha256: sealed.sealedSha256, sealedAt })
          .where(and(eq(taxReturnForms.id, formId), isNull(taxReturnForms.sealedAt)))
          .returning({ id: taxReturnForms.id });
        if (!done) throw recordedBefore();
        await appendEvidence(tx, {
          firmId: taxReturn.firmId,
          subjectType: 'tax_return',
          subjectId: taxReturn.id,
          event: 'sealed',
          data: {
            form_record_id: form.id,
            form: title,
            document_id: document.id,
            original_sha256: sealed.originalSha256,
            stamped_sha256: sealed.stampedSha256,
            sealed_sha256: sealed.sealedSha256,
            certificate_sha256: identity.fingerprint,
          },
          at: sealedAt,
        });
        await writeCheckpoint(tx, identity, taxReturn.firmId, sealedAt);
      },
    },
  );
  // Another run sealed the form first (a retried job): its copy is the record.
  if (!stored) return;
  await announceReturn({ db, realtime: deps.realtime }, taxReturn.id);
}
