import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, fixedClock, SAMPLE_RETURN_PAGES, utcDay } from '@portal/domain';
import { companies, notifications } from '../../db/schema/index.ts';
import { registerJobs } from '../../jobs.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { readMail } from '../../test/outbox.ts';
import { textPagesPdf } from '../../test/pdf-files.ts';
import { sentTaxReturn } from '../../test/sent-tax-return.ts';
import { remindDueVouchers } from './voucher-reminders.ts';

/**
 * Reminders before each voucher's due date (issue 37 §1): one per voucher and due date, from the firm's number
 * of days before it, until the client records it paid; the firm can turn them off.
 */
describe('tax returns: voucher reminders before each due date', () => {
  let t: TestApp;
  let returnPdf: Buffer;
  beforeAll(async () => {
    t = await buildTestApp({ startJobs: true, jobs: { pollingIntervalSeconds: 0.5 } });
    await registerJobs(t.deps);
    returnPdf = await textPagesPdf(SAMPLE_RETURN_PAGES);
  });
  afterAll(() => t.close());

  const today = utcDay(new Date());
  const estimated = [
    { page: 4, form_id: '1040-ES', amount_cents: 50000, due_date: addDays(today, 20) },
    { page: 5, form_id: '1040-ES', amount_cents: 50000, due_date: addDays(today, 80) },
  ];
  /** The job as it runs on a given day. */
  const runOn = (day: string) =>
    remindDueVouchers({ ...t.deps, db: t.deps.database.db, clock: fixedClock(`${day}T10:00:00Z`) });
  const remindersTo = async (email: string) =>
    (await readMail(t.dataDir)).filter((m) => m.to === email && m.subject.startsWith('Reminder: your Form 1040-ES'));

  it('reminds the payer once per voucher, a week before each due date, with the IRS’s ways to pay; stops once paid', async () => {
    const r = await sentTaxReturn(t, returnPdf, {}, estimated);
    // The entity's spouse pays with the taxpayer: both are reminded.
    await r.db.update(companies).set({ spouseUserId: r.liam.id }).where(eq(companies.id, r.company.id));
    await runOn(addDays(today, 12));
    expect(await remindersTo(r.tara.email!)).toHaveLength(0);

    await runOn(addDays(today, 13));
    const [first] = await remindersTo(r.tara.email!);
    expect(first!.subject).toMatch(/^Reminder: your Form 1040-ES payment to Internal Revenue Service \(IRS\) is due /);
    expect(first!.text).toContain('$500.00');
    expect(first!.text).toContain('https://www.irs.gov/payments/direct-pay');
    expect(first!.text).toContain('https://www.eftps.gov/eftps/');
    expect(first!.text).toContain('"United States Treasury"');
    expect(first!.text).toContain(`/tax-return-delivery/${r.id}?companyId=${r.company.id}`);
    expect(await remindersTo(r.liam.email!)).toHaveLength(1);
    const notices = await r.db.select().from(notifications).where(eq(notifications.userId, r.tara.id));
    expect(notices.map((n) => n.text)).toContainEqual(
      expect.stringMatching(/^Your Form 1040-ES payment to Internal Revenue Service \(IRS\) is due /),
    );
    // Once per due date: the next runs, the same day or later, send nothing more for it.
    await runOn(addDays(today, 13));
    await runOn(addDays(today, 19));
    expect(await remindersTo(r.tara.email!)).toHaveLength(1);

    // The second voucher: the client records it paid before its window, so it is never reminded.
    const second = (await r.detail()).payment_vouchers[1].id as number;
    const paid = await t.app.inject({
      method: 'POST',
      url: `/api/tax_returns/${r.id}/vouchers/${second}/paid`,
      headers: r.taraH,
      payload: { paid_on: addDays(today, 30), method: 'irs_direct_pay' },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    await runOn(addDays(today, 75));
    expect(await remindersTo(r.tara.email!)).toHaveLength(1);
  });

  it('reminds before the next due date too, and never when the firm turned voucher reminders off', async () => {
    const r = await sentTaxReturn(t, returnPdf, {}, estimated);
    const off = await sentTaxReturn(t, returnPdf, { voucher_reminders_enabled: false }, estimated);
    await runOn(addDays(today, 14));
    expect(await remindersTo(r.tara.email!)).toHaveLength(1);
    await runOn(addDays(today, 74));
    expect(await remindersTo(r.tara.email!)).toHaveLength(2);
    expect(await remindersTo(off.tara.email!)).toHaveLength(0);
  });

  it('follows the firm’s number of days before the due date', async () => {
    const r = await sentTaxReturn(t, returnPdf, { voucher_reminder_days_before: 3 }, [estimated[0]!]);
    await runOn(addDays(today, 16));
    expect(await remindersTo(r.tara.email!)).toHaveLength(0);
    await runOn(addDays(today, 17));
    expect(await remindersTo(r.tara.email!)).toHaveLength(1);
  });
});
