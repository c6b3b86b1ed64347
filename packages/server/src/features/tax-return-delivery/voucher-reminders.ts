import { and, eq, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import {
  addDays,
  formatCents,
  formatDisplayDate,
  NOTIFICATION_TYPES,
  payeeOf,
  readFirmPreferences,
  taxPaymentGuide,
  utcDay,
  voucherReminderDue,
} from '@portal/domain';
import type { AppDeps } from '../../app-deps.ts';
import type { Db } from '../../db/client.ts';
import { companies, firms, notifications, taxReturns, taxReturnVouchers, users } from '../../db/schema/index.ts';
import { userChannel, type RealtimeHub } from '../../platform/realtime/realtime-hub.ts';
import { clientEmailLink, deliveryPath } from '../tax-returns/index.ts';

export const REMIND_VOUCHERS_JOB = 'tax-returns.remind-vouchers';

/** The widest reminder window a firm may choose (voucher_reminder_days_before). */
const MAX_DAYS_BEFORE = 60;

type Deps = Pick<AppDeps, 'mailer' | 'config' | 'clock'> & { db: Db; realtime: RealtimeHub };
type Voucher = typeof taxReturnVouchers.$inferSelect;

/** The reminder's text: what is due, to whom, by when, and each way to pay with the authority's own page. */
export function voucherReminderText(v: Voucher, r: { taxYear: number }, fname: string, link: string, firm: string) {
  const guide = taxPaymentGuide({ authority: v.authority, form_id: v.formId });
  const what = v.customPaymentName || `Form ${v.formId}`;
  const amount = v.amountCents ? `${formatCents(v.amountCents)} ` : '';
  return [
    `Hi ${fname},`,
    '',
    `Your ${what} payment of ${amount}to ${guide.payee} is due on ${formatDisplayDate(v.dueDate!)} (${r.taxYear} tax return). It is paid to ${guide.payee}, not to us.`,
    '',
    'How to pay:',
    ...guide.options.map((o) => `- ${o.label}${o.url ? ` (${o.url})` : ''}: ${o.how}`),
    ...(guide.instructionsUrl
      ? [`The voucher's instructions, with the mailing address: ${guide.instructionsUrl}`]
      : []),
    '',
    'Once you have paid, record it on the portal so we stop reminding you:',
    link,
    '',
    'Thank you,',
    firm,
  ].join('\n');
}

/**
 * Voucher reminders (issue 37 §1), run hourly: each unpaid voucher of a sent return is reminded once, from the
 * firm's chosen number of days before its due date, until it is recorded paid; never when the firm turned
 * voucher reminders off or the return's reminders are off. The payers are the entity's primary contact and
 * its spouse; each gets an email with the ways to pay and a notice in the portal. A voucher is claimed by
 * recording the due date it was reminded for, so two runs never remind it twice.
 */
export async function remindDueVouchers(deps: Deps) {
  const now = deps.clock.now();
  const today = utcDay(now);
  const candidates = await deps.db
    .select({
      voucher: taxReturnVouchers,
      taxReturn: { id: taxReturns.id, taxYear: taxReturns.taxYear, sentAt: taxReturns.sentAt },
      company: {
        id: companies.id,
        name: companies.name,
        userId: companies.userId,
        spouseUserId: companies.spouseUserId,
      },
      firm: { name: firms.name, preferences: firms.preferences },
    })
    .from(taxReturnVouchers)
    .innerJoin(taxReturns, eq(taxReturns.id, taxReturnVouchers.taxReturnId))
    .innerJoin(companies, eq(companies.id, taxReturns.companyId))
    .innerJoin(firms, eq(firms.id, taxReturns.firmId))
    .where(
      and(
        isNull(taxReturnVouchers.paidAt),
        isNotNull(taxReturnVouchers.dueDate),
        // Read by the unpaid-due index: due within the widest window (or past due).
        lte(taxReturnVouchers.dueDate, addDays(today, MAX_DAYS_BEFORE)),
        or(
          isNull(taxReturnVouchers.remindedForDueDate),
          sql`${taxReturnVouchers.remindedForDueDate} <> ${taxReturnVouchers.dueDate}`,
        ),
        isNotNull(taxReturns.sentAt),
        isNull(taxReturns.deletedAt),
        eq(taxReturns.reminderDisabled, false),
      ),
    )
    .limit(500);
  let reminded = 0;
  for (const { voucher, taxReturn, company, firm } of candidates) {
    const prefs = readFirmPreferences(firm.preferences);
    if (!prefs.voucher_reminders_enabled) continue;
    const due = voucherReminderDue(
      {
        dueDate: voucher.dueDate,
        isDueAsap: voucher.isDueAsap,
        paid: false,
        remindedFor: voucher.remindedForDueDate,
        sentDay: utcDay(taxReturn.sentAt!),
      },
      prefs.voucher_reminder_days_before,
      today,
    );
    if (!due) continue;
    const [claimed] = await deps.db
      .update(taxReturnVouchers)
      .set({ remindedForDueDate: voucher.dueDate })
      .where(
        and(
          eq(taxReturnVouchers.id, voucher.id),
          isNull(taxReturnVouchers.paidAt),
          voucher.remindedForDueDate
            ? eq(taxReturnVouchers.remindedForDueDate, voucher.remindedForDueDate)
            : isNull(taxReturnVouchers.remindedForDueDate),
        ),
      )
      .returning({ id: taxReturnVouchers.id });
    if (!claimed) continue;
    const payerIds = [company.userId, company.spouseUserId].filter((id): id is number => id !== null);
    const payers = payerIds.length
      ? await deps.db
          .select({ id: users.id, fname: users.fname, email: users.email })
          .from(users)
          .where(and(eq(users.firmId, voucher.firmId), inArray(users.id, payerIds)))
      : [];
    const path = deliveryPath(taxReturn.id, company.id);
    const what = voucher.customPaymentName || `Form ${voucher.formId}`;
    for (const payer of payers) {
      if (payer.email)
        await deps.mailer.send({
          firmId: voucher.firmId,
          to: payer.email,
          subject: `Reminder: your ${what} payment to ${payeeOf(voucher.authority)} is due ${formatDisplayDate(voucher.dueDate!)}`,
          text: voucherReminderText(
            voucher,
            taxReturn,
            payer.fname,
            await clientEmailLink(deps, voucher.firmId, payer.id, path),
            firm.name,
          ),
        });
    }
    if (payers.length) {
      await deps.db.insert(notifications).values(
        payers.map((p) => ({
          firmId: voucher.firmId,
          userId: p.id,
          typeId: NOTIFICATION_TYPES.document,
          text: `Your ${what} payment to ${payeeOf(voucher.authority)} is due ${formatDisplayDate(voucher.dueDate!)}`,
          clientName: company.name,
          link: path,
        })),
      );
      await Promise.all(payers.map((p) => deps.realtime.publish(userChannel(p.id), { type: 'new_notification' })));
    }
    reminded += 1;
  }
  return reminded;
}
