import { LETTER, type Ctx, type DocPlan, type PagePlan } from './model.ts';
import { amount, money, type Org, type Person } from './people.ts';
import type { Rng } from './random.ts';
import type { Sheet } from './sheet.ts';

/**
 * Returns as clients upload them (last year's 1040, a business's 1065, 1120-S or 941, the 8879 to sign): the
 * header block, the numbered lines with their dotted leaders and the amount column, and "Page 2".
 */

/** A numbered line: number, text, and an amount for the right column (or none). */
type Line = [num: string, text: string, amt?: string];
interface Section {
  label: string;
  lines: Line[];
}

const VAL_FONTS = ['C', 'H', 'CB'] as const;

function header(
  s: Sheet,
  o: { form: string; title: string; sub?: string[]; year: number | string; omb: string; dept?: boolean; rev?: string },
): number {
  const x = 36;
  const w = 540;
  s.line(x, 28, x + w, 28, { lw: 1.6 });
  s.text('Form', x, 44, { size: 7 });
  s.text(o.form, x + 17, 48, { font: 'HB', size: o.form.length > 6 ? 16 : 22 });
  if (o.rev) s.text(`(${o.rev})`, x, 58, { size: 6.5 });
  if (o.dept !== false) {
    s.text('Department of the Treasury', x, o.rev ? 66 : 58, { size: 6.3 });
    s.text('Internal Revenue Service', x, o.rev ? 73 : 65, { size: 6.3 });
  }
  s.text(o.title, x + w / 2 + 6, 42, { font: 'HB', size: 12.5, align: 'center' });
  (o.sub ?? []).forEach((l, i) => s.text(l, x + w / 2 + 6, 53 + i * 8.5, { size: 7, align: 'center' }));
  s.text(`OMB No. ${o.omb}`, x + w, 38, { size: 6.5, align: 'right' });
  s.text(String(o.year), x + w, 60, { font: 'HB', size: 22, align: 'right' });
  const bottom = 58 + Math.max(2, (o.sub ?? []).length) * 8.5;
  s.line(x, bottom, x + w, bottom, { lw: 1 });
  return bottom;
}

/** Lines with dotted leaders and the amount column at the right; returns the y after the last line. */
function lines(
  s: Sheet,
  sections: Section[],
  y: number,
  o: { valFont: 'C' | 'H' | 'CB'; size?: number; step?: number },
): number {
  const size = o.size ?? 7.5;
  const step = o.step ?? 13;
  const x = 36;
  const textX = 104;
  const numCol = 468;
  const amtRight = 572;
  for (const sec of sections) {
    const top = y;
    s.text(sec.label, x + 2, y + 9, { font: 'HB', size: 8.5 });
    for (const [num, text, amt] of sec.lines) {
      s.text(num, textX - 16, y + 9, { font: 'HB', size: size });
      const avail = numCol - textX - 8;
      let t = text;
      while (s.width(t, { size }) > avail && t.length > 10) t = t.slice(0, -2);
      if (t !== text) t = `${t.trimEnd()}...`;
      s.text(t, textX, y + 9, { size });
      const dotsFrom = textX + s.width(t, { size }) + 4;
      for (let dx = dotsFrom; dx < numCol - 6; dx += 6) s.text('.', dx, y + 9, { size: 6 });
      s.rect(numCol, y, 16, step, { lw: 0.5 });
      s.text(num, numCol + 8, y + 9, { font: 'HB', size: 6.8, align: 'center' });
      s.rect(numCol + 16, y, amtRight - numCol - 16 + 4, step, { lw: 0.5 });
      if (amt) s.text(amt, amtRight, y + 9.5, { font: o.valFont, size: 8.5, align: 'right' });
      y += step;
    }
    s.line(x, y, x + 540, y, { lw: 0.8 });
    s.line(x + 62, top, x + 62, y, { lw: 0.5 });
  }
  return y;
}

function signBlock(
  s: Sheet,
  y: number,
  person: string,
  preparer: { name: string; ptin: string; firm: string; ein: string; phone: string; address: string },
  valFont: 'C' | 'H' | 'CB',
): void {
  const x = 36;
  s.text('Sign', x + 2, y + 14, { font: 'HB', size: 12 });
  s.text('Here', x + 2, y + 27, { font: 'HB', size: 12 });
  s.para(
    'Under penalties of perjury, I declare that I have examined this return and accompanying schedules and statements, and to the best of my knowledge and belief, they are true, correct, and complete. Declaration of preparer (other than taxpayer) is based on all information of which preparer has any knowledge.',
    x + 64,
    y + 8,
    470,
    { size: 6.5, lead: 7.4 },
  );
  s.line(x + 62, y + 26, x + 540, y + 26, { lw: 0.5 });
  s.text('Your signature', x + 64, y + 32, { size: 6.3 });
  s.text('Date', x + 250, y + 32, { size: 6.3 });
  s.text('Your occupation', x + 320, y + 32, { size: 6.3 });
  s.text(person, x + 64, y + 44, { font: 'TI', size: 11 });
  s.line(x, y + 50, x + 540, y + 50, { lw: 1 });
  s.text('Paid', x + 2, y + 64, { font: 'HB', size: 10 });
  s.text('Preparer', x + 2, y + 75, { font: 'HB', size: 10 });
  s.text('Use Only', x + 2, y + 86, { font: 'HB', size: 10 });
  s.text("Preparer's name", x + 64, y + 58, { size: 6.3 });
  s.text("Preparer's signature", x + 200, y + 58, { size: 6.3 });
  s.text('Date', x + 340, y + 58, { size: 6.3 });
  s.text('PTIN', x + 400, y + 58, { size: 6.3 });
  s.text('Check if: Self-employed', x + 460, y + 58, { size: 6.3 });
  s.text(preparer.name, x + 64, y + 68, { font: valFont, size: 8 });
  s.text(preparer.ptin, x + 400, y + 68, { font: valFont, size: 8 });
  s.line(x + 62, y + 72, x + 540, y + 72, { lw: 0.5 });
  s.text("Firm's name", x + 64, y + 79, { size: 6.3 });
  s.text(preparer.firm, x + 110, y + 79, { font: valFont, size: 8 });
  s.text('Phone no.', x + 400, y + 79, { size: 6.3 });
  s.text(preparer.phone, x + 440, y + 79, { font: valFont, size: 8 });
  s.line(x + 62, y + 83, x + 540, y + 83, { lw: 0.5 });
  s.text("Firm's address", x + 64, y + 91, { size: 6.3 });
  s.text(preparer.address, x + 118, y + 91, { font: valFont, size: 8 });
  s.text("Firm's EIN", x + 400, y + 91, { size: 6.3 });
  s.text(preparer.ein, x + 440, y + 91, { font: valFont, size: 8 });
  s.line(x, y + 96, x + 540, y + 96, { lw: 1.2 });
}

export const FIRMS = [
  { firm: 'Hollis & Park CPAs, PLLC', street: '1200 Main St, Suite 300', city: 'Columbus', state: 'OH', zip: '43215' },
  { firm: 'Brightwater Tax & Accounting LLC', street: '88 Harbor Dr', city: 'Stamford', state: 'CT', zip: '06902' },
  { firm: 'Nguyen Kowalski & Associates, CPAs', street: '450 Congress Ave', city: 'Austin', state: 'TX', zip: '78701' },
];

function preparer(ctx: Ctx) {
  const rng = ctx.rng;
  const f = rng.pick(FIRMS);
  return {
    name: rng.pick(['Laura M. Hollis, CPA', 'Daniel Park, EA', 'Sarah Nguyen, CPA', 'Tom Kowalski']),
    ptin: ctx.secret(`P${rng.int(1, 2)}${rng.digits(7)}`),
    firm: f.firm,
    ein: ctx.secret(`${rng.int(20, 88)}-${rng.digits(7)}`),
    phone: `(${rng.int(201, 989)}) ${rng.int(200, 989)}-${rng.digits(4)}`,
    address: `${f.street}, ${f.city}, ${f.state} ${f.zip}`,
  };
}

const n = (rng: Rng, lo: number, hi: number) => money(Math.round(amount(rng, lo, hi))).replace(/\.\d\d$/, '.');

function nameBlock(
  s: Sheet,
  y: number,
  p: Person,
  sp: Person | null,
  ssn: string,
  spSsn: string,
  valFont: 'C' | 'H' | 'CB',
): number {
  const x = 36;
  const cells: [string, string, number, number][][] = [
    [
      ['Your first name and middle initial', [p.first, p.middle].filter(Boolean).join(' '), 0, 220],
      ['Last name', p.last, 220, 400],
      ['Your social security number', ssn, 400, 540],
    ],
    [
      [
        "If joint return, spouse's first name and middle initial",
        sp ? [sp.first, sp.middle].filter(Boolean).join(' ') : '',
        0,
        220,
      ],
      ['Last name', sp?.last ?? '', 220, 400],
      ["Spouse's social security number", spSsn, 400, 540],
    ],
    [
      ['Home address (number and street). If you have a P.O. box, see instructions.', p.street, 0, 340],
      ['Apt. no.', '', 340, 400],
      ['Presidential Election Campaign', '', 400, 540],
    ],
    [
      ['City, town, or post office. If you have a foreign address, also complete spaces below.', p.city, 0, 260],
      ['State', p.state, 260, 320],
      ['ZIP code', p.zip, 320, 400],
      ['', '', 400, 540],
    ],
  ];
  for (const rowCells of cells) {
    for (const [cap, val, a, b] of rowCells) {
      s.rect(x + a, y, b - a, 22, { lw: 0.5 });
      s.text(cap, x + a + 2, y + 6.5, { size: 6 });
      s.text(val, x + a + 4, y + 18, { font: valFont, size: 9 });
    }
    y += 22;
  }
  return y;
}

export function form1040Doc(ctx: Ctx, year: number): DocPlan {
  const rng = ctx.rng;
  const p = ctx.client;
  const sp = ctx.spouse;
  const valFont = rng.pick(VAL_FONTS);
  const ssn = ctx.secret(p.ssn);
  const spSsn = sp ? ctx.secret(sp.ssn) : '';
  const prep = preparer(ctx);
  const wages = Math.round(amount(rng, 30_000, 260_000));
  const fmt = (v: number) => money(v).replace(/\.\d\d$/, '.');
  const interest = Math.round(amount(rng, 0, 3_000));
  const agi = wages + interest;
  const std = sp
    ? year >= 2025
      ? 31_500
      : year === 2024
        ? 29_200
        : 27_700
    : year >= 2025
      ? 15_750
      : year === 2024
        ? 14_600
        : 13_850;
  const taxable = Math.max(0, agi - std);
  const tax = Math.round(taxable * 0.14);
  const withheld = Math.round(tax * rng.float(0.8, 1.25));
  const refund = withheld - tax;
  const acct = ctx.secret(rng.digits(rng.int(9, 12)).replace(/^0/, '7'));
  const page1: PagePlan = {
    layout: 'return/1040/page-1',
    size: LETTER,
    draw: (s) => {
      const top = header(s, {
        form: '1040',
        title: 'U.S. Individual Income Tax Return',
        sub: [
          `For the year Jan. 1–Dec. 31, ${year}, or other tax year beginning          , ${year}, ending          , 20`,
          'IRS Use Only—Do not write or staple in this space.',
        ],
        year,
        omb: '1545-0074',
      });
      let y = nameBlock(s, top + 4, p, sp, ssn, spSsn, valFont) + 6;
      s.text('Filing Status', 38, y + 8, { font: 'HB', size: 8 });
      [
        'Single',
        'Married filing jointly (even if only one had income)',
        'Married filing separately (MFS)',
        'Head of household (HOH)',
        'Qualifying surviving spouse (QSS)',
      ].forEach((l, i) => {
        const cx = 104 + (i % 2) * 230;
        const cy = y + Math.floor(i / 2) * 10;
        s.checkbox(cx, cy + 2, 6, (sp ? 1 : 0) === i);
        s.text(l, cx + 9, cy + 7.5, { size: 7 });
      });
      y += 34;
      s.para(
        `Digital Assets  At any time during ${year}, did you: (a) receive (as a reward, award, or payment for property or services); or (b) sell, exchange, or otherwise dispose of a digital asset (or a financial interest in a digital asset)? (See instructions.)   [ ] Yes  [X] No`,
        38,
        y,
        536,
        { size: 7, lead: 8 },
      );
      y += 22;
      s.text(
        'Dependents (see instructions):  (1) First name   Last name     (2) Social security number    (3) Relationship to you    (4) Check the box if qualifies for: Child tax credit / Credit for other dependents',
        38,
        y,
        { size: 6.2 },
      );
      y += 26;
      const income: Section = {
        label: 'Income',
        lines: [
          ['1a', 'Total amount from Form(s) W-2, box 1 (see instructions)', fmt(wages)],
          ['1b', 'Household employee wages not reported on Form(s) W-2'],
          ['1c', 'Tip income not reported on line 1a (see instructions)'],
          ['1z', 'Add lines 1a through 1h', fmt(wages)],
          ['2b', 'Taxable interest', interest ? fmt(interest) : ''],
          ['3b', 'Ordinary dividends'],
          ['4b', 'IRA distributions—Taxable amount'],
          ['5b', 'Pensions and annuities—Taxable amount'],
          ['6b', 'Social security benefits—Taxable amount'],
          ['7', 'Capital gain or (loss). Attach Schedule D if required'],
          ['8', 'Additional income from Schedule 1, line 10'],
          ['9', 'Add lines 1z, 2b, 3b, 4b, 5b, 6b, 7, and 8. This is your total income', fmt(agi)],
          ['10', 'Adjustments to income from Schedule 1, line 26'],
          ['11', 'Subtract line 10 from line 9. This is your adjusted gross income', fmt(agi)],
          ['12', 'Standard deduction or itemized deductions (from Schedule A)', fmt(std)],
          ['13', 'Qualified business income deduction from Form 8995 or Form 8995-A'],
          ['14', 'Add lines 12 and 13', fmt(std)],
          [
            '15',
            'Subtract line 14 from line 11. If zero or less, enter -0-. This is your taxable income',
            fmt(taxable),
          ],
        ],
      };
      y = lines(s, [income], y, { valFont });
      s.text(
        'For Disclosure, Privacy Act, and Paperwork Reduction Act Notice, see separate instructions.',
        36,
        Math.max(y + 14, 770),
        { font: 'HB', size: 6.6 },
      );
      s.text('Cat. No. 11320B', 420, Math.max(y + 14, 770), { size: 6.6 });
      s.text(`Form 1040 (${year})`, 576, Math.max(y + 14, 770), { size: 7, align: 'right', font: 'HB' });
    },
  };
  const page2: PagePlan = {
    layout: 'return/1040/page-2',
    size: LETTER,
    draw: (s) => {
      s.text(`Form 1040 (${year})`, 36, 34, { size: 7.5 });
      s.text('Page 2', 576, 34, { size: 7.5, align: 'right', font: 'HB' });
      s.line(36, 38, 576, 38, { lw: 1.2 });
      let y = 40;
      y = lines(
        s,
        [
          {
            label: 'Tax and Credits',
            lines: [
              ['16', 'Tax (see instructions). Check if any from Form(s): 1 8814  2 4972  3', fmt(tax)],
              ['17', 'Amount from Schedule 2, line 3'],
              ['18', 'Add lines 16 and 17', fmt(tax)],
              ['19', 'Child tax credit or credit for other dependents from Schedule 8812'],
              ['20', 'Amount from Schedule 3, line 8'],
              ['21', 'Add lines 19 and 20'],
              ['22', 'Subtract line 21 from line 18. If zero or less, enter -0-', fmt(tax)],
              ['23', 'Other taxes, including self-employment tax, from Schedule 2, line 21'],
              ['24', 'Add lines 22 and 23. This is your total tax', fmt(tax)],
            ],
          },
          {
            label: 'Payments',
            lines: [
              ['25a', 'Federal income tax withheld from Form(s) W-2', fmt(withheld)],
              ['25b', 'Federal income tax withheld from Form(s) 1099'],
              ['25d', 'Add lines 25a through 25c', fmt(withheld)],
              ['26', `${year} estimated tax payments and amount applied from ${year - 1} return`],
              ['27', 'Earned income credit (EIC)'],
              ['28', 'Additional child tax credit from Schedule 8812'],
              ['29', 'American opportunity credit from Form 8863, line 8'],
              ['31', 'Amount from Schedule 3, line 15'],
              ['32', 'Add lines 27, 28, 29, and 31. These are your total other payments and refundable credits'],
              ['33', 'Add lines 25d, 26, and 32. These are your total payments', fmt(withheld)],
            ],
          },
          {
            label: 'Refund',
            lines: [
              [
                '34',
                'If line 33 is more than line 24, subtract line 24 from line 33. This is the amount you overpaid',
                refund > 0 ? fmt(refund) : '',
              ],
              [
                '35a',
                'Amount of line 34 you want refunded to you. If Form 8888 is attached, check here',
                refund > 0 ? fmt(refund) : '',
              ],
              ['36', `Amount of line 34 you want applied to your ${year + 1} estimated tax`],
            ],
          },
          {
            label: 'Amount You Owe',
            lines: [
              ['37', 'Subtract line 33 from line 24. This is the amount you owe', refund < 0 ? fmt(-refund) : ''],
              ['38', 'Estimated tax penalty (see instructions)'],
            ],
          },
        ],
        y,
        { valFont },
      );
      s.text(`Routing number  ${rng.pick(['0', '1', '2'])}${rng.digits(8)}`, 104, y + 10, { size: 7, font: valFont });
      s.text(`Type:  [X] Checking  [ ] Savings      d Account number  ${acct}`, 270, y + 10, {
        size: 7,
        font: valFont,
      });
      y += 18;
      s.text('Third Party Designee', 38, y + 9, { font: 'HB', size: 8 });
      s.text(
        'Do you want to allow another person to discuss this return with the IRS? See instructions   [ ] Yes  [X] No',
        104,
        y + 9,
        { size: 7 },
      );
      y += 16;
      signBlock(s, y, p.full, prep, valFont);
      s.text(`Go to www.irs.gov/Form1040 for instructions and the latest information.`, 36, 770, { size: 6.6 });
      s.text(`Form 1040 (${year})`, 576, 770, { size: 7, align: 'right', font: 'HB' });
    },
  };
  return { form: '1040', payer: null, year, pages: [page1, page2] };
}

function entityBlock(
  s: Sheet,
  y: number,
  e: Org,
  ein: string,
  letters: [string, string, string][],
  valFont: 'C' | 'H' | 'CB',
): number {
  const x = 36;
  s.rect(x, y, 110, 66, { lw: 0.5 });
  letters.slice(0, 3).forEach(([l, cap, val], i) => {
    s.text(`${l} ${cap}`, x + 2, y + 7 + i * 22, { size: 6 });
    s.text(val, x + 6, y + 18 + i * 22, { font: valFont, size: 8 });
    if (i < 2) s.line(x, y + 22 + i * 22, x + 110, y + 22 + i * 22, { lw: 0.4 });
  });
  s.rect(x + 110, y, 300, 66, { lw: 0.5 });
  s.text('Name', x + 114, y + 7, { size: 6 });
  s.text(e.name, x + 118, y + 18, { font: valFont, size: 9 });
  s.text('Number, street, and room or suite no. If a P.O. box, see instructions.', x + 114, y + 29, { size: 6 });
  s.text(e.street, x + 118, y + 40, { font: valFont, size: 9 });
  s.text('City or town, state or province, country, and ZIP or foreign postal code', x + 114, y + 51, { size: 6 });
  s.text(`${e.city}, ${e.state} ${e.zip}`, x + 118, y + 62, { font: valFont, size: 9 });
  s.rect(x + 410, y, 130, 66, { lw: 0.5 });
  s.text('D Employer identification number', x + 412, y + 7, { size: 6 });
  s.text(ein, x + 416, y + 18, { font: valFont, size: 9 });
  letters.slice(3).forEach(([l, cap, val], i) => {
    s.line(x + 410, y + 22 + i * 22, x + 540, y + 22 + i * 22, { lw: 0.4 });
    s.text(`${l} ${cap}`, x + 412, y + 29 + i * 22, { size: 6 });
    s.text(val, x + 416, y + 40 + i * 22, { font: valFont, size: 8.5 });
  });
  return y + 70;
}

function questionsPage(s: Sheet, form: string, year: number, title: string, qs: string[], rng: Rng): void {
  s.text(`Form ${form} (${year})`, 36, 34, { size: 7.5 });
  s.text('Page 2', 576, 34, { size: 7.5, align: 'right', font: 'HB' });
  s.line(36, 38, 576, 38, { lw: 1.2 });
  s.rect(36, 42, 62, 12, { fill: 0, stroke: null });
  s.text('Schedule B', 40, 51, { font: 'HB', size: 8, color: 1 });
  s.text(title, 104, 51, { font: 'HB', size: 8.5 });
  s.text('Yes', 530, 64, { font: 'HB', size: 7 });
  s.text('No', 556, 64, { font: 'HB', size: 7 });
  let y = 74;
  qs.forEach((q, i) => {
    s.text(String(i + 1), 40, y, { font: 'HB', size: 7.5 });
    const end = s.para(q, 52, y, 460, { size: 7.3, lead: 8.8 });
    const yes = rng.chance(0.2);
    s.rect(524, y - 7, 18, 9, { lw: 0.4 });
    s.rect(548, y - 7, 18, 9, { lw: 0.4 });
    s.text('X', yes ? 533 : 557, y, { font: 'HB', size: 7, align: 'center' });
    y = end + 5;
  });
  s.text(`Form ${form} (${year})`, 576, 770, { size: 7, align: 'right', font: 'HB' });
}

export function form1065Doc(ctx: Ctx, e: Org, year: number): DocPlan {
  const rng = ctx.rng;
  const valFont = rng.pick(VAL_FONTS);
  const ein = ctx.secret(e.ein);
  const prep = preparer(ctx);
  const receipts = Math.round(amount(rng, 180_000, 4_000_000));
  const fmt = (v: number) => money(v).replace(/\.\d\d$/, '.');
  const ded = Math.round(receipts * rng.float(0.5, 0.9));
  return {
    form: '1065',
    payer: e.name,
    year,
    pages: [
      {
        layout: 'return/1065/page-1',
        size: LETTER,
        draw: (s) => {
          const top = header(s, {
            form: '1065',
            title: 'U.S. Return of Partnership Income',
            sub: [
              `For calendar year ${year}, or tax year beginning          , ${year}, ending          , 20`,
              'Go to www.irs.gov/Form1065 for instructions and the latest information.',
            ],
            year,
            omb: '1545-0123',
          });
          let y = entityBlock(
            s,
            top + 2,
            e,
            ein,
            [
              ['A', 'Principal business activity', rng.pick(['Real estate', 'Consulting', 'Investments'])],
              ['B', 'Principal product or service', rng.pick(['Rental', 'Services', 'Securities'])],
              ['C', 'Business code number', rng.pick(['531110', '541600', '523900'])],
              ['E', 'Date business started', `0${rng.int(1, 9)}/${rng.int(10, 28)}/${rng.int(2004, 2021)}`],
              ['F', 'Total assets (see instructions)', `$ ${n(rng, 100_000, 9_000_000)}`],
            ],
            valFont,
          );
          s.text(
            'G  Check applicable boxes:  (1) [ ] Initial return  (2) [ ] Final return  (3) [ ] Name change  (4) [ ] Address change  (5) [ ] Amended return',
            38,
            y + 6,
            { size: 7 },
          );
          s.text('H  Check accounting method:  (1) [X] Cash  (2) [ ] Accrual  (3) [ ] Other (specify)', 38, y + 16, {
            size: 7,
          });
          s.text(
            `I   Number of Schedules K-1. Attach one for each person who was a partner at any time during the tax year    ${rng.int(2, 40)}`,
            38,
            y + 26,
            { size: 7 },
          );
          y += 34;
          y = lines(
            s,
            [
              {
                label: 'Income',
                lines: [
                  ['1a', 'Gross receipts or sales', fmt(receipts)],
                  ['1b', 'Returns and allowances'],
                  ['1c', 'Balance. Subtract line 1b from line 1a', fmt(receipts)],
                  ['2', 'Cost of goods sold (attach Form 1125-A)'],
                  ['3', 'Gross profit. Subtract line 2 from line 1c', fmt(receipts)],
                  ['4', 'Ordinary income (loss) from other partnerships, estates, and trusts (attach statement)'],
                  ['5', 'Net farm profit (loss) (attach Schedule F (Form 1040))'],
                  ['6', 'Net gain (loss) from Form 4797, Part II, line 17 (attach Form 4797)'],
                  ['7', 'Other income (loss) (attach statement)'],
                  ['8', 'Total income (loss). Combine lines 3 through 7', fmt(receipts)],
                ],
              },
              {
                label: 'Deductions',
                lines: [
                  [
                    '9',
                    'Salaries and wages (other than to partners) (less employment credits)',
                    fmt(Math.round(ded * 0.4)),
                  ],
                  ['10', 'Guaranteed payments to partners', fmt(Math.round(ded * 0.15))],
                  ['11', 'Repairs and maintenance', fmt(Math.round(ded * 0.05))],
                  ['12', 'Bad debts'],
                  ['13', 'Rent', fmt(Math.round(ded * 0.1))],
                  ['14', 'Taxes and licenses', fmt(Math.round(ded * 0.04))],
                  ['15', 'Interest (see instructions)', fmt(Math.round(ded * 0.06))],
                  ['16c', 'Depreciation (if required, attach Form 4562)', fmt(Math.round(ded * 0.08))],
                  ['17', 'Depletion (Do not deduct oil and gas depletion.)'],
                  ['18', 'Retirement plans, etc.'],
                  ['19', 'Employee benefit programs'],
                  ['21', 'Other deductions (attach statement)', fmt(Math.round(ded * 0.12))],
                  [
                    '22',
                    'Total deductions. Add the amounts shown in the far right column for lines 9 through 21',
                    fmt(ded),
                  ],
                  ['23', 'Ordinary business income (loss). Subtract line 22 from line 8', fmt(receipts - ded)],
                ],
              },
            ],
            y,
            { valFont, step: 12.2 },
          );
          signBlock(s, y + 6, rng.pick(['General Partner', 'Managing Member']), prep, valFont);
          s.text('For Paperwork Reduction Act Notice, see separate instructions.', 36, 772, { font: 'HB', size: 6.6 });
          s.text('Cat. No. 11390Z', 400, 772, { size: 6.6 });
          s.text(`Form 1065 (${year})`, 576, 772, { size: 7, align: 'right', font: 'HB' });
        },
      },
      {
        layout: 'return/1065/page-2',
        size: LETTER,
        draw: (s) =>
          questionsPage(
            s,
            '1065',
            year,
            'Other Information',
            [
              'What type of entity is filing this return? Check the applicable box: a Domestic general partnership  b Domestic limited partnership  c Domestic limited liability company  d Domestic limited liability partnership  e Foreign partnership  f Other',
              'At the end of the tax year: a Did any foreign or domestic corporation, partnership (including any entity treated as a partnership), trust, or tax-exempt organization, or any foreign government own, directly or indirectly, an interest of 50% or more in the profit, loss, or capital of the partnership? For rules of constructive ownership, see instructions. If "Yes," attach Schedule B-1, Information on Partners Owning 50% or More of the Partnership.',
              'At the end of the tax year, did the partnership: a Own directly 20% or more, or own, directly or indirectly, 50% or more of the total voting power of all classes of stock entitled to vote of any foreign or domestic corporation?',
              "Does the partnership satisfy all four of the following conditions? a The partnership's total receipts for the tax year were less than $250,000. b The partnership's total assets at the end of the tax year were less than $1 million. c Schedules K-1 are filed with the return and furnished to the partners on or before the due date (including extensions) for the partnership return. d The partnership is not filing and is not required to file Schedule M-3.",
              'Is this partnership a publicly traded partnership, as defined in section 469(k)(2)?',
              'During this tax year, did the partnership have any debt that was canceled, was forgiven, or had the terms modified so as to reduce the principal amount of the debt?',
              'Has this partnership filed, or is it required to file, Form 8918, Material Advisor Disclosure Statement, to provide information on any reportable transaction?',
              'At any time during calendar year, did the partnership have an interest in or a signature or other authority over a financial account in a foreign country (such as a bank account, securities account, or other financial account)? See instructions for exceptions and filing requirements for FinCEN Form 114, Report of Foreign Bank and Financial Accounts (FBAR).',
              'At any time during the tax year, did the partnership receive a distribution from, or was it the grantor of, or transferor to, a foreign trust? If "Yes," the partnership may have to file Form 3520, Annual Return To Report Transactions With Foreign Trusts and Receipt of Certain Foreign Gifts. See instructions.',
              'Is the partnership making, or had it previously made (and not revoked), a section 754 election? See instructions for details regarding a section 754 election.',
              'Did the partnership make for this tax year an optional basis adjustment under section 743(b) or 734(b)? If "Yes," attach a statement showing the computation and allocation of the basis adjustment. See instructions.',
              'Is the partnership required to adjust the basis of partnership property under section 743(b) or 734(b) because of a substantial built-in loss (as defined under section 743(d)) or substantial basis reduction (as defined under section 734(d))? If "Yes," attach a statement showing the computation and allocation of the basis adjustment. See instructions.',
              'Enter the number of Forms 8865, Return of U.S. Person With Respect to Certain Foreign Partnerships, attached to this return.',
              'Did you make any payments in the tax year that would require you to file Form(s) 1099? See instructions. If "Yes," did you or will you file required Form(s) 1099?',
            ],
            rng,
          ),
      },
    ],
  };
}

export function form1120sDoc(ctx: Ctx, e: Org, year: number): DocPlan {
  const rng = ctx.rng;
  const valFont = rng.pick(VAL_FONTS);
  const ein = ctx.secret(e.ein);
  const prep = preparer(ctx);
  const receipts = Math.round(amount(rng, 240_000, 3_000_000));
  const fmt = (v: number) => money(v).replace(/\.\d\d$/, '.');
  const ded = Math.round(receipts * rng.float(0.6, 0.92));
  return {
    form: '1120-S',
    payer: e.name,
    year,
    pages: [
      {
        layout: 'return/1120-S/page-1',
        size: LETTER,
        draw: (s) => {
          const top = header(s, {
            form: '1120-S',
            title: 'U.S. Income Tax Return for an S Corporation',
            sub: [
              'Do not file this form unless the corporation has filed or is attaching Form 2553 to elect to be an S corporation.',
              'Go to www.irs.gov/Form1120S for instructions and the latest information.',
            ],
            year,
            omb: '1545-0123',
          });
          s.text(
            `For calendar year ${year} or tax year beginning          , ${year}, ending          , 20`,
            36,
            top + 9,
            { size: 7 },
          );
          let y = entityBlock(
            s,
            top + 13,
            e,
            ein,
            [
              ['A', 'S election effective date', `01/01/${rng.int(2008, 2020)}`],
              ['B', 'Business activity code number (see instructions)', rng.pick(['621210', '238220', '541430'])],
              ['C', 'Check if Sch. M-3 attached', ''],
              ['E', 'Date incorporated', `0${rng.int(1, 9)}/${rng.int(10, 28)}/${rng.int(2004, 2020)}`],
              ['F', 'Total assets (see instructions)', `$ ${n(rng, 60_000, 2_000_000)}`],
            ],
            valFont,
          );
          s.text(
            'G  Is the corporation electing to be an S corporation beginning with this tax year? See instructions.   [ ] Yes  [X] No',
            38,
            y + 6,
            { size: 7 },
          );
          s.text(
            'H  Check if: (1) [ ] Final return  (2) [ ] Name change  (3) [ ] Address change  (4) [ ] Amended return  (5) [ ] S election termination',
            38,
            y + 16,
            { size: 7 },
          );
          s.text(
            `I   Enter the number of shareholders who were shareholders during any part of the tax year    ${rng.int(1, 4)}`,
            38,
            y + 26,
            { size: 7 },
          );
          y += 34;
          y = lines(
            s,
            [
              {
                label: 'Income',
                lines: [
                  ['1a', 'Gross receipts or sales', fmt(receipts)],
                  ['1b', 'Returns and allowances'],
                  ['1c', 'Balance. Subtract line 1b from line 1a', fmt(receipts)],
                  ['2', 'Cost of goods sold (attach Form 1125-A)'],
                  ['3', 'Gross profit. Subtract line 2 from line 1c', fmt(receipts)],
                  ['4', 'Net gain (loss) from Form 4797, line 17 (attach Form 4797)'],
                  ['5', 'Other income (loss) (see instructions—attach statement)'],
                  ['6', 'Total income (loss). Add lines 3 through 5', fmt(receipts)],
                ],
              },
              {
                label: 'Deductions',
                lines: [
                  ['7', 'Compensation of officers (see instructions—attach Form 1125-E)', fmt(Math.round(ded * 0.25))],
                  ['8', 'Salaries and wages (less employment credits)', fmt(Math.round(ded * 0.35))],
                  ['9', 'Repairs and maintenance'],
                  ['10', 'Bad debts'],
                  ['11', 'Rents', fmt(Math.round(ded * 0.1))],
                  ['12', 'Taxes and licenses', fmt(Math.round(ded * 0.06))],
                  ['13', 'Interest (see instructions)'],
                  [
                    '14',
                    'Depreciation not claimed on Form 1125-A or elsewhere on return (attach Form 4562)',
                    fmt(Math.round(ded * 0.05)),
                  ],
                  ['15', 'Depletion (Do not deduct oil and gas depletion.)'],
                  ['16', 'Advertising', fmt(Math.round(ded * 0.03))],
                  ['17', 'Pension, profit-sharing, etc., plans'],
                  ['18', 'Employee benefit programs', fmt(Math.round(ded * 0.06))],
                  ['20', 'Other deductions (attach statement)', fmt(Math.round(ded * 0.1))],
                  ['21', 'Total deductions. Add lines 7 through 20', fmt(ded)],
                  ['22', 'Ordinary business income (loss). Subtract line 21 from line 6', fmt(receipts - ded)],
                ],
              },
              {
                label: 'Tax and Payments',
                lines: [
                  ['23c', 'Add lines 23a and 23b (see instructions for additional taxes)'],
                  ['24z', 'Add lines 24a through 24d'],
                  ['26', 'Amount owed. If line 24z is smaller than the total of lines 23c and 25, enter amount owed'],
                  [
                    '27',
                    'Overpayment. If line 24z is larger than the total of lines 23c and 25, enter amount overpaid',
                  ],
                ],
              },
            ],
            y,
            { valFont, step: 11.8 },
          );
          signBlock(s, y + 4, 'President', prep, valFont);
          s.text('For Paperwork Reduction Act Notice, see separate instructions.', 36, 772, { font: 'HB', size: 6.6 });
          s.text('Cat. No. 11510H', 400, 772, { size: 6.6 });
          s.text(`Form 1120-S (${year})`, 576, 772, { size: 7, align: 'right', font: 'HB' });
        },
      },
      {
        layout: 'return/1120-S/page-2',
        size: LETTER,
        draw: (s) =>
          questionsPage(
            s,
            '1120-S',
            year,
            'Other Information (see instructions)',
            [
              'Check accounting method: a [X] Cash  b [ ] Accrual  c [ ] Other (specify)',
              'See the instructions and enter the: a Business activity   b Product or service',
              'At any time during the tax year, was any shareholder of the corporation a disregarded entity, a trust, an estate, or a nominee or similar person? If "Yes," attach Schedule B-1, Information on Certain Shareholders of an S Corporation.',
              'At the end of the tax year, did the corporation: a Own directly 20% or more, or own, directly or indirectly, 50% or more of the total stock issued and outstanding of any foreign or domestic corporation? For rules of constructive ownership, see instructions.',
              'At the end of the tax year, did the corporation have any outstanding shares of restricted stock? If "Yes," complete lines (i) and (ii) below. (i) Total shares of restricted stock (ii) Total shares of non-restricted stock',
              'Has this corporation filed, or is it required to file, Form 8918, Material Advisor Disclosure Statement, to provide information on any reportable transaction?',
              'Check this box if the corporation issued publicly offered debt instruments with original issue discount. If checked, the corporation may have to file Form 8281, Information Return for Publicly Offered Original Issue Discount Instruments.',
              'If the corporation (a) was a C corporation before it elected to be an S corporation or the corporation acquired an asset with a basis determined by reference to the basis of the asset (or the basis of any other property) in the hands of a C corporation, and (b) has net unrealized built-in gain in excess of the net recognized built-in gain from prior years, enter the net unrealized built-in gain reduced by net recognized built-in gain from prior years. See instructions.',
              'Did the corporation have an election under section 163(j) for any real property trade or business or any farming business in effect during the tax year? See instructions.',
              "Does the corporation satisfy one or more of the following? See instructions. a The corporation owns a pass-through entity with current, or prior year carryover, excess business interest expense. b The corporation's aggregate average annual gross receipts for the 3 tax years preceding the current tax year are more than $31 million and the corporation has business interest expense. c The corporation is a tax shelter and the corporation has business interest expense.",
              "Does the corporation satisfy both of the following conditions? a The corporation's total receipts for the tax year were less than $250,000. b The corporation's total assets at the end of the tax year were less than $250,000.",
              'Did the corporation make any payments that would require it to file Form(s) 1099? If "Yes," did or will the corporation file all required Form(s) 1099?',
            ],
            rng,
          ),
      },
    ],
  };
}

export function form941Doc(ctx: Ctx, e: Org, year: number): DocPlan {
  const rng = ctx.rng;
  const valFont = rng.pick(VAL_FONTS);
  const ein = ctx.secret(e.ein);
  const quarter = rng.int(1, 4);
  const wages = Math.round(amount(rng, 20_000, 900_000) * 100) / 100;
  const fed = Math.round(wages * 0.12 * 100) / 100;
  const ss = Math.round(wages * 0.124 * 100) / 100;
  const med = Math.round(wages * 0.029 * 100) / 100;
  const total = Math.round((fed + ss + med) * 100) / 100;
  const box = (s: Sheet, label: string, y: number, val: string) => {
    s.text(label, 40, y, { size: 7.3 });
    for (let dx = 40 + s.width(label, { size: 7.3 }) + 4; dx < 440; dx += 6) s.text('.', dx, y, { size: 6 });
    s.rect(450, y - 9, 120, 12, { lw: 0.5 });
    s.text(val, 566, y, { font: valFont, size: 8.5, align: 'right' });
  };
  return {
    form: '941',
    payer: e.name,
    year,
    pages: [
      {
        layout: 'return/941/page-1',
        size: LETTER,
        draw: (s) => {
          s.text('Form', 36, 40, { size: 7 });
          s.text('941 for', 54, 42, { font: 'HB', size: 17 });
          s.text(`${year}:`, 122, 42, { font: 'HB', size: 17 });
          s.text("Employer's QUARTERLY Federal Tax Return", 306, 40, { font: 'HB', size: 12, align: 'center' });
          s.text('(Rev. March 2025)', 36, 52, { size: 6.5 });
          s.text('Department of the Treasury — Internal Revenue Service', 306, 52, { size: 7, align: 'center' });
          s.text('OMB No. 1545-0029', 576, 40, { size: 6.5, align: 'right' });
          s.rect(36, 60, 360, 80, { lw: 0.6 });
          s.text('Employer identification number (EIN)', 40, 72, { size: 7, font: 'HB' });
          s.text(ein, 220, 72, { font: valFont, size: 10 });
          s.text('Name (not your trade name)', 40, 88, { size: 7 });
          s.text(e.name, 160, 88, { font: valFont, size: 9 });
          s.text('Trade name (if any)', 40, 104, { size: 7 });
          s.text('Address', 40, 120, { size: 7 });
          s.text(e.street, 90, 120, { font: valFont, size: 9 });
          s.text(`${e.city}    ${e.state}    ${e.zip}`, 90, 134, { font: valFont, size: 9 });
          s.rect(404, 60, 172, 80, { lw: 1 });
          s.text(`Report for this Quarter of ${year}`, 410, 70, { font: 'HB', size: 7.5 });
          s.text('(Check one.)', 410, 79, { size: 7 });
          [
            '1: January, February, March',
            '2: April, May, June',
            '3: July, August, September',
            '4: October, November, December',
          ].forEach((q, i) => {
            s.checkbox(410, 84 + i * 11, 7, quarter === i + 1);
            s.text(q, 421, 90 + i * 11, { size: 7 });
          });
          s.text('Go to www.irs.gov/Form941 for instructions and the latest information.', 410, 136, { size: 5.6 });
          s.text(
            'Read the separate instructions before you complete Form 941. Type or print within the boxes.',
            36,
            154,
            { font: 'HB', size: 7.5 },
          );
          s.rect(36, 160, 50, 11, { fill: 0, stroke: null });
          s.text('Part 1:', 40, 168.5, { font: 'HB', size: 8, color: 1 });
          s.text('Answer these questions for this quarter.', 92, 168.5, { font: 'HB', size: 8 });
          let y = 186;
          box(
            s,
            '1  Number of employees who received wages, tips, or other compensation for the pay period',
            y,
            String(rng.int(3, 140)),
          );
          y += 18;
          box(s, '2  Wages, tips, and other compensation', y, money(wages));
          y += 18;
          box(s, '3  Federal income tax withheld from wages, tips, and other compensation', y, money(fed));
          y += 18;
          s.text(
            '4  If no wages, tips, and other compensation are subject to social security or Medicare tax   [ ] Check and go to line 6.',
            40,
            y,
            { size: 7.3 },
          );
          y += 16;
          s.text('Column 1', 300, y, { font: 'HB', size: 7 });
          s.text('Column 2', 430, y, { font: 'HB', size: 7 });
          y += 12;
          [
            ['5a  Taxable social security wages', money(wages), '× 0.124 =', money(ss)],
            ['5b  Taxable social security tips', '', '× 0.124 =', ''],
            ['5c  Taxable Medicare wages & tips', money(wages), '× 0.029 =', money(med)],
            ['5d  Taxable wages & tips subject to Additional Medicare Tax withholding', '', '× 0.009 =', ''],
          ].forEach(([l, c1, mult, c2]) => {
            s.text(l!, 40, y, { size: 7.3 });
            s.rect(250, y - 9, 100, 12, { lw: 0.5 });
            s.text(c1!, 346, y, { font: valFont, size: 8.5, align: 'right' });
            s.text(mult!, 356, y, { size: 7 });
            s.rect(400, y - 9, 100, 12, { lw: 0.5 });
            s.text(c2!, 496, y, { font: valFont, size: 8.5, align: 'right' });
            y += 16;
          });
          box(
            s,
            '5e  Total social security and Medicare taxes. Add Column 2 from lines 5a, 5b, 5c, and 5d',
            y,
            money(ss + med),
          );
          y += 18;
          box(s, '5f  Section 3121(q) Notice and Demand—Tax due on unreported tips (see instructions)', y, '');
          y += 18;
          box(s, '6  Total taxes before adjustments. Add lines 3, 5e, and 5f', y, money(total));
          y += 18;
          box(s, "7  Current quarter's adjustment for fractions of cents", y, '');
          y += 18;
          box(s, "8  Current quarter's adjustment for sick pay", y, '');
          y += 18;
          box(s, "9  Current quarter's adjustments for tips and group-term life insurance", y, '');
          y += 18;
          box(s, '10  Total taxes after adjustments. Combine lines 6 through 9', y, money(total));
          y += 18;
          box(
            s,
            '11  Qualified small business payroll tax credit for increasing research activities. Attach Form 8974',
            y,
            '',
          );
          y += 18;
          box(
            s,
            '12  Total taxes after adjustments and nonrefundable credits. Subtract line 11 from line 10',
            y,
            money(total),
          );
          y += 18;
          box(
            s,
            '13  Total deposits for this quarter, including overpayment applied from a prior quarter',
            y,
            money(total),
          );
          y += 18;
          box(s, '14  Balance due. If line 12 is more than line 13, enter the difference and see instructions', y, '');
          y += 18;
          s.text(
            '15  Overpayment. If line 13 is more than line 12, enter the difference          Check one:  [ ] Apply to next return.  [ ] Send a refund.',
            40,
            y,
            { size: 7.3 },
          );
          s.text('You MUST complete all three pages of Form 941 and SIGN it.', 36, 740, { font: 'HB', size: 8 });
          s.text('Next', 576, 740, { font: 'HB', size: 8, align: 'right' });
          s.text('For Privacy Act and Paperwork Reduction Act Notice, see the back of the Payment Voucher.', 36, 770, {
            font: 'HB',
            size: 6.6,
          });
          s.text('Cat. No. 17001Z', 420, 770, { size: 6.6 });
          s.text('Form 941 (Rev. 3-2025)', 576, 770, { size: 7, align: 'right', font: 'HB' });
        },
      },
      {
        layout: 'return/941/page-2',
        size: LETTER,
        draw: (s) => {
          s.rect(36, 30, 360, 26, { lw: 0.5 });
          s.text('Name (not your trade name)', 40, 38, { size: 6.5 });
          s.text(e.name, 44, 51, { font: valFont, size: 9 });
          s.rect(396, 30, 180, 26, { lw: 0.5 });
          s.text('Employer identification number (EIN)', 400, 38, { size: 6.5 });
          s.text(ein, 404, 51, { font: valFont, size: 9 });
          s.rect(36, 64, 50, 11, { fill: 0, stroke: null });
          s.text('Part 2:', 40, 72.5, { font: 'HB', size: 8, color: 1 });
          s.text('Tell us about your deposit schedule and tax liability for this quarter.', 92, 72.5, {
            font: 'HB',
            size: 8,
          });
          let y = s.para(
            'If you are unsure about whether you are a monthly schedule depositor or a semiweekly schedule depositor, see section 11 of Pub. 15.',
            40,
            88,
            520,
            { size: 7.3, lead: 8.6 },
          );
          s.text('16  Check one:', 40, y + 6, { font: 'HB', size: 7.5 });
          y = s.para(
            '[ ] Line 12 on this return is less than $2,500 or line 12 on the return for the prior quarter was less than $2,500, and you did not incur a $100,000 next-day deposit obligation during the current quarter.',
            110,
            y + 6,
            460,
            { size: 7.2, lead: 8.4 },
          );
          y = s.para(
            '[X] You were a monthly schedule depositor for the entire quarter. Enter your tax liability for each month and total liability for the quarter, then go to Part 3.',
            110,
            y + 4,
            460,
            { size: 7.2, lead: 8.4 },
          );
          const third = Math.round((total / 3) * 100) / 100;
          ['Month 1', 'Month 2', 'Month 3', 'Total liability for quarter'].forEach((m, i) => {
            s.text(m, 140, y + 8 + i * 15, { size: 7.3, font: i === 3 ? 'HB' : 'H' });
            s.rect(300, y - 1 + i * 15, 120, 12, { lw: 0.5 });
            s.text(money(i === 3 ? total : third), 416, y + 8 + i * 15, { font: valFont, size: 8.5, align: 'right' });
          });
          y += 70;
          y = s.para(
            '[ ] You were a semiweekly schedule depositor for any part of this quarter. Complete Schedule B (Form 941), Report of Tax Liability for Semiweekly Schedule Depositors, and attach it to Form 941.',
            110,
            y,
            460,
            { size: 7.2, lead: 8.4 },
          );
          s.rect(36, y + 8, 50, 11, { fill: 0, stroke: null });
          s.text('Part 3:', 40, y + 16.5, { font: 'HB', size: 8, color: 1 });
          s.text(
            'Tell us about your business. If a question does NOT apply to your business, leave it blank.',
            92,
            y + 16.5,
            { font: 'HB', size: 8 },
          );
          y += 34;
          y = s.para(
            '17  If your business has closed or you stopped paying wages . . . . . . . . . . . . . .   [ ] Check here, and enter the final date you paid wages',
            40,
            y,
            530,
            { size: 7.3, lead: 8.6 },
          );
          y = s.para(
            "18  If you're a seasonal employer and you don't have to file a return for every quarter of the year . . .   [ ] Check here.",
            40,
            y + 4,
            530,
            { size: 7.3, lead: 8.6 },
          );
          s.rect(36, y + 8, 50, 11, { fill: 0, stroke: null });
          s.text('Part 4:', 40, y + 16.5, { font: 'HB', size: 8, color: 1 });
          s.text('May we speak with your third-party designee?', 92, y + 16.5, { font: 'HB', size: 8 });
          y += 32;
          s.text("[ ] Yes.  Designee's name and phone number          [X] No.", 60, y, { size: 7.3 });
          s.rect(36, y + 10, 50, 11, { fill: 0, stroke: null });
          s.text('Part 5:', 40, y + 18.5, { font: 'HB', size: 8, color: 1 });
          s.text('Sign here. You MUST complete all three pages of Form 941 and SIGN it.', 92, y + 18.5, {
            font: 'HB',
            size: 8,
          });
          s.para(
            'Under penalties of perjury, I declare that I have examined this return, including accompanying schedules and statements, and to the best of my knowledge and belief, it is true, correct, and complete. Declaration of preparer (other than taxpayer) is based on all information of which preparer has any knowledge.',
            40,
            y + 34,
            530,
            { size: 7.2, lead: 8.4 },
          );
          s.text('Sign your name here', 40, y + 70, { size: 7 });
          s.text(`${ctx.client.full}`, 140, y + 70, { font: 'TI', size: 11 });
          s.text('Print your title here', 340, y + 70, { size: 7 });
          s.text(rng.pick(['Owner', 'President', 'CFO']), 430, y + 70, { font: valFont, size: 9 });
          s.text('Page 2', 306, 770, { size: 7.5, align: 'center', font: 'HB' });
          s.text('Form 941 (Rev. 3-2025)', 576, 770, { size: 7, align: 'right', font: 'HB' });
        },
      },
    ],
  };
}

/** Form 8879: a form, but not one of the recognised kinds (labelled null, like a letter). */
export function form8879Doc(ctx: Ctx, year: number): DocPlan {
  const rng = ctx.rng;
  const p = ctx.client;
  const sp = ctx.spouse;
  const valFont = rng.pick(VAL_FONTS);
  const ssn = ctx.secret(p.ssn);
  const spSsn = sp ? ctx.secret(sp.ssn) : '';
  const f = rng.pick(FIRMS);
  const agi = Math.round(amount(rng, 40_000, 300_000));
  const fmt = (v: number) => money(v).replace(/\.\d\d$/, '');
  return {
    form: null,
    payer: null,
    year: null,
    pages: [
      {
        layout: 'return/8879',
        size: LETTER,
        draw: (s) => {
          const top = header(s, {
            form: '8879',
            title: 'IRS e-file Signature Authorization',
            sub: [
              'ERO must obtain and retain completed Form 8879.',
              'Go to www.irs.gov/Form8879 for the latest information.',
            ],
            year,
            omb: '1545-0074',
          });
          let y = top + 12;
          s.text('Submission Identification Number (SID)', 38, y, { size: 7.5 });
          s.text(`${rng.digits(6)}${year + 1}${rng.digits(3)}${rng.digits(7)}`, 250, y, { font: valFont, size: 9 });
          y += 8;
          [
            ["Taxpayer's name", p.full, 'Social security number', ssn],
            ["Spouse's name", sp?.full ?? '', "Spouse's social security number", spSsn],
          ].forEach(([a, av, b, bv]) => {
            s.rect(36, y, 380, 22, { lw: 0.5 });
            s.rect(416, y, 160, 22, { lw: 0.5 });
            s.text(a!, 40, y + 7, { size: 6.5 });
            s.text(av!, 44, y + 18, { font: valFont, size: 9 });
            s.text(b!, 420, y + 7, { size: 6.5 });
            s.text(bv!, 424, y + 18, { font: valFont, size: 9 });
            y += 22;
          });
          y += 8;
          s.rect(36, y, 40, 11, { fill: 0, stroke: null });
          s.text('Part I', 40, y + 8.5, { font: 'HB', size: 8, color: 1 });
          s.text(`Tax Return Information — Tax Year Ending December 31, ${year} (Whole dollars only)`, 82, y + 8.5, {
            font: 'HB',
            size: 8,
          });
          y += 24;
          const tax = Math.round(agi * 0.13);
          [
            ['1', 'Adjusted gross income', fmt(agi)],
            ['2', 'Total tax', fmt(tax)],
            ['3', 'Federal income tax withheld from Form(s) W-2 and Form(s) 1099', fmt(Math.round(tax * 1.08))],
            ['4', 'Amount you want refunded to you', fmt(Math.round(tax * 0.08))],
            ['5', 'Amount you owe', ''],
          ].forEach(([num, t, v]) => {
            s.text(num!, 40, y, { font: 'HB', size: 7.5 });
            s.text(t!, 56, y, { size: 7.5 });
            s.rect(470, y - 9, 106, 12, { lw: 0.5 });
            s.text(v!, 572, y, { font: valFont, size: 8.5, align: 'right' });
            y += 15;
          });
          y += 4;
          s.rect(36, y, 40, 11, { fill: 0, stroke: null });
          s.text('Part II', 40, y + 8.5, { font: 'HB', size: 8, color: 1 });
          s.text(
            'Taxpayer Declaration and Signature Authorization (Be sure you get and keep a copy of your return)',
            82,
            y + 8.5,
            { font: 'HB', size: 8 },
          );
          y = s.para(
            `Under penalties of perjury, I declare that I have examined a copy of the income tax return (original or amended) I am now authorizing, including accompanying schedules and statements, for the tax year indicated above, and to the best of my knowledge and belief, it is true, correct, and complete. I further declare that the amounts in Part I above are the amounts from the income tax return (original or amended) I am now authorizing. I consent to allow my intermediate service provider, transmitter, or electronic return originator (ERO) to send my return to the IRS and to receive from the IRS (a) an acknowledgement of receipt or reason for rejection of the transmission, (b) the reason for any delay in processing the return or refund, and (c) the date of any refund.`,
            40,
            y + 24,
            532,
            { size: 7.2, lead: 8.5 },
          );
          s.text("Taxpayer's PIN: check one box only", 40, y + 8, { font: 'HB', size: 7.5 });
          s.text(
            `[X] I authorize ${f.firm} to enter or generate my PIN  ${rng.digits(5)}  as my signature on my tax year ${year} electronically filed income tax return.`,
            50,
            y + 20,
            { size: 7.2 },
          );
          s.text(
            '[ ] I will enter my PIN as my signature on my tax year electronically filed income tax return.',
            50,
            y + 32,
            { size: 7.2 },
          );
          s.text('Your signature', 40, y + 56, { size: 7 });
          s.text(p.full, 110, y + 54, { font: 'TBI', size: 13 });
          s.text('Date', 420, y + 56, { size: 7 });
          y += 80;
          s.rect(36, y, 44, 11, { fill: 0, stroke: null });
          s.text('Part III', 40, y + 8.5, { font: 'HB', size: 8, color: 1 });
          s.text('Certification and Authentication', 86, y + 8.5, { font: 'HB', size: 8 });
          s.text(
            "ERO's EFIN/PIN. Enter your six-digit EFIN followed by your five-digit self-selected PIN.",
            40,
            y + 26,
            { size: 7.2 },
          );
          s.text(`${rng.digits(6)}${rng.digits(5)}`, 450, y + 26, { font: valFont, size: 9 });
          s.text("ERO's signature", 40, y + 50, { size: 7 });
          s.text('Date', 420, y + 50, { size: 7 });
          s.text('ERO Must Retain This Form — See Instructions', 306, y + 80, { font: 'HB', size: 9, align: 'center' });
          s.text("Don't Submit This Form to the IRS Unless Requested To Do So", 306, y + 92, {
            font: 'HB',
            size: 9,
            align: 'center',
          });
          s.text('For Paperwork Reduction Act Notice, see your tax return instructions.', 36, 770, {
            font: 'HB',
            size: 6.6,
          });
          s.text('Cat. No. 32778X', 400, 770, { size: 6.6 });
          s.text(`Form 8879 (${year})`, 576, 770, { size: 7, align: 'right', font: 'HB' });
        },
      },
    ],
  };
}
