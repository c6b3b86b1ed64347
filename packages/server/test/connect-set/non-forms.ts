import { addressBlock, drawLetterhead, letterheadFor, type Letterhead } from './letterhead.ts';
import { LEGAL, LETTER, type Ctx, type DocPlan, type PagePlan } from './model.ts';
import { accountNumber, amount, ein, maskAccount, money, MONTHS, phone, type Org } from './people.ts';
import { FIRMS } from './returns.ts';
import type { Rng } from './random.ts';
import type { FontKey } from './sheet.ts';

/**
 * What else clients upload, each its own document: cover letters that name the forms they enclose, the firm's
 * engagement letter, a county property tax bill, a charity's receipt, a daycare's annual statement, a bank
 * statement and a medical bill (some of two pages, "Page 2 of 2" under the same letterhead, which stay one item).
 */

const nonForm = (pages: PagePlan[]): DocPlan => ({ form: null, payer: null, year: null, pages });

function letterDate(rng: Rng, year: number): string {
  return `${MONTHS[rng.int(0, 2)]} ${rng.int(2, 28)}, ${year + 1}`;
}

/** A client's cover letter naming what is enclosed ("my W-2 from Acme and the 1099-INT from Chase"). */
export function coverLetter(ctx: Ctx, enclosed: { form: string; from: string }[]): DocPlan {
  const rng = ctx.rng;
  const p = ctx.client;
  const firm = rng.pick(FIRMS);
  const preparer = rng.pick(['Laura', 'Daniel', 'Sarah', 'Mr. Park', 'Ms. Hollis']);
  const font: FontKey = rng.pick(['T', 'H', 'C'] as const);
  const handy = rng.chance(0.3);
  const list = enclosed.map((e) => `the ${e.form} from ${e.from}`);
  const named =
    list.length > 1 ? `${list.slice(0, -1).join(', ')} and ${list[list.length - 1]}` : (list[0] ?? 'my tax documents');
  const bodies = [
    `Enclosed are my tax documents for ${ctx.year}: ${named}. I also sold some stock this year, so there should be a 1099-B coming separately from the brokerage.`,
    `Please find attached ${named}. We did not get a 1098 this year because we refinanced, so the new lender should send one. Let me know if you need anything else for our ${ctx.year} return.`,
    `Here are the forms I have received so far: ${named}. My W-2 from my second job has not arrived yet. I will forward it as soon as I get it.`,
  ];
  return nonForm([
    {
      layout: handy ? 'letter/cover-note' : 'letter/cover',
      size: LETTER,
      draw: (s) => {
        const size = handy ? 12 : 11;
        const f: FontKey = handy ? 'TI' : font;
        let y = 72;
        if (!handy) {
          [p.full, p.street, `${p.city}, ${p.state} ${p.zip}`, p.phone].forEach((l, i) =>
            s.text(l, 72, y + i * 13, { font, size: 10 }),
          );
          y += 70;
          s.text(letterDate(rng, ctx.year), 72, y, { font, size });
          y += 30;
          [firm.firm, firm.street, `${firm.city}, ${firm.state} ${firm.zip}`].forEach((l, i) =>
            s.text(l, 72, y + i * 13, { font, size: 10 }),
          );
          y += 56;
        } else {
          s.text(letterDate(rng, ctx.year), 380, y, { font: f, size });
          y += 40;
        }
        s.text(`Dear ${preparer},`, 72, y, { font: f, size });
        y += 26;
        y = s.para(rng.pick(bodies), 72, y, 468, { font: f, size, lead: size * 1.45 });
        y += 14;
        y = s.para('Thank you for your help again this year. Please call me if anything is missing.', 72, y, 468, {
          font: f,
          size,
          lead: size * 1.45,
        });
        y += 30;
        s.text(rng.pick(['Sincerely,', 'Thanks,', 'Best regards,']), 72, y, { font: f, size });
        s.text(p.full, 72, y + 34, { font: handy ? 'TBI' : font, size: handy ? 15 : size });
      },
    },
  ]);
}

/** The firm's engagement letter: two pages, "Page 1 of 2" and "Page 2 of 2", one document. */
export function engagementLetter(ctx: Ctx): DocPlan {
  const rng = ctx.rng;
  const p = ctx.client;
  const f = rng.pick(FIRMS);
  const org: Org = {
    name: f.firm,
    street: f.street,
    city: f.city,
    state: f.state,
    zip: f.zip,
    phone: phone(rng),
    ein: ein(rng),
  };
  const lh = letterheadFor(rng);
  const font: FontKey = rng.pick(['T', 'H'] as const);
  const paras1 = [
    `Dear ${p.first} ${p.last}:`,
    `Thank you for choosing ${f.firm} to assist you with your ${ctx.year} taxes. This letter confirms the terms of our engagement and outlines the nature and extent of the services we will provide.`,
    `We will prepare your ${ctx.year} federal and state income tax returns (Form 1040 and the related schedules) from information you furnish to us. We will not audit or otherwise verify the data you submit, although we may ask you to clarify some of the information.`,
    'It is your responsibility to provide all the information required for the preparation of complete and accurate returns, including all Forms W-2, 1099, 1098, Schedules K-1 and other statements you receive. You should retain all the documents, cancelled checks and other data that form the basis of income and deductions.',
    'Our fee for these services will be based upon the amount of time required at standard billing rates plus out-of-pocket expenses. All invoices are due and payable upon presentation.',
  ];
  const paras2 = [
    'The law imposes penalties when taxpayers underestimate their tax liability. Call us if you have concerns about such penalties. Should we encounter instances of unusual or questionable items, we will discuss them with you before completing your returns.',
    'Your returns may be selected for review by the taxing authorities. Any proposed adjustments are subject to certain rights of appeal. In the event of such government tax examination, we will be available upon request to represent you; such representation is a separate engagement.',
    'We will return your original records to you at the end of this engagement. You should securely store these records, along with all supporting documents, for at least three years.',
    'If the foregoing fairly sets forth your understanding, please sign this letter in the space indicated and return it to our office, or sign it electronically through the client portal.',
  ];
  const page = (n: 1 | 2, paras: string[]): PagePlan => ({
    layout: `letter/engagement/page-${n}`,
    size: LETTER,
    draw: (s) => {
      let y = drawLetterhead(s, org, lh);
      if (n === 1) {
        y += 20;
        s.text(letterDate(rng, ctx.year - 1).replace(/\d{4}$/, String(ctx.year + 1)), 72, y, { font, size: 10.5 });
        y += 26;
        addressBlock(s, [p.full, p.street, `${p.city}, ${p.state} ${p.zip}`], 72, y, { font, size: 10.5 });
        y += 56;
        s.text(`Re: ${ctx.year} Individual Income Tax Return Engagement`, 72, y, {
          font: font === 'T' ? 'TB' : 'HB',
          size: 10.5,
        });
        y += 24;
      } else {
        y += 16;
        s.text(`${p.full}`, 72, y, { font, size: 9 });
        s.text(`${ctx.year} Engagement Letter`, 540, y, { font, size: 9, align: 'right' });
        y += 24;
      }
      for (const t of paras) y = s.para(t, 72, y, 468, { font, size: 10.5, lead: 14, justify: true }) + 8;
      if (n === 2) {
        y += 10;
        s.text('Very truly yours,', 72, y, { font, size: 10.5 });
        s.text(f.firm, 72, y + 40, { font, size: 10.5 });
        s.text('ACCEPTED AND AGREED:', 72, y + 80, { font: font === 'T' ? 'TB' : 'HB', size: 10 });
        s.line(72, y + 110, 300, y + 110, { lw: 0.5 });
        s.text(p.full, 72, y + 122, { font, size: 10 });
        s.text('Date', 340, y + 122, { font, size: 10 });
        s.line(330, y + 110, 480, y + 110, { lw: 0.5 });
      }
      s.text(`Page ${n} of 2`, 306, 760, { font, size: 9, align: 'center' });
    },
  });
  return nonForm([page(1, paras1), page(2, paras2)]);
}

const COUNTIES: [string, string][] = [
  ['Travis County Tax Office', 'Austin, TX 78714'],
  ['Cook County Treasurer', 'Chicago, IL 60690'],
  ['Maricopa County Treasurer', 'Phoenix, AZ 85003'],
  ['Franklin County Treasurer', 'Columbus, OH 43215'],
  ['King County Treasury Operations', 'Seattle, WA 98104'],
  ['Fairfax County Department of Tax Administration', 'Fairfax, VA 22035'],
];

export function propertyTaxBill(ctx: Ctx): DocPlan {
  const rng = ctx.rng;
  const p = ctx.client;
  const [county, cityLine] = rng.pick(COUNTIES);
  const parcel = `${rng.digits(3)}-${rng.digits(2)}-${rng.digits(3)}-${rng.digits(3)}`;
  const value = Math.round(amount(rng, 180_000, 1_400_000) / 1000) * 1000;
  const rates: [string, number][] = [
    ['County General Fund', rng.float(0.2, 0.45)],
    ['Independent School District', rng.float(0.8, 1.3)],
    ['City', rng.float(0.3, 0.6)],
    ['Community College District', rng.float(0.08, 0.12)],
    ['Hospital District', rng.float(0.08, 0.15)],
  ];
  const legal = rng.chance(0.4);
  const total = rates.reduce((a, [, r]) => a + (value * r) / 100, 0);
  const pay = ctx.secret(`${rng.digits(4)}${rng.digits(4)}${rng.digits(4)}`);
  return nonForm([
    {
      layout: legal ? 'bill/property-tax/legal' : 'bill/property-tax',
      size: legal ? LEGAL : LETTER,
      draw: (s) => {
        s.text(county.toUpperCase(), 306, 44, { font: 'HB', size: 14, align: 'center' });
        s.text(`PO Box ${rng.int(1000, 9999)}  •  ${cityLine}  •  ${phone(rng)}`, 306, 58, {
          size: 8.5,
          align: 'center',
        });
        s.text(`${ctx.year} PROPERTY TAX STATEMENT`, 306, 82, { font: 'HB', size: 16, align: 'center' });
        s.rect(40, 96, 532, 74, { lw: 0.8 });
        const info: [string, string][] = [
          ['Parcel / Account No.', parcel],
          ['Property Address', p.street.toUpperCase()],
          [
            'Legal Description',
            `LOT ${rng.int(1, 40)} BLK ${rng.pick(['A', 'B', 'C'])} ${rng.pick(['OAK HILLS', 'MEADOWBROOK', 'RIVER BEND'])} SEC ${rng.int(1, 9)}`,
          ],
          ['Statement Date', `10/${rng.int(1, 28)}/${ctx.year}`],
        ];
        info.forEach(([k, v], i) => {
          s.text(k, 48, 112 + i * 14, { size: 8.5, font: 'HB' });
          s.text(v, 170, 112 + i * 14, { size: 9, font: 'C' });
        });
        addressBlock(
          s,
          [p.full.toUpperCase(), p.street.toUpperCase(), `${p.city.toUpperCase()} ${p.state} ${p.zip}`],
          360,
          112,
          { font: 'C', size: 9 },
        );
        let y = 194;
        s.text('Taxing Unit', 48, y, { font: 'HB', size: 9 });
        s.text('Taxable Value', 330, y, { font: 'HB', size: 9, align: 'right' });
        s.text('Rate per $100', 430, y, { font: 'HB', size: 9, align: 'right' });
        s.text('Tax Amount', 560, y, { font: 'HB', size: 9, align: 'right' });
        s.line(40, y + 4, 572, y + 4, { lw: 0.6 });
        y += 18;
        for (const [unit, r] of rates) {
          s.text(unit, 48, y, { size: 9 });
          s.text(money(value).replace('.00', ''), 330, y, { size: 9, font: 'C', align: 'right' });
          s.text(r.toFixed(6), 430, y, { size: 9, font: 'C', align: 'right' });
          s.text(money(Math.round(value * r) / 100), 560, y, { size: 9, font: 'C', align: 'right' });
          y += 15;
        }
        s.line(40, y - 5, 572, y - 5, { lw: 0.6 });
        s.text(`TOTAL ${ctx.year} TAXES DUE`, 48, y + 8, { font: 'HB', size: 10 });
        s.text(`$${money(Math.round(total * 100) / 100)}`, 560, y + 8, { font: 'HB', size: 11, align: 'right' });
        s.text(`Pay by January 31, ${ctx.year + 1} to avoid penalty and interest.`, 48, y + 28, { size: 9 });
        const cut = legal ? 760 : 560;
        s.line(20, cut, 592, cut, { dash: [4, 3], lw: 0.6 });
        s.text('DETACH AND RETURN THIS PORTION WITH YOUR PAYMENT', 306, cut + 14, {
          font: 'HB',
          size: 8,
          align: 'center',
        });
        s.text(`Parcel ${parcel}`, 48, cut + 36, { size: 9, font: 'C' });
        s.text(`Amount Due  $${money(Math.round(total * 100) / 100)}`, 560, cut + 36, {
          size: 10,
          font: 'HB',
          align: 'right',
        });
        s.text(`Payment ID ${pay}`, 48, cut + 52, { size: 9, font: 'C' });
        s.text('Amount Enclosed $ ______________', 560, cut + 60, { size: 9, align: 'right' });
        s.text(`${'|'.repeat(3)} ${pay}${rng.digits(10)} ${'|'.repeat(2)}`, 306, cut + 96, {
          font: 'C',
          size: 10,
          align: 'center',
        });
      },
    },
  ]);
}

const CHARITIES = [
  'American Red Cross',
  'Habitat for Humanity of Greater Columbus',
  'The Salvation Army',
  "St. Mark's Lutheran Church",
  'Doctors Without Borders USA',
  'Second Harvest Food Bank',
];

export function charityReceipt(ctx: Ctx): DocPlan {
  const rng = ctx.rng;
  const p = ctx.client;
  const name = rng.pick(CHARITIES);
  const org: Org = {
    name,
    street: `${rng.int(10, 999)} ${rng.pick(['Mission St', 'Church Ave', 'Charity Way'])}`,
    city: p.city,
    state: p.state,
    zip: p.zip.slice(0, 5),
    phone: phone(rng),
    ein: ein(rng),
  };
  const taxId = ctx.secret(org.ein);
  const gifts = Array.from(
    { length: rng.int(1, 6) },
    () =>
      [
        `${String(rng.int(1, 12)).padStart(2, '0')}/${String(rng.int(1, 28)).padStart(2, '0')}/${ctx.year}`,
        Math.round(amount(rng, 25, 2_500)),
      ] as const,
  );
  const total = gifts.reduce((a, [, v]) => a + v, 0);
  const lh = letterheadFor(rng);
  return nonForm([
    {
      layout: 'receipt/charity',
      size: LETTER,
      draw: (s) => {
        let y = drawLetterhead(s, org, lh) + 20;
        s.text(letterDate(rng, ctx.year), 72, y, { font: 'T', size: 11 });
        y += 24;
        addressBlock(s, [p.full, p.street, `${p.city}, ${p.state} ${p.zip}`], 72, y, { font: 'T', size: 11 });
        y += 60;
        s.text(`Dear ${p.first},`, 72, y, { font: 'T', size: 11 });
        y += 22;
        y =
          s.para(
            `Thank you for your generous support of ${name}. This letter serves as your official receipt for the contributions you made during ${ctx.year}.`,
            72,
            y,
            468,
            { font: 'T', size: 11, lead: 15 },
          ) + 10;
        s.text('Date', 100, y, { font: 'TB', size: 10.5 });
        s.text('Amount', 400, y, { font: 'TB', size: 10.5, align: 'right' });
        y += 16;
        for (const [d, v] of gifts) {
          s.text(d, 100, y, { font: 'T', size: 10.5 });
          s.text(`$${money(v)}`, 400, y, { font: 'T', size: 10.5, align: 'right' });
          y += 14;
        }
        s.text('Total', 100, y + 4, { font: 'TB', size: 10.5 });
        s.text(`$${money(total)}`, 400, y + 4, { font: 'TB', size: 10.5, align: 'right' });
        y += 30;
        y =
          s.para(
            'No goods or services were provided in exchange for your contribution. Please retain this receipt for your tax records.',
            72,
            y,
            468,
            { font: 'T', size: 11, lead: 15 },
          ) + 10;
        s.para(
          `${name} is a tax-exempt organization under Section 501(c)(3) of the Internal Revenue Code. Federal Tax ID: ${taxId}.`,
          72,
          y,
          468,
          { font: 'T', size: 10, lead: 14 },
        );
        s.text('With gratitude,', 72, y + 50, { font: 'T', size: 11 });
        s.text(
          `${rng.pick(['Karen Whitfield', 'Rev. John Okafor', 'Maria Delgado'])}, ${rng.pick(['Development Director', 'Executive Director', 'Pastor'])}`,
          72,
          y + 84,
          { font: 'T', size: 11 },
        );
      },
    },
  ]);
}

const DAYCARES = [
  'Little Acorns Early Learning Center',
  'Bright Horizons Family Solutions',
  'KinderCare Learning Centers',
  'Sunshine Montessori School',
  'Kiddie Academy of Cary',
];

export function daycareReceipt(ctx: Ctx): DocPlan {
  const rng = ctx.rng;
  const p = ctx.client;
  const name = rng.pick(DAYCARES);
  const taxId = ctx.secret(ein(rng));
  const child = `${rng.pick(['Emma', 'Liam', 'Olivia', 'Noah', 'Ava', 'Mateo'])} ${p.last}`;
  const monthly = Math.round(amount(rng, 600, 2_400));
  return nonForm([
    {
      layout: 'receipt/daycare',
      size: LETTER,
      draw: (s) => {
        s.text(name, 306, 56, { font: 'HB', size: 16, align: 'center', color: [0.1, 0.4, 0.3] });
        s.text(
          `${rng.int(100, 9999)} ${rng.pick(['Learning Ln', 'Park Blvd', 'School Rd'])}, ${p.city}, ${p.state} ${p.zip.slice(0, 5)}  •  ${phone(rng)}`,
          306,
          70,
          { size: 8.5, align: 'center' },
        );
        s.text(`${ctx.year} Annual Child Care Payment Statement`, 306, 104, { font: 'HB', size: 13, align: 'center' });
        s.text('For use in claiming the Child and Dependent Care Credit (Form 2441)', 306, 118, {
          size: 9,
          align: 'center',
          font: 'HO',
        });
        let y = 150;
        const info: [string, string][] = [
          ['Parent/Guardian', p.full],
          ['Address', `${p.street}, ${p.city}, ${p.state} ${p.zip}`],
          ['Child', child],
          ['Provider', name],
          ['Provider Tax ID (EIN)', taxId],
        ];
        for (const [k, v] of info) {
          s.text(k, 72, y, { size: 10, font: 'HB' });
          s.text(v, 220, y, { size: 10 });
          y += 16;
        }
        y += 14;
        s.text('Month', 100, y, { font: 'HB', size: 10 });
        s.text('Amount Paid', 400, y, { font: 'HB', size: 10, align: 'right' });
        y += 6;
        s.line(90, y, 420, y, { lw: 0.5 });
        y += 14;
        let total = 0;
        MONTHS.forEach((m) => {
          const v = rng.chance(0.9) ? monthly : 0;
          total += v;
          s.text(m, 100, y, { size: 10 });
          s.text(`$${money(v)}`, 400, y, { size: 10, align: 'right' });
          y += 14;
        });
        s.line(90, y - 6, 420, y - 6, { lw: 0.5 });
        s.text('Total paid', 100, y + 6, { font: 'HB', size: 10 });
        s.text(`$${money(total)}`, 400, y + 6, { font: 'HB', size: 10, align: 'right' });
        s.para(
          "Thank you for trusting us with your child's care. Please keep this statement for your tax records. Payments made through a dependent care FSA may not be claimed twice.",
          72,
          y + 40,
          468,
          { size: 9.5, lead: 13 },
        );
        s.text('Director', 72, y + 96, { size: 10 });
        s.text(rng.pick(['Angela Moreno', 'Patricia Kim', 'Denise Howard']), 130, y + 96, { font: 'TI', size: 13 });
      },
    },
  ]);
}

/** A bank's monthly statement: two pages under one letterhead (one document). */
export function bankStatement(ctx: Ctx, bank: Org, lh: Letterhead = letterheadFor(ctx.rng)): DocPlan {
  const rng = ctx.rng;
  const p = ctx.client;
  const acct = accountNumber(rng, 'bank');
  const shown = ctx.secret(rng.chance(0.5) ? acct : maskAccount(acct, rng));
  const month = rng.int(0, 11);
  const begin = amount(rng, 6_000, 30_000);
  const txns = Array.from({ length: rng.int(30, 52) }, () => {
    const credit = rng.chance(0.25);
    return {
      d: `${String(month + 1).padStart(2, '0')}/${String(rng.int(1, 28)).padStart(2, '0')}`,
      desc: credit
        ? rng.pick(['DIRECT DEP PAYROLL', 'MOBILE DEPOSIT', 'ZELLE FROM', 'INTEREST PAYMENT', 'VENMO CASHOUT'])
        : rng.pick([
            'POS PURCHASE KROGER #',
            'ACH DEBIT VERIZON WIRELESS',
            'CHECK #',
            'ONLINE TRANSFER TO SAV',
            'DEBIT CARD AMAZON MKTPL',
            'ATM WITHDRAWAL',
            'ACH DEBIT MORTGAGE PMT',
            'POS PURCHASE SHELL OIL',
          ]),
      ref: rng.digits(6),
      amt: ((credit ? 1 : -1) * Math.round(amount(rng, 4, credit ? 4_800 : 900) * 100)) / 100,
    };
  }).sort((a, b) => a.d.localeCompare(b.d));
  const half = Math.ceil(txns.length / 2);
  const end = txns.reduce((a, t) => a + t.amt, begin);
  const page = (n: 1 | 2): PagePlan => ({
    layout: `statement/bank/page-${n}`,
    size: LETTER,
    draw: (s) => {
      let y = drawLetterhead(s, bank, lh);
      s.text(`Page ${n} of 2`, 572, y + 2, { size: 8, align: 'right' });
      if (n === 1) {
        addressBlock(
          s,
          [p.full.toUpperCase(), p.street.toUpperCase(), `${p.city.toUpperCase()} ${p.state} ${p.zip}`],
          56,
          y + 30,
          { font: 'H', size: 9.5 },
        );
        s.text('Account Summary', 360, y + 22, { font: 'HB', size: 10 });
        const sum: [string, string][] = [
          ['Account Number', shown],
          ['Statement Period', `${MONTHS[month]} 1 - ${MONTHS[month]} 30, ${ctx.year}`],
          ['Beginning Balance', `$${money(begin)}`],
          ['Deposits and Credits', `$${money(txns.filter((t) => t.amt > 0).reduce((a, t) => a + t.amt, 0))}`],
          ['Withdrawals and Debits', `-$${money(-txns.filter((t) => t.amt < 0).reduce((a, t) => a + t.amt, 0))}`],
          ['Ending Balance', `$${money(Math.round(end * 100) / 100)}`],
        ];
        sum.forEach(([k, v], i) => {
          s.text(k, 360, y + 38 + i * 12, { size: 8.5 });
          s.text(v, 572, y + 38 + i * 12, { size: 8.5, align: 'right', font: 'HB' });
        });
        y += 126;
      } else {
        s.text(`Account Number ${shown}`, 40, y + 4, { size: 8.5 });
        y += 20;
      }
      s.text(n === 1 ? 'Transaction Detail' : 'Transaction Detail (continued)', 40, y, {
        font: 'HB',
        size: 10,
        color: lh.color,
      });
      y += 16;
      s.text('Date', 44, y, { font: 'HB', size: 8.5 });
      s.text('Description', 90, y, { font: 'HB', size: 8.5 });
      s.text('Amount', 480, y, { font: 'HB', size: 8.5, align: 'right' });
      s.text('Balance', 568, y, { font: 'HB', size: 8.5, align: 'right' });
      y += 4;
      s.line(40, y, 572, y, { lw: 0.5 });
      y += 12;
      let bal = begin + (n === 2 ? txns.slice(0, half).reduce((a, t) => a + t.amt, 0) : 0);
      for (const t of n === 1 ? txns.slice(0, half) : txns.slice(half)) {
        bal += t.amt;
        s.text(t.d, 44, y, { size: 8.3 });
        s.text(`${t.desc} ${t.ref}`, 90, y, { size: 8.3 });
        s.text(money(t.amt), 480, y, { size: 8.3, align: 'right', font: 'C' });
        s.text(money(Math.round(bal * 100) / 100), 568, y, { size: 8.3, align: 'right', font: 'C' });
        y += 12.5;
      }
      if (n === 2)
        s.para(`Member FDIC. Equal Housing Lender. Questions about your account? Call ${bank.phone}.`, 40, 744, 532, {
          size: 7.5,
        });
    },
  });
  return nonForm([page(1), page(2)]);
}

const HOSPITALS = [
  'Riverside Regional Medical Center',
  'Summit Orthopedic Associates',
  'Quest Diagnostics',
  'Mercy Health - St. Vincent',
  'Lakeside Pediatrics, P.A.',
];

export function medicalBill(ctx: Ctx, pages: 1 | 2): DocPlan {
  const rng = ctx.rng;
  const p = ctx.client;
  const name = rng.pick(HOSPITALS);
  const acct = ctx.secret(`${rng.pick(['', 'H', 'PT'])}${rng.digits(8)}`);
  const lines = Array.from({ length: rng.int(4, 12) }, () => ({
    d: `${String(rng.int(1, 12)).padStart(2, '0')}/${String(rng.int(1, 28)).padStart(2, '0')}/${ctx.year}`,
    desc: rng.pick([
      'OFFICE VISIT EST PT LVL 3',
      'X-RAY KNEE 3 VIEWS',
      'LAB - COMPREHENSIVE METABOLIC PANEL',
      'EMERGENCY DEPT VISIT LVL 4',
      'PHYSICAL THERAPY 15 MIN',
      'MRI LUMBAR SPINE W/O CONTRAST',
      'INSURANCE PAYMENT - BCBS',
      'CONTRACTUAL ADJUSTMENT',
    ]),
    code: rng.pick(['99213', '73562', '80053', '99284', '97110', '72148', '']),
    amt: Math.round(amount(rng, 40, 2_800) * 100) / 100,
  }));
  const due = Math.round(amount(rng, 25, 1_900) * 100) / 100;
  const lh = letterheadFor(rng);
  const org: Org = {
    name,
    street: `${rng.int(100, 9999)} ${rng.pick(['Medical Pkwy', 'Hospital Dr', 'Health Way'])}`,
    city: p.city,
    state: p.state,
    zip: p.zip.slice(0, 5),
    phone: phone(rng, true),
    ein: '',
  };
  const page = (n: 1 | 2): PagePlan => ({
    layout: `bill/medical/page-${n}`,
    size: LETTER,
    draw: (s) => {
      let y = drawLetterhead(s, org, lh);
      s.text(n === 1 ? 'PATIENT STATEMENT' : 'PATIENT STATEMENT (continued)', 572, y + 6, {
        font: 'HB',
        size: 11,
        align: 'right',
      });
      if (pages === 2) s.text(`Page ${n} of 2`, 572, y + 18, { size: 8, align: 'right' });
      y += 30;
      const info: [string, string][] = [
        [
          'Statement Date',
          `${String(rng.int(1, 12)).padStart(2, '0')}/${String(rng.int(1, 28)).padStart(2, '0')}/${ctx.year}`,
        ],
        ['Patient Account #', acct],
        ['Patient', p.full],
        ['Amount Due', `$${money(due)}`],
      ];
      info.forEach(([k, v], i) => {
        s.text(k, 40, y + i * 13, { size: 9, font: 'HB' });
        s.text(v, 160, y + i * 13, { size: 9 });
      });
      if (n === 1)
        addressBlock(
          s,
          [p.full.toUpperCase(), p.street.toUpperCase(), `${p.city.toUpperCase()} ${p.state} ${p.zip}`],
          360,
          y,
          { size: 9 },
        );
      y += 70;
      s.text('Date', 44, y, { font: 'HB', size: 8.5 });
      s.text('Description', 110, y, { font: 'HB', size: 8.5 });
      s.text('CPT', 390, y, { font: 'HB', size: 8.5 });
      s.text('Amount', 568, y, { font: 'HB', size: 8.5, align: 'right' });
      s.line(40, y + 4, 572, y + 4, { lw: 0.5 });
      y += 16;
      const mine =
        pages === 2
          ? n === 1
            ? lines.slice(0, Math.ceil(lines.length / 2))
            : lines.slice(Math.ceil(lines.length / 2))
          : lines;
      for (const l of mine) {
        s.text(l.d, 44, y, { size: 8.5 });
        s.text(l.desc, 110, y, { size: 8.5 });
        s.text(l.code, 390, y, { size: 8.5 });
        s.text(
          l.desc.includes('PAYMENT') || l.desc.includes('ADJUSTMENT') ? `-${money(l.amt)}` : money(l.amt),
          568,
          y,
          { size: 8.5, align: 'right', font: 'C' },
        );
        y += 13;
      }
      if (n === pages) {
        s.text('PLEASE PAY THIS AMOUNT', 380, y + 20, { font: 'HB', size: 9 });
        s.text(`$${money(due)}`, 568, y + 20, { font: 'HB', size: 11, align: 'right' });
        s.line(20, 600, 592, 600, { dash: [4, 3], lw: 0.5 });
        s.text('Please detach and return this portion with your payment', 306, 614, { size: 8, align: 'center' });
        s.text(`Account # ${acct}     Amount Due $${money(due)}     Amount Enclosed $__________`, 40, 640, { size: 9 });
        s.text('Pay online, by phone, or mail your check. Make checks payable to ' + name + '.', 40, 656, {
          size: 8.5,
        });
      }
    },
  });
  return nonForm(pages === 2 ? [page(1), page(2)] : [page(1)]);
}
