import { blankBack, instructionsBack, w2Back } from './backs.ts';
import { consolidatedDocs } from './brokerage.ts';
import {
  gridStyle,
  infoData,
  infoDoc,
  infoPage,
  twoAccountsPage,
  twoFormsPage,
  type InfoVariant,
} from './info-pages.ts';
import { INFO_SPECS } from './irs-info.ts';
import { form1095aDoc, form1095cDoc, rrb1099Doc, ssa1099Doc } from './irs-other.ts';
import { k1Doc } from './k1.ts';
import type { Ctx, DocPlan, PagePlan } from './model.ts';
import {
  bankStatement,
  charityReceipt,
  coverLetter,
  daycareReceipt,
  engagementLetter,
  medicalBill,
  propertyTaxBill,
} from './non-forms.ts';
import * as P from './people.ts';
import { form1040Doc, form1065Doc, form1120sDoc, form8879Doc, form941Doc } from './returns.ts';
import { substituteDoc, substituteW2Doc } from './substitute.ts';
import { payrollW2Doc, w2Data, w2Doc } from './w2.ts';

/**
 * The set: each recipe is one PDF as a client would upload it (one form, a form with its back, or a stack of
 * several documents scanned together). Recipes name what they hold; the people, payers, amounts, styles and
 * scan looks are drawn from the PDF's own random stream.
 */

export interface Recipe {
  slug: string;
  compose: (ctx: Ctx) => DocPlan[];
  /** `text`: never scanned (pages carry /Rotate); `phone`: photographed; `scanner`: always scanned. */
  scan?: 'text' | 'phone' | 'scanner';
  year?: number;
  married?: boolean;
}

type Pool = readonly Parameters<typeof P.pickOrg>[1][number][];
const org = (ctx: Ctx, pool: Pool, tollFree = true) => P.pickOrg(ctx.rng, pool, tollFree);
const back = (ctx: Ctx, code: string): PagePlan => instructionsBack(code, ctx.rng);
const info = (
  ctx: Ctx,
  code: string,
  pool: Pool,
  variant: InfoVariant,
  after: 'instr' | 'blank' | 'none' = 'none',
  o: Parameters<typeof infoDoc>[5] = {},
): DocPlan =>
  infoDoc(
    ctx,
    code,
    org(ctx, pool),
    variant,
    after === 'instr' ? [back(ctx, code)] : after === 'blank' ? [blankBack()] : [],
    o,
  );
const employer = (ctx: Ctx) => org(ctx, P.EMPLOYERS, false);
const payer = (d: DocPlan) => ({ form: d.form ?? 'statement', from: shortName(d.payer ?? '') });
const shortName = (s: string) =>
  s.replace(/,? (N\.A\.|Inc\.|LLC|L\.P\.|Incorporated|National Association|Co\.)$/, '').replace(/^The /, '');

export const RECIPES: Recipe[] = [
  // W-2
  { slug: 'w2-irs-full', compose: (c) => [w2Doc(c, employer(c), 'full', [w2Back(c.rng, c.year)])] },
  { slug: 'w2-irs-2up', compose: (c) => [w2Doc(c, employer(c), '2up', [w2Back(c.rng, c.year)])] },
  { slug: 'w2-irs-3up', compose: (c) => [w2Doc(c, employer(c), '3up', [blankBack()])] },
  { slug: 'w2-payroll', compose: (c) => [payrollW2Doc(c, employer(c))] },
  {
    slug: 'w2-substitute',
    compose: (c) => {
      const e = employer(c);
      return [substituteW2Doc(c, e, w2Data(c, e))];
    },
  },
  { slug: 'w2g-full', compose: (c) => [info(c, 'W-2G', P.CASINOS, 'full', 'instr')] },
  // 1099-INT
  { slug: 'int-full', compose: (c) => [info(c, '1099-INT', P.BANKS, 'full', 'instr')] },
  {
    slug: 'int-sub-list',
    compose: (c) => [substituteDoc(c, '1099-INT', org(c, P.BANKS), { style: 'box-list', pages: 1 })],
  },
  {
    slug: 'int-sub-table',
    compose: (c) => [substituteDoc(c, '1099-INT', org(c, P.BANKS), { style: 'table', pages: 2 })],
  },
  { slug: 'int-foot-only', compose: (c) => [info(c, '1099-INT', P.BANKS, 'foot-only', 'instr')], year: 2023 },
  // 1099-DIV
  { slug: 'div-full', compose: (c) => [info(c, '1099-DIV', P.FUNDS, 'full', 'instr')] },
  {
    slug: 'div-sub',
    compose: (c) => [substituteDoc(c, '1099-DIV', org(c, P.FUNDS), { style: 'two-column', pages: 2 })],
  },
  // 1099-B, R, NEC, MISC
  { slug: 'b-full', compose: (c) => [info(c, '1099-B', P.BROKERS, 'full', 'instr', { accountStyle: 'broker' })] },
  { slug: 'r-3up', compose: (c) => [info(c, '1099-R', P.RETIREMENT, '3up-copies', 'instr')] },
  { slug: 'r-sub', compose: (c) => [substituteDoc(c, '1099-R', org(c, P.RETIREMENT), { style: 'table', pages: 2 })] },
  { slug: 'nec-full', compose: (c) => [info(c, '1099-NEC', P.SMALL_BUSINESSES, 'full', 'instr', { account: 'none' })] },
  {
    slug: 'nec-2up',
    compose: (c) => [info(c, '1099-NEC', P.SMALL_BUSINESSES, '2up-copies', 'instr', { account: 'none' })],
  },
  { slug: 'misc-full', compose: (c) => [info(c, '1099-MISC', P.INSURERS_AND_OTHERS, 'full', 'instr')] },
  // Government, payment apps, HSA, education, debt, real estate
  { slug: 'g-refund', compose: (c) => [info(c, '1099-G', P.REVENUE, 'full', 'instr', { account: 'none' })] },
  {
    slug: 'g-sub',
    compose: (c) => [substituteDoc(c, '1099-G', org(c, P.UNEMPLOYMENT), { style: 'box-list', pages: 2 })],
  },
  { slug: 'k-full', compose: (c) => [info(c, '1099-K', P.PAYMENT_APPS, 'full', 'instr')] },
  { slug: 'k-sub', compose: (c) => [substituteDoc(c, '1099-K', org(c, P.PAYMENT_APPS), { pages: 2, style: 'table' })] },
  { slug: 'sa-full', compose: (c) => [info(c, '1099-SA', P.HSA, 'full', 'instr')] },
  { slug: 'q-full', compose: (c) => [info(c, '1099-Q', P.COLLEGE_SAVINGS, 'full', 'instr')] },
  { slug: 'c-full', compose: (c) => [info(c, '1099-C', P.CREDITORS, 'full', 'instr', { accountStyle: 'card' })] },
  {
    slug: 's-full',
    compose: (c) => [info(c, '1099-S', P.TITLE_COMPANIES, 'full', 'instr', { accountStyle: 'short' })],
  },
  // 1098s, 5498s
  { slug: '1098-full', compose: (c) => [info(c, '1098', P.MORTGAGE, 'full', 'instr', { accountStyle: 'loan' })] },
  {
    slug: '1098-sub',
    compose: (c) => [
      substituteDoc(c, '1098', org(c, P.MORTGAGE), { style: 'box-list', pages: 2, accountStyle: 'loan' }),
    ],
  },
  {
    slug: '1098t-full',
    compose: (c) => [info(c, '1098-T', P.UNIVERSITIES, 'full', 'instr', { accountStyle: 'short' })],
  },
  {
    slug: '1098t-sub',
    compose: (c) => [
      substituteDoc(c, '1098-T', org(c, P.UNIVERSITIES), { style: 'two-column', pages: 2, accountStyle: 'short' }),
    ],
  },
  { slug: '5498-full', compose: (c) => [info(c, '5498', P.BROKERS, 'full', 'instr', { accountStyle: 'broker' })] },
  { slug: '5498sa-sub', compose: (c) => [substituteDoc(c, '5498-SA', org(c, P.HSA), { style: 'table', pages: 1 })] },
  // Health coverage, benefits
  { slug: '1095a', compose: (c) => [form1095aDoc(c)], married: true },
  { slug: '1095c', compose: (c) => [form1095cDoc(c, employer(c))] },
  { slug: 'ssa', compose: (c) => [ssa1099Doc(c, true)] },
  { slug: 'rrb', compose: (c) => [rrb1099Doc(c)] },
  // K-1s and returns
  { slug: 'k1-1065', compose: (c) => [k1Doc(c, '1065', org(c, P.PARTNERSHIPS), 3)] },
  { slug: 'k1-1120s', compose: (c) => [k1Doc(c, '1120-S', org(c, P.S_CORPS), 1)] },
  { slug: 'k1-1041', compose: (c) => [k1Doc(c, '1041', org(c, P.TRUSTS), 3)], year: 2024 },
  { slug: '1040', compose: (c) => [form1040Doc(c, c.year - 1)], married: true },
  { slug: '1065', compose: (c) => [form1065Doc(c, org(c, P.PARTNERSHIPS), c.year)] },
  { slug: '1120s', compose: (c) => [form1120sDoc(c, org(c, P.S_CORPS), c.year)] },
  { slug: '941', compose: (c) => [form941Doc(c, org(c, P.SMALL_BUSINESSES, false), c.year)] },
  { slug: '8879', compose: (c) => [form8879Doc(c, c.year)], married: true },
  // Brokerage consolidated statements
  {
    slug: 'consolidated-a',
    compose: (c) => consolidatedDocs(c, org(c, P.BROKERS), { detailPages: 3, supplementalPages: 1 }),
  },
  {
    slug: 'consolidated-b',
    compose: (c) => consolidatedDocs(c, org(c, P.BROKERS), { detailPages: 5, supplementalPages: 2 }),
  },
  {
    slug: 'consolidated-c',
    compose: (c) => consolidatedDocs(c, org(c, P.BROKERS), { detailPages: 3, supplementalPages: 2 }),
    year: 2024,
  },
  {
    slug: 'consolidated-rotated',
    compose: (c) =>
      consolidatedDocs(c, org(c, P.BROKERS), { detailPages: 2, supplementalPages: 1, rotateDetail: true }),
    scan: 'text',
  },
  // Non-forms on their own
  { slug: 'engagement', compose: (c) => [engagementLetter(c)] },
  { slug: 'property-tax', compose: (c) => [propertyTaxBill(c)] },
  { slug: 'bank-statement', compose: (c) => [bankStatement(c, org(c, P.BANKS))] },
  { slug: 'medical-bill', compose: (c) => [medicalBill(c, 2)] },
  {
    slug: 'cover-alone',
    compose: (c) => [
      coverLetter(c, [
        { form: 'W-2', from: shortName(employer(c).name) },
        { form: '1099-INT', from: shortName(org(c, P.BANKS).name) },
      ]),
    ],
  },
  // Stacks scanned or combined together
  {
    slug: 'stack-cover-w2-int-div',
    compose: (c) => {
      const w2 = w2Doc(c, employer(c), 'full', [w2Back(c.rng, c.year)]);
      const int = substituteDoc(c, '1099-INT', org(c, P.BANKS), { style: 'box-list', pages: 1 });
      const div = info(c, '1099-DIV', P.FUNDS, 'full', 'blank');
      return [coverLetter(c, [payer(w2), payer(int), payer(div)]), w2, int, div];
    },
    married: true,
  },
  {
    slug: 'stack-two-nec-misc',
    compose: (c) => {
      const st = gridStyle(c.rng);
      const nec = (o: P.Org) => {
        const d = infoData(c, INFO_SPECS['1099-NEC']!, o, { account: 'none' });
        return {
          form: '1099-NEC',
          payer: o.name,
          year: d.year,
          pages: [infoPage(c, INFO_SPECS['1099-NEC']!, d, 'full', st)],
        } as DocPlan;
      };
      const [a, b] = c.rng
        .shuffle(P.SMALL_BUSINESSES)
        .slice(0, 2)
        .map((s) => P.pickOrg(c.rng, [s!]));
      return [nec(a!), nec(b!), info(c, '1099-MISC', P.INSURERS_AND_OTHERS, 'full')];
    },
  },
  { slug: 'stack-bills-receipts', compose: (c) => [propertyTaxBill(c), charityReceipt(c), daycareReceipt(c)] },
  {
    slug: 'stack-int-two-years',
    compose: (c) => {
      const bank = org(c, P.BANKS);
      const st = gridStyle(c.rng);
      const spec = INFO_SPECS['1099-INT']!;
      const year = (y: number): DocPlan => {
        const d = infoData(c, spec, bank, { year: y, account: 'masked' });
        return { form: '1099-INT', payer: bank.name, year: y, pages: [infoPage(c, spec, d, 'full', st)] };
      };
      return [year(c.year - 1), year(c.year), info(c, '1098', P.MORTGAGE, 'full', 'none', { accountStyle: 'loan' })];
    },
  },
  {
    slug: 'stack-two-employers',
    compose: (c) => {
      const other = w2Doc(c, employer(c), 'full');
      other.pages.push(blankBack());
      return [payrollW2Doc(c, employer(c)), other, form1095cDoc(c, employer(c))];
    },
  },
  {
    slug: 'stack-house',
    compose: (c) => [
      info(c, '1098', P.MORTGAGE, 'full', 'instr', { accountStyle: 'loan' }),
      propertyTaxBill(c),
      info(c, '1099-INT', P.BANKS, 'full'),
    ],
  },
  {
    slug: 'stack-retiree',
    compose: (c) => {
      const [a, b] = c.rng
        .shuffle(P.RETIREMENT)
        .slice(0, 2)
        .map((s) => P.pickOrg(c.rng, [s!]));
      return [
        ssa1099Doc(c, false),
        infoDoc(c, '1099-R', a!, 'full'),
        infoDoc(c, '1099-R', b!, c.rng.pick(['full', 'foot-only'] as const)),
        info(c, '1099-INT', P.BANKS, 'half'),
      ];
    },
    married: true,
  },
  {
    slug: 'stack-k1s',
    compose: (c) => [k1Doc(c, '1065', org(c, P.PARTNERSHIPS), 1), k1Doc(c, '1120-S', org(c, P.S_CORPS), 2)],
  },
  {
    slug: 'stack-student',
    compose: (c) => {
      const t = info(c, '1098-T', P.UNIVERSITIES, 'full', 'instr', { accountStyle: 'short' });
      const e = info(c, '1098-E', P.LOAN_SERVICERS, 'full', 'none', { accountStyle: 'loan' });
      const a = form1095aDoc(c);
      return [a, t, e, coverLetter(c, [payer(a), payer(t), payer(e)])];
    },
  },
  {
    slug: 'stack-two-per-page',
    compose: (c) => {
      const bank = org(c, P.BANKS);
      const st = gridStyle(c.rng);
      const int = INFO_SPECS['1099-INT']!;
      const div = INFO_SPECS['1099-DIV']!;
      const recipient = { fullTin: c.rng.chance(0.5) } as const;
      const mixed = twoFormsPage(
        int,
        infoData(c, int, bank, recipient),
        div,
        infoData(c, div, bank, recipient),
        st,
        c.rng,
      );
      const cu = org(c, P.BANKS);
      const accounts = twoAccountsPage(
        int,
        infoData(c, int, cu, { account: 'plain' }),
        infoData(c, int, cu, { account: 'plain' }),
        gridStyle(c.rng),
        c.rng,
      );
      return [
        { form: '1099-INT', payer: bank.name, year: c.year, pages: [mixed, blankBack()] },
        { form: '1099-INT', payer: cu.name, year: c.year, pages: [accounts] },
      ];
    },
  },
  {
    slug: 'stack-bank-statement-and-1099',
    compose: (c) => {
      const bank = org(c, P.BANKS);
      return [bankStatement(c, bank), substituteDoc(c, '1099-INT', bank, { style: 'table', pages: 1 })];
    },
  },
  {
    slug: 'stack-engagement-8879-cover',
    compose: (c) => [
      engagementLetter(c),
      form8879Doc(c, c.year),
      coverLetter(c, [{ form: '1099-NEC', from: 'my client' }]),
    ],
    married: true,
  },
  {
    slug: 'stack-medical-hsa',
    compose: (c) => [
      medicalBill(c, 2),
      info(c, '1099-SA', P.HSA, 'full'),
      substituteDoc(c, '5498-SA', org(c, P.HSA), { style: 'box-list', pages: 1 }),
    ],
  },
  {
    slug: 'stack-return-and-w2s',
    compose: (c) => [form1040Doc(c, c.year - 1), w2Doc(c, employer(c), 'full'), w2Doc(c, employer(c), '2up')],
    married: true,
  },
  {
    slug: 'stack-big-scan',
    compose: (c) => {
      const w2 = w2Doc(c, employer(c), c.rng.pick(['full', '2up'] as const), [blankBack()]);
      const g = substituteDoc(c, '1099-G', org(c, P.UNEMPLOYMENT), { style: 'box-list', pages: 1 });
      const int = info(c, '1099-INT', P.BANKS, 'full', 'blank');
      const mort = info(c, '1098', P.MORTGAGE, 'full', 'instr', { accountStyle: 'loan' });
      return [
        coverLetter(c, [payer(w2), payer(g), payer(int), payer(mort)]),
        w2,
        g,
        int,
        mort,
        charityReceipt(c),
        daycareReceipt(c),
        engagementLetter(c),
      ];
    },
    scan: 'scanner',
    married: true,
  },
  {
    slug: 'stack-duplex-forms',
    compose: (c) => [
      info(c, '1099-DIV', P.FUNDS, 'full', 'instr'),
      info(c, '1099-B', P.BROKERS, 'full', 'blank', { accountStyle: 'broker' }),
      info(c, '1099-MISC', P.INSURERS_AND_OTHERS, 'full', 'blank'),
    ],
    scan: 'scanner',
  },
  {
    slug: 'stack-gig-worker',
    compose: (c) => [
      info(c, '1099-K', P.PAYMENT_APPS, 'full'),
      substituteDoc(c, '1099-K', org(c, P.PAYMENT_APPS), { pages: 2 }),
      info(c, '1099-NEC', P.SMALL_BUSINESSES, 'half', 'none', { account: 'none' }),
      propertyTaxBill(c),
    ],
  },
  {
    slug: 'stack-investor',
    compose: (c) => [
      ...consolidatedDocs(c, org(c, P.BROKERS), { detailPages: 3, supplementalPages: 1 }),
      info(c, '5498', P.BROKERS, 'full', 'none', { accountStyle: 'broker' }),
      info(c, '1099-Q', P.COLLEGE_SAVINGS, 'full'),
    ],
  },
  {
    slug: 'stack-misc-debts',
    compose: (c) => [
      info(c, '1099-C', P.CREDITORS, 'full', 'none', { accountStyle: 'card' }),
      info(c, '1099-S', P.TITLE_COMPANIES, 'full', 'none', { accountStyle: 'short' }),
      info(c, 'W-2G', P.CASINOS, 'full'),
    ],
  },
  {
    slug: 'stack-year-folder',
    compose: (c) => {
      const w2 = w2Doc(c, employer(c), 'foot-only', [blankBack()]);
      const int = info(c, '1099-INT', P.BANKS, 'half');
      const div = info(c, '1099-DIV', P.BROKERS, 'foot-only', 'instr');
      const b = info(c, '1099-B', P.BROKERS, 'half', 'none', { accountStyle: 'broker' });
      const mort = info(c, '1098', P.MORTGAGE, 'mailer', 'blank', { accountStyle: 'loan' });
      const hsa = info(c, '5498-SA', P.HSA, 'full');
      const sa = substituteDoc(c, '1099-SA', org(c, P.HSA), { style: 'two-column', pages: 1 });
      return [
        coverLetter(c, [payer(w2), payer(int), payer(div), payer(mort)]),
        w2,
        int,
        div,
        b,
        mort,
        hsa,
        sa,
        propertyTaxBill(c),
        charityReceipt(c),
      ];
    },
    married: true,
  },
  {
    slug: 'stack-winnings',
    compose: (c) => [
      info(c, 'W-2G', P.CASINOS, '2up-copies'),
      info(c, '1099-MISC', P.INSURERS_AND_OTHERS, 'half'),
      info(c, '1099-G', P.UNEMPLOYMENT, 'mailer', 'blank'),
    ],
    year: 2024,
  },
  {
    slug: 'stack-education',
    compose: (c) => {
      const q = substituteDoc(c, '1099-Q', org(c, P.COLLEGE_SAVINGS), { style: 'box-list', pages: 2 });
      const e = substituteDoc(c, '1098-E', org(c, P.LOAN_SERVICERS), {
        style: 'table',
        pages: 1,
        accountStyle: 'loan',
      });
      const t = info(c, '1098-T', P.UNIVERSITIES, 'full-instr', 'none', { accountStyle: 'short' });
      return [q, e, t];
    },
  },
  {
    slug: 'stack-self-employed',
    compose: (c) => [
      info(c, '1099-NEC', P.SMALL_BUSINESSES, 'foot-only', 'none', { account: 'none' }),
      info(c, '1099-NEC', P.SMALL_BUSINESSES, '2up-copies', 'instr', { account: 'none' }),
      info(c, '1099-K', P.PAYMENT_APPS, 'mailer', 'instr'),
      info(c, '1099-R', P.RETIREMENT, 'full', 'blank'),
      bankStatement(c, org(c, P.BANKS)),
    ],
  },
  {
    slug: 'stack-shoebox',
    compose: (c) => {
      const w2 = w2Doc(c, employer(c), '3up', [blankBack()]);
      const int = info(c, '1099-INT', P.BANKS, 'full', 'instr');
      const div = substituteDoc(c, '1099-DIV', org(c, P.FUNDS), { pages: 2 });
      const t = info(c, '1098-T', P.UNIVERSITIES, 'full', 'instr', { accountStyle: 'short' });
      return [
        coverLetter(c, [payer(w2), payer(int), payer(div), payer(t)]),
        w2,
        int,
        div,
        t,
        form1095cDoc(c, employer(c)),
        medicalBill(c, 2),
        daycareReceipt(c),
      ];
    },
    scan: 'scanner',
    married: true,
  },
  // Text pages carrying /Rotate: rotated in a viewer and saved, or landscape content turned upright
  {
    slug: 'rotated-int-180',
    compose: (c) => rotate([info(c, '1099-INT', P.BANKS, 'full')], 180, 'turned'),
    scan: 'text',
  },
  {
    slug: 'rotated-nec-90',
    compose: (c) =>
      rotate([info(c, '1099-NEC', P.SMALL_BUSINESSES, 'full', 'none', { account: 'none' })], 90, 'turned'),
    scan: 'text',
  },
  { slug: 'rotated-1095c-270', compose: (c) => rotate([form1095cDoc(c, employer(c))], 270, 'upright'), scan: 'text' },
  { slug: 'rotated-w2-270', compose: (c) => rotate([w2Doc(c, employer(c), 'full')], 270, 'turned'), scan: 'text' },
  // Phone photos
  { slug: 'phone-w2', compose: (c) => [w2Doc(c, employer(c), 'full')], scan: 'phone' },
  {
    slug: 'phone-nec',
    compose: (c) => [info(c, '1099-NEC', P.SMALL_BUSINESSES, 'full', 'none', { account: 'none' })],
    scan: 'phone',
  },
  { slug: 'phone-receipts', compose: (c) => [charityReceipt(c), daycareReceipt(c)], scan: 'phone' },
  {
    slug: 'phone-1098t-sub',
    compose: (c) => [substituteDoc(c, '1098-T', org(c, P.UNIVERSITIES), { pages: 1, accountStyle: 'short' })],
    scan: 'phone',
  },
];

function rotate(docs: DocPlan[], deg: 90 | 180 | 270, shown: 'upright' | 'turned'): DocPlan[] {
  for (const d of docs) for (const p of d.pages) p.rotate = { deg, shown };
  return docs;
}
