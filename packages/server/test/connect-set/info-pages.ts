import { instructionsBelow } from './backs.ts';
import type { GridStyle } from './grid.ts';
import { COPY_1, COPY_2, drawInfoForm, INFO_SPECS, type CopyText, type InfoData, type InfoSpec } from './irs-info.ts';
import { HALF, LETTER, type Ctx, type DocPlan, type PagePlan } from './model.ts';
import { accountNumber, maskAccount, maskTin, orgLines, type Org, type Person } from './people.ts';
import type { Rng } from './random.ts';
import type { Color, Sheet } from './sheet.ts';

/**
 * Pages of IRS-design information returns, in the ways payers print them: one form at the top of a page, a form
 * with its instructions under it, a window-envelope mailer, two or three copies to a sheet, a half sheet, and forms
 * whose number appears only in the foot line.
 */

export type InfoVariant = 'full' | 'full-instr' | 'mailer' | '2up-copies' | '3up-copies' | 'half' | 'foot-only';

export function gridStyle(rng: Rng): GridStyle {
  const inkTone = rng.weighted<Color>([
    [0, 6],
    [0.12, 2],
    [[0.05, 0.18, 0.45] as const, 1],
    [[0.1, 0.3, 0.15] as const, 1],
  ] as const);
  return {
    capFont: 'H',
    numFont: 'HB',
    capSize: rng.float(6, 7),
    tz: rng.pick([100, 100, 96, 92, 88, 84]),
    valFont: rng.weighted([
      ['C', 4],
      ['CB', 2],
      ['H', 3],
      ['HB', 1],
    ] as const),
    valSize: rng.float(8, 10),
    lw: rng.float(0.45, 0.85),
    ink: inkTone,
    valInk: 0,
    shade: rng.pick([0.88, 0.9, 0.93]),
  };
}

export interface InfoDataOpts {
  recipient?: Person;
  /** Print the recipient's TIN in full (as many payers still do) or masked to the last four. */
  fullTin?: boolean;
  account?: 'none' | 'plain' | 'masked';
  accountStyle?: Parameters<typeof accountNumber>[1];
  year?: number;
}

/** Fills a form for the client from `payer`; every TIN and account number printed is registered as a secret. */
export function infoData(ctx: Ctx, spec: InfoSpec, payer: Org, o: InfoDataOpts = {}): InfoData {
  const rng = ctx.rng;
  const p = o.recipient ?? ctx.client;
  const year = o.year ?? ctx.year;
  const fullTin = o.fullTin ?? rng.chance(0.45);
  const acctMode =
    o.account ??
    rng.weighted([
      ['plain', 4],
      ['masked', 3],
      ['none', 2],
    ] as const);
  const acct = accountNumber(rng, o.accountStyle ?? 'bank');
  const upper = rng.chance(0.35);
  const U = (s: string) => (upper ? s.toUpperCase() : s);
  const lines = orgLines(payer, rng.chance(0.8)).map(U);
  return {
    year,
    payerLines: lines,
    payerTin: ctx.secret(payer.ein),
    recipTin: ctx.secret(fullTin ? p.ssn : maskTin(p.ssn, rng)),
    recipName: [U(p.full)],
    street: U(p.street),
    city: U(`${p.city}, ${p.state} ${p.zip}`),
    account: acctMode === 'none' ? '' : ctx.secret(acctMode === 'plain' ? acct : maskAccount(acct, rng)),
    b: spec.fill(rng, p, year),
    corrected: rng.chance(0.04),
  };
}

const FORM_W = 540;

function formAt(
  s: Sheet,
  spec: InfoSpec,
  d: InfoData,
  st: GridStyle,
  x: number,
  y: number,
  w: number,
  h: number,
  copy: CopyText,
  footOnly = false,
): void {
  drawInfoForm(s, spec, d, st, { x, y, w, h }, { copy, footOnly });
}

function cutLine(s: Sheet, y: number, rng: Rng): void {
  s.line(24, y, 588, y, { lw: 0.4, dash: [3, 2] });
  if (rng.chance(0.5)) s.text('Fold and tear along perforation', 306, y - 3, { size: 6, align: 'center', font: 'HO' });
}

/** One page of a form printed the `variant` way. */
export function infoPage(
  ctx: Ctx,
  spec: InfoSpec,
  d: InfoData,
  variant: InfoVariant,
  st: GridStyle = gridStyle(ctx.rng),
): PagePlan {
  const rng = ctx.rng.fork(`page-${spec.code}-${variant}`);
  const layout = `irs/${spec.code}/${variant}`;
  const h = rng.float(250, 285);
  switch (variant) {
    case 'full':
    case 'foot-only':
      return {
        layout,
        size: LETTER,
        draw: (s) => formAt(s, spec, d, st, 36, rng.float(26, 60), FORM_W, h, spec.copyB, variant === 'foot-only'),
      };
    case 'full-instr':
      return {
        layout,
        size: LETTER,
        draw: (s) => {
          formAt(s, spec, d, st, 36, 30, FORM_W, h, spec.copyB);
          instructionsBelow(s, spec.code, 30 + h + 18, rng.pick([2, 3]));
        },
      };
    case 'mailer':
      return { layout, size: LETTER, draw: (s) => mailer(s, ctx, spec, d, st, rng, h) };
    case '2up-copies': {
      const second = rng.pick([COPY_2, spec.copyC ?? COPY_2, COPY_1]);
      return {
        layout,
        size: LETTER,
        draw: (s) => {
          formAt(s, spec, d, st, 36, 36, FORM_W, 330, spec.copyB);
          cutLine(s, 396, rng);
          formAt(s, spec, d, st, 36, 420, FORM_W, 330, second);
        },
      };
    }
    case '3up-copies':
      return {
        layout,
        size: LETTER,
        draw: (s) => {
          const copies = [spec.copyB, spec.copyC ?? COPY_2, COPY_2];
          copies.forEach((c, i) => {
            formAt(s, spec, d, st, 36, 16 + i * 258, FORM_W, 244, c);
            if (i < 2) cutLine(s, 16 + i * 258 + 251, rng);
          });
        },
      };
    case 'half':
      return { layout, size: HALF, draw: (s) => formAt(s, spec, d, st, 30, 20, 552, 350, spec.copyB, rng.chance(0.3)) };
  }
}

/** A window-envelope mailer: return address, recipient's address for the window, then the form. */
function mailer(s: Sheet, ctx: Ctx, spec: InfoSpec, d: InfoData, st: GridStyle, rng: Rng, h: number): void {
  const font = rng.pick(['H', 'C'] as const);
  d.payerLines.slice(0, 3).forEach((l, i) => s.text(l, 40, 44 + i * 10, { size: 8, font }));
  s.text('IMPORTANT TAX RETURN DOCUMENT ENCLOSED', 330, 52, { font: 'HB', size: 8 });
  s.text(`${ctx.year} TAX FORM ${spec.code}`, 330, 62, { font: 'H', size: 7 });
  const y0 = 140;
  s.text(rng.digits(5) + ' ' + rng.pick(['AV 0.373', 'SCH 5-DIGIT', 'AUTO T9']), 72, y0 - 12, { size: 6.5, font: 'C' });
  [...d.recipName, d.street, d.city].forEach((l, i) => s.text(l, 72, y0 + i * 11, { size: 9, font }));
  s.line(24, 264, 588, 264, { lw: 0.4, dash: [3, 2] });
  drawInfoForm(s, spec, d, st, { x: 36, y: 300, w: FORM_W, h }, { copy: spec.copyB, keep: rng.chance(0.5) });
}

/** Two different forms from one payer on one sheet; the page is labelled with the top form (the first shown). */
export function twoFormsPage(
  specA: InfoSpec,
  dA: InfoData,
  specB: InfoSpec,
  dB: InfoData,
  st: GridStyle,
  rng: Rng,
): PagePlan {
  return {
    layout: `irs/${specA.code}+${specB.code}/2up-mixed`,
    size: LETTER,
    draw: (s) => {
      drawInfoForm(s, specA, dA, st, { x: 36, y: 36, w: FORM_W, h: 330 }, { copy: specA.copyB });
      cutLine(s, 396, rng);
      drawInfoForm(s, specB, dB, st, { x: 36, y: 420, w: FORM_W, h: 330 }, { copy: specB.copyB });
    },
  };
}

/** Two forms of one type from one payer (two accounts) on one sheet. */
export function twoAccountsPage(spec: InfoSpec, a: InfoData, b: InfoData, st: GridStyle, rng: Rng): PagePlan {
  return {
    layout: `irs/${spec.code}/2up-accounts`,
    size: LETTER,
    draw: (s) => {
      drawInfoForm(s, spec, a, st, { x: 36, y: 36, w: FORM_W, h: 330 }, { copy: spec.copyB });
      cutLine(s, 396, rng);
      drawInfoForm(s, spec, b, st, { x: 36, y: 420, w: FORM_W, h: 330 }, { copy: spec.copyB });
    },
  };
}

/** A whole document: the form page and, optionally, what is behind it. */
export function infoDoc(
  ctx: Ctx,
  code: string,
  payer: Org,
  variant: InfoVariant,
  back: PagePlan[] = [],
  o: InfoDataOpts = {},
): DocPlan {
  const spec = INFO_SPECS[code]!;
  const d = infoData(ctx, spec, payer, o);
  return { form: spec.form, payer: payer.name, year: d.year, pages: [infoPage(ctx, spec, d, variant), ...back] };
}
