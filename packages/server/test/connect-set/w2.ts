import { w2Back } from './backs.ts';
import {
  box,
  caption,
  cell,
  col,
  custom,
  drawGrid,
  empty,
  party,
  row,
  type GridStyle,
  type Node,
  type Rect,
} from './grid.ts';
import { gridStyle } from './info-pages.ts';
import { LETTER, type Ctx, type DocPlan, type PagePlan } from './model.ts';
import { amount, maskTin, money, type Org } from './people.ts';
import type { Sheet } from './sheet.ts';

/**
 * Form W-2 as employees get it: the IRS's own Copy B layout, the payroll provider's sheet of four compressed
 * copies (B, C, 2, 2) with an Earnings Summary and the "Notice to Employee" back, one to three copies a page.
 */

export interface W2Data {
  year: number;
  ssn: string;
  ein: string;
  employer: string[];
  control: string;
  first: string;
  last: string;
  address: string[];
  b: Record<string, string>;
  box12: [string, string][];
  box13: { stat: boolean; ret: boolean; sick: boolean };
  box14: string[];
  state: string;
  stateId: string;
  local: string;
  gross: number;
  pretax: { label: string; amount: number }[];
}

const SS_BASE: Record<number, number> = { 2023: 160_200, 2024: 168_600, 2025: 176_100 };

export function w2Data(ctx: Ctx, employer: Org, o: { fullSsn?: boolean; year?: number } = {}): W2Data {
  const rng = ctx.rng;
  const p = ctx.client;
  const year = o.year ?? ctx.year;
  const gross = Math.round(amount(rng, 18_000, 240_000));
  const k401 = rng.chance(0.7) ? Math.round(gross * rng.pick([0.03, 0.05, 0.06, 0.1])) : 0;
  const sec125 = rng.chance(0.6) ? rng.int(600, 4_800) : 0;
  const hsa = rng.chance(0.2) ? rng.int(500, 3_000) : 0;
  const wages = gross - k401 - sec125 - hsa;
  const ssWages = Math.min(gross - sec125 - hsa, SS_BASE[year] ?? 176_100);
  const medWages = gross - sec125 - hsa;
  const fed = Math.round(wages * rng.float(0.07, 0.22) * 100) / 100;
  const stateTaxed = !['TX', 'FL', 'WA', 'NV', 'TN', 'SD', 'WY', 'AK', 'NH'].includes(p.state);
  const box12: [string, string][] = [];
  if (k401) box12.push(['D', money(k401)]);
  if (rng.chance(0.8)) box12.push(['DD', money(rng.int(3_000, 22_000))]);
  if (hsa) box12.push(['W', money(hsa)]);
  if (rng.chance(0.15)) box12.push(['C', money(rng.int(40, 600))]);
  const box14: string[] = [];
  if (p.state === 'CA') box14.push(`CASDI ${money(Math.round(medWages * 0.012 * 100) / 100)}`);
  if (p.state === 'NY') box14.push(`NYPFL ${money(rng.int(100, 400))}`);
  if (rng.chance(0.2)) box14.push(`UNION DUES ${money(rng.int(200, 1_200))}`);
  const fullSsn = o.fullSsn ?? rng.chance(0.55);
  return {
    year,
    ssn: ctx.secret(fullSsn ? p.ssn : maskTin(p.ssn, rng)),
    ein: ctx.secret(employer.ein),
    employer: [employer.name, employer.street, `${employer.city}, ${employer.state} ${employer.zip}`],
    control: rng.chance(0.6) ? `${rng.digits(6)} ${rng.pick(['A', 'B', 'RSL', 'HQ'])}` : '',
    first: [p.first, p.middle].filter(Boolean).join(' '),
    last: p.last,
    address: [p.street, `${p.city}, ${p.state} ${p.zip}`],
    b: {
      '1': money(wages),
      '2': money(fed),
      '3': money(ssWages),
      '4': money(Math.round(ssWages * 6.2) / 100),
      '5': money(medWages),
      '6': money(Math.round(medWages * 1.45) / 100),
      '10': rng.chance(0.1) ? money(5_000) : '',
      '16': stateTaxed ? money(wages) : '',
      '17': stateTaxed ? money(Math.round(wages * rng.float(0.025, 0.065) * 100) / 100) : '',
    },
    box12,
    box13: { stat: false, ret: k401 > 0, sick: false },
    box14,
    state: p.state,
    stateId: stateTaxed ? ctx.secret(`${rng.digits(3)}-${rng.digits(4)}-${rng.int(1, 9)}`) : '',
    local: '',
    gross,
    pretax: [
      ...(k401 ? [{ label: '401(k)', amount: k401 }] : []),
      ...(sec125 ? [{ label: 'Section 125', amount: sec125 }] : []),
      ...(hsa ? [{ label: 'HSA', amount: hsa }] : []),
    ],
  };
}

const code12 = (d: W2Data, i: number, letter: string): Node =>
  cell(1, (s, r, st) => {
    caption(s, r, st, `12${letter}`, 'See instructions for box 12');
    const e = d.box12[i];
    const cx = r.x + r.w * 0.18;
    s.line(cx, r.y + r.h * 0.45, cx, r.y + r.h, { lw: st.lw * 0.8 });
    s.text('C', r.x + 2, r.y + r.h * 0.6, { size: st.capSize - 1, color: st.ink });
    s.text('o', r.x + 2, r.y + r.h * 0.6 + st.capSize - 1.5, { size: st.capSize - 1, color: st.ink });
    if (e) {
      s.text(e[0], cx - 3, r.y + r.h - 2.5, { font: st.valFont, size: st.valSize, color: st.valInk, align: 'right' });
      s.text(e[1], r.x + r.w - 3, r.y + r.h - 2.5, {
        font: st.valFont,
        size: st.valSize,
        color: st.valInk,
        align: 'right',
      });
    }
  });

const box13 = (d: W2Data): Node =>
  cell(1, (s, r, st) => {
    caption(s, r, st, '13', '');
    const labels = ['Statutory employee', 'Retirement plan', 'Third-party sick pay'];
    const checks = [d.box13.stat, d.box13.ret, d.box13.sick];
    const w = (r.w - 10) / 3;
    labels.forEach((l, i) => {
      const x = r.x + 9 + i * w;
      s.para(l, x, r.y + st.capSize + 1, w - 2, {
        size: st.capSize - 0.5,
        tz: st.tz,
        color: st.ink,
        lead: st.capSize - 0.3,
      });
      s.checkbox(x + w / 2 - 4, r.y + r.h - 9, 6.5, checks[i]!, { lw: st.lw });
    });
  });

const stateRow = (d: W2Data, f: number): Node =>
  row(
    f,
    box(0.45, '15', 'State', d.state),
    box(1.1, '', "Employer's state ID number", d.stateId),
    box(1, '16', 'State wages, tips, etc.', d.b['16'], { money: true }),
    box(0.9, '17', 'State income tax', d.b['17'], { money: true }),
    box(1, '18', 'Local wages, tips, etc.', '', { money: true }),
    box(0.9, '19', 'Local income tax', '', { money: true }),
    box(0.8, '20', 'Locality name', ''),
  );

export interface W2Copy {
  copy: string;
  text: string;
}
export const W2_COPIES: Record<'B' | 'C' | '2', W2Copy> = {
  B: { copy: 'Copy B', text: "To Be Filed With Employee's FEDERAL Tax Return." },
  C: { copy: 'Copy C', text: "For EMPLOYEE'S RECORDS (See Notice to Employee on the back of Copy B.)" },
  '2': { copy: 'Copy 2', text: "To Be Filed With Employee's State, City, or Local Income Tax Return." },
};

/** The IRS W-2 in `r`: top row, the employer and employee column, boxes 1–14, the state row and the foot. */
export function drawW2(
  s: Sheet,
  d: W2Data,
  st: GridStyle,
  r: Rect,
  copy: W2Copy,
  o: { footOnly?: boolean } = {},
): void {
  const v = (id: string) => d.b[id] ?? '';
  const footH = 30;
  const tree = col(
    1,
    row(
      1,
      empty(0.55),
      box(1.25, 'a', "Employee's social security number", d.ssn),
      custom(0.9, (sh, b) => sh.text('OMB No. 1545-0029', b.x + 4, b.y + b.h / 2 + 3, { size: 7, color: st.ink })),
      custom(1.6, (sh, b) => {
        sh.text('Safe, accurate,', b.x + 6, b.y + 8, { font: 'HB', size: 6.5, color: st.ink });
        sh.text('FAST! Use', b.x + 6, b.y + 15.5, { font: 'HB', size: 6.5, color: st.ink });
        sh.text('IRS e-file', b.x + 42, b.y + 15.5, { font: 'HBO', size: 9, color: st.ink });
        sh.text('Visit the IRS website at', b.x + b.w - 4, b.y + 8, { size: 6, align: 'right', color: st.ink });
        sh.text('www.irs.gov/efile', b.x + b.w - 4, b.y + 15, { size: 6, align: 'right', font: 'HB', color: st.ink });
      }),
    ),
    row(
      9,
      col(
        1,
        box(1, 'b', 'Employer identification number (EIN)', d.ein),
        party(3.3, "c Employer's name, address, and ZIP code", d.employer),
        box(1, 'd', 'Control number', d.control),
        row(
          1.2,
          box(1.3, 'e', "Employee's first name and initial", d.first),
          box(1.3, '', 'Last name', d.last),
          box(0.35, '', 'Suff.', ''),
        ),
        party(2.5, "f Employee's address and ZIP code", d.address),
      ),
      col(
        1,
        row(
          1,
          box(1, '1', 'Wages, tips, other compensation', v('1'), { money: true }),
          box(1, '2', 'Federal income tax withheld', v('2'), { money: true }),
        ),
        row(
          1,
          box(1, '3', 'Social security wages', v('3'), { money: true }),
          box(1, '4', 'Social security tax withheld', v('4'), { money: true }),
        ),
        row(
          1,
          box(1, '5', 'Medicare wages and tips', v('5'), { money: true }),
          box(1, '6', 'Medicare tax withheld', v('6'), { money: true }),
        ),
        row(
          1,
          box(1, '7', 'Social security tips', v('7'), { money: true }),
          box(1, '8', 'Allocated tips', v('8'), { money: true }),
        ),
        row(1, box(1, '9', '', '', { shade: true }), box(1, '10', 'Dependent care benefits', v('10'), { money: true })),
        row(1, box(1, '11', 'Nonqualified plans', v('11'), { money: true }), code12(d, 0, 'a')),
        row(1, box13(d), code12(d, 1, 'b')),
        row(2, box(1, '14', 'Other', '', { lines: d.box14 }), col(1, code12(d, 2, 'c'), code12(d, 3, 'd'))),
      ),
    ),
    stateRow(d, 1.7),
  );
  const g = { x: r.x, y: r.y, w: r.w, h: r.h - footH };
  drawGrid(s, tree, g, st);
  s.rect(g.x, g.y, g.w, g.h, { lw: st.lw * 1.6, stroke: st.ink });
  const y = g.y + g.h + 15;
  if (!o.footOnly) {
    s.text('Form', r.x, y, { size: 7, color: st.ink });
    s.text('W-2', r.x + 18, y + 2, { font: 'HB', size: 17, color: st.ink });
  }
  s.text('Wage and Tax Statement', r.x + 58, y + 1, { font: 'HB', size: 11, color: st.ink });
  s.text(String(d.year), r.x + r.w * 0.5, y + 4, { font: 'HB', size: 20, color: st.ink, align: 'center' });
  s.text('Department of the Treasury—Internal Revenue Service', r.x + r.w, y - 3, {
    size: 6.5,
    align: 'right',
    color: st.ink,
  });
  s.text(`${copy.copy}—${copy.text}`, r.x, y + 13, { font: 'HB', size: 7, color: st.ink });
  s.text('This information is being furnished to the Internal Revenue Service.', r.x + r.w, y + 13, {
    size: 6.3,
    align: 'right',
    color: st.ink,
  });
  if (o.footOnly) s.text('Form W-2', r.x + r.w, y + 21, { size: 6, align: 'right', color: st.ink });
}

/** The compressed W-2 of payroll providers' four-to-a-page sheets. */
export function drawCompactW2(s: Sheet, d: W2Data, st: GridStyle, r: Rect, copy: W2Copy): void {
  const v = (id: string) => d.b[id] ?? '';
  const m = { money: false };
  const name = `${d.first} ${d.last}`;
  const tree = col(
    1,
    party(2.4, "c Employer's name, address, and ZIP code", d.employer),
    row(
      1,
      box(1, 'b', 'Employer identification number (EIN)', d.ein),
      box(1, 'a', "Employee's social security number", d.ssn),
    ),
    row(1, box(1, '1', 'Wages, tips, other comp.', v('1'), m), box(1, '2', 'Federal income tax withheld', v('2'), m)),
    row(1, box(1, '3', 'Social security wages', v('3'), m), box(1, '4', 'Social security tax withheld', v('4'), m)),
    row(1, box(1, '5', 'Medicare wages and tips', v('5'), m), box(1, '6', 'Medicare tax withheld', v('6'), m)),
    row(
      1,
      box(1.2, 'd', 'Control number', d.control),
      box(0.5, '', 'Dept.', ''),
      box(0.5, '', 'Corp.', ''),
      box(0.8, '', 'Employer use only', ''),
    ),
    party(2.4, "e/f Employee's name, address, and ZIP code", [name, ...d.address]),
    row(
      1,
      box(1, '7', 'Social security tips', v('7')),
      box(1, '8', 'Allocated tips', v('8')),
      box(0.6, '9', '', '', { shade: true }),
    ),
    row(
      1,
      box(1, '10', 'Dependent care benefits', v('10')),
      box(1, '11', 'Nonqualified plans', v('11')),
      box(1, '12a', 'See instructions for box 12', d.box12[0]?.join(' ') ?? ''),
    ),
    row(1, box(1, '14', 'Other', d.box14[0] ?? ''), box(1, '12b', '', d.box12[1]?.join(' ') ?? '')),
    row(
      1.1,
      box(1, '13', 'Stat emp. Ret. plan 3rd party sick pay', d.box13.ret ? '     X' : ''),
      box(1, '12c', '', d.box12[2]?.join(' ') ?? ''),
    ),
    row(1, empty(1), box(1, '12d', '', d.box12[3]?.join(' ') ?? '')),
    row(
      1,
      box(0.45, '15', 'State', d.state),
      box(1.2, '', "Employer's state ID no.", d.stateId),
      box(1, '16', 'State wages, tips, etc.', v('16')),
      box(1, '17', 'State income tax', v('17')),
    ),
    row(
      1,
      box(1, '18', 'Local wages, tips, etc.', ''),
      box(1, '19', 'Local income tax', ''),
      box(1, '20', 'Locality name', ''),
    ),
  );
  const g = { x: r.x, y: r.y, w: r.w, h: r.h - 26 };
  drawGrid(s, tree, g, st);
  const y = g.y + g.h + 10;
  s.text('W-2', r.x, y + 2, { font: 'HB', size: 12, color: st.ink });
  s.text('Wage and Tax Statement', r.x + 25, y, { font: 'HB', size: 7, color: st.ink });
  s.text(String(d.year), r.x + r.w * 0.62, y + 2, { font: 'HB', size: 12, color: st.ink });
  s.text('OMB No. 1545-0029', r.x + r.w, y, { size: 5.5, color: st.ink, align: 'right' });
  s.para(
    `${copy.copy} ${copy.text}${copy.copy === 'Copy B' ? ' This information is being furnished to the Internal Revenue Service.' : ''}`,
    r.x,
    y + 8,
    r.w,
    {
      size: 5.5,
      font: 'H',
      tz: 92,
      lead: 6,
      color: st.ink,
    },
  );
}

/** The official-looking W-2 page: one to three copies. */
export function w2Page(
  ctx: Ctx,
  d: W2Data,
  variant: 'full' | '2up' | '3up' | 'foot-only',
  st: GridStyle = gridStyle(ctx.rng),
): PagePlan {
  return {
    layout: `irs/W-2/${variant}`,
    size: LETTER,
    draw: (s) => {
      if (variant === 'full' || variant === 'foot-only')
        drawW2(s, d, st, { x: 36, y: 40, w: 540, h: 330 }, W2_COPIES.B, { footOnly: variant === 'foot-only' });
      else if (variant === '2up') {
        drawW2(s, d, st, { x: 36, y: 30, w: 540, h: 340 }, W2_COPIES.B);
        s.line(24, 396, 588, 396, { lw: 0.4, dash: [3, 2] });
        drawW2(s, d, st, { x: 36, y: 420, w: 540, h: 340 }, W2_COPIES.C);
      } else {
        (['B', 'C', '2'] as const).forEach((c, i) => {
          drawW2(s, d, st, { x: 36, y: 14 + i * 260, w: 540, h: 248 }, W2_COPIES[c]);
          if (i < 2) s.line(24, 14 + i * 260 + 254, 588, 14 + i * 260 + 254, { lw: 0.4, dash: [3, 2] });
        });
      }
    },
  };
}

/** A payroll provider's sheet: four compressed copies, B, C, 2, 2, in a 2x2 grid with perforations. */
export function payrollSheet(ctx: Ctx, d: W2Data, provider: string): PagePlan {
  const rng = ctx.rng.fork('payroll-sheet');
  const st: GridStyle = {
    ...gridStyle(rng),
    capSize: rng.float(4.8, 5.4),
    tz: rng.pick([88, 92, 100]),
    valSize: rng.float(6.8, 7.8),
    valFont: rng.pick(['C', 'H', 'CB'] as const),
  };
  const copies = [W2_COPIES.B, W2_COPIES.C, W2_COPIES['2'], W2_COPIES['2']];
  return {
    layout: `payroll/W-2/4up`,
    size: LETTER,
    draw: (s) => {
      copies.forEach((c, i) => {
        const x = i % 2 === 0 ? 22 : 312;
        const y = i < 2 ? 24 : 408;
        drawCompactW2(s, d, st, { x, y, w: 278, h: 360 }, c);
      });
      s.line(306, 10, 306, 782, { lw: 0.3, dash: [2, 2], color: 0.4 });
      s.line(10, 396, 602, 396, { lw: 0.3, dash: [2, 2], color: 0.4 });
      s.text(provider, 306, 789, { size: 5, align: 'center', color: 0.3 });
    },
  };
}

/** The Earnings Summary that payroll providers print with the W-2 (part of the same document). */
export function earningsSummary(ctx: Ctx, d: W2Data, employer: Org, provider: string): PagePlan {
  const rng = ctx.rng.fork('earnings');
  const p = ctx.client;
  const blue: readonly [number, number, number] = rng.pick([
    [0.1, 0.25, 0.55],
    [0.05, 0.35, 0.6],
    [0.25, 0.25, 0.25],
  ] as const);
  return {
    layout: 'payroll/W-2/earnings-summary',
    size: LETTER,
    draw: (s) => {
      s.text(
        `Company Code  ${rng.pick(['5L', 'G7', 'RX', 'KD'])}/${rng.pick(['XYZ', 'AB1', 'Q4T'])} ${rng.digits(8)}`,
        36,
        40,
        { font: 'C', size: 8 },
      );
      s.text(`Loc/Dept  ${rng.digits(3)}/${rng.digits(6)}`, 36, 50, { font: 'C', size: 8 });
      s.text(`Number  ${rng.digits(7)}`, 36, 60, { font: 'C', size: 8 });
      s.text('Page 1 of 1', 576, 40, { font: 'C', size: 8, align: 'right' });
      s.text(employer.name, 36, 84, { font: 'HB', size: 9 });
      s.text(employer.street, 36, 95, { size: 8.5 });
      s.text(`${employer.city}, ${employer.state} ${employer.zip}`, 36, 106, { size: 8.5 });
      s.text(`${d.year} W-2 and EARNINGS SUMMARY`, 576, 88, { font: 'HB', size: 14, align: 'right', color: blue });
      s.text('Employee Reference Copy', 576, 102, { font: 'H', size: 8, align: 'right' });
      s.rect(36, 122, 540, 20, { fill: blue, stroke: null });
      s.text('Wage and Tax Statement', 44, 136, { font: 'HB', size: 10, color: 1 });
      s.text(`W-2  ${d.year}`, 568, 136, { font: 'HB', size: 11, color: 1, align: 'right' });
      s.para(
        'This blue Earnings Summary section is included with your W-2 to help describe portions in more detail. The reverse side includes general information that you may also find helpful.',
        44,
        160,
        520,
        { size: 8.5, lead: 10.5 },
      );
      s.text(
        '1. The following information reflects your final pay stub plus any adjustments submitted by your employer.',
        44,
        192,
        { size: 8.5, font: 'HB' },
      );
      const cols = ['Gross Pay', 'Fed. Income Tax', 'Social Security Wages', 'Medicare Wages', 'State Wages'];
      const x0 = 190;
      cols.forEach((c, i) => s.text(c, x0 + i * 78 + 70, 212, { size: 7.5, font: 'HB', align: 'right' }));
      const row = (label: string, vals: string[], y: number, bold = false) => {
        s.text(label, 44, y, { size: 8, font: bold ? 'HB' : 'H' });
        vals.forEach((val, i) =>
          s.text(val, x0 + i * 78 + 70, y, { size: 8, font: bold ? 'CB' : 'C', align: 'right' }),
        );
      };
      const g = money(d.gross);
      row('Gross Pay', [g, '', g, g, d.b['16'] ? g : ''], 226);
      let y = 238;
      for (const pt of d.pretax) {
        const a = `-${money(pt.amount)}`;
        row(
          `Less ${pt.label}`,
          [a, '', pt.label === '401(k)' ? '' : a, pt.label === '401(k)' ? '' : a, d.b['16'] ? a : ''],
          y,
        );
        y += 12;
      }
      s.line(190, y - 7, 576, y - 7, { lw: 0.5 });
      row('Reported W-2 Wages', [d.b['1']!, d.b['2']!, d.b['3']!, d.b['5']!, d.b['16'] ?? ''], y + 4, true);
      s.text('Box 1 of W-2', x0 + 70, y + 15, { size: 6.5, align: 'right' });
      s.text('Box 2 of W-2', x0 + 78 + 70, y + 15, { size: 6.5, align: 'right' });
      s.text('Box 3 of W-2', x0 + 156 + 70, y + 15, { size: 6.5, align: 'right' });
      s.text('Box 5 of W-2', x0 + 234 + 70, y + 15, { size: 6.5, align: 'right' });
      s.text('Box 16 of W-2', x0 + 312 + 70, y + 15, { size: 6.5, align: 'right' });
      y += 40;
      s.text("2. Employee's Name and Address", 44, y, { size: 8.5, font: 'HB' });
      [p.full, p.street, `${p.city}, ${p.state} ${p.zip}`].forEach((l, i) =>
        s.text(l, 60, y + 14 + i * 11, { size: 9, font: 'C' }),
      );
      y += 64;
      s.text('3. Employee W-4 Profile.', 44, y, { size: 8.5, font: 'HB' });
      s.para(
        'To change your Employee W-4 Profile Information, file a new W-4 with your payroll dept.',
        60,
        y + 12,
        500,
        { size: 8 },
      );
      s.text(`Social Security Number:  ${d.ssn}`, 60, y + 26, { size: 8, font: 'C' });
      s.text(
        `Taxable Marital Status:  ${rng.pick(['Single', 'Married filing jointly', 'Head of household'])}`,
        60,
        y + 37,
        { size: 8, font: 'C' },
      );
      s.text(
        `Exemptions/Allowances:  Federal: ${rng.pick(['Standard', '0', '2'])}   State: ${rng.int(0, 3)}   Local: 0`,
        60,
        y + 48,
        { size: 8, font: 'C' },
      );
      y += 80;
      s.rect(36, y, 540, 150, { lw: 0.6, stroke: blue });
      s.text('Visit your online payroll portal to view or print your W-2, enroll in paperless delivery', 48, y + 18, {
        size: 8.5,
      });
      s.text('and download your W-2 directly into tax preparation software.', 48, y + 30, { size: 8.5 });
      s.text(`Your ${d.year} W-2 has been delivered by ${provider}.`, 48, y + 50, { size: 8.5, font: 'HO' });
      s.text('Keep this summary with your tax records.', 48, y + 62, { size: 8.5 });
      s.text(`${provider}  Form W-2 Earnings Summary  ${d.year}`, 306, 770, {
        size: 6.5,
        align: 'center',
        color: 0.35,
      });
    },
  };
}

export const PAYROLL_PROVIDERS = ['ADP, Inc.', 'Paychex, Inc.', 'Gusto', 'Paylocity', 'UKG', 'Workday'];

/** The payroll provider's W-2 document: the four-copy sheet, its earnings summary and the back, in some order. */
export function payrollW2Doc(ctx: Ctx, employer: Org): DocPlan {
  const rng = ctx.rng;
  const d = w2Data(ctx, employer);
  const provider = rng.pick(PAYROLL_PROVIDERS);
  const sheet = payrollSheet(ctx, d, provider);
  const summary = earningsSummary(ctx, d, employer, provider);
  const back = w2Back(rng, d.year);
  const order = rng.pick([
    [summary, sheet, back],
    [sheet, summary, back],
    [sheet, back, summary],
    [sheet, back],
  ]);
  return { form: 'W-2', payer: employer.name, year: d.year, pages: order };
}

export function w2Doc(
  ctx: Ctx,
  employer: Org,
  variant: 'full' | '2up' | '3up' | 'foot-only',
  back: PagePlan[] = [],
): DocPlan {
  const d = w2Data(ctx, employer);
  return { form: 'W-2', payer: employer.name, year: d.year, pages: [w2Page(ctx, d, variant), ...back] };
}
