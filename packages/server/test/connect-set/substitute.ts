import type { RecognisedForm } from '@portal/domain';
import { instructionsFor } from './backs.ts';
import { flowColumns } from './flow.ts';
import { INFO_SPECS } from './irs-info.ts';
import { addressBlock, drawLetterhead, letterheadFor, type Letterhead } from './letterhead.ts';
import { LETTER, type Ctx, type DocPlan, type PagePlan } from './model.ts';
import { accountNumber, amount, date, maskAccount, maskTin, money, type Org } from './people.ts';
import type { Rng } from './random.ts';
import type { FontKey, Sheet } from './sheet.ts';

/**
 * Substitute statements: the payer's own letterhead instead of the IRS grid, a heading such as "2025 Tax
 * Information Statement" or "Interest Income (Form 1099-INT)", boxes written out as "Box 1 Interest income",
 * an account number (masked or not) and a recipient block with a full or masked SSN.
 */

interface SubCaptions {
  title: string;
  boxes: [id: string, num: string, caption: string][];
  /** Words this kind of payer uses for the recipient. */
  recipient: string;
}

export const SUB_CAPTIONS: Record<string, SubCaptions> = {
  '1099-INT': {
    title: 'Interest Income',
    recipient: 'Recipient',
    boxes: [
      ['1', '1', 'Interest income'],
      ['2', '2', 'Early withdrawal penalty'],
      ['3', '3', 'Interest on U.S. Savings Bonds and Treasury obligations'],
      ['4', '4', 'Federal income tax withheld'],
      ['5', '5', 'Investment expenses'],
      ['6', '6', 'Foreign tax paid'],
      ['8', '8', 'Tax-exempt interest'],
      ['9', '9', 'Specified private activity bond interest'],
      ['10', '10', 'Market discount'],
      ['11', '11', 'Bond premium'],
      ['17', '17', 'State tax withheld'],
    ],
  },
  '1099-DIV': {
    title: 'Dividends and Distributions',
    recipient: 'Shareholder',
    boxes: [
      ['1a', '1a', 'Total ordinary dividends'],
      ['1b', '1b', 'Qualified dividends'],
      ['2a', '2a', 'Total capital gain distributions'],
      ['2b', '2b', 'Unrecaptured Sec. 1250 gain'],
      ['3', '3', 'Nondividend distributions'],
      ['4', '4', 'Federal income tax withheld'],
      ['5', '5', 'Section 199A dividends'],
      ['7', '7', 'Foreign tax paid'],
      ['8', '8', 'Foreign country or U.S. possession'],
      ['12', '12', 'Exempt-interest dividends'],
    ],
  },
  '1099-R': {
    title:
      'Distributions From Pensions, Annuities, Retirement or Profit-Sharing Plans, IRAs, Insurance Contracts, etc.',
    recipient: 'Recipient',
    boxes: [
      ['1', '1', 'Gross distribution'],
      ['2a', '2a', 'Taxable amount'],
      ['4', '4', 'Federal income tax withheld'],
      ['5', '5', 'Employee contributions/Designated Roth contributions or insurance premiums'],
      ['7', '7', 'Distribution code(s)'],
      ['14', '14', 'State tax withheld'],
      ['15', '15', "State/Payer's state no."],
      ['16', '16', 'State distribution'],
    ],
  },
  '1099-G': {
    title: 'Certain Government Payments',
    recipient: 'Claimant',
    boxes: [
      ['1', '1', 'Unemployment compensation'],
      ['2', '2', 'State or local income tax refunds, credits, or offsets'],
      ['3', '3', 'Box 2 amount is for tax year'],
      ['4', '4', 'Federal income tax withheld'],
      ['10a', '10a', 'State'],
      ['11', '11', 'State income tax withheld'],
    ],
  },
  '1098': {
    title: 'Mortgage Interest Statement',
    recipient: 'Borrower',
    boxes: [
      ['1', '1', 'Mortgage interest received from payer(s)/borrower(s)'],
      ['2', '2', 'Outstanding mortgage principal'],
      ['3', '3', 'Mortgage origination date'],
      ['4', '4', 'Refund of overpaid interest'],
      ['5', '5', 'Mortgage insurance premiums'],
      ['6', '6', 'Points paid on purchase of principal residence'],
      ['9', '9', 'Number of properties securing the mortgage'],
      ['10', '10', 'Other (property taxes paid from escrow)'],
    ],
  },
  '1098-E': {
    title: 'Student Loan Interest Statement',
    recipient: 'Borrower',
    boxes: [['1', '1', 'Student loan interest received by lender']],
  },
  '1098-T': {
    title: 'Tuition Statement',
    recipient: 'Student',
    boxes: [
      ['1', '1', 'Payments received for qualified tuition and related expenses'],
      ['4', '4', 'Adjustments made for a prior year'],
      ['5', '5', 'Scholarships or grants'],
      ['6', '6', 'Adjustments to scholarships or grants for a prior year'],
      [
        '7',
        '7',
        'Checked if the amount in box 1 includes amounts for an academic period beginning January–March of next year',
      ],
      ['8', '8', 'Check if at least half-time student'],
      ['9', '9', 'Checked if a graduate student'],
    ],
  },
  '1099-K': {
    title: 'Payment Card and Third Party Network Transactions',
    recipient: 'Payee',
    boxes: [
      ['1a', '1a', 'Gross amount of payment card/third party network transactions'],
      ['1b', '1b', 'Card Not Present transactions'],
      ['2', '2', 'Merchant category code'],
      ['3', '3', 'Number of payment transactions'],
      ['4', '4', 'Federal income tax withheld'],
    ],
  },
  '1099-SA': {
    title: 'Distributions From an HSA, Archer MSA, or Medicare Advantage MSA',
    recipient: 'Account holder',
    boxes: [
      ['1', '1', 'Gross distribution'],
      ['2', '2', 'Earnings on excess contributions'],
      ['3', '3', 'Distribution code'],
      ['4', '4', 'FMV on date of death'],
    ],
  },
  '5498-SA': {
    title: 'HSA, Archer MSA, or Medicare Advantage MSA Information',
    recipient: 'Account holder',
    boxes: [
      ['2', '2', 'Total contributions made in the tax year'],
      ['3', '3', 'Total HSA or Archer MSA contributions made in the following year for the tax year'],
      ['4', '4', 'Rollover contributions'],
      ['5', '5', 'Fair market value of HSA, Archer MSA, or MA MSA'],
    ],
  },
  '1099-Q': {
    title: 'Payments From Qualified Education Programs (Under Sections 529 and 530)',
    recipient: 'Recipient',
    boxes: [
      ['1', '1', 'Gross distribution'],
      ['2', '2', 'Earnings'],
      ['3', '3', 'Basis'],
      ['5', '5', 'Qualified tuition program—Private or State / Coverdell ESA'],
    ],
  },
  '1099-MISC': {
    title: 'Miscellaneous Information',
    recipient: 'Recipient',
    boxes: [
      ['1', '1', 'Rents'],
      ['2', '2', 'Royalties'],
      ['3', '3', 'Other income'],
      ['4', '4', 'Federal income tax withheld'],
      ['6', '6', 'Medical and health care payments'],
      ['10', '10', 'Gross proceeds paid to an attorney'],
    ],
  },
};

/** Boxes that hold a code, a date, a year or a check rather than dollars. */
const NOT_MONEY: Record<string, string[]> = {
  '1099-G': ['3', '10a'],
  '1099-R': ['7', '15'],
  '1098': ['3', '9'],
  '1098-T': ['7', '8', '9'],
  '1099-K': ['2', '3'],
  '1099-SA': ['3'],
  '1099-Q': ['5'],
  '1099-DIV': ['8'],
};

export type SubStyle = 'box-list' | 'table' | 'two-column';

interface SubData {
  code: string;
  year: number;
  b: Record<string, string>;
  payerTin: string;
  recipTin: string;
  account: string;
}

function subData(
  ctx: Ctx,
  code: string,
  payer: Org,
  o: { fullTin?: boolean; accountStyle?: Parameters<typeof accountNumber>[1]; maskedAccount?: boolean },
): SubData {
  const rng = ctx.rng;
  const p = ctx.client;
  const spec = INFO_SPECS[code]!;
  const acct = accountNumber(rng, o.accountStyle ?? 'bank');
  const b = spec.fill(rng, p, ctx.year);
  if (code === '1098') b['10'] = money(Math.round(amount(rng, 1_800, 11_000) * 100) / 100);
  return {
    code,
    year: ctx.year,
    b,
    payerTin: ctx.secret(payer.ein),
    recipTin: ctx.secret((o.fullTin ?? rng.chance(0.4)) ? p.ssn : maskTin(p.ssn, rng)),
    account: ctx.secret((o.maskedAccount ?? rng.chance(0.7)) ? maskAccount(acct, rng) : acct),
  };
}

function heading(rng: Rng, code: string, title: string, year: number): { main: string; sub: string } {
  return rng.pick([
    { main: `${year} Tax Information Statement`, sub: `${title} (Form ${code})` },
    { main: `${title} (Form ${code})`, sub: `Tax Year ${year}` },
    { main: `${year} Form ${code}`, sub: title },
    { main: `${year} Tax Reporting Statement`, sub: `Substitute Form ${code}  ${title}` },
    { main: `${year} Year-End Tax Statement`, sub: `${title}  (IRS Form ${code})` },
  ]);
}

/** The statement's body: boxes as lines, a ruled table, or two columns of captions. */
function drawBoxes(
  s: Sheet,
  caps: SubCaptions,
  d: SubData,
  style: SubStyle,
  y: number,
  font: FontKey,
  valFont: FontKey,
  color: Letterhead['color'],
): number {
  const items = caps.boxes.map(([id, num, cap]) => {
    const v = d.b[id] ?? '';
    const isMoney = /^-?[\d,]+\.\d\d$/.test(v) || (!v && !(NOT_MONEY[d.code] ?? []).includes(id));
    return { num, cap, v: v === 'X' ? 'X' : isMoney ? `$${v || '0.00'}` : v };
  });
  if (style === 'table') {
    s.rect(40, y, 532, 16, { fill: color, stroke: null });
    s.text('Box', 48, y + 11, { font: 'HB', size: 8.5, color: 1 });
    s.text('Description', 90, y + 11, { font: 'HB', size: 8.5, color: 1 });
    s.text('Amount', 564, y + 11, { font: 'HB', size: 8.5, color: 1, align: 'right' });
    y += 16;
    items.forEach((it, i) => {
      if (i % 2 === 1) s.rect(40, y, 532, 15, { fill: 0.94, stroke: null });
      s.text(it.num, 48, y + 10.5, { font, size: 8.5 });
      s.text(it.cap.length > 80 ? `${it.cap.slice(0, 78)}...` : it.cap, 90, y + 10.5, { font, size: 8.5 });
      s.text(it.v, 564, y + 10.5, { font: valFont, size: 9, align: 'right' });
      y += 15;
    });
    s.line(40, y, 572, y, { lw: 0.6 });
    return y + 10;
  }
  if (style === 'two-column') {
    const half = Math.ceil(items.length / 2);
    items.forEach((it, i) => {
      const cx = i < half ? 40 : 312;
      const cy = y + (i % half) * 30;
      s.rect(cx, cy, 260, 28, { lw: 0.5, stroke: 0.5 });
      s.text(`Box ${it.num}`, cx + 4, cy + 9, { font: 'HB', size: 7.5 });
      s.text(it.cap.length > 58 ? `${it.cap.slice(0, 56)}...` : it.cap, cx + 34, cy + 9, { font, size: 7.5 });
      s.text(it.v, cx + 254, cy + 23, { font: valFont, size: 9.5, align: 'right' });
    });
    return y + half * 30 + 10;
  }
  for (const it of items) {
    const label = `Box ${it.num} ${it.cap}`;
    const short = label.length > 72 ? `${label.slice(0, 70)}...` : label;
    s.text(short, 56, y, { font, size: 9 });
    for (let dx = 56 + s.width(short, { font, size: 9 }) + 6; dx < 470; dx += 5) s.text('.', dx, y, { size: 8 });
    s.text(it.v, 556, y, { font: valFont, size: 9.5, align: 'right' });
    y += 15;
  }
  return y + 6;
}

/** A payer's substitute statement for `code` (one page, or two with instructions or detail). */
export function substituteDoc(
  ctx: Ctx,
  code: string,
  payer: Org,
  o: { style?: SubStyle; pages?: 1 | 2; fullTin?: boolean; accountStyle?: Parameters<typeof accountNumber>[1] } = {},
): DocPlan {
  const rng = ctx.rng;
  const caps = SUB_CAPTIONS[code]!;
  const d = subData(ctx, code, payer, o);
  const style = o.style ?? rng.pick(['box-list', 'table', 'two-column'] as const);
  const lh = letterheadFor(rng);
  const font = rng.pick(['H', 'H', 'T'] as const);
  const valFont = rng.pick(['H', 'C', 'HB', 'T'] as const);
  const h = heading(rng, code, caps.title, d.year);
  const p = ctx.client;
  const pages = o.pages ?? (rng.chance(0.4) ? 2 : 1);
  const statementDate = `${rng.pick(['January', 'February'])} ${rng.int(3, 28)}, ${d.year + 1}`;
  const first: PagePlan = {
    layout: `substitute/${code}/${style}`,
    size: LETTER,
    draw: (s) => {
      let y = drawLetterhead(s, payer, lh);
      y += 10;
      addressBlock(
        s,
        [p.full.toUpperCase(), p.street.toUpperCase(), `${p.city.toUpperCase()} ${p.state} ${p.zip}`],
        56,
        y + 40,
        { font: rng.pick(['H', 'C'] as const), size: 9.5 },
      );
      const info: [string, string][] = [
        ['Statement Date', statementDate],
        [code === '1098' || code === '1098-E' ? 'Loan Number' : 'Account Number', d.account],
        [`${caps.recipient}'s TIN`, d.recipTin],
        ["Payer's Federal ID No.", d.payerTin],
      ];
      info.forEach(([k, v], i) => {
        s.text(k, 360, y + 20 + i * 13, { size: 8, font: 'HB' });
        s.text(v, 470, y + 20 + i * 13, { size: 8.5, font: valFont });
      });
      y += 110;
      s.text(h.main, 40, y, { font: 'HB', size: 15, color: lh.color });
      s.text(h.sub, 40, y + 16, { font: 'HB', size: 10.5 });
      s.text(`OMB No. ${INFO_SPECS[code]!.omb}`, 572, y + 16, { size: 7.5, align: 'right' });
      y += 34;
      y = drawBoxes(s, caps, d, style, y, font, valFont, lh.color);
      if (code === '1098') y = escrow(s, rng, y, valFont);
      y = s.para(
        code.startsWith('1098') || code.startsWith('5498')
          ? 'This is important tax information and is being furnished to the Internal Revenue Service. Keep this statement with your tax records.'
          : '*This is important tax information and is being furnished to the Internal Revenue Service. If you are required to file a return, a negligence penalty or other sanction may be imposed on you if this income is taxable and the IRS determines that it has not been reported.',
        40,
        y + 14,
        532,
        { size: 7.5, lead: 9, font },
      );
      s.text(`Copy B For ${caps.recipient}`, 40, y + 10, { font: 'HB', size: 8 });
      if (rng.chance(0.5))
        s.text(`Questions? Call ${payer.phone}${payer.web ? ` or visit ${payer.web}` : ''}.`, 40, y + 26, {
          size: 8,
          font,
        });
      s.text(`Form ${code}`, 40, 766, { size: 7, font: 'HB' });
      s.text(`Page 1 of ${pages}`, 572, 766, { size: 7, align: 'right' });
    },
  };
  const result: PagePlan[] = [first];
  if (pages === 2)
    result.push(code === '1099-K' ? monthly(ctx, payer, lh, d, rng) : statementInstructions(code, payer, lh, d, rng));
  return { form: INFO_SPECS[code]!.form as RecognisedForm, payer: payer.name, year: d.year, pages: result };
}

function escrow(s: Sheet, rng: Rng, y: number, valFont: FontKey): number {
  y += 8;
  s.text('Escrow Account Activity', 40, y, { font: 'HB', size: 10 });
  y += 14;
  const begin = amount(rng, 200, 4_000);
  const taxes = amount(rng, 1_800, 9_000);
  const ins = amount(rng, 600, 3_000);
  const rows: [string, number][] = [
    ['Beginning escrow balance', begin],
    ['Escrow deposits', taxes + ins],
    ['County/city property taxes paid', -taxes],
    ['Hazard insurance paid', -ins],
    ['Ending escrow balance', begin],
  ];
  for (const [l, v] of rows) {
    s.text(l, 56, y, { size: 8.5 });
    s.text(money(Math.round(v * 100) / 100), 556, y, { font: valFont, size: 9, align: 'right' });
    y += 12;
  }
  return y;
}

function pageHead(s: Sheet, payer: Org, lh: Letterhead, d: SubData, n: number): number {
  s.text(payer.brand ?? payer.name, 40, 42, { font: lh.font, size: 13, color: lh.color });
  s.text(`${d.year} Form ${d.code}`, 572, 36, { font: 'HB', size: 9, align: 'right' });
  s.text(`Account Number ${d.account}`, 572, 48, { size: 8, align: 'right' });
  s.line(40, 56, 572, 56, { lw: 0.8, color: lh.color });
  s.text(`Page ${n} of 2`, 572, 766, { size: 7, align: 'right' });
  return 70;
}

function statementInstructions(code: string, payer: Org, lh: Letterhead, d: SubData, rng: Rng): PagePlan {
  const { title, paras } = instructionsFor(code);
  return {
    layout: `substitute/${code}/instructions`,
    size: LETTER,
    draw: (s) => {
      const y = pageHead(s, payer, lh, d, 2);
      s.text(title, 40, y + 10, { font: 'HB', size: 10 });
      flowColumns(s, paras, 40, y + 18, 532, 660, 2, { size: rng.float(6.8, 7.6), lead: 8.6 });
    },
  };
}

function monthly(ctx: Ctx, payer: Org, lh: Letterhead, d: SubData, rng: Rng): PagePlan {
  return {
    layout: `substitute/${d.code}/monthly`,
    size: LETTER,
    draw: (s) => {
      let y = pageHead(s, payer, lh, d, 2);
      s.text('Gross Amount by Month', 40, y + 10, { font: 'HB', size: 11 });
      y += 30;
      s.text('Month', 56, y, { font: 'HB', size: 9 });
      s.text('Box', 200, y, { font: 'HB', size: 9 });
      s.text('Gross amount', 420, y, { font: 'HB', size: 9, align: 'right' });
      y += 14;
      'abcdefghijkl'.split('').forEach((ch, i) => {
        s.text(
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
          ][i]!,
          56,
          y,
          { size: 9 },
        );
        s.text(`5${ch}`, 200, y, { size: 9 });
        s.text(`$${d.b[`5${ch}`] ?? '0.00'}`, 420, y, { size: 9, align: 'right', font: 'C' });
        y += 14;
      });
      s.para(
        `The gross amount of reportable payment transactions does not include adjustments for credits, cash equivalents, discount amounts, fees, refunded amounts, or any other amounts. Questions about your Form ${d.code}? Visit ${payer.web ?? 'our website'}. Date prepared: ${date(rng, ctx.year + 1, 'long')}.`,
        40,
        y + 20,
        532,
        { size: 8, lead: 10 },
      );
    },
  };
}

/** "Substitute Form W-2" as large employers and governments print it: a statement, not the IRS grid. */
export function substituteW2Doc(
  ctx: Ctx,
  employer: Org,
  d: {
    ssn: string;
    ein: string;
    b: Record<string, string>;
    box12: [string, string][];
    state: string;
    stateId: string;
    year: number;
  },
): DocPlan {
  const rng = ctx.rng;
  const lh = letterheadFor(rng);
  const p = ctx.client;
  const rows: [string, string][] = [
    ['Box 1  Wages, tips, other compensation', d.b['1']!],
    ['Box 2  Federal income tax withheld', d.b['2']!],
    ['Box 3  Social security wages', d.b['3']!],
    ['Box 4  Social security tax withheld', d.b['4']!],
    ['Box 5  Medicare wages and tips', d.b['5']!],
    ['Box 6  Medicare tax withheld', d.b['6']!],
    ...d.box12.map(([c, a], i) => [`Box 12${'abcd'[i]}  Code ${c}`, a] as [string, string]),
    ["Box 15  State / Employer's state ID number", `${d.state} ${d.stateId}`],
    ['Box 16  State wages, tips, etc.', d.b['16'] ?? ''],
    ['Box 17  State income tax', d.b['17'] ?? ''],
  ];
  return {
    form: 'W-2',
    payer: employer.name,
    year: d.year,
    pages: [
      {
        layout: 'substitute/W-2/statement',
        size: LETTER,
        draw: (s) => {
          let y = drawLetterhead(s, employer, lh, { withPhone: false });
          s.text(`${d.year} Substitute Form W-2`, 40, y + 24, { font: 'HB', size: 15, color: lh.color });
          s.text('Wage and Tax Statement', 40, y + 40, { font: 'HB', size: 11 });
          s.text('OMB No. 1545-0029', 572, y + 40, { size: 7.5, align: 'right' });
          y += 60;
          const info: [string, string][] = [
            ["Employee's name", p.full],
            ["Employee's address", `${p.street}, ${p.city}, ${p.state} ${p.zip}`],
            ["Employee's social security number", d.ssn],
            ['Employer identification number (EIN)', d.ein],
            [
              "Employer's name and address",
              `${employer.name}, ${employer.street}, ${employer.city}, ${employer.state} ${employer.zip}`,
            ],
          ];
          for (const [k, v] of info) {
            s.text(k, 40, y, { size: 8.5, font: 'HB' });
            s.text(v, 230, y, { size: 9, font: 'C' });
            y += 14;
          }
          y += 8;
          rows.forEach(([k, v], i) => {
            if (i % 2 === 0) s.rect(40, y - 10, 532, 14, { fill: 0.94, stroke: null });
            s.text(k, 48, y, { size: 9 });
            s.text(v ? `$ ${v}` : '', 564, y, { size: 9, font: 'C', align: 'right' });
            y += 14;
          });
          y += 12;
          s.text("Copy B—To Be Filed With Employee's FEDERAL Tax Return.", 40, y, { font: 'HB', size: 8.5 });
          s.text('This information is being furnished to the Internal Revenue Service.', 40, y + 11, { size: 8 });
          s.text(
            "Copy C—For EMPLOYEE'S RECORDS.  Copy 2—To Be Filed With Employee's State, City, or Local Income Tax Return.",
            40,
            y + 24,
            { size: 8 },
          );
          s.text('Department of the Treasury—Internal Revenue Service', 572, 766, { size: 7, align: 'right' });
          s.text('Form W-2', 40, 766, { size: 7, font: 'HB' });
        },
      },
    ],
  };
}
