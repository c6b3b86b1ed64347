import { box, col, custom, drawGrid, party, row, type GridStyle, type Node } from './grid.ts';
import { gridStyle } from './info-pages.ts';
import { LETTER, type Ctx, type DocPlan, type PagePlan } from './model.ts';
import { amount, maskTin, money, type Org } from './people.ts';
import type { Rng } from './random.ts';

/**
 * Schedule K-1 of Forms 1065, 1120-S and 1041: the full-page form (parts I and II down the left, part III's
 * numbered boxes down the right) and the one to three supplemental statement pages that travel with it.
 */

type K1Kind = '1065' | '1120-S' | '1041';

interface K1Spec {
  code: string;
  number: string;
  title: string;
  cat: string;
  owner: string;
  part1: string;
  part2: string;
  part3: string;
  income: [string, string][];
  right: [string, string][];
}

const SPECS: Record<K1Kind, K1Spec> = {
  '1065': {
    code: '651123',
    number: '1065',
    title: "Partner's Share of Income, Deductions, Credits, etc.",
    cat: '11394R',
    owner: 'Partner',
    part1: 'Information About the Partnership',
    part2: 'Information About the Partner',
    part3: "Partner's Share of Current Year Income, Deductions, Credits, and Other Items",
    income: [
      ['1', 'Ordinary business income (loss)'],
      ['2', 'Net rental real estate income (loss)'],
      ['3', 'Other net rental income (loss)'],
      ['4a', 'Guaranteed payments for services'],
      ['4b', 'Guaranteed payments for capital'],
      ['4c', 'Total guaranteed payments'],
      ['5', 'Interest income'],
      ['6a', 'Ordinary dividends'],
      ['6b', 'Qualified dividends'],
      ['6c', 'Dividend equivalents'],
      ['7', 'Royalties'],
      ['8', 'Net short-term capital gain (loss)'],
      ['9a', 'Net long-term capital gain (loss)'],
      ['9b', 'Collectibles (28%) gain (loss)'],
      ['9c', 'Unrecaptured section 1250 gain'],
      ['10', 'Net section 1231 gain (loss)'],
      ['11', 'Other income (loss)'],
    ],
    right: [
      ['12', 'Section 179 deduction'],
      ['13', 'Other deductions'],
      ['14', 'Self-employment earnings (loss)'],
      ['15', 'Credits'],
      ['16', 'Schedule K-3 is attached if checked'],
      ['17', 'Alternative minimum tax (AMT) items'],
      ['18', 'Tax-exempt income and nondeductible expenses'],
      ['19', 'Distributions'],
      ['20', 'Other information'],
      ['21', 'Foreign taxes paid or accrued'],
    ],
  },
  '1120-S': {
    code: '671121',
    number: '1120-S',
    title: "Shareholder's Share of Income, Deductions, Credits, etc.",
    cat: '11520D',
    owner: 'Shareholder',
    part1: 'Information About the Corporation',
    part2: 'Information About the Shareholder',
    part3: "Shareholder's Share of Current Year Income, Deductions, Credits, and Other Items",
    income: [
      ['1', 'Ordinary business income (loss)'],
      ['2', 'Net rental real estate income (loss)'],
      ['3', 'Other net rental income (loss)'],
      ['4', 'Interest income'],
      ['5a', 'Ordinary dividends'],
      ['5b', 'Qualified dividends'],
      ['6', 'Royalties'],
      ['7', 'Net short-term capital gain (loss)'],
      ['8a', 'Net long-term capital gain (loss)'],
      ['8b', 'Collectibles (28%) gain (loss)'],
      ['8c', 'Unrecaptured section 1250 gain'],
      ['9', 'Net section 1231 gain (loss)'],
      ['10', 'Other income (loss)'],
    ],
    right: [
      ['11', 'Section 179 deduction'],
      ['12', 'Other deductions'],
      ['13', 'Credits'],
      ['14', 'Schedule K-3 is attached if checked'],
      ['15', 'Alternative minimum tax (AMT) items'],
      ['16', 'Items affecting shareholder basis'],
      ['17', 'Other information'],
    ],
  },
  '1041': {
    code: '661121',
    number: '1041',
    title: "Beneficiary's Share of Income, Deductions, Credits, etc.",
    cat: '11380D',
    owner: 'Beneficiary',
    part1: 'Information About the Estate or Trust',
    part2: 'Information About the Beneficiary',
    part3: "Beneficiary's Share of Current Year Income, Deductions, Credits, and Other Items",
    income: [
      ['1', 'Interest income'],
      ['2a', 'Ordinary dividends'],
      ['2b', 'Qualified dividends'],
      ['3', 'Net short-term capital gain'],
      ['4a', 'Net long-term capital gain'],
      ['4b', '28% rate gain'],
      ['4c', 'Unrecaptured section 1250 gain'],
      ['5', 'Other portfolio and nonbusiness income'],
      ['6', 'Ordinary business income'],
      ['7', 'Net rental real estate income'],
      ['8', 'Other rental income'],
      ['9', 'Directly apportioned deductions'],
    ],
    right: [
      ['10', 'Estate tax deduction'],
      ['11', 'Final year deductions'],
      ['12', 'Alternative minimum tax adjustment'],
      ['13', 'Credits and credit recapture'],
      ['14', 'Other information'],
    ],
  },
};

const bar = (label: string, text: string, f = 0.55): Node =>
  custom(f, (s, r) => {
    s.rect(r.x, r.y, r.w, r.h, { fill: 0.85, stroke: null });
    s.rect(r.x, r.y, 34, r.h, { fill: 0, stroke: null });
    s.text(label, r.x + 3, r.y + r.h - 3, { font: 'HB', size: 7.5, color: 1 });
    const size = Math.min(7.2, ((r.w - 42) / s.width(text, { font: 'HB', size: 7.2 })) * 7.2);
    s.text(text, r.x + 38, r.y + r.h - 3, { font: 'HB', size });
  });

interface K1Values {
  entity: Org;
  year: number;
  tin: string;
  ownerTin: string;
  ownerLines: string[];
  vals: Record<string, string>;
  codes: Record<string, string>;
}

function k1Page(spec: K1Spec, kind: K1Kind, k: K1Values, st: GridStyle): PagePlan {
  const { entity, year } = k;
  const entityLines = [entity.name, entity.street, `${entity.city}, ${entity.state} ${entity.zip}`];
  const left: Node[] =
    kind === '1041'
      ? [
          bar('Part I', spec.part1),
          box(1, 'A', "Estate's or trust's employer identification number", k.tin),
          box(1, 'B', "Estate's or trust's name", entity.name),
          party(2, "C Fiduciary's name, address, city, state, and ZIP code", [
            'First National Trust Co., Trustee',
            entity.street,
            `${entity.city}, ${entity.state} ${entity.zip}`,
          ]),
          box(1, 'D', 'Check if Form 1041-T was filed and enter the date it was filed', '', { check: true }),
          box(0.8, 'E', 'Check if this is the final Form 1041 for the estate or trust', '', { check: true }),
          bar('Part II', spec.part2),
          box(1, 'F', "Beneficiary's identifying number", k.ownerTin),
          party(2.2, "G Beneficiary's name, address, city, state, and ZIP code", k.ownerLines),
          box(1, 'H', 'Domestic beneficiary   Foreign beneficiary', 'X', { check: true }),
          custom(4.5, () => undefined),
        ]
      : kind === '1065'
        ? [
            bar('Part I', spec.part1),
            box(1, 'A', "Partnership's employer identification number", k.tin),
            party(2, "B Partnership's name, address, city, state, and ZIP code", entityLines),
            box(1, 'C', 'IRS center where partnership filed return:', rngFree(k.codes.center)),
            box(0.8, 'D', 'Check if this is a publicly traded partnership (PTP)', k.codes.ptp ?? '', { check: true }),
            bar('Part II', spec.part2),
            box(1, 'E', "Partner's SSN or TIN (Do not use TIN of a disregarded entity. See instructions.)", k.ownerTin),
            party(
              2,
              'F Name, address, city, state, and ZIP code for partner entered in E. See instructions.',
              k.ownerLines,
            ),
            box(1, 'G', 'General partner or LLC member-manager   Limited partner or other LLC member', 'X', {
              check: true,
            }),
            box(0.9, 'H1', 'Domestic partner   Foreign partner', 'X', { check: true }),
            box(0.9, 'I1', 'What type of entity is this partner?', 'INDIVIDUAL'),
            custom(2.4, (s, r) => {
              s.text('J', r.x + 2, r.y + 8, { font: 'HB', size: 7 });
              s.text("Partner's share of profit, loss, and capital (see instructions):", r.x + 10, r.y + 8, {
                size: 6.3,
              });
              s.text('Beginning', r.x + r.w * 0.5, r.y + 17, { size: 6.3, font: 'HB' });
              s.text('Ending', r.x + r.w * 0.78, r.y + 17, { size: 6.3, font: 'HB' });
              ['Profit', 'Loss', 'Capital'].forEach((l, i) => {
                s.text(l, r.x + 12, r.y + 27 + i * 9, { size: 6.5 });
                s.text(`${k.codes.pct ?? '1.250000'} %`, r.x + r.w * 0.5, r.y + 27 + i * 9, {
                  size: 7,
                  font: st.valFont,
                });
                s.text(`${k.codes.pct ?? '1.250000'} %`, r.x + r.w * 0.78, r.y + 27 + i * 9, {
                  size: 7,
                  font: st.valFont,
                });
              });
            }),
            custom(2.6, (s, r) => {
              s.text('L', r.x + 2, r.y + 8, { font: 'HB', size: 7 });
              s.text("Partner's Capital Account Analysis", r.x + 10, r.y + 8, { size: 6.5, font: 'HB' });
              [
                'Beginning capital account',
                'Capital contributed during the year',
                'Current year net income (loss)',
                'Other increase (decrease) (attach explanation)',
                'Withdrawals and distributions',
                'Ending capital account',
              ].forEach((l, i) => {
                s.text(l, r.x + 12, r.y + 18 + i * 8.5, { size: 6.2 });
                s.text('$', r.x + r.w * 0.66, r.y + 18 + i * 8.5, { size: 6.2 });
                if (k.codes[`L${i}`])
                  s.text(k.codes[`L${i}`]!, r.x + r.w - 4, r.y + 18 + i * 8.5, {
                    size: 7,
                    font: st.valFont,
                    align: 'right',
                  });
              });
            }),
            box(1, 'M', 'Did the partner contribute property with a built-in gain (loss)?  Yes  No', '', {
              check: true,
            }),
          ]
        : [
            bar('Part I', spec.part1),
            box(1, 'A', "Corporation's employer identification number", k.tin),
            party(2, "B Corporation's name, address, city, state, and ZIP code", entityLines),
            box(1, 'C', 'IRS Center where corporation filed return', rngFree(k.codes.center)),
            box(
              1.1,
              'D',
              "Corporation's total number of shares  Beginning of tax year / End of tax year",
              '1,000        1,000',
            ),
            bar('Part II', spec.part2),
            box(1, 'E', "Shareholder's identifying number", k.ownerTin),
            party(2, "F1 Shareholder's name, address, city, state, and ZIP code", k.ownerLines),
            box(1, 'F3', 'What type of entity is this shareholder?', 'INDIVIDUAL'),
            box(1, 'G', 'Current year allocation percentage', `${k.codes.pct ?? '50.000000'} %`),
            box(1.1, 'H', "Shareholder's number of shares  Beginning of tax year / End of tax year", '500        500'),
            box(1.1, 'I', 'Loans from shareholder  Beginning of tax year / End of tax year', ''),
            custom(2.2, () => undefined),
          ];
  const incomeCells = spec.income.map(([n, c]) => box(1, n, c, k.vals[n] ?? ''));
  const rightCells = spec.right.map(([n, c]) =>
    custom(n === '20' || n === '17' || n === '14' || n === '13' ? 2 : 1.2, (s, r, stl) => {
      s.text(n, r.x + 2, r.y + 7, { font: 'HB', size: 6.8 });
      s.para(c, r.x + 12, r.y + 7, r.w - 14, { size: stl.capSize, tz: stl.tz, lead: stl.capSize * 1.08 });
      const code = k.codes[n];
      const val = k.vals[n];
      if (code) s.text(code, r.x + 8, r.y + r.h - 4, { font: stl.valFont, size: 8 });
      if (val) s.text(val, r.x + r.w - 4, r.y + r.h - 4, { font: stl.valFont, size: 8, align: 'right' });
    }),
  );
  const tree = row(
    1,
    col(1, ...left),
    col(1, bar('Part III', spec.part3, 0.55), row(spec.income.length, col(1, ...incomeCells), col(1, ...rightCells))),
  );
  return {
    layout: `irs/K-1/${kind}`,
    size: LETTER,
    draw: (s) => {
      const x = 28;
      const w = 556;
      s.text(spec.code, x + w, 24, { size: 7, align: 'right' });
      s.checkbox(x + w * 0.55, 28, 6, false);
      s.text('Final K-1', x + w * 0.55 + 9, 33.5, { size: 7 });
      s.checkbox(x + w * 0.7, 28, 6, false);
      s.text('Amended K-1', x + w * 0.7 + 9, 33.5, { size: 7 });
      s.text('OMB No. 1545-0123', x + w, 34, { size: 6.5, align: 'right' });
      s.text('Schedule K-1', x, 40, { font: 'HB', size: 12 });
      s.text(`(Form ${spec.number})`, x + 78, 40, { font: 'HB', size: 9 });
      s.text(String(year), x + w * 0.4, 44, { font: 'HB', size: 22 });
      s.text('Department of the Treasury', x, 50, { size: 6.5 });
      s.text('Internal Revenue Service', x, 57, { size: 6.5 });
      s.text(`For calendar year ${year}, or tax year`, x, 67, { size: 6.8 });
      s.text(`beginning          / ${year}    ending          /`, x, 76, { size: 6.8 });
      s.text(spec.title, x, 90, { font: 'HB', size: 9.5 });
      s.text('See separate instructions.', x, 99, { size: 6.8 });
      drawGrid(s, tree, { x, y: 104, w, h: 640 }, st);
      s.rect(x, 104, w, 640, { lw: 1 });
      s.text('*See attached statement for additional information.', x + w * 0.52, 752, { size: 6.5 });
      s.text(`For Paperwork Reduction Act Notice, see the Instructions for Form ${spec.number}.`, x, 762, {
        font: 'HB',
        size: 6.5,
      });
      s.text(`www.irs.gov/Form${spec.number.replace('-', '')}`, x + w * 0.5, 762, { size: 6.5 });
      s.text(`Cat. No. ${spec.cat}`, x + w * 0.68, 762, { size: 6.5 });
      s.text(`Schedule K-1 (Form ${spec.number}) ${year}`, x + w, 762, { size: 6.5, align: 'right', font: 'HB' });
    },
  };
}

function rngFree(s: string | undefined): string {
  return s ?? 'e-file';
}

/** A supplemental statement page that travels with the K-1. */
function supplemental(spec: K1Spec, k: K1Values, kind: K1Kind, i: number, total: number, rng: Rng): PagePlan {
  const heads = [
    'Statement A—QBI Pass-Through Entity Reporting',
    'Supplemental Information',
    'Supplemental Information (continued)',
  ];
  const title = i === 0 && kind !== '1041' ? heads[0]! : i === 0 ? heads[1]! : heads[Math.min(2, i)]!;
  const lines = supplementalLines(kind, rng, title.startsWith('Statement A'));
  const font = rng.pick(['H', 'C', 'T'] as const);
  return {
    layout: `k1/supplemental/${title.startsWith('Statement A') ? 'statement-a' : i >= 2 ? 'continued' : 'supplemental'}`,
    size: LETTER,
    draw: (s) => {
      s.text(`Schedule K-1 (Form ${spec.number}) ${k.year}`, 36, 40, { font: 'HB', size: 9 });
      s.text(`Page ${i + 2} of ${total + 1}`, 576, 40, { size: 8, align: 'right' });
      s.text(k.entity.name, 36, 58, { font: 'HB', size: 10 });
      s.text(`EIN: ${k.tin}`, 36, 70, { size: 8.5, font });
      s.text(`${spec.owner}: ${k.ownerLines[0]}`, 320, 58, { size: 8.5, font });
      s.text(`${spec.owner === 'Partner' ? "Partner's SSN/TIN" : 'Identifying number'}: ${k.ownerTin}`, 320, 70, {
        size: 8.5,
        font,
      });
      s.line(36, 78, 576, 78, { lw: 0.8 });
      s.text(title, 306, 96, { font: 'HB', size: 11, align: 'center' });
      let y = 118;
      s.text('Description', 44, y, { font: 'HB', size: 8 });
      s.text('Line/Code', 360, y, { font: 'HB', size: 8 });
      s.text('Amount', 568, y, { font: 'HB', size: 8, align: 'right' });
      s.line(36, y + 4, 576, y + 4, { lw: 0.5 });
      y += 18;
      for (const [desc, code, amt] of lines) {
        if (y > 740) break;
        s.text(desc, 44, y, { size: 8, font });
        s.text(code, 360, y, { size: 8, font });
        s.text(amt, 568, y, { size: 8, font, align: 'right' });
        y += 13;
      }
      if (i < total - 1) s.text('(continued)', 576, 756, { size: 8, align: 'right', font: 'HO' });
    },
  };
}

function supplementalLines(kind: K1Kind, rng: Rng, qbi: boolean): [string, string, string][] {
  const amt = () => money(Math.round(amount(rng, 12, 48_000)));
  if (qbi)
    return [
      [
        'Trade or business name: ' + rng.pick(['Rental Operations', 'Midstream Operations', 'Professional Services']),
        '',
        '',
      ],
      ['Ordinary business income (loss)', 'Line 1', amt()],
      ['Rental income (loss)', 'Line 2', amt()],
      ['Section 1231 gain (loss)', 'Line 10', amt()],
      ['Section 179 deduction', 'Line 12', ''],
      ['W-2 wages', '20 Z', amt()],
      ['Unadjusted basis immediately after acquisition (UBIA)', '20 Z', amt()],
      ['Qualified PTP items', '20 Z', amt()],
      ['Section 199A REIT dividends', '20 Z', ''],
      ['Specified service trade or business (SSTB)', '', 'No'],
      ['Aggregated trade or business', '', 'No'],
    ];
  const base: [string, string, string][] = [
    ['Investment interest expense', kind === '1065' ? '13 H' : '12 H', amt()],
    ['Portfolio deductions', kind === '1065' ? '13 L' : '12 L', amt()],
    ['Tax-exempt interest income', kind === '1065' ? '18 A' : '16 A', amt()],
    ['Nondeductible expenses', kind === '1065' ? '18 C' : '16 C', amt()],
    ['Cash distributions', kind === '1065' ? '19 A' : '16 D', amt()],
    ['Investment income', kind === '1065' ? '20 A' : '17 A', amt()],
    ['Investment expenses', kind === '1065' ? '20 B' : '17 B', amt()],
    ['Gross receipts for section 448(c)', kind === '1065' ? '20 AG' : '17 AC', amt()],
    ['State apportionment: California', 'Info', amt()],
    ['State apportionment: New York', 'Info', amt()],
    ['State apportionment: Texas', 'Info', amt()],
    ['Unrelated business taxable income', 'Info', amt()],
  ];
  return rng.shuffle(base).slice(0, rng.int(7, 12));
}

export function k1Doc(ctx: Ctx, kind: K1Kind, entity: Org, pagesOfSupplement: number): DocPlan {
  const rng = ctx.rng;
  const p = ctx.client;
  const spec = SPECS[kind];
  const st: GridStyle = { ...gridStyle(rng), capSize: 6.2, valSize: 8.5, tz: rng.pick([100, 94, 90]) };
  const vals: Record<string, string> = {};
  const pick = rng.shuffle(spec.income.map(([n]) => n)).slice(0, rng.int(2, 5));
  for (const n of pick) vals[n] = money(Math.round(amount(rng, -8_000, 42_000)));
  const codes: Record<string, string> = {
    pct: (rng.next() * (kind === '1120-S' ? 100 : 5)).toFixed(6),
    center: rng.pick(['e-file', 'Ogden, UT', 'Kansas City, MO']),
  };
  if (kind === '1065') {
    codes['20'] = 'Z*';
    codes['13'] = 'H*';
    codes.L0 = money(Math.round(amount(rng, 5_000, 200_000)));
    codes.L5 = money(Math.round(amount(rng, 5_000, 200_000)));
  } else if (kind === '1120-S') {
    codes['17'] = 'V*';
    codes['16'] = 'D';
  } else codes['14'] = 'A';
  const k: K1Values = {
    entity,
    year: ctx.year,
    tin: ctx.secret(entity.ein),
    ownerTin: ctx.secret(rng.chance(0.5) ? p.ssn : maskTin(p.ssn, rng)),
    ownerLines: [p.full.toUpperCase(), p.street.toUpperCase(), `${p.city.toUpperCase()}, ${p.state} ${p.zip}`],
    vals,
    codes,
  };
  const pages = [k1Page(spec, kind, k, st)];
  for (let i = 0; i < pagesOfSupplement; i++) pages.push(supplemental(spec, k, kind, i, pagesOfSupplement, rng));
  // Part III's lines as the schedule numbers them, with its kind: the kinds number their lines differently.
  const fields = Object.fromEntries(Object.entries(vals).map(([line, value]) => [`${line} (${kind})`, value]));
  return { form: 'K-1', payer: entity.name, year: ctx.year, pages, fields };
}

export type { K1Kind };
