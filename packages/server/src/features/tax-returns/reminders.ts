import { and, eq, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { readFirmPreferences, REMINDABLE_STATUSES, taxReturnReminderDue, utcDay, voucherDueNow } from '@portal/domain';
import type { AppDeps } from '../../app-deps.ts';
import type { Db } from '../../db/client.ts';
import { firms, taxReturns } from '../../db/schema/index.ts';
import { entityClientOwners } from '../entities/index.ts';
import { findFirm } from '../firm/index.ts';
import type { RealtimeHub } from '../../platform/realtime/realtime-hub.ts';
import { announceReturn } from './return-updates.ts';
import { clientEmailLink, deliveryPath } from './client-email-link.ts';
import { findReturn } from './tax-return-access.ts';
import { returnReminderMail } from './tax-return-mail.ts';
import { deliveryPartsOf } from './tax-returns.repo.ts';

export const REMIND_TAX_RETURNS_JOB = 'tax-returns.remind-due';

type ReminderDeps = Pick<AppDeps, 'mailer' | 'config' | 'clock'> & { db: Db };

/**
 * One reminder email to each signer who has not signed, and to the primary contact while a voucher is due
 * (as soon as possible, or within the firm's voucher reminder window): estimated tax due months later waits
 * for its own reminder (the tax-return-delivery feature's voucher-reminders.ts).
 */
export async function remindReturn(deps: ReminderDeps, found: NonNullable<Awaited<ReturnType<typeof findReturn>>>) {
  const { taxReturn, company } = found;
  const { forms, signers, vouchers } = await deliveryPartsOf(deps.db, taxReturn.id);
  // Forms signed on paper are the firm's to receive: their signers are not asked to sign on the portal.
  const onPortal = new Set(forms.filter((f) => !f.wetSignatureRequired).map((f) => f.id));
  const due = new Set(
    signers.filter((s) => !s.signer.signedAt && onPortal.has(s.signer.formId)).map((s) => s.signer.userId),
  );
  const firm = await findFirm(deps.db, taxReturn.firmId);
  const days = readFirmPreferences(firm?.preferences).voucher_reminder_days_before;
  const today = utcDay(deps.clock.now());
  const paymentDue = vouchers.some((v) =>
    voucherDueNow({ dueDate: v.dueDate, isDueAsap: v.isDueAsap, paid: v.paidAt !== null }, days, today),
  );
  if (paymentDue && company.userId) due.add(company.userId);
  const owners = await entityClientOwners(deps.db, taxReturn.firmId, company.id);
  for (const person of owners.filter((o) => due.has(o.id) && o.email)) {
    const link = await clientEmailLink(deps, taxReturn.firmId, person.id, deliveryPath(taxReturn.id, company.id));
    await deps.mailer.send({
      firmId: taxReturn.firmId,
      to: person.email!,
      ...returnReminderMail(
        {
          firmName: firm?.name ?? 'Your firm',
          companyName: company.name,
          taxYear: taxReturn.taxYear,
          fname: person.fname,
        },
        link,
      ),
    });
  }
}

/**
 * Automatic reminders (issue 17 §6), every hour: the returns due by the firm's reminder frequency are found
 * in one query, each is claimed by moving its last_reminder_sent_at (so two runs never remind twice), then
 * reminded. The domain rule decides; the query only narrows the candidates.
 */
export async function remindDueTaxReturns(deps: ReminderDeps & { realtime: RealtimeHub }) {
  const now = deps.clock.now();
  const candidates = await deps.db
    .select({ taxReturn: taxReturns, frequency: firms.questionnaireReminderFrequency })
    .from(taxReturns)
    .innerJoin(firms, eq(firms.id, taxReturns.firmId))
    .where(
      and(
        inArray(taxReturns.status, [...REMINDABLE_STATUSES]),
        eq(taxReturns.reminderDisabled, false),
        isNull(taxReturns.deletedAt),
        isNotNull(taxReturns.sentAt),
        or(eq(taxReturns.allSigned, false), eq(taxReturns.allPaid, false)),
        sql`coalesce(${taxReturns.lastReminderSentAt}, ${taxReturns.sentAt}) <= ${now.toISOString()}::timestamptz - make_interval(days => ${firms.questionnaireReminderFrequency})`,
      ),
    )
    .limit(500);
  let reminded = 0;
  for (const { taxReturn, frequency } of candidates) {
    if (!taxReturnReminderDue(taxReturn, frequency, now)) continue;
    const [claimed] = await deps.db
      .update(taxReturns)
      .set({ lastReminderSentAt: now })
      .where(
        and(
          eq(taxReturns.id, taxReturn.id),
          taxReturn.lastReminderSentAt
            ? eq(taxReturns.lastReminderSentAt, taxReturn.lastReminderSentAt)
            : isNull(taxReturns.lastReminderSentAt),
        ),
      )
      .returning({ id: taxReturns.id });
    if (!claimed) continue;
    const found = await findReturn(deps.db, taxReturn.firmId, taxReturn.id);
    if (found) await remindReturn(deps, found);
    // The Deliver table's 'reminders sent' follows.
    await announceReturn(deps, taxReturn.id);
    reminded += 1;
  }
  return reminded;
}
