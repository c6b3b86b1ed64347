import { composeMail, mailSubject, type ComposedMail } from '../../platform/mail/compose-mail.ts';

/** A signer is asked to sign a document: the one button opens it on the portal. */
export function signatureRequestMail(
  f: { firmName: string; companyName: string; formName: string; taxYear: number; fname: string },
  link: string,
): ComposedMail {
  return composeMail({
    subject: mailSubject(f.firmName, `please sign ${f.formName}`, f.companyName),
    greeting: `Hi ${f.fname},`,
    lead: [`${f.firmName} asks you to sign ${f.formName} (${f.taxYear}) for ${f.companyName}.`],
    action: { label: 'Review and sign', url: link },
  });
}
