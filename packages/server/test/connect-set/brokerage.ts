import type { RecognisedForm } from '@portal/domain';
import { addressBlock, drawLetterhead, letterheadFor, type Letterhead } from './letterhead.ts';
import { LANDSCAPE, LETTER, type Ctx, type DocPlan, type PagePlan } from './model.ts';
import { accountNumber, amount, maskAccount, maskTin, money, type Org } from './people.ts';
import type { Rng } from './random.ts';
import type { FontKey, Sheet } from './sheet.ts';

/**
 * A brokerage's consolidated 1099: a summary page with the 1099-DIV, 1099-INT and 1099-MISC boxes and the 1099-B
 * summary, landscape 1099-B detail pages of transactions, then "Supplemental Information". Labelled as split by
 * section: the summary is one document (named after the first form it shows), the detail pages a 1099-B, and the
 * supplemental pages belong to the section before them.
 */

interface Head {
  broker: Org;
  lh: Letterhead;
  year: number;
  account: string;
  recipTin: string;
  payerTin: string;
  docId: string;
  total: number;
  font: FontKey;
  valFont: FontKey;
  client: string[];
}

const SECURITIES: [string, string, string][] = [
  ['APPLE INC', '037833100', 'AAPL'],
  ['MICROSOFT CORP', '594918104', 'MSFT'],
  ['NVIDIA CORP', '67066G104', 'NVDA'],
  ['AMAZON.COM INC', '023135106', 'AMZN'],
  ['VANGUARD TOTAL STOCK MARKET ETF', '922908769', 'VTI'],
  ['ISHARES CORE S&P 500 ETF', '464287200', 'IVV'],
  ['ALPHABET INC CLASS A', '02079K305', 'GOOGL'],
  ['JOHNSON & JOHNSON', '478160104', 'JNJ'],
  ['COSTCO WHOLESALE CORP', '22160K105', 'COST'],
  ['SCHWAB US DIVIDEND EQUITY ETF', '808524797', 'SCHD'],
  ['TESLA INC', '88160R101', 'TSLA'],
  ['FIDELITY 500 INDEX FUND', '315911750', 'FXAIX'],
  ['VERIZON COMMUNICATIONS INC', '92343V104', 'VZ'],
  ['PFIZER INC', '717081103', 'PFE'],
];

function pageTop(s: Sheet, h: Head, n: number, title: string): number {
  s.text(h.broker.brand ?? h.broker.name, 36, 34, { font: h.lh.font, size: 13, color: h.lh.color });
  s.text(title, s.w / 2, 32, { font: 'HB', size: 9.5, align: 'center' });
  s.text(`Account ${h.account}`, s.w - 36, 28, { size: 7.5, align: 'right', font: h.valFont });
  s.text(`Recipient's TIN: ${h.recipTin}`, s.w - 36, 38, { size: 7.5, align: 'right', font: h.valFont });
  s.text(`Page ${n} of ${h.total}`, s.w - 36, s.h - 20, { size: 7.5, align: 'right' });
  s.text(h.docId, 36, s.h - 20, { size: 6.5, font: 'C' });
  s.line(36, 44, s.w - 36, 44, { lw: 1, color: h.lh.color });
  return 54;
}

function section(
  s: Sheet,
  h: Head,
  y: number,
  form: string,
  title: string,
  omb: string,
  lines: [string, string, string][],
  printed?: Record<string, string>,
): number {
  for (const [box, , val] of lines) if (printed) printed[box] = val;
  s.rect(36, y, 540, 15, { fill: 0.9, stroke: null });
  s.text(`${h.year} ${form}*`, 40, y + 11, { font: 'HB', size: 9 });
  s.text(title, 150, y + 11, { font: 'HB', size: 9 });
  s.text(`OMB No. ${omb}`, 572, y + 11, { size: 7, align: 'right' });
  y += 26;
  const half = Math.ceil(lines.length / 2);
  lines.forEach(([box, label, val], i) => {
    const x = i < half ? 40 : 312;
    const yy = y + (i % half) * 12;
    s.text(box, x, yy, { size: 7.8, font: 'HB' });
    s.text(label, x + 18, yy, { size: 7.8, font: h.font });
    const lw = s.width(label, { size: 7.8, font: h.font });
    for (let dx = x + 22 + lw; dx < x + 200; dx += 4) s.text('.', dx, yy, { size: 7 });
    s.text(val, x + 258, yy, { size: 8, font: h.valFont, align: 'right' });
  });
  return y + half * 12 + 8;
}

function summaryPage(
  h: Head,
  rng: Rng,
  order: ('DIV' | 'INT' | 'MISC')[],
  gains: { st: number[]; lt: number[] },
  fields: Record<string, string>,
): PagePlan {
  const m = (lo: number, hi: number) => money(amount(rng, lo, hi));
  const div1a = amount(rng, 50, 24_000);
  // The boxes of the form the summary is named after, as printed (drawn as the page is).
  const mine = (key: 'DIV' | 'INT' | 'MISC') => (key === order[0] ? fields : undefined);
  const sections = {
    DIV: (s: Sheet, y: number) =>
      section(
        s,
        h,
        y,
        '1099-DIV',
        'Dividends and Distributions',
        '1545-0110',
        [
          ['1a', 'Total Ordinary Dividends', money(div1a)],
          ['1b', 'Qualified Dividends', money(Math.round(div1a * 0.8 * 100) / 100)],
          ['2a', 'Total Capital Gain Distributions', m(0, 3_000)],
          ['2b', 'Unrecaptured Section 1250 Gain', '0.00'],
          ['2e', 'Section 897 Ordinary Dividends', '0.00'],
          ['3', 'Nondividend Distributions', m(0, 200)],
          ['4', 'Federal Income Tax Withheld', '0.00'],
          ['5', 'Section 199A Dividends', m(0, 400)],
          ['7', 'Foreign Tax Paid', m(0, 150)],
          ['8', 'Foreign Country or U.S. Possession', 'Various'],
          ['12', 'Exempt Interest Dividends', '0.00'],
          ['13', 'Specified Private Activity Bond Interest Dividends', '0.00'],
        ],
        mine('DIV'),
      ),
    INT: (s: Sheet, y: number) =>
      section(
        s,
        h,
        y,
        '1099-INT',
        'Interest Income',
        '1545-0112',
        [
          ['1', 'Interest Income', m(1, 2_400)],
          ['2', 'Early Withdrawal Penalty', '0.00'],
          ['3', 'Interest on U.S. Savings Bonds & Treasury Obligations', m(0, 1_800)],
          ['4', 'Federal Income Tax Withheld', '0.00'],
          ['8', 'Tax-Exempt Interest', '0.00'],
          ['10', 'Market Discount', '0.00'],
          ['11', 'Bond Premium', '0.00'],
          ['13', 'Bond Premium on Tax-Exempt Bond', '0.00'],
        ],
        mine('INT'),
      ),
    MISC: (s: Sheet, y: number) =>
      section(
        s,
        h,
        y,
        '1099-MISC',
        'Miscellaneous Information',
        '1545-0115',
        [
          ['2', 'Royalties', '0.00'],
          ['3', 'Other Income', m(0, 120)],
          ['4', 'Federal Income Tax Withheld', '0.00'],
          ['8', 'Substitute Payments in Lieu of Dividends or Interest', m(0, 40)],
        ],
        mine('MISC'),
      ),
  };
  return {
    layout: 'brokerage/summary',
    size: LETTER,
    draw: (s) => {
      let y = drawLetterhead(s, h.broker, h.lh);
      s.text(`${h.year} TAX REPORTING STATEMENT`, 576, y + 4, {
        font: 'HB',
        size: 12,
        align: 'right',
        color: h.lh.color,
      });
      s.text('Consolidated Form 1099', 576, y + 17, { font: 'HB', size: 10, align: 'right' });
      addressBlock(s, h.client, 56, y + 30, { font: h.valFont === 'C' ? 'C' : 'H', size: 9 });
      const info: [string, string][] = [
        ['Account No.', h.account],
        ["Recipient's TIN", h.recipTin],
        ["Payer's Federal ID No.", h.payerTin],
        ['Document ID', h.docId],
      ];
      info.forEach(([k, v], i) => {
        s.text(k, 350, y + 34 + i * 11, { size: 7.5, font: 'HB' });
        s.text(v, 450, y + 34 + i * 11, { size: 8, font: h.valFont });
      });
      y += 90;
      for (const key of order) y = sections[key](s, y) + 4;
      s.rect(36, y, 540, 15, { fill: 0.9, stroke: null });
      s.text(`Summary of ${h.year} Proceeds, Gains & Losses, Adjustments and Income Tax Withheld`, 40, y + 11, {
        font: 'HB',
        size: 8.5,
      });
      y += 26;
      const cols = ['Proceeds', 'Cost Basis', 'Market Discount', 'Wash Sale Loss Disallowed', 'Net Gain or Loss(-)'];
      cols.forEach((c, i) => s.para(c, 250 + i * 66, y - 4, 62, { size: 6.5, font: 'HB', align: 'right', lead: 7 }));
      y += 14;
      const rowsB: [string, number[]][] = [
        ['Short-term transactions for which basis is reported to the IRS (Box A)', gains.st],
        ['Short-term transactions for which basis is not reported to the IRS (Box B)', [0, 0, 0, 0, 0]],
        ['Long-term transactions for which basis is reported to the IRS (Box D)', gains.lt],
        ['Long-term transactions for which basis is not reported to the IRS (Box E)', [0, 0, 0, 0, 0]],
        ['Total', gains.st.map((v, i) => v + gains.lt[i]!)],
      ];
      for (const [label, vals] of rowsB) {
        s.para(label, 40, y, 200, { size: 7, lead: 7.6, font: label === 'Total' ? 'HB' : h.font });
        vals.forEach((v, i) => s.text(money(v), 250 + i * 66 + 62, y, { size: 7.5, font: h.valFont, align: 'right' }));
        y += 18;
      }
      s.para(
        '* This is important tax information and is being furnished to the Internal Revenue Service. If you are required to file a return, a negligence penalty or other sanction may be imposed on you if this income is taxable and the IRS determines that it has not been reported.',
        36,
        Math.max(y + 10, 700),
        540,
        { size: 7, lead: 8.2 },
      );
    },
  };
}

function detailPage(
  h: Head,
  rng: Rng,
  n: number,
  term: 'short' | 'long',
  lots: Lot[],
  rotate?: PagePlan['rotate'],
): PagePlan {
  return {
    layout: `brokerage/1099-B-detail/landscape`,
    size: LANDSCAPE,
    rotate,
    draw: (s) => {
      let y = pageTop(s, h, n, `${h.year} 1099-B* Proceeds From Broker and Barter Exchange Transactions`);
      s.text('OMB No. 1545-0715', s.w / 2, 42, { size: 7, align: 'center' });
      const title =
        term === 'short'
          ? 'SHORT TERM TRANSACTIONS FOR COVERED TAX LOTS [Ordinary gains or losses are identified in the Additional information column] (Lines 2 & 5)'
          : 'LONG TERM TRANSACTIONS FOR COVERED TAX LOTS [Ordinary gains or losses are identified in the Additional information column] (Lines 2 & 5)';
      s.text(title, 36, y + 8, { font: 'HB', size: 7.6 });
      s.text(
        term === 'short'
          ? 'Report on Form 8949, Part I with Box A checked. Basis is provided to the IRS. (Line 12)'
          : 'Report on Form 8949, Part II with Box D checked. Basis is provided to the IRS. (Line 12)',
        36,
        y + 18,
        { size: 7.3 },
      );
      y += 26;
      const cols: [string, number, 'left' | 'right'][] = [
        ['1c- Date sold or disposed', 150, 'left'],
        ['Quantity', 240, 'right'],
        ['1d- Proceeds & 6- Reported (G)ross or (N)et', 330, 'right'],
        ['1b- Date acquired', 345, 'left'],
        ['1e- Cost or other basis', 450, 'right'],
        ['1f- Accrued mkt disc (D) & 1g- Wash sale loss disallowed (W)', 550, 'right'],
        ['Gain or loss(-) & 7- Loss not allowed (X) also not reported (Z)', 650, 'right'],
        ['Additional information', 662, 'left'],
      ];
      s.rect(36, y, s.w - 72, 24, { fill: 0.88, stroke: null });
      s.para('1a- Description of property/CUSIP/Symbol', 40, y + 8, 100, { size: 6.2, font: 'HB', lead: 7 });
      for (const [c, x, al] of cols)
        s.para(c, al === 'right' ? x - 84 : x, y + 8, al === 'right' ? 84 : 70, {
          size: 6.2,
          font: 'HB',
          align: al,
          lead: 7,
        });
      y += 34;
      let sp = 0;
      let sc = 0;
      for (const lot of lots) {
        if (lot.header) {
          s.text(`${lot.name} / CUSIP: ${lot.cusip} / Symbol: ${lot.symbol}`, 40, y, { size: 7.4, font: 'HB' });
          y += 11;
        }
        s.text(lot.sold, 150, y, { size: 7.4, font: h.valFont });
        s.text(lot.qty, 240, y, { size: 7.4, font: h.valFont, align: 'right' });
        s.text(`${money(lot.proceeds)} G`, 330, y, { size: 7.4, font: h.valFont, align: 'right' });
        s.text(lot.acquired, 345, y, { size: 7.4, font: h.valFont });
        s.text(money(lot.cost), 450, y, { size: 7.4, font: h.valFont, align: 'right' });
        s.text(lot.wash ? `${money(lot.wash)} W` : '...', 550, y, { size: 7.4, font: h.valFont, align: 'right' });
        s.text(money(Math.round((lot.proceeds - lot.cost + lot.wash) * 100) / 100), 650, y, {
          size: 7.4,
          font: h.valFont,
          align: 'right',
        });
        s.text(rng.pick(['Sale', 'Sale', '1 of 2 - Lot Relief', 'Transfer', '']), 660, y, { size: 7, font: h.font });
        sp += lot.proceeds;
        sc += lot.cost;
        y += 10.5;
      }
      s.line(36, y - 4, s.w - 36, y - 4, { lw: 0.5 });
      s.text(`Totals :`, 150, y + 6, { size: 7.6, font: 'HB' });
      s.text(money(Math.round(sp * 100) / 100), 330, y + 6, { size: 7.6, font: 'CB', align: 'right' });
      s.text(money(Math.round(sc * 100) / 100), 450, y + 6, { size: 7.6, font: 'CB', align: 'right' });
      s.text(money(Math.round((sp - sc) * 100) / 100), 650, y + 6, { size: 7.6, font: 'CB', align: 'right' });
      s.para(
        '* This is important tax information and is being furnished to the Internal Revenue Service (except as indicated in Box 5 and Box 12). If you are required to file a return, a negligence penalty or other sanction may be imposed on you if this income is taxable and the IRS determines that it has not been reported.',
        36,
        s.h - 40,
        s.w - 200,
        { size: 6.4, lead: 7.4 },
      );
    },
  };
}

interface Lot {
  header: boolean;
  name: string;
  cusip: string;
  symbol: string;
  sold: string;
  acquired: string;
  qty: string;
  proceeds: number;
  cost: number;
  wash: number;
}

function lots(rng: Rng, year: number, term: 'short' | 'long', count: number): Lot[] {
  const out: Lot[] = [];
  while (out.length < count) {
    const [name, cusip, symbol] = rng.pick(SECURITIES);
    const n = rng.int(1, 4);
    for (let i = 0; i < n && out.length < count; i++) {
      const cost = Math.round(amount(rng, 80, 18_000) * 100) / 100;
      const proceeds = Math.round(cost * rng.float(0.7, 1.6) * 100) / 100;
      const sm = rng.int(2, 12);
      out.push({
        header: i === 0,
        name,
        cusip,
        symbol,
        sold: `${String(sm).padStart(2, '0')}/${String(rng.int(1, 28)).padStart(2, '0')}/${String(year).slice(2)}`,
        acquired:
          term === 'short'
            ? `${String(rng.int(1, sm - 1)).padStart(2, '0')}/${String(rng.int(1, 28)).padStart(2, '0')}/${String(year).slice(2)}`
            : `${String(rng.int(1, 12)).padStart(2, '0')}/${String(rng.int(1, 28)).padStart(2, '0')}/${String(year - rng.int(2, 9)).slice(2)}`,
        qty: (rng.int(1, 300) + (rng.chance(0.2) ? rng.int(1, 999) / 1000 : 0)).toFixed(3),
        proceeds,
        cost,
        wash: term === 'short' && rng.chance(0.08) ? Math.round(amount(rng, 5, 300) * 100) / 100 : 0,
      });
    }
  }
  return out;
}

function supplementalPage(h: Head, rng: Rng, n: number, i: number): PagePlan {
  return {
    layout: 'brokerage/supplemental',
    size: LETTER,
    draw: (s) => {
      let y = pageTop(s, h, n, `${h.year} Supplemental Information`);
      s.para(
        'This section is not provided to the IRS. It is provided for your informational purposes and may assist you in the preparation of your tax return.',
        36,
        y + 6,
        540,
        { size: 8, lead: 9.5, font: 'HO' },
      );
      y += 28;
      const titles = [
        'Detail for Dividends and Distributions',
        'Detail for Interest Income',
        'Fees and Expenses',
        'Year-End Messages',
      ];
      s.text(titles[i % titles.length]!, 36, y, { font: 'HB', size: 10, color: h.lh.color });
      y += 14;
      s.text('Security description', 40, y, { size: 7.5, font: 'HB' });
      s.text('CUSIP', 250, y, { size: 7.5, font: 'HB' });
      s.text('Date', 330, y, { size: 7.5, font: 'HB' });
      s.text('Amount', 470, y, { size: 7.5, font: 'HB', align: 'right' });
      s.text('Transaction type', 490, y, { size: 7.5, font: 'HB' });
      y += 4;
      s.line(36, y, 576, y, { lw: 0.5 });
      y += 11;
      const count = rng.int(18, 40);
      for (let k = 0; k < count && y < 730; k++) {
        const [name, cusip] = rng.pick(SECURITIES);
        s.text(name, 40, y, { size: 7.4, font: h.font });
        s.text(cusip, 250, y, { size: 7.4, font: h.valFont });
        s.text(
          `${String(rng.int(1, 12)).padStart(2, '0')}/${String(rng.int(1, 28)).padStart(2, '0')}/${String(h.year).slice(2)}`,
          330,
          y,
          { size: 7.4, font: h.valFont },
        );
        s.text(money(amount(rng, 0.5, 900)), 470, y, { size: 7.4, font: h.valFont, align: 'right' });
        s.text(
          rng.pick([
            'Qualified dividend',
            'Nonqualified dividend',
            'Section 199A dividend',
            'Interest',
            'Foreign tax withheld',
            'Margin interest',
          ]),
          490,
          y,
          { size: 7.2, font: h.font },
        );
        y += 10.5;
      }
    },
  };
}

/**
 * The documents of one consolidated statement: summary (labelled with its first form), 1099-B detail (with the
 * supplemental pages after it).
 */
export function consolidatedDocs(
  ctx: Ctx,
  broker: Org,
  o: { detailPages: number; supplementalPages: number; rotateDetail?: boolean },
): DocPlan[] {
  const rng = ctx.rng;
  const p = ctx.client;
  const acct = accountNumber(rng, 'broker');
  const h: Head = {
    broker,
    lh: letterheadFor(rng),
    year: ctx.year,
    account: ctx.secret(rng.chance(0.6) ? maskAccount(acct, rng) : acct),
    recipTin: ctx.secret(rng.chance(0.7) ? maskTin(p.ssn, rng) : p.ssn),
    payerTin: ctx.secret(broker.ein),
    docId: `${rng.pick(['4KFR', 'BZ9X', 'Q7TT'])} ${rng.digits(4)} ${rng.digits(4)}`,
    total: 1 + o.detailPages + o.supplementalPages,
    font: rng.pick(['H', 'H', 'T'] as const),
    valFont: rng.pick(['H', 'C', 'HB'] as const),
    client: [p.full.toUpperCase(), p.street.toUpperCase(), `${p.city.toUpperCase()} ${p.state} ${p.zip}`],
  };
  const order = rng.pick([
    ['DIV', 'INT', 'MISC'],
    ['DIV', 'MISC', 'INT'],
    ['INT', 'DIV', 'MISC'],
    ['DIV', 'INT'],
  ] as ('DIV' | 'INT' | 'MISC')[][]);
  const detail: PagePlan[] = [];
  const terms: ('short' | 'long')[] = Array.from({ length: o.detailPages }, (_, i) =>
    i < Math.ceil(o.detailPages / 2) ? 'short' : 'long',
  );
  const allLots = terms.map((t) => ({ t, lots: lots(rng, ctx.year, t, rng.int(22, 34)) }));
  const sum = (t: 'short' | 'long') => {
    const ls = allLots.filter((a) => a.t === t).flatMap((a) => a.lots);
    const pr = ls.reduce((a, l) => a + l.proceeds, 0);
    const c = ls.reduce((a, l) => a + l.cost, 0);
    const w = ls.reduce((a, l) => a + l.wash, 0);
    return [pr, c, 0, w, pr - c + w].map((v) => Math.round(v * 100) / 100);
  };
  const gains = { st: sum('short'), lt: sum('long') };
  // The 1099-B summary's rows by Form 8949 category (A, B short-term; D, E long-term), columns as boxes 1d, 1e, 1g.
  const none = [0, 0, 0, 0, 0];
  const fields: Record<string, string> = {};
  for (const [category, vals] of [
    ['A', gains.st],
    ['B', none],
    ['D', gains.lt],
    ['E', none],
  ] as const) {
    fields[`${category} 1d`] = money(vals[0]!);
    fields[`${category} 1e`] = money(vals[1]!);
    fields[`${category} 1g`] = money(vals[3]!);
  }
  const summary = summaryPage(h, rng, order, gains, fields);
  allLots.forEach((a, i) =>
    detail.push(detailPage(h, rng, 2 + i, a.t, a.lots, o.rotateDetail ? { deg: 90, shown: 'upright' } : undefined)),
  );
  const supp = Array.from({ length: o.supplementalPages }, (_, i) =>
    supplementalPage(h, rng, 2 + o.detailPages + i, i),
  );
  const firstForm = ({ DIV: '1099-DIV', INT: '1099-INT', MISC: '1099-MISC' } as const)[order[0]!] as RecognisedForm;
  return [
    { form: firstForm, payer: broker.name, year: ctx.year, pages: [summary], fields },
    { form: '1099-B', payer: broker.name, year: ctx.year, pages: [...detail, ...supp] },
  ];
}
