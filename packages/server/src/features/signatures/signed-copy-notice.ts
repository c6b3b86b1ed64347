import { NOTIFICATION_TYPES } from '@portal/domain';
import type { AppDeps } from '../../app-deps.ts';
import type { DbOrTx } from '../../db/client.ts';
import { notifications } from '../../db/schema/index.ts';
import { userChannel } from '../../platform/realtime/realtime-hub.ts';

export interface SignedCopyRecipient {
  userId: number;
  fname: string;
  email: string | null;
  /** The portal page where they download the signed copy (the notice's link). */
  path: string;
  /** The same page as an email link (an arrival link for a client who never signed in). */
  emailLink: string;
}

export interface SignedCopy {
  firmId: number;
  firmName: string;
  /** 'Engagement letter (2025)', 'Form 8879 (2025)'. */
  documentName: string;
  companyName: string;
  signerNames: string[];
}

/**
 * The finished-document notice (issue 37 §6): once the last signer has signed and the copy is sealed, every
 * signer and the staff member who sent it hear so, by email and in the portal, with the link to the signed
 * copy. The caller sends it once, from the step that sealed the document; one failed email does not keep the
 * others from going.
 */
export async function tellSignedCopyReady(
  deps: Pick<AppDeps, 'mailer' | 'realtime'> & { db: DbOrTx },
  copy: SignedCopy,
  recipients: SignedCopyRecipient[],
) {
  const unique = [...new Map(recipients.map((r) => [r.userId, r])).values()];
  if (!unique.length) return;
  const text = `${copy.documentName} for ${copy.companyName} is signed by everyone`;
  await deps.db.insert(notifications).values(
    unique.map((r) => ({
      firmId: copy.firmId,
      userId: r.userId,
      typeId: NOTIFICATION_TYPES.document,
      text,
      clientName: copy.companyName,
      link: r.path,
    })),
  );
  for (const r of unique) {
    if (r.email)
      await deps.mailer
        .send({
          firmId: copy.firmId,
          to: r.email,
          subject: `Signed: ${copy.documentName}`,
          text: `Hi ${r.fname},\n\n${copy.documentName} for ${copy.companyName} is now signed by everyone (${copy.signerNames.join(', ')}), sealed with a certificate of completion.\n\nDownload the signed copy:\n${r.emailLink}\n\nThank you,\n${copy.firmName}\n`,
        })
        .catch(() => undefined);
  }
  await Promise.all(unique.map((r) => deps.realtime.publish(userChannel(r.userId), { type: 'new_notification' })));
}
