import type { RecognisedForm } from '@portal/domain';
import { box, col, custom, drawGrid, empty, party, row, type GridStyle, type Node, type Rect } from './grid.ts';
import { amount, date, money, type Person } from './people.ts';
import type { Rng } from './random.ts';
import type { Sheet } from './sheet.ts';

/**
 * The IRS information returns that share the 1099 design: parties down the left, numbered boxes in the middle,
 * the OMB number, form number, revision and calendar year in a block beside the first boxes, the title and the
 * "Copy B For Recipient" notice down the right, and the foot line under the grid. Captions are the IRS's own.
 */

export interface InfoData {
  year: number;
  payerLines: string[];
  payerTin: string;
  recipTin: string;
  recipName: string[];
  street: string;
  city: string;
  account: string;
  b: Record<string, string>;
  corrected?: boolean;
}

export interface CopyText {
  copy: string;
  for: string;
  notice: string;
}

export interface InfoSpec {
  form: RecognisedForm;
  code: string;
  title: string;
  omb: string;
  /** Continuous-use forms carry a revision and "For calendar year"; annual forms print the year large. */
  rev?: (year: number) => string;
  url: string;
  copyB: CopyText;
  copyC?: CopyText;
  /** Relative widths of the party column, the box columns and the title column. */
  widths?: [number, number, number];
  /** Height of the block beside the title block, relative to the other box rows (one unit each). */
  topUnits?: number;
  layout(d: InfoData, v: (id: string) => string): { left: Node[]; top: Node[]; rows: Node[] };
  fill(rng: Rng, p: Person, year: number): Record<string, string>;
}

const NEGLIGENCE =
  'This is important tax information and is being furnished to the IRS. If you are required to file a return, a negligence penalty or other sanction may be imposed on you if this income is taxable and the IRS determines that it has not been reported.';
const NEGLIGENCE_TX =
  'This is important tax information and is being furnished to the IRS. If you are required to file a return, a negligence penalty or other sanction may be imposed on you if taxable income results from this transaction and the IRS determines that it has not been reported.';
export const COPY_2: CopyText = {
  copy: 'Copy 2',
  for: '',
  notice: "To be filed with recipient's state income tax return, when required.",
};
export const COPY_1: CopyText = { copy: 'Copy 1', for: 'For State Tax Department', notice: '' };

const PAYER_CAP =
  "PAYER'S name, street address, city or town, state or province, country, ZIP or foreign postal code, and telephone no.";
const CITY_CAP = 'City or town, state or province, country, and ZIP or foreign postal code';
const STREET_CAP = 'Street address (including apt. no.)';

/** The party column most 1099s share, with the roles' own words. */
function parties(
  d: InfoData,
  o: { payer?: string; payerCap?: string; recip?: string; accountCap?: string; extra?: Node[]; payerUnits?: number },
): Node[] {
  const payer = o.payer ?? "PAYER'S";
  const recip = o.recip ?? "RECIPIENT'S";
  return [
    party(o.payerUnits ?? 3.3, o.payerCap ?? PAYER_CAP, d.payerLines),
    row(
      1.1,
      box(1, '', `${payer} TIN`, d.payerTin, { boldCaption: true }),
      box(1, '', `${recip} TIN`, d.recipTin, { boldCaption: true }),
    ),
    party(1.25, `${recip} name`, d.recipName, { boldCaption: false }),
    party(1, STREET_CAP, [d.street]),
    party(1, CITY_CAP, [d.city]),
    ...(o.extra ?? []),
    box(1, '', o.accountCap ?? 'Account number (see instructions)', d.account),
  ];
}

const rev24 = (year: number) => (year <= 2023 ? 'January 2022' : 'January 2024');
const stateRow = (
  v: (id: string) => string,
  ids: [string, string, string],
  caps: [string, string, string],
  moneyIds: string[],
): Node =>
  row(1.2, ...ids.map((id, i) => box(i === 1 ? 1.1 : 1, id, caps[i]!, v(id), { money: moneyIds.includes(id) })));

const cents = (n: number) => money(n);
const maybe = (rng: Rng, p: number, lo: number, hi: number) => (rng.chance(p) ? cents(amount(rng, lo, hi)) : '');

export const INFO_SPECS: Record<string, InfoSpec> = {
  '1099-INT': {
    form: '1099-INT',
    code: '1099-INT',
    title: 'Interest Income',
    omb: '1545-0112',
    rev: rev24,
    url: 'www.irs.gov/Form1099INT',
    copyB: { copy: 'Copy B', for: 'For Recipient', notice: NEGLIGENCE },
    topUnits: 3.2,
    layout: (d, v) => ({
      left: parties(d, {
        extra: [row(1, box(1.4, '', 'FATCA filing requirement', v('fatca'), { check: true }), box(1, '', '', ''))],
      }),
      top: [
        box(1, '', "Payer's RTN (optional)", v('rtn')),
        box(1.1, '1', 'Interest income', v('1'), { money: true }),
        box(1, '2', 'Early withdrawal penalty', v('2'), { money: true }),
      ],
      rows: [
        box(1.1, '3', 'Interest on U.S. Savings Bonds and Treasury obligations', v('3'), { money: true }),
        row(
          1.1,
          box(1, '4', 'Federal income tax withheld', v('4'), { money: true }),
          box(1, '5', 'Investment expenses', v('5'), { money: true }),
        ),
        row(
          1.1,
          box(1, '6', 'Foreign tax paid', v('6'), { money: true }),
          box(1, '7', 'Foreign country or U.S. territory', v('7')),
        ),
        row(
          1.1,
          box(1, '8', 'Tax-exempt interest', v('8'), { money: true }),
          box(1, '9', 'Specified private activity bond interest', v('9'), { money: true }),
        ),
        row(
          1,
          box(1, '10', 'Market discount', v('10'), { money: true }),
          box(1, '11', 'Bond premium', v('11'), { money: true }),
        ),
        row(
          1.1,
          box(1, '12', 'Bond premium on Treasury obligations', v('12'), { money: true }),
          box(1, '13', 'Bond premium on tax-exempt bond', v('13'), { money: true }),
        ),
        box(1, '14', 'Tax-exempt and tax credit bond CUSIP no.', v('14')),
        stateRow(v, ['15', '16', '17'], ['State', 'State identification no.', 'State tax withheld'], ['17']),
      ],
    }),
    fill: (rng) => ({
      '1': cents(amount(rng, 1.12, rng.chance(0.2) ? 24_000 : 2_400)),
      '2': maybe(rng, 0.05, 4, 90),
      '3': maybe(rng, 0.15, 20, 3_900),
      '4': maybe(rng, 0.08, 5, 400),
      '6': maybe(rng, 0.04, 1, 60),
      '7': '',
      '8': maybe(rng, 0.08, 30, 2_200),
    }),
  },
  '1099-DIV': {
    form: '1099-DIV',
    code: '1099-DIV',
    title: 'Dividends and Distributions',
    omb: '1545-0110',
    rev: rev24,
    url: 'www.irs.gov/Form1099DIV',
    copyB: { copy: 'Copy B', for: 'For Recipient', notice: NEGLIGENCE },
    topUnits: 2.3,
    layout: (d, v) => ({
      left: parties(d, {
        extra: [
          row(
            1,
            box(1.5, '11', 'FATCA filing requirement', v('11'), { check: true }),
            box(1, '', '2nd TIN not.', '', { check: true }),
          ),
        ],
      }),
      top: [
        box(1, '1a', 'Total ordinary dividends', v('1a'), { money: true }),
        box(1, '1b', 'Qualified dividends', v('1b'), { money: true }),
      ],
      rows: [
        row(
          1,
          box(1, '2a', 'Total capital gain distr.', v('2a'), { money: true }),
          box(1, '2b', 'Unrecap. Sec. 1250 gain', v('2b'), { money: true }),
        ),
        row(
          1,
          box(1, '2c', 'Section 1202 gain', v('2c'), { money: true }),
          box(1, '2d', 'Collectibles (28%) gain', v('2d'), { money: true }),
        ),
        row(
          1,
          box(1, '2e', 'Section 897 ordinary dividends', v('2e'), { money: true }),
          box(1, '2f', 'Section 897 capital gain', v('2f'), { money: true }),
        ),
        row(
          1,
          box(1, '3', 'Nondividend distributions', v('3'), { money: true }),
          box(1, '4', 'Federal income tax withheld', v('4'), { money: true }),
        ),
        row(
          1,
          box(1, '5', 'Section 199A dividends', v('5'), { money: true }),
          box(1, '6', 'Investment expenses', v('6'), { money: true }),
        ),
        row(
          1.1,
          box(1, '7', 'Foreign tax paid', v('7'), { money: true }),
          box(1, '8', 'Foreign country or U.S. possession', v('8')),
        ),
        row(
          1.1,
          box(1, '9', 'Cash liquidation distributions', v('9'), { money: true }),
          box(1, '10', 'Noncash liquidation distributions', v('10'), { money: true }),
        ),
        row(
          1.2,
          box(1, '12', 'Exempt-interest dividends', v('12'), { money: true }),
          box(1, '13', 'Specified private activity bond interest dividends', v('13'), { money: true }),
        ),
        stateRow(v, ['14', '15', '16'], ['State', 'State identification no.', 'State tax withheld'], ['16']),
      ],
    }),
    fill: (rng) => {
      const a = amount(rng, 8, 18_000);
      const gains = rng.chance(0.6) ? amount(rng, 3, a) : 0;
      return {
        '1a': cents(a),
        '1b': cents(Math.round(a * rng.float(0.55, 0.98) * 100) / 100),
        '2a': gains ? cents(gains) : '',
        '3': maybe(rng, 0.08, 2, 300),
        '5': maybe(rng, 0.3, 1, 400),
        '7': rng.chance(0.35) ? cents(amount(rng, 0.4, 180)) : '',
        '8': rng.chance(0.3) ? rng.pick(['Various', 'RIC', 'See Statement']) : '',
        '12': maybe(rng, 0.08, 20, 900),
      };
    },
  },
  '1099-B': {
    form: '1099-B',
    code: '1099-B',
    title: 'Proceeds From Broker and Barter Exchange Transactions',
    omb: '1545-0715',
    url: 'www.irs.gov/Form1099B',
    copyB: { copy: 'Copy B', for: 'For Recipient', notice: NEGLIGENCE },
    topUnits: 2.4,
    widths: [38, 44, 18],
    layout: (d, v) => ({
      left: parties(d, {
        extra: [
          row(1, box(1.3, '', 'CUSIP number', v('cusip')), box(1, '', 'FATCA filing requirement', '', { check: true })),
        ],
      }),
      top: [
        box(1, '', 'Applicable checkbox on Form 8949', v('8949')),
        box(1.4, '1a', 'Description of property (Example: 100 sh. XYZ Co.)', v('1a')),
      ],
      rows: [
        row(1, box(1, '1b', 'Date acquired', v('1b')), box(1, '1c', 'Date sold or disposed', v('1c'))),
        row(
          1,
          box(1, '1d', 'Proceeds', v('1d'), { money: true }),
          box(1, '1e', 'Cost or other basis', v('1e'), { money: true }),
        ),
        row(
          1,
          box(1, '1f', 'Accrued market discount', v('1f'), { money: true }),
          box(1, '1g', 'Wash sale loss disallowed', v('1g'), { money: true }),
        ),
        row(
          1.3,
          box(1, '2', 'Short-term gain or loss   Long-term gain or loss   Ordinary', v('2')),
          box(1, '3', 'If checked, proceeds from: Collectibles  QOF', '', { check: true }),
        ),
        row(
          1,
          box(1, '4', 'Federal income tax withheld', v('4'), { money: true }),
          box(1, '5', 'If checked, noncovered security', '', { check: true }),
        ),
        row(
          1.2,
          box(1, '6', 'Reported to IRS: Gross proceeds  Net proceeds', v('6')),
          box(1, '7', 'If checked, loss is not allowed based on amount in 1d', '', { check: true }),
        ),
        row(
          1.2,
          box(1, '8', `Profit or (loss) realized in ${d.year} on closed contracts`, '', { money: true }),
          box(1, '9', `Unrealized profit or (loss) on open contracts—12/31/${d.year - 1}`, '', { money: true }),
        ),
        row(
          1.2,
          box(1, '10', `Unrealized profit or (loss) on open contracts—12/31/${d.year}`, '', { money: true }),
          box(1, '11', 'Aggregate profit or (loss) on contracts', '', { money: true }),
        ),
        row(
          1,
          box(1, '12', 'If checked, basis reported to IRS', v('12'), { check: true }),
          box(1, '13', 'Bartering', '', { money: true }),
        ),
        stateRow(v, ['14', '15', '16'], ['State name', 'State identification no.', 'State tax withheld'], ['16']),
      ],
    }),
    fill: (rng, _p, year) => {
      const shares = rng.int(5, 400);
      const stock = rng.pick([
        'XYZ CORP',
        'APPLE INC',
        'MICROSOFT CORP',
        'TESLA INC',
        'COCA-COLA CO',
        'BITCOIN',
        'ETHEREUM',
        'VANGUARD TOTAL STK MKT ETF',
        'PROCTER & GAMBLE CO',
      ]);
      const cost = amount(rng, 400, 48_000);
      const proceeds = Math.round(cost * rng.float(0.6, 1.9) * 100) / 100;
      const long = rng.chance(0.6);
      return {
        '8949': long ? 'D' : 'A',
        '1a': `${stock.includes('BITCOIN') || stock.includes('ETHEREUM') ? (rng.next() * 3).toFixed(4) : shares} ${stock.includes('BITCOIN') || stock.includes('ETHEREUM') ? '' : 'sh. '}${stock}`,
        '1b': long ? date(rng, year - rng.int(2, 9)) : `01/${String(rng.int(2, 28)).padStart(2, '0')}/${year}`,
        '1c': `${String(rng.int(2, 12)).padStart(2, '0')}/${String(rng.int(1, 28)).padStart(2, '0')}/${year}`,
        '1d': cents(proceeds),
        '1e': cents(cost),
        '2': long ? 'Long-term' : 'Short-term',
        '6': 'Gross proceeds',
        '12': 'X',
        cusip: rng.chance(0.7) ? `${rng.digits(6)}${rng.pick(['10', '20', '30', '74', '88'])}${rng.int(0, 9)}` : '',
      };
    },
  },
  '1099-R': {
    form: '1099-R',
    code: '1099-R',
    title:
      'Distributions From Pensions, Annuities, Retirement or Profit-Sharing Plans, IRAs, Insurance Contracts, etc.',
    omb: '1545-0119',
    url: 'www.irs.gov/Form1099R',
    copyB: {
      copy: 'Copy B',
      for: 'Report this income on your federal tax return. If this form shows federal income tax withheld in box 4, attach this copy to your return.',
      notice: 'This information is being furnished to the IRS.',
    },
    copyC: {
      copy: 'Copy C',
      for: "For Recipient's Records",
      notice: 'This information is being furnished to the IRS.',
    },
    topUnits: 2.4,
    layout: (d, v) => ({
      left: parties(d, {
        extra: [
          row(
            1.3,
            box(1.2, '10', 'Amount allocable to IRR within 5 years', v('10'), { money: true }),
            box(1, '11', '1st year of desig. Roth contrib.', v('11')),
            box(0.9, '12', 'FATCA filing requirement', '', { check: true }),
            box(0.9, '13', 'Date of payment', v('13')),
          ),
        ],
      }),
      top: [
        box(1, '1', 'Gross distribution', v('1'), { money: true }),
        box(1.2, '2a', 'Taxable amount', v('2a'), { money: true }),
      ],
      rows: [
        row(
          1.1,
          box(1, '2b', 'Taxable amount not determined', v('2bn'), { check: true }),
          box(1, '', 'Total distribution', v('2bt'), { check: true }),
        ),
        row(
          1.1,
          box(1, '3', 'Capital gain (included in box 2a)', v('3'), { money: true }),
          box(1, '4', 'Federal income tax withheld', v('4'), { money: true }),
        ),
        row(
          1.3,
          box(1, '5', 'Employee contributions/Designated Roth contributions or insurance premiums', v('5'), {
            money: true,
          }),
          box(1, '6', "Net unrealized appreciation in employer's securities", v('6'), { money: true }),
        ),
        row(
          1.1,
          box(0.55, '7', 'Distribution code(s)', v('7')),
          box(0.45, '', 'IRA/ SEP/ SIMPLE', v('ira'), { check: true }),
          box(1, '8', 'Other', v('8'), { money: true }),
        ),
        row(
          1.1,
          box(1, '9a', 'Your percentage of total distribution', v('9a')),
          box(1, '9b', 'Total employee contributions', v('9b'), { money: true }),
        ),
        row(
          1.2,
          box(1, '14', 'State tax withheld', v('14'), { money: true }),
          box(1, '15', "State/Payer's state no.", v('15')),
          box(1, '16', 'State distribution', v('16'), { money: true }),
        ),
        row(
          1.1,
          box(1, '17', 'Local tax withheld', v('17'), { money: true }),
          box(1, '18', 'Name of locality', v('18')),
          box(1, '19', 'Local distribution', v('19'), { money: true }),
        ),
      ],
    }),
    fill: (rng, p) => {
      const gross = amount(rng, 1_200, 96_000);
      const rollover = rng.chance(0.25);
      const code = rollover ? 'G' : rng.pick(['7', '7', '7', '1', '2', '4']);
      const fed = rollover ? 0 : Math.round(gross * rng.pick([0.1, 0.2, 0.12]) * 100) / 100;
      const st = !rollover && rng.chance(0.6) ? Math.round(gross * 0.04 * 100) / 100 : 0;
      return {
        '1': cents(gross),
        '2a': rollover ? '0.00' : cents(gross),
        '2bn': rng.chance(0.3) ? 'X' : '',
        '2bt': rng.chance(0.4) ? 'X' : '',
        '4': fed ? cents(fed) : '',
        '7': code,
        ira: rng.chance(0.5) ? 'X' : '',
        '14': st ? cents(st) : '',
        '15': st ? `${p.state} ${rng.digits(8)}` : '',
        '16': st ? cents(gross) : '',
      };
    },
  },
  '1099-NEC': {
    form: '1099-NEC',
    code: '1099-NEC',
    title: 'Nonemployee Compensation',
    omb: '1545-0116',
    rev: rev24,
    url: 'www.irs.gov/Form1099NEC',
    copyB: { copy: 'Copy B', for: 'For Recipient', notice: NEGLIGENCE },
    topUnits: 2.3,
    layout: (d, v) => ({
      left: parties(d, { extra: [box(0.8, '', '2nd TIN not.', '', { check: true })] }),
      top: [
        box(1.2, '1', 'Nonemployee compensation', v('1'), { money: true }),
        box(
          1.3,
          '2',
          'Payer made direct sales totaling $5,000 or more of consumer products to recipient for resale',
          '',
          { check: true },
        ),
      ],
      rows: [
        box(1.1, '3', 'Excess golden parachute payments', v('3'), { money: true }),
        box(1.1, '4', 'Federal income tax withheld', v('4'), { money: true }),
        row(
          1.2,
          box(1, '5', 'State tax withheld', v('5'), { money: true }),
          box(1, '6', "State/Payer's state no.", v('6')),
          box(1, '7', 'State income', v('7'), { money: true }),
        ),
        row(0.9, box(1, '', '', v('5b'), { money: true }), box(1, '', '', ''), box(1, '', '', '', { money: true })),
      ],
    }),
    fill: (rng, p) => {
      const a = amount(rng, 650, 88_000);
      const st = rng.chance(0.2);
      return {
        '1': cents(a),
        '4': rng.chance(0.06) ? cents(Math.round(a * 0.24 * 100) / 100) : '',
        '5': st ? cents(Math.round(a * 0.05 * 100) / 100) : '',
        '6': st ? `${p.state} ${rng.digits(7)}` : '',
        '7': st ? cents(a) : '',
      };
    },
  },
  '1099-MISC': {
    form: '1099-MISC',
    code: '1099-MISC',
    title: 'Miscellaneous Information',
    omb: '1545-0115',
    rev: rev24,
    url: 'www.irs.gov/Form1099MISC',
    copyB: { copy: 'Copy B', for: 'For Recipient', notice: NEGLIGENCE },
    topUnits: 3,
    layout: (d, v) => ({
      left: parties(d, {
        extra: [
          row(
            1,
            box(1.4, '', 'FATCA filing requirement', '', { check: true }),
            box(1, '', '2nd TIN not.', '', { check: true }),
          ),
        ],
      }),
      top: [
        box(1, '1', 'Rents', v('1'), { money: true }),
        box(1, '2', 'Royalties', v('2'), { money: true }),
        box(1, '3', 'Other income', v('3'), { money: true }),
      ],
      rows: [
        row(
          1,
          box(1, '4', 'Federal income tax withheld', v('4'), { money: true }),
          box(1, '5', 'Fishing boat proceeds', v('5'), { money: true }),
        ),
        row(
          1.5,
          box(1, '6', 'Medical and health care payments', v('6'), { money: true }),
          box(
            1,
            '7',
            'Payer made direct sales totaling $5,000 or more of consumer products to recipient for resale',
            '',
            { check: true },
          ),
        ),
        row(
          1.1,
          box(1, '8', 'Substitute payments in lieu of dividends or interest', v('8'), { money: true }),
          box(1, '9', 'Crop insurance proceeds', v('9'), { money: true }),
        ),
        row(
          1.1,
          box(1, '10', 'Gross proceeds paid to an attorney', v('10'), { money: true }),
          box(1, '11', 'Fish purchased for resale', v('11'), { money: true }),
        ),
        row(
          1,
          box(1, '12', 'Section 409A deferrals', v('12'), { money: true }),
          box(1, '13', 'FATCA filing requirement', '', { check: true }),
        ),
        row(1, empty(1, true), box(1, '15', 'Nonqualified deferred compensation', v('15'), { money: true })),
        row(
          1.2,
          box(1, '16', 'State tax withheld', v('16'), { money: true }),
          box(1, '17', "State/Payer's state no.", v('17')),
          box(1, '18', 'State income', v('18'), { money: true }),
        ),
      ],
    }),
    fill: (rng) => {
      const kind = rng.pick(['1', '2', '3', '3', '10', '6']);
      return { [kind]: cents(amount(rng, 600, kind === '10' ? 120_000 : 24_000)), '4': maybe(rng, 0.05, 20, 900) };
    },
  },
  '1099-G': {
    form: '1099-G',
    code: '1099-G',
    title: 'Certain Government Payments',
    omb: '1545-0120',
    rev: rev24,
    url: 'www.irs.gov/Form1099G',
    copyB: { copy: 'Copy B', for: 'For Recipient', notice: NEGLIGENCE },
    topUnits: 2.4,
    layout: (d, v) => ({
      left: parties(d, { extra: [box(0.8, '', '2nd TIN not.', '', { check: true })] }),
      top: [
        box(1, '1', 'Unemployment compensation', v('1'), { money: true }),
        box(1.3, '2', 'State or local income tax refunds, credits, or offsets', v('2'), { money: true }),
      ],
      rows: [
        row(
          1.1,
          box(1, '3', 'Box 2 amount is for tax year', v('3')),
          box(1, '4', 'Federal income tax withheld', v('4'), { money: true }),
        ),
        row(
          1,
          box(1, '5', 'RTAA payments', v('5'), { money: true }),
          box(1, '6', 'Taxable grants', v('6'), { money: true }),
        ),
        row(
          1.2,
          box(1, '7', 'Agriculture payments', v('7'), { money: true }),
          box(1, '8', 'If checked, box 2 is trade or business income', '', { check: true }),
        ),
        box(1, '9', 'Market gain', v('9'), { money: true }),
        row(
          1.2,
          box(0.6, '10a', 'State', v('10a')),
          box(1, '10b', 'State identification no.', v('10b')),
          box(1, '11', 'State income tax withheld', v('11'), { money: true }),
        ),
      ],
    }),
    fill: (rng, p, year): Record<string, string> => {
      if (rng.chance(0.55)) {
        const u = amount(rng, 1_800, 21_000);
        return {
          '1': cents(u),
          '4': rng.chance(0.5) ? cents(Math.round(u * 0.1 * 100) / 100) : '',
          '10a': p.state,
          '10b': rng.digits(9),
        };
      }
      return { '2': cents(amount(rng, 40, 2_600)), '3': String(year - 1), '10a': p.state };
    },
  },
  '1099-K': {
    form: '1099-K',
    code: '1099-K',
    title: 'Payment Card and Third Party Network Transactions',
    omb: '1545-2205',
    rev: rev24,
    url: 'www.irs.gov/Form1099K',
    copyB: { copy: 'Copy B', for: 'For Payee', notice: NEGLIGENCE_TX },
    topUnits: 5.6,
    widths: [40, 42, 18],
    layout: (d, v) => ({
      left: [
        party(
          3,
          "FILER'S name, street address, city or town, state or province, country, ZIP or foreign postal code, and telephone no.",
          d.payerLines,
        ),
        box(
          1.2,
          '',
          'Check to indicate if FILER is a (an): Payment settlement entity (PSE)   Electronic Payment Facilitator (EPF)/Other third party',
          v('pse'),
          { check: true },
        ),
        box(1, '', "PAYEE'S name", '', { lines: d.recipName }),
        party(1, STREET_CAP, [d.street]),
        party(1, CITY_CAP, [d.city]),
        box(1, '', "PSE'S name and telephone number", v('psen')),
        box(1, '', 'Account number (see instructions)', d.account),
      ],
      top: [
        row(
          1,
          box(1, '', "FILER'S TIN", d.payerTin, { boldCaption: true }),
          box(1, '', "PAYEE'S TIN", d.recipTin, { boldCaption: true }),
        ),
        box(1.2, '1a', 'Gross amount of payment card/third party network transactions', v('1a'), { money: true }),
        box(1, '1b', 'Card Not Present transactions', v('1b'), { money: true }),
        row(1.35, box(1, '2', 'Merchant category code', v('2')), box(1, '3', 'Number of payment transactions', v('3'))),
      ],
      rows: [
        row(
          1,
          box(1, '4', 'Federal income tax withheld', v('4'), { money: true }),
          box(1, '5a', 'January', v('5a'), { money: true }),
        ),
        ...[
          ['5b', 'February', '5c', 'March'],
          ['5d', 'April', '5e', 'May'],
          ['5f', 'June', '5g', 'July'],
          ['5h', 'August', '5i', 'September'],
          ['5j', 'October', '5k', 'November'],
        ].map(([a, am, b, bm]) =>
          row(1, box(1, a!, am!, v(a!), { money: true }), box(1, b!, bm!, v(b!), { money: true })),
        ),
        row(1, box(1, '5l', 'December', v('5l'), { money: true }), empty(1)),
        row(
          1.2,
          box(0.6, '6', 'State', v('6')),
          box(1, '7', 'State identification no.', v('7')),
          box(1, '8', 'State income tax withheld', v('8'), { money: true }),
        ),
      ],
    }),
    fill: (rng, p) => {
      const months = Array.from({ length: 12 }, () => (rng.chance(0.85) ? amount(rng, 40, 4_200) : 0));
      const total = months.reduce((a, b) => a + b, 0);
      const out: Record<string, string> = {
        pse: 'X',
        '1a': cents(total),
        '1b': cents(Math.round(total * rng.float(0.5, 1) * 100) / 100),
        '2': String(rng.pick([5999, 7299, 4121, 5945, 5732])),
        '3': String(rng.int(30, 1400)),
        '6': p.state,
      };
      'abcdefghijkl'.split('').forEach((ch, i) => (out[`5${ch}`] = months[i] ? cents(months[i]!) : '0.00'));
      return out;
    },
  },
  '1099-SA': {
    form: '1099-SA',
    code: '1099-SA',
    title: 'Distributions From an HSA, Archer MSA, or Medicare Advantage MSA',
    omb: '1545-1517',
    rev: () => 'March 2024',
    url: 'www.irs.gov/Form1099SA',
    copyB: { copy: 'Copy B', for: 'For Recipient', notice: 'This information is being furnished to the IRS.' },
    topUnits: 2.2,
    layout: (d, v) => ({
      left: parties(d, {
        payerCap:
          "TRUSTEE'S/PAYER'S name, street address, city or town, state or province, country, ZIP or foreign postal code, and telephone no.",
      }),
      top: [
        box(1, '1', 'Gross distribution', v('1'), { money: true }),
        box(1, '2', 'Earnings on excess cont.', v('2'), { money: true }),
      ],
      rows: [
        row(
          1.3,
          box(1, '3', 'Distribution code', v('3')),
          box(1, '4', 'FMV on date of death', v('4'), { money: true }),
        ),
        row(
          1.3,
          box(1, '5', 'HSA', v('hsa'), { check: true }),
          box(1, '', 'Archer MSA', '', { check: true }),
          box(1, '', 'MA MSA', '', { check: true }),
        ),
        empty(1.5),
      ],
    }),
    fill: (rng) => ({ '1': cents(amount(rng, 60, 7_800)), '3': '1', hsa: 'X' }),
  },
  '1099-Q': {
    form: '1099-Q',
    code: '1099-Q',
    title: 'Payments From Qualified Education Programs (Under Sections 529 and 530)',
    omb: '1545-1760',
    rev: () => 'December 2024',
    url: 'www.irs.gov/Form1099Q',
    copyB: { copy: 'Copy B', for: 'For Recipient', notice: NEGLIGENCE },
    topUnits: 2.2,
    layout: (d, v) => ({
      left: parties(d, {
        payerCap:
          "PAYER'S/TRUSTEE'S name, street address, city or town, state or province, country, ZIP or foreign postal code, and telephone no.",
        payer: "PAYER'S/TRUSTEE'S",
      }),
      top: [
        box(1, '1', 'Gross distribution', v('1'), { money: true }),
        box(1, '2', 'Earnings', v('2'), { money: true }),
      ],
      rows: [
        row(
          1.2,
          box(1, '3', 'Basis', v('3'), { money: true }),
          box(1, '4', 'Trustee-to-trustee transfer', '', { check: true }),
        ),
        row(
          1.6,
          box(1, '5', 'Check one: Qualified tuition program—Private or State   Coverdell ESA', v('5'), { check: true }),
          box(1, '6', 'If the recipient is not the designated beneficiary, check here', '', { check: true }),
        ),
        empty(1.2),
      ],
    }),
    fill: (rng) => {
      const g = amount(rng, 2_000, 38_000);
      const e = Math.round(g * rng.float(0.1, 0.45) * 100) / 100;
      return { '1': cents(g), '2': cents(e), '3': cents(Math.round((g - e) * 100) / 100), '5': 'X' };
    },
  },
  '1099-C': {
    form: '1099-C',
    code: '1099-C',
    title: 'Cancellation of Debt',
    omb: '1545-1424',
    rev: () => 'January 2022',
    url: 'www.irs.gov/Form1099C',
    copyB: { copy: 'Copy B', for: 'For Debtor', notice: NEGLIGENCE_TX },
    topUnits: 3,
    layout: (d, v) => ({
      left: parties(d, {
        payer: "CREDITOR'S",
        recip: "DEBTOR'S",
        payerCap:
          "CREDITOR'S name, street address, city or town, state or province, country, ZIP or foreign postal code, and telephone no.",
      }),
      top: [
        box(1, '1', 'Date of identifiable event', v('1')),
        box(1, '2', 'Amount of debt discharged', v('2'), { money: true }),
        box(1, '3', 'Interest, if included in box 2', v('3'), { money: true }),
      ],
      rows: [
        box(1.8, '4', 'Debt description', '', { lines: [v('4')] }),
        box(1.2, '5', 'If checked, the debtor was personally liable for repayment of the debt', v('5'), {
          check: true,
        }),
        row(
          1.2,
          box(1, '6', 'Identifiable event code', v('6')),
          box(1, '7', 'Fair market value of property', v('7'), { money: true }),
        ),
      ],
    }),
    fill: (rng, _p, year) => ({
      '1': date(rng, year),
      '2': cents(amount(rng, 620, 14_000)),
      '3': maybe(rng, 0.4, 20, 900),
      '4': rng.pick(['CREDIT CARD', 'Credit Card Debt', 'PERSONAL LOAN', 'AUTO DEFICIENCY BALANCE']),
      '5': 'X',
      '6': rng.pick(['G', 'F', 'I']),
    }),
  },
  '1099-S': {
    form: '1099-S',
    code: '1099-S',
    title: 'Proceeds From Real Estate Transactions',
    omb: '1545-0997',
    rev: () => 'January 2022',
    url: 'www.irs.gov/Form1099S',
    copyB: { copy: 'Copy B', for: 'For Transferor', notice: NEGLIGENCE_TX },
    topUnits: 2.2,
    layout: (d, v) => ({
      left: parties(d, {
        payer: "FILER'S",
        recip: "TRANSFEROR'S",
        payerCap:
          "FILER'S name, street address, city or town, state or province, country, and ZIP or foreign postal code",
        accountCap: 'Account or escrow number (see instructions)',
      }),
      top: [box(1, '1', 'Date of closing', v('1')), box(1, '2', 'Gross proceeds', v('2'), { money: true })],
      rows: [
        box(1.9, '3', 'Address or legal description (including city, state, and ZIP code)', '', {
          lines: v('3').split('|'),
        }),
        box(
          1.2,
          '4',
          'Check here if the transferor received or will receive property or services as part of the consideration',
          '',
          { check: true },
        ),
        box(
          1.3,
          '5',
          'Check here if the transferor is a foreign person (nonresident alien, foreign partnership, foreign estate, or foreign trust)',
          '',
          { check: true },
        ),
        box(1, '6', "Buyer's part of real estate tax", v('6'), { money: true }),
      ],
    }),
    fill: (rng, p, year) => ({
      '1': date(rng, year),
      '2': cents(Math.round(amount(rng, 180_000, 1_250_000) / 100) * 100),
      '3': `${rng.int(10, 9999)} ${rng.pick(['Lakeview Dr', 'Ridge Rd', 'Colonial Ct', 'Spruce St'])}|${p.city}, ${p.state} ${p.zip.slice(0, 5)}`,
      '6': maybe(rng, 0.6, 300, 4_800),
    }),
  },
  '1098': {
    form: '1098',
    code: '1098',
    title: 'Mortgage Interest Statement',
    omb: '1545-1380',
    rev: () => 'April 2025',
    url: 'www.irs.gov/Form1098',
    copyB: {
      copy: 'Copy B',
      for: 'For Payer/Borrower',
      notice:
        "The information in boxes 1 through 9 and 11 is important tax information and is being furnished to the IRS. If you are required to file a return, a negligence penalty or other sanction may be imposed on you if the IRS determines that an underpayment of tax results because you overstated a deduction for this mortgage interest or for these points, reported in boxes 1 and 6; or because you didn't report the refund of interest (box 4); or because you claimed a nondeductible item.",
    },
    topUnits: 6.4,
    layout: (d, v) => ({
      left: [
        ...parties(d, {
          payer: "RECIPIENT'S/LENDER'S",
          recip: "PAYER'S/BORROWER'S",
          payerCap:
            "RECIPIENT'S/LENDER'S name, street address, city or town, state or province, country, ZIP or foreign postal code, and telephone no.",
          extra: [
            row(1.1, box(1, '9', 'Number of properties securing the mortgage', v('9')), box(1, '10', 'Other', v('10'))),
          ],
        }),
      ],
      top: [
        custom(1.9, (s, r, st) => {
          s.para(
            '*Caution: The amount shown may not be fully deductible by you. Limits based on the loan amount and the cost and value of the secured property may apply. Also, you may only deduct interest to the extent it was incurred by you, actually paid by you, and not reimbursed by another person.',
            r.x + 2,
            r.y + st.capSize,
            r.w - 4,
            { size: st.capSize - 0.8, tz: st.tz, font: st.capFont, lead: (st.capSize - 0.8) * 1.05 },
          );
        }),
        box(1, '1', 'Mortgage interest received from payer(s)/borrower(s)*', v('1'), { money: true }),
        row(
          1,
          box(1, '2', 'Outstanding mortgage principal', v('2'), { money: true }),
          box(1, '3', 'Mortgage origination date', v('3')),
        ),
        row(
          1,
          box(1, '4', 'Refund of overpaid interest', v('4'), { money: true }),
          box(1, '5', 'Mortgage insurance premiums', v('5'), { money: true }),
        ),
      ],
      rows: [
        box(1, '6', 'Points paid on purchase of principal residence', v('6'), { money: true }),
        box(
          1.3,
          '7',
          "If address of property securing mortgage is the same as PAYER'S/BORROWER'S address, the box is checked, or the address or description is entered in box 8.",
          v('7'),
          { check: true },
        ),
        box(1.4, '8', 'Address or description of property securing mortgage', v('8')),
        box(1, '11', 'Mortgage acquisition date', v('11')),
      ],
    }),
    fill: (rng, _p, year) => {
      const principal = amount(rng, 90_000, 780_000);
      return {
        '1': cents(Math.round(principal * rng.float(0.028, 0.068) * 100) / 100),
        '2': cents(principal),
        '3': date(rng, year - rng.int(1, 14)),
        '5': maybe(rng, 0.2, 300, 2_200),
        '6': maybe(rng, 0.05, 900, 6_000),
        '7': 'X',
        '9': '1',
      };
    },
  },
  '1098-E': {
    form: '1098-E',
    code: '1098-E',
    title: 'Student Loan Interest Statement',
    omb: '1545-1576',
    rev: () => 'January 2022',
    url: 'www.irs.gov/Form1098E',
    copyB: {
      copy: 'Copy B',
      for: 'For Borrower',
      notice:
        'This is important tax information and is being furnished to the IRS. If you are required to file a return, a negligence penalty or other sanction may be imposed on you if the IRS determines that an underpayment of tax results because you overstated a deduction for student loan interest.',
    },
    topUnits: 2.6,
    layout: (d, v) => ({
      left: parties(d, {
        payer: "RECIPIENT'S",
        recip: "BORROWER'S",
        payerCap:
          "RECIPIENT'S/LENDER'S name, street address, city or town, state or province, country, ZIP or foreign postal code, and telephone number",
      }),
      top: [empty(1), box(1.2, '1', 'Student loan interest received by lender', v('1'), { money: true })],
      rows: [
        box(
          2.2,
          '2',
          'If checked, box 1 does not include loan origination fees and/or capitalized interest for loans made before September 1, 2004',
          '',
          { check: true },
        ),
        empty(2.2),
      ],
    }),
    fill: (rng) => ({ '1': cents(amount(rng, 45, 2_500)) }),
  },
  '1098-T': {
    form: '1098-T',
    code: '1098-T',
    title: 'Tuition Statement',
    omb: '1545-1574',
    rev: () => 'January 2024',
    url: 'www.irs.gov/Form1098T',
    copyB: {
      copy: 'Copy B',
      for: 'For Student',
      notice:
        'This is important tax information and is being furnished to the IRS. This form must be used to complete Form 8863 to claim education credits. Give it to the tax preparer or use it to prepare the tax return.',
    },
    topUnits: 2.2,
    layout: (d, v) => ({
      left: [
        party(
          3.3,
          "FILER'S name, street address, city or town, state or province, country, ZIP or foreign postal code, and telephone number",
          d.payerLines,
        ),
        row(
          1.1,
          box(1, '', "FILER'S employer identification no.", d.payerTin, { boldCaption: true }),
          box(1, '', "STUDENT'S TIN", d.recipTin, { boldCaption: true }),
        ),
        party(1.2, "STUDENT'S name", d.recipName),
        party(1, STREET_CAP, [d.street]),
        party(1, CITY_CAP, [d.city]),
        row(
          1.3,
          box(1.2, '', 'Service Provider/Acct. No. (see instr.)', d.account),
          box(1, '8', 'Check if at least half-time student', v('8'), { check: true }),
        ),
      ],
      top: [
        box(1.2, '1', 'Payments received for qualified tuition and related expenses', v('1'), { money: true }),
        empty(1, true),
      ],
      rows: [
        empty(1, true),
        row(
          1.2,
          box(1, '4', 'Adjustments made for a prior year', v('4'), { money: true }),
          box(1, '5', 'Scholarships or grants', v('5'), { money: true }),
        ),
        row(
          1.5,
          box(1, '6', 'Adjustments to scholarships or grants for a prior year', v('6'), { money: true }),
          box(
            1,
            '7',
            `Checked if the amount in box 1 includes amounts for an academic period beginning January– March ${d.year + 1}`,
            v('7'),
            { check: true },
          ),
        ),
        row(
          1.1,
          box(1, '9', 'Checked if a graduate student', v('9'), { check: true }),
          box(1, '10', 'Ins. contract reimb./refund', v('10'), { money: true }),
        ),
      ],
    }),
    fill: (rng) => ({
      '1': cents(Math.round(amount(rng, 1_800, 38_000))),
      '5': maybe(rng, 0.5, 500, 16_000),
      '7': rng.chance(0.5) ? 'X' : '',
      '8': 'X',
      '9': rng.chance(0.2) ? 'X' : '',
    }),
  },
  '5498': {
    form: '5498',
    code: '5498',
    title: 'IRA Contribution Information',
    omb: '1545-0747',
    rev: () => 'January 2024',
    url: 'www.irs.gov/Form5498',
    copyB: { copy: 'Copy B', for: 'For Participant', notice: 'This information is being furnished to the IRS.' },
    topUnits: 4.6,
    layout: (d, v) => ({
      left: parties(d, {
        payer: "TRUSTEE'S or ISSUER'S",
        recip: "PARTICIPANT'S",
        payerCap:
          "TRUSTEE'S or ISSUER'S name, street address, city or town, state or province, country, and ZIP or foreign postal code",
      }),
      top: [
        box(1.3, '1', 'IRA contributions (other than amounts in boxes 2–4, 8–10, 13a, 14a, and 15a)', v('1'), {
          money: true,
        }),
        box(1, '2', 'Rollover contributions', v('2'), { money: true }),
        box(1, '3', 'Roth IRA conversion amount', v('3'), { money: true }),
        box(1, '4', 'Recharacterized contributions', v('4'), { money: true }),
      ],
      rows: [
        row(
          1.1,
          box(1, '5', 'Fair market value of account', v('5'), { money: true }),
          box(1, '6', 'Life insurance cost included in box 1', v('6'), { money: true }),
        ),
        row(
          1,
          box(1, '7', 'IRA  SEP  SIMPLE  Roth IRA', v('7'), { check: true }),
          box(1, '8', 'SEP contributions', v('8'), { money: true }),
        ),
        row(
          1,
          box(1, '9', 'SIMPLE contributions', v('9'), { money: true }),
          box(1, '10', 'Roth IRA contributions', v('10'), { money: true }),
        ),
        row(
          1.1,
          box(1, '11', `Check if RMD for ${d.year + 1}`, '', { check: true }),
          box(0.8, '12a', 'RMD date', ''),
          box(1, '12b', 'RMD amount', '', { money: true }),
        ),
        row(
          1.1,
          box(1, '13a', 'Postponed/late contrib.', '', { money: true }),
          box(0.6, '13b', 'Year', ''),
          box(0.6, '13c', 'Code', ''),
        ),
        row(1, box(1, '14a', 'Repayments', '', { money: true }), box(0.6, '14b', 'Code', '')),
        row(1.1, box(1, '15a', 'FMV of certain specified assets', '', { money: true }), box(0.6, '15b', 'Code(s)', '')),
      ],
    }),
    fill: (rng) => {
      const roth = rng.chance(0.4);
      const c = rng.pick([6_500, 7_000, 7_000, 8_000, 3_000, 1_500]);
      return {
        [roth ? '10' : '1']: rng.chance(0.8) ? cents(c) : '',
        '2': maybe(rng, 0.2, 4_000, 140_000),
        '5': cents(amount(rng, 2_000, 380_000)),
        '7': 'X',
      };
    },
  },
  '5498-SA': {
    form: '5498-SA',
    code: '5498-SA',
    title: 'HSA, Archer MSA, or Medicare Advantage MSA Information',
    omb: '1545-1518',
    rev: () => 'March 2024',
    url: 'www.irs.gov/Form5498SA',
    copyB: { copy: 'Copy B', for: 'For Participant', notice: 'This information is being furnished to the IRS.' },
    topUnits: 3.2,
    layout: (d, v) => ({
      left: parties(d, {
        payer: "TRUSTEE'S",
        recip: "PARTICIPANT'S",
        payerCap:
          "TRUSTEE'S name, street address, city or town, state or province, country, ZIP or foreign postal code, and telephone no.",
      }),
      top: [
        box(
          1.4,
          '1',
          `Employee or self-employed person's Archer MSA contributions made in ${d.year} and ${d.year + 1} for ${d.year}`,
          v('1'),
          { money: true },
        ),
        box(1.1, '2', `Total contributions made in ${d.year}`, v('2'), { money: true }),
        box(1.3, '3', `Total HSA or Archer MSA contributions made in ${d.year + 1} for ${d.year}`, v('3'), {
          money: true,
        }),
      ],
      rows: [
        row(
          1.3,
          box(1, '4', 'Rollover contributions', v('4'), { money: true }),
          box(1, '5', 'Fair market value of HSA, Archer MSA, or MA MSA', v('5'), { money: true }),
        ),
        row(
          1.1,
          box(1, '6', 'HSA', 'X', { check: true }),
          box(1, '', 'Archer MSA', '', { check: true }),
          box(1, '', 'MA MSA', '', { check: true }),
        ),
        empty(1.4),
      ],
    }),
    fill: (rng) => ({
      '2': cents(rng.pick([4_150, 4_300, 8_300, 8_550, 2_400, 3_600])),
      '3': maybe(rng, 0.2, 200, 1_000),
      '5': cents(amount(rng, 400, 42_000)),
    }),
  },
  'W-2G': {
    form: 'W-2G',
    code: 'W-2G',
    title: 'Certain Gambling Winnings',
    omb: '1545-0238',
    url: 'www.irs.gov/FormW2G',
    copyB: {
      copy: 'Copy B',
      for: 'Report this income on your federal tax return. If federal income tax withheld in box 4, attach this copy to your return.',
      notice: 'This information is being furnished to the Internal Revenue Service.',
    },
    copyC: {
      copy: 'Copy C',
      for: "For Winner's Records",
      notice: 'This information is being furnished to the Internal Revenue Service.',
    },
    topUnits: 2.2,
    layout: (d, v) => ({
      left: [
        party(
          3,
          "PAYER'S name, street address, city or town, province or state, country, ZIP or foreign postal code, and telephone no.",
          d.payerLines,
        ),
        row(
          1.1,
          box(1, '', "PAYER'S federal identification number", d.payerTin, { boldCaption: true }),
          box(1, '', "PAYER'S telephone number", v('ptel')),
        ),
        party(1.2, "WINNER'S name", d.recipName, { boldCaption: true }),
        party(1, STREET_CAP, [d.street]),
        party(1, CITY_CAP, [d.city]),
        box(1.2, '13', "State/Payer's state identification no.", v('13')),
      ],
      top: [
        row(1, box(1, '1', 'Reportable winnings', v('1'), { money: true }), box(1, '2', 'Date won', v('2'))),
        row(
          1,
          box(1, '3', 'Type of wager', v('3')),
          box(1, '4', 'Federal income tax withheld', v('4'), { money: true }),
        ),
      ],
      rows: [
        row(1, box(1, '5', 'Transaction', v('5')), box(1, '6', 'Race', v('6'))),
        row(1, box(1, '7', 'Winnings from identical wagers', v('7'), { money: true }), box(1, '8', 'Cashier', v('8'))),
        row(1, box(1, '9', "Winner's taxpayer identification no.", d.recipTin), box(1, '10', 'Window', v('10'))),
        row(1, box(1, '11', 'First identification', v('11')), box(1, '12', 'Second identification', v('12'))),
        row(
          1,
          box(1, '14', 'State winnings', v('14'), { money: true }),
          box(1, '15', 'State income tax withheld', v('15'), { money: true }),
        ),
        row(
          1,
          box(1, '16', 'Local winnings', v('16'), { money: true }),
          box(1, '17', 'Local income tax withheld', v('17'), { money: true }),
        ),
        box(1, '18', 'Name of locality', v('18')),
      ],
    }),
    fill: (rng, p, year) => {
      const w = amount(rng, 1_200, 64_000);
      return {
        '1': cents(w),
        '2': date(rng, year),
        '3': rng.pick(['SLOTS', 'Slot Machine', 'KENO', 'POKER TOURNAMENT', 'SPORTS WAGER', 'LOTTERY']),
        '4': w > 5_000 ? cents(Math.round(w * 0.24 * 100) / 100) : '',
        '5': rng.digits(7),
        '8': String(rng.int(100, 999)),
        '11': `DL ${p.state} ${rng.digits(8)}`,
        '14': cents(w),
        ptel: '',
      };
    },
  },
};

/** Everything a printed information return carries beyond its boxes. */
export interface InfoDrawOpts {
  copy: CopyText;
  /** The form number appears only in the foot line (the title block shows OMB, revision and year). */
  footOnly?: boolean;
  /** Draw the "CORRECTED (if checked)" line and the foot line. */
  frame?: boolean;
  /** Where the foot line's "(keep for your records)" sits, as payers' software varies. */
  keep?: boolean;
}

/** One filled form in `r` (the grid, with room above for CORRECTED and below for the foot line). */
export function drawInfoForm(s: Sheet, spec: InfoSpec, d: InfoData, st: GridStyle, r: Rect, o: InfoDrawOpts): void {
  const v = (id: string) => d.b[id] ?? '';
  const { left, top, rows } = spec.layout(d, v);
  const [lw, mw, rw] = spec.widths ?? [38, 42, 20];
  const head = o.frame === false ? 0 : 11;
  const foot = o.frame === false ? 0 : 12;
  const g: Rect = { x: r.x, y: r.y + head, w: r.w, h: r.h - head - foot };

  if (o.frame !== false) {
    const cx = r.x + r.w * 0.48;
    s.checkbox(cx - 42, r.y + 2, 6, Boolean(d.corrected), { lw: st.lw });
    s.text('CORRECTED (if checked)', cx - 33, r.y + 7.5, { font: 'H', size: 6.5, tz: st.tz, color: st.ink });
  }

  const titleBlock = custom(1.05, (sh, b) => drawTitleBlock(sh, spec, d.year, b, st, o.footOnly ?? false));
  const tree: Node = row(
    1,
    col(lw, ...left),
    col(mw, row(spec.topUnits ?? 2.4, col(1.15, ...top), titleBlock), ...rows),
    col(
      rw,
      custom(2.2, (sh, b) => {
        let size = Math.min(11, b.w / 7.2);
        let lines = sh.wrap(spec.title, b.w - 6, { font: 'HB', size, tz: 95 });
        while (size > 6 && lines.length * size * 1.1 > b.h - 6) {
          size -= 0.5;
          lines = sh.wrap(spec.title, b.w - 6, { font: 'HB', size, tz: 95 });
        }
        let y = b.y + b.h / 2 - (lines.length * size * 1.1) / 2 + size;
        for (const line of lines) {
          sh.text(line, b.x + b.w / 2, y, { font: 'HB', size, tz: 95, align: 'center', color: st.ink });
          y += size * 1.1;
        }
      }),
      custom(5, (sh, b) => drawCopyBlock(sh, o.copy, b, st), false),
    ),
  );
  drawGrid(s, tree, g, st);
  s.rect(g.x, g.y, g.w, g.h, { lw: st.lw * 1.6, stroke: st.ink });

  if (o.frame !== false) {
    const y = g.y + g.h + 8.5;
    const revShort = spec.rev ? ` (Rev. ${shortRev(spec.rev(d.year))})` : '';
    const f = { size: 6.6, tz: st.tz, color: st.ink } as const;
    s.text('Form', r.x, y, { ...f, font: 'H' });
    s.text(`${spec.code}${revShort}`, r.x + s.width('Form ', { ...f }), y, { ...f, font: 'HB', size: 7.4 });
    if (o.keep !== false) s.text('(keep for your records)', r.x + r.w * 0.33, y, { ...f, font: 'H' });
    s.text(spec.url, r.x + r.w * 0.52, y, { ...f, font: 'H' });
    s.text('Department of the Treasury - Internal Revenue Service', r.x + r.w, y, { ...f, font: 'H', align: 'right' });
  }
}

function shortRev(rev: string): string {
  const [month, year] = rev.split(' ');
  const m =
    [
      'January',
      'February',
      'March',
      'April',
      'May',
      'June',
      'July',
      'August',
      'September',
      'October',
      'November',
      'December',
    ].indexOf(month!) + 1;
  return `${m}-${year}`;
}

function drawTitleBlock(s: Sheet, spec: InfoSpec, year: number, b: Rect, st: GridStyle, footOnly: boolean): void {
  const x = b.x + 3;
  let y = b.y + 7.5;
  const f = { tz: st.tz, color: st.ink } as const;
  s.text(`OMB No. ${spec.omb}`, x, y, { ...f, font: 'H', size: 6.2 });
  y += 9;
  if (spec.rev) {
    if (!footOnly) {
      s.text('Form', x, y + 1, { ...f, font: 'H', size: 6.2 });
      s.text(spec.code, x + 15, y + 1, { ...f, font: 'HB', size: Math.min(10, (b.w - 20) / 5.2) });
      y += 9;
    }
    s.text(`(Rev. ${spec.rev(year)})`, x, y, { ...f, font: 'H', size: 6.2 });
    y += 8;
    s.text('For calendar year', x, y, { ...f, font: 'H', size: 6.2 });
    y += Math.min(14, b.h - (y - b.y) - 2);
    s.text(String(year), x + 4, y, { font: 'HB', size: Math.min(13, b.h / 4.5), tz: 100, color: st.ink });
  } else {
    const big = Math.min(20, b.h / 3.4, b.w / 2.8);
    y += big * 0.75;
    s.text(String(year), b.x + b.w / 2, y, { font: 'HB', size: big, align: 'center', color: st.ink });
    y += 11;
    if (!footOnly) {
      s.text('Form', x, y, { ...f, font: 'H', size: 6.2 });
      s.text(spec.code, x + 15, y, { ...f, font: 'HB', size: Math.min(10, (b.w - 20) / 5.2) });
    }
  }
}

function drawCopyBlock(s: Sheet, copy: CopyText, b: Rect, st: GridStyle): void {
  const x = b.x + 4;
  let y = b.y + 13;
  s.text(copy.copy, x, y, { font: 'HB', size: 11, color: st.ink });
  y += 10;
  if (copy.for)
    y =
      s.para(copy.for, x, y, b.w - 7, {
        font: 'HB',
        size: copy.for.length > 30 ? 6.8 : 8,
        tz: st.tz,
        color: st.ink,
        lead: copy.for.length > 30 ? 7.6 : 9,
      }) + 3;
  if (copy.notice) s.para(copy.notice, x, y, b.w - 6, { font: 'H', size: 6, tz: st.tz, color: st.ink, lead: 6.9 });
}
