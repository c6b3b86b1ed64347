import { z } from 'zod';
import { addDays, isCalendarDay, type IsoDay } from '../common/calendar-days.ts';

/**
 * Payment vouchers are tax payments (issue 37 §1): the client pays the IRS or a state, never the firm, and
 * tells the portal once they have. The portal says to whom, how much, by when and how, with the
 * authorities' own payment pages: IRS Direct Pay, the IRS Online Account, EFTPS, an IRS-approved card
 * processor, or a check mailed with the voucher (IRS Topic 158; irs.gov/payments), and each state's own.
 */

export const US_STATES = {
  AL: 'Alabama',
  AK: 'Alaska',
  AZ: 'Arizona',
  AR: 'Arkansas',
  CA: 'California',
  CO: 'Colorado',
  CT: 'Connecticut',
  DE: 'Delaware',
  DC: 'District of Columbia',
  FL: 'Florida',
  GA: 'Georgia',
  HI: 'Hawaii',
  ID: 'Idaho',
  IL: 'Illinois',
  IN: 'Indiana',
  IA: 'Iowa',
  KS: 'Kansas',
  KY: 'Kentucky',
  LA: 'Louisiana',
  ME: 'Maine',
  MD: 'Maryland',
  MA: 'Massachusetts',
  MI: 'Michigan',
  MN: 'Minnesota',
  MS: 'Mississippi',
  MO: 'Missouri',
  MT: 'Montana',
  NE: 'Nebraska',
  NV: 'Nevada',
  NH: 'New Hampshire',
  NJ: 'New Jersey',
  NM: 'New Mexico',
  NY: 'New York',
  NC: 'North Carolina',
  ND: 'North Dakota',
  OH: 'Ohio',
  OK: 'Oklahoma',
  OR: 'Oregon',
  PA: 'Pennsylvania',
  RI: 'Rhode Island',
  SC: 'South Carolina',
  SD: 'South Dakota',
  TN: 'Tennessee',
  TX: 'Texas',
  UT: 'Utah',
  VT: 'Vermont',
  VA: 'Virginia',
  WA: 'Washington',
  WV: 'West Virginia',
  WI: 'Wisconsin',
  WY: 'Wyoming',
} as const;
export type StateCode = keyof typeof US_STATES;
const STATE_CODES = Object.keys(US_STATES) as StateCode[];

export const IRS = 'IRS';
/** Who a voucher pays: the IRS or a state (by its postal code). */
export const TAX_AUTHORITIES = [IRS, ...STATE_CODES] as ['IRS', ...StateCode[]];
export type TaxAuthority = (typeof TAX_AUTHORITIES)[number];
export const isTaxAuthority = (v: unknown): v is TaxAuthority =>
  typeof v === 'string' && (TAX_AUTHORITIES as readonly string[]).includes(v);

/** How a client says they paid. */
export const TAX_PAYMENT_METHODS = [
  'irs_direct_pay',
  'irs_online_account',
  'eftps',
  'card',
  'check',
  'state_online',
  'withdrawal',
  'other',
] as const;
export type TaxPaymentMethod = (typeof TAX_PAYMENT_METHODS)[number];

export const TAX_PAYMENT_METHOD_LABELS: Record<TaxPaymentMethod, string> = {
  irs_direct_pay: 'IRS Direct Pay',
  irs_online_account: 'IRS Online Account',
  eftps: 'EFTPS',
  card: 'Debit or credit card',
  check: 'Check or money order by mail',
  state_online: "The state's online payment",
  withdrawal: 'Bank withdrawal set up with the e-filed return',
  other: 'Another way',
};

/** The IRS's own pages (irs.gov/payments and the services it names). */
export const IRS_PAYMENT_URLS = {
  payments: 'https://www.irs.gov/payments',
  directPay: 'https://www.irs.gov/payments/direct-pay',
  onlineAccount: 'https://www.irs.gov/payments/your-online-account',
  eftps: 'https://www.eftps.gov/eftps/',
  card: 'https://www.irs.gov/payments/pay-your-taxes-by-debit-or-credit-card',
  check: 'https://www.irs.gov/payments/pay-by-check-or-money-order',
} as const;

/** The IRS vouchers the portal knows, with the page of the form whose instructions give the mailing address. */
const IRS_VOUCHERS: Record<string, { about: string; individual: boolean }> = {
  '1040-V': { about: 'https://www.irs.gov/forms-pubs/about-form-1040-v', individual: true },
  '1040-ES': { about: 'https://www.irs.gov/forms-pubs/about-form-1040-es', individual: true },
  '4868': { about: 'https://www.irs.gov/forms-pubs/about-form-4868', individual: true },
  '1041-ES': { about: 'https://www.irs.gov/forms-pubs/about-form-1041-es', individual: false },
  '1041-V': { about: 'https://www.irs.gov/forms-pubs/about-form-1041', individual: false },
  '1120-W': { about: 'https://www.irs.gov/forms-pubs/about-form-1120-w', individual: false },
  '940-V': { about: 'https://www.irs.gov/forms-pubs/about-form-940', individual: false },
  '941-V': { about: 'https://www.irs.gov/forms-pubs/about-form-941', individual: false },
};

/**
 * States whose tax agency and online payment page the portal names; any other state's voucher says to pay
 * as its instructions say (online with the state, or a check mailed with the voucher).
 */
const STATE_AGENCIES: Partial<Record<StateCode, { agency: string; payUrl: string }>> = {
  AZ: { agency: 'Arizona Department of Revenue', payUrl: 'https://aztaxes.gov/Home/paymentindividual' },
  AR: { agency: 'Arkansas Department of Finance and Administration', payUrl: 'https://atap.arkansas.gov/' },
  CA: { agency: 'California Franchise Tax Board', payUrl: 'https://www.ftb.ca.gov/pay/index.html' },
  CT: { agency: 'Connecticut Department of Revenue Services', payUrl: 'https://myconnect.ct.gov/' },
  GA: { agency: 'Georgia Department of Revenue', payUrl: 'https://gtc.dor.ga.gov/' },
  IL: { agency: 'Illinois Department of Revenue', payUrl: 'https://mytax.illinois.gov/' },
  MA: { agency: 'Massachusetts Department of Revenue', payUrl: 'https://mtc.dor.state.ma.us/' },
  NY: { agency: 'New York State Department of Taxation and Finance', payUrl: 'https://www.tax.ny.gov/pay/' },
  OR: { agency: 'Oregon Department of Revenue', payUrl: 'https://revenueonline.dor.oregon.gov/' },
  PA: { agency: 'Pennsylvania Department of Revenue', payUrl: 'https://mypath.pa.gov/' },
  UT: { agency: 'Utah State Tax Commission', payUrl: 'https://tap.tax.utah.gov/' },
};

export const authorityName = (a: TaxAuthority | null): string =>
  a === null ? 'Your state or local tax agency' : a === IRS ? 'IRS' : US_STATES[a];

/** The payee as a voucher card names it: 'Internal Revenue Service (IRS)', 'California Franchise Tax Board'. */
export const payeeOf = (a: TaxAuthority | null): string =>
  a === IRS
    ? 'Internal Revenue Service (IRS)'
    : a === null
      ? 'Your state or local tax agency'
      : (STATE_AGENCIES[a]?.agency ?? `${US_STATES[a]} tax agency`);

export interface TaxPaymentOption {
  method: TaxPaymentMethod;
  label: string;
  /** The authority's own page; null when the voucher's instructions say where. */
  url: string | null;
  how: string;
}

export interface TaxPaymentGuide {
  authority: TaxAuthority | null;
  payee: string;
  /** Online ways first, then the check by mail. */
  options: TaxPaymentOption[];
  /** The form's page at the authority, whose instructions give the mailing address; null when unknown. */
  instructionsUrl: string | null;
}

const IRS_CHECK =
  'Make it payable to "United States Treasury" and write your name, address, daytime phone, Social Security number (the first one shown on a joint return), the tax year and the form (for example "2025 Form 1040") on it. Mail it with the voucher, not stapled, to the address in the voucher\'s instructions.';

/** How to pay one voucher: the options its authority offers, with their official pages (irs.gov/payments). */
export function taxPaymentGuide(v: { authority: TaxAuthority | null; form_id: string }): TaxPaymentGuide {
  const form = v.form_id.toUpperCase();
  if (v.authority === IRS) {
    const known = IRS_VOUCHERS[form];
    // Direct Pay and the Online Account take individual payments; businesses pay through EFTPS.
    const individual = known?.individual ?? true;
    const options: TaxPaymentOption[] = [
      ...(individual
        ? [
            {
              method: 'irs_direct_pay' as const,
              label: TAX_PAYMENT_METHOD_LABELS.irs_direct_pay,
              url: IRS_PAYMENT_URLS.directPay,
              how: 'Free, from a checking or savings account, no sign-up. Keep the confirmation number it gives you.',
            },
            {
              method: 'irs_online_account' as const,
              label: TAX_PAYMENT_METHOD_LABELS.irs_online_account,
              url: IRS_PAYMENT_URLS.onlineAccount,
              how: 'Pay from your bank account after signing in to your IRS account, and see your balance there.',
            },
          ]
        : []),
      {
        method: 'eftps',
        label: 'EFTPS (Electronic Federal Tax Payment System)',
        url: IRS_PAYMENT_URLS.eftps,
        how: 'Free, from the U.S. Treasury. You enroll first and a PIN arrives by mail, so start a week or two early.',
      },
      {
        method: 'card',
        label: 'Debit card, credit card or digital wallet',
        url: IRS_PAYMENT_URLS.card,
        how: 'Through an IRS-approved payment processor, which charges a fee. You do not mail the voucher.',
      },
      { method: 'check', label: TAX_PAYMENT_METHOD_LABELS.check, url: IRS_PAYMENT_URLS.check, how: IRS_CHECK },
    ];
    return { authority: IRS, payee: payeeOf(IRS), options, instructionsUrl: known?.about ?? IRS_PAYMENT_URLS.payments };
  }
  const state = v.authority === null ? null : STATE_AGENCIES[v.authority];
  const name = authorityName(v.authority);
  return {
    authority: v.authority,
    payee: payeeOf(v.authority),
    options: [
      {
        method: 'state_online',
        label: state ? `Pay online with the ${state.agency}` : `Pay ${name} online`,
        url: state?.payUrl ?? null,
        how: state
          ? 'From a bank account (usually free) or by card (the processor charges a fee). Keep the confirmation number.'
          : "Use the agency's online payment page named in the voucher's instructions. Keep the confirmation number.",
      },
      {
        method: 'check',
        label: TAX_PAYMENT_METHOD_LABELS.check,
        url: null,
        how: "Make it payable as the voucher says, write your Social Security number, the tax year and the form on it, and mail it with the voucher to the address in the voucher's instructions.",
      },
    ],
    instructionsUrl: null,
  };
}

/** IRS vouchers by their form number; anything else is a state's (or unknown). */
const IRS_FORM = /^(1040-V|1040-ES|1041-ES|1041-V|1120-W|940-V|941-V|943-V|944-V|945-V|4868|2290-V|1065-V)$/i;
const STATE_HINTS: [RegExp, StateCode][] = [
  [/\bFranchise Tax Board\b|\bFTB\b/i, 'CA'],
  [/\bNew York State\b|\bNYS\b|\bIT-\d{3}-V\b/i, 'NY'],
];

/**
 * Whom a voucher pays, proposed from its form number and page text (the agency or state it names), else the
 * entity's state for a voucher that is not the IRS's; null when nothing says. Staff confirm it.
 */
export function voucherAuthority(formId: string, pageText: string, entityState?: string | null): TaxAuthority | null {
  if (IRS_FORM.test(formId.trim())) return IRS;
  const text = pageText.replace(/\s+/g, ' ');
  for (const [pattern, code] of STATE_HINTS) if (pattern.test(text)) return code;
  let first: { code: StateCode; at: number } | null = null;
  for (const code of STATE_CODES) {
    const at = text.search(new RegExp(`\\b${US_STATES[code]}\\b`));
    if (at >= 0 && (first === null || at < first.at)) first = { code, at };
  }
  if (first) return first.code;
  if (/internal revenue service|department of the treasury/i.test(text)) return IRS;
  const state = entityState?.trim().toUpperCase();
  return state && state in US_STATES ? (state as StateCode) : null;
}

export const voucherPaymentMessages = {
  paidOnRequired: 'Enter the date you paid',
  methodRequired: 'Choose how you paid',
  marked: 'Payment recorded',
  undone: 'Payment record removed',
  notPaid: 'This payment is not recorded as paid',
  alreadyPaid: 'This payment is already recorded as paid',
  notOpen: 'Payments can be recorded once the return has been sent',
} as const;

/**
 * The client (or the firm) records a tax payment: the day it was paid or scheduled, how, and the
 * confirmation number the authority gave, if any.
 */
export const markVoucherPaidSchema = z.object({
  paid_on: z
    .string({ error: voucherPaymentMessages.paidOnRequired })
    .refine(isCalendarDay, voucherPaymentMessages.paidOnRequired),
  method: z.enum(TAX_PAYMENT_METHODS, { error: voucherPaymentMessages.methodRequired }),
  confirmation_number: z
    .string()
    .trim()
    .max(100)
    .nullish()
    .transform((v) => v || null),
});
export type MarkVoucherPaid = z.output<typeof markVoucherPaidSchema>;

/** The firm's voucher reminders (spec 002 §3 preferences): on, and how many days before each due date. */
export const DEFAULT_VOUCHER_REMINDER_DAYS = 7;

/**
 * A voucher's reminder is due (issue 37 §1) once, from `daysBefore` days before its due date until it is
 * recorded paid: never for one due as soon as possible (the return's own reminders ask for those), never
 * twice for the same due date, and not on the day the return went out (its email already said so).
 */
export function voucherReminderDue(
  v: { dueDate: IsoDay | null; isDueAsap: boolean; paid: boolean; remindedFor: IsoDay | null; sentDay: IsoDay },
  daysBefore: number,
  today: IsoDay,
): boolean {
  if (v.paid || v.isDueAsap || v.dueDate === null || v.remindedFor === v.dueDate) return false;
  return today >= addDays(v.dueDate, -daysBefore) && today > v.sentDay;
}

/** A voucher still asks for payment now: due as soon as possible, or due within the reminder window. */
export const voucherDueNow = (
  v: { dueDate: IsoDay | null; isDueAsap: boolean; paid: boolean },
  daysBefore: number,
  today: IsoDay,
) => !v.paid && (v.isDueAsap || v.dueDate === null || today >= addDays(v.dueDate, -daysBefore));
