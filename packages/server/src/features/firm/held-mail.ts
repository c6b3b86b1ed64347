import { and, asc, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { firms, heldMail } from '../../db/schema/index.ts';
import type { MailMessage, Mailer } from '../../platform/mail/mailer.ts';

/**
 * A firm made at /create-firm mails only its creator's own address until they confirm it (issue 24 §2):
 * anything else it sends waits in held_mail, so nobody can make a firm to send the portal's mail to
 * addresses they do not own. Confirmation is for good, so confirmed firms are remembered.
 */
export function holdingMailer(base: Mailer, db: DbOrTx): Mailer {
  const confirmed = new Set<number>();
  return {
    kind: base.kind,
    check: () => base.check(),
    async send(msg: MailMessage) {
      if (msg.firmId === undefined || confirmed.has(msg.firmId)) return base.send(msg);
      const [firm] = await db
        .select({ confirmedAt: firms.emailConfirmedAt, creatorEmail: firms.creatorEmail })
        .from(firms)
        .where(eq(firms.id, msg.firmId));
      if (!firm || firm.confirmedAt) {
        if (firm) confirmed.add(msg.firmId);
        return base.send(msg);
      }
      if (firm.creatorEmail && msg.to.trim().toLowerCase() === firm.creatorEmail.toLowerCase()) return base.send(msg);
      const [held] = await db.insert(heldMail).values({ firmId: msg.firmId, message: msg }).returning();
      return { messageId: `held-${held!.id}` };
    },
  };
}

export const isFirmEmailConfirmed = async (db: DbOrTx, firmId: number) => {
  const [firm] = await db.select({ at: firms.emailConfirmedAt }).from(firms).where(eq(firms.id, firmId));
  return !!firm?.at;
};

/** Marks the firm confirmed; true only for the call that did it (a second click changes nothing). */
export async function confirmFirmEmail(db: DbOrTx, firmId: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(firms)
    .set({ emailConfirmedAt: now })
    .where(and(eq(firms.id, firmId), isNull(firms.emailConfirmedAt)))
    .returning({ id: firms.id });
  return rows.length > 0;
}

/** Sends what the firm's mail held, oldest first; each leaves the queue once sent. */
export async function releaseHeldMail(db: DbOrTx, mailer: Mailer, firmId: number): Promise<number> {
  const held = await db.select().from(heldMail).where(eq(heldMail.firmId, firmId)).orderBy(asc(heldMail.id));
  for (const row of held) {
    await mailer.send(row.message as MailMessage);
    await db.delete(heldMail).where(eq(heldMail.id, row.id));
  }
  return held.length;
}
