import { flowColumns } from './flow.ts';
import { box, col, custom, drawGrid, row, type GridStyle, type Node } from './grid.ts';
import { gridStyle } from './info-pages.ts';
import { LANDSCAPE, LETTER, type Ctx, type DocPlan, type PagePlan } from './model.ts';
import { amount, HEALTH_ISSUERS, MARKETPLACES, maskTin, money, MONTHS, type Org, type Person } from './people.ts';
import type { Rng } from './random.ts';
import type { Sheet } from './sheet.ts';

/** Statements the IRS grid engine does not cover: SSA-1099, RRB-1099, 1095-A (with its monthly table), 1095-C. */

const SSA = 'Social Security Administration';

export function ssa1099Doc(ctx: Ctx, withBack: boolean): DocPlan {
  const rng = ctx.rng;
  const p = ctx.client;
  const year = ctx.year;
  const monthly = Math.round(amount(rng, 900, 4_200));
  const paid = monthly * 12;
  const partB = (year === 2025 ? 185 : year === 2024 ? 174.7 : 164.9) * 12;
  const withheld = rng.chance(0.35) ? Math.round(paid * rng.pick([0.07, 0.1, 0.12])) : 0;
  const claim = ctx.secret(`${p.ssn}${rng.pick(['A', 'B', 'D', 'HA'])}`);
  const ssn = ctx.secret(rng.chance(0.7) ? p.ssn : maskTin(p.ssn, rng));
  const st: GridStyle = {
    ...gridStyle(rng),
    capFont: 'H',
    numFont: 'HB',
    capSize: 7,
    valFont: rng.pick(['C', 'CB'] as const),
    valSize: 9.5,
    tz: 100,
  };
  const page: PagePlan = {
    layout: 'ssa/SSA-1099',
    size: LETTER,
    draw: (s) => {
      const x = 36;
      const w = 540;
      s.text('FORM SSA-1099 – SOCIAL SECURITY BENEFIT STATEMENT', x + 4, 48, { font: 'HB', size: 11 });
      s.text(String(year), x + w - 4, 52, { font: 'HB', size: 24, align: 'right' });
      s.text('• PART OF YOUR SOCIAL SECURITY BENEFITS SHOWN IN BOX 5 MAY BE TAXABLE INCOME.', x + 4, 64, { size: 7.5 });
      s.text('• SEE THE REVERSE FOR MORE INFORMATION.', x + 4, 73, { size: 7.5 });
      const tree: Node = col(
        1,
        row(
          1,
          box(2, '', 'Box 1. Name', p.full.toUpperCase()),
          box(1.2, '', "Box 2. Beneficiary's Social Security Number", ssn),
        ),
        row(
          1,
          box(1, '', `Box 3. Benefits Paid in ${year}`, money(paid + partB)),
          box(1, '', `Box 4. Benefits Repaid to SSA in ${year}`, 'NONE'),
          box(1.2, '', `Box 5. Net Benefits for ${year} (Box 3 minus Box 4)`, money(paid + partB)),
        ),
        row(
          3.2,
          custom(1, (sh, r) => {
            sh.text('DESCRIPTION OF AMOUNT IN BOX 3', r.x + 4, r.y + 9, { font: 'HB', size: 7 });
            const lines: [string, string][] = [
              ['Paid by check or direct deposit', money(paid - withheld)],
              ['Medicare Part B premiums deducted', money(partB)],
              ['from your benefits', ''],
              ...(withheld ? ([['Voluntary federal income tax withheld', money(withheld)]] as [string, string][]) : []),
              ['Total Additions', money(paid + partB)],
              [`Benefits for ${year}`, money(paid + partB)],
            ];
            lines.forEach(([l, a], i) => {
              sh.text(l, r.x + 6, r.y + 24 + i * 11, { size: 8 });
              if (a)
                sh.text(`$${a}`, r.x + r.w - 6, r.y + 24 + i * 11, { size: 8.5, font: st.valFont, align: 'right' });
            });
          }),
          custom(1, (sh, r) => {
            sh.text('DESCRIPTION OF AMOUNT IN BOX 4', r.x + 4, r.y + 9, { font: 'HB', size: 7 });
            sh.text('NONE', r.x + 6, r.y + 24, { size: 8.5, font: st.valFont });
          }),
        ),
        row(
          1,
          box(1, '', 'Box 6. Voluntary Federal Income Tax Withheld', withheld ? money(withheld) : 'NONE'),
          box(1, '', 'Box 7. Address', '', {
            lines: [p.street.toUpperCase(), `${p.city.toUpperCase()} ${p.state} ${p.zip}`],
          }),
        ),
        row(
          1,
          box(1, '', 'Box 8. Claim Number (Use this number if you need to contact SSA.)', claim),
          custom(1, () => undefined),
        ),
      );
      drawGrid(s, tree, { x, y: 82, w, h: 300 }, st);
      s.text(`Form SSA-1099-SM (1-${year})`, x, 394, { size: 7 });
      s.text('DO NOT RETURN THIS TO SSA OR IRS', x + w, 394, { size: 7, font: 'HB', align: 'right' });
      s.line(20, 420, 592, 420, { dash: [3, 2], lw: 0.4 });
      s.para(
        `The benefits shown in box 5 may be taxable income. If your income is more than a certain amount, part of your benefits will be taxable. Use the worksheet in the Form 1040 instructions or in Publication 915 to figure out whether any of your benefits are taxable. If you have questions about this statement, call us at 1-800-772-1213 or visit www.ssa.gov.`,
        x,
        440,
        w,
        { size: 8.5, lead: 11 },
      );
    },
  };
  const back: PagePlan = {
    layout: 'back/ssa-1099',
    size: LETTER,
    draw: (s) => {
      s.text('INFORMATION ABOUT YOUR SOCIAL SECURITY BENEFIT STATEMENT (FORM SSA-1099)', 306, 44, {
        font: 'HB',
        size: 9.5,
        align: 'center',
      });
      flowColumns(
        s,
        [
          {
            lead: 'Why is this statement important?',
            text: 'This statement shows the amount of your Social Security benefits for the year. You may need it to file your federal income tax return. Keep it with your tax records.',
          },
          {
            lead: 'Box 3.',
            text: 'Shows the total amount of benefits paid to you in the year. It includes amounts deducted for Medicare premiums, amounts withheld for federal income tax, and amounts paid for earlier years.',
          },
          {
            lead: 'Box 4.',
            text: 'Shows the amount of benefits you repaid to SSA in the year. It includes amounts you repaid by check and amounts withheld from your benefits to recover an overpayment.',
          },
          {
            lead: 'Box 5.',
            text: 'Shows the net benefits for the year (box 3 minus box 4). Enter this amount on line 1 of the Social Security Benefits Worksheet in the Form 1040 instructions. Use the worksheet to figure whether any of your benefits are taxable.',
          },
          {
            lead: 'Box 6.',
            text: 'Shows the amount of federal income tax withheld from your benefits at your request. Include this amount on your income tax return as tax withheld.',
          },
          {
            lead: 'Box 8.',
            text: 'Shows the claim number to use if you need to contact SSA about this statement. Do not use this number on your tax return.',
          },
          {
            lead: 'Lump-sum payments.',
            text: 'If box 3 includes a lump-sum payment for an earlier year, you may be able to reduce the taxable part of your benefits. See Publication 915.',
          },
          {
            lead: 'Need a replacement?',
            text: 'You can get a replacement Form SSA-1099 online with a my Social Security account at www.ssa.gov/myaccount, or by calling 1-800-772-1213 (TTY 1-800-325-0778).',
          },
        ],
        48,
        56,
        516,
        680,
        2,
        { size: 8, lead: 9.8 },
      );
      s.text(`Form SSA-1099-SM (1-${year})`, 48, 770, { size: 7 });
    },
  };
  // Box 6 printed "NONE" is an empty box.
  const fields = { '5': money(paid + partB), ...(withheld ? { '6': money(withheld) } : {}) };
  return { form: 'SSA-1099', payer: SSA, year, pages: withBack ? [page, back] : [page], fields };
}

export function rrb1099Doc(ctx: Ctx): DocPlan {
  const rng = ctx.rng;
  const p = ctx.client;
  const year = ctx.year;
  const tier1 = Math.round(amount(rng, 8_000, 28_000) * 100) / 100;
  const claim = ctx.secret(`${rng.pick(['A', 'H', 'JA'])}${rng.digits(9)}`);
  const tin = ctx.secret(maskTin(p.ssn, rng));
  const st: GridStyle = { ...gridStyle(rng), capSize: 6.5, tz: 96, valFont: 'C', valSize: 9 };
  const v = (n: number) => money(n);
  return {
    form: 'RRB-1099',
    payer: 'Railroad Retirement Board',
    year,
    pages: [
      {
        layout: 'rrb/RRB-1099',
        size: LETTER,
        draw: (s) => {
          const tree: Node = col(
            1,
            row(
              2.4,
              box(1.6, '', "PAYER'S NAME, STREET ADDRESS, CITY, STATE, AND ZIP CODE:", '', {
                lines: ['UNITED STATES RAILROAD RETIREMENT BOARD', '844 N RUSH ST', 'CHICAGO IL 60611-1275'],
              }),
              custom(1, (sh, r) => {
                sh.text(String(year), r.x + r.w / 2, r.y + 26, { font: 'HB', size: 22, align: 'center' });
                sh.text('FORM RRB-1099', r.x + r.w / 2, r.y + 42, { font: 'HB', size: 10, align: 'center' });
                sh.para('PAYMENTS BY THE RAILROAD RETIREMENT BOARD', r.x + 6, r.y + 54, r.w - 12, {
                  font: 'HB',
                  size: 7,
                  align: 'center',
                  lead: 8,
                });
              }),
            ),
            row(
              1,
              box(1, '', "PAYER'S FEDERAL IDENTIFYING NO.", '36-3314600'),
              box(1, '1.', 'Claim Number and Payee Code', claim),
              box(1, '2.', "Recipient's Identification Number", tin),
            ),
            row(
              1.2,
              box(1, '3.', `Social Security Equivalent Benefit Portion of Tier 1 Paid in ${year}`, v(tier1)),
              box(1, '4.', `Social Security Equivalent Benefit Portion of Tier 1 Repaid to RRB in ${year}`, '0.00'),
            ),
            row(
              1.2,
              box(
                1,
                '5.',
                `Net Social Security Equivalent Benefit Portion of Tier 1 Paid in ${year} (Box 3 minus Box 4)`,
                v(tier1),
              ),
              box(1, '6.', `Workers' Compensation Offset in ${year}`, '0.00'),
            ),
            row(
              1.2,
              box(1, '7.', `Social Security Equivalent Benefit Portion of Tier 1 Paid for ${year - 1}`, '0.00'),
              box(1, '8.', `Social Security Equivalent Benefit Portion of Tier 1 Paid for ${year - 2}`, '0.00'),
            ),
            row(
              1.2,
              box(
                1,
                '9.',
                'Social Security Equivalent Benefit Portion of Tier 1 Paid for Years Prior to ' + (year - 2),
                '0.00',
              ),
              box(1, '10.', 'Federal Income Tax Withheld', rng.chance(0.4) ? v(Math.round(tier1 * 0.1)) : '0.00'),
            ),
            row(
              1.2,
              box(1, '11.', 'Medicare Premium Total', v(rng.pick([2220, 2096.4, 1978.8]))),
              box(1, '', "RECIPIENT'S NAME, STREET ADDRESS, CITY, STATE, AND ZIP CODE", '', {
                lines: [p.full.toUpperCase(), p.street.toUpperCase(), `${p.city.toUpperCase()} ${p.state} ${p.zip}`],
              }),
            ),
          );
          drawGrid(s, tree, { x: 36, y: 40, w: 540, h: 340 }, st);
          s.text('COPY B - FOR RECIPIENT', 36, 394, { font: 'HB', size: 8 });
          s.text(
            'THIS IS IMPORTANT TAX INFORMATION AND IS BEING FURNISHED TO THE INTERNAL REVENUE SERVICE.',
            576,
            394,
            { size: 6.5, align: 'right' },
          );
          s.text(`FORM RRB-1099 (1-${String(year).slice(2)})`, 36, 406, { size: 7 });
          s.text('DEPARTMENT OF THE TREASURY - INTERNAL REVENUE SERVICE', 576, 406, { size: 6.5, align: 'right' });
        },
      },
    ],
  };
}

export function form1095aDoc(ctx: Ctx): DocPlan {
  const rng = ctx.rng;
  const p = ctx.client;
  const sp = ctx.spouse;
  const year = ctx.year;
  const [market, marketId] = rng.pick(MARKETPLACES);
  const issuer = rng.pick(HEALTH_ISSUERS);
  const policy = ctx.secret(`${rng.pick(['', 'H', 'FFM'])}${rng.digits(rng.int(8, 11))}`);
  const ssn = ctx.secret(p.ssn);
  const spSsn = sp ? ctx.secret(rng.chance(0.5) ? sp.ssn : maskTin(sp.ssn, rng)) : '';
  const start = rng.pick([1, 1, 1, 3, 6]);
  const premium = Math.round(amount(rng, 420, 1_900) * 100) / 100;
  const slcsp = Math.round(premium * rng.float(0.8, 1.2) * 100) / 100;
  const aptc = Math.round(premium * rng.float(0.3, 0.9) * 100) / 100;
  const months = MONTHS.map((m, i) => (i + 1 >= start ? [premium, slcsp, aptc] : [0, 0, 0]));
  const totals = [0, 1, 2].map((k) => months.reduce((a, r) => a + r[k]!, 0));
  const st: GridStyle = { ...gridStyle(rng), capSize: 6.3, valSize: 8.5, tz: 96 };
  const covered: Person[] = [p, ...(sp ? [sp] : [])];
  // Part III as printed: lines 21-32 by month and 33 the year's totals, columns A-C; a month without coverage is blank.
  const fields: Record<string, string> = {};
  [...months, totals].forEach((vals, r) =>
    vals.forEach((val, i) => {
      if (val) fields[`${21 + r}${'ABC'[i]}`] = money(val);
    }),
  );
  return {
    form: '1095-A',
    payer: market,
    year,
    fields,
    pages: [
      {
        layout: 'irs/1095-A/full',
        size: LETTER,
        draw: (s) => {
          const x = 30;
          const w = 552;
          s.text('Form', x, 40, { size: 7 });
          s.text('1095-A', x + 17, 41, { font: 'HB', size: 17 });
          s.text('Department of the Treasury', x, 51, { size: 6 });
          s.text('Internal Revenue Service', x, 58, { size: 6 });
          s.text('Health Insurance Marketplace Statement', x + w / 2, 38, { font: 'HB', size: 13, align: 'center' });
          s.text('Do not attach to your tax return. Keep for your records.', x + w / 2, 49, {
            font: 'HB',
            size: 7.5,
            align: 'center',
          });
          s.text('Go to www.irs.gov/Form1095A for instructions and the latest information.', x + w / 2, 58, {
            size: 7.5,
            align: 'center',
          });
          s.text('OMB No. 1545-2232', x + w, 32, { size: 6.5, align: 'right' });
          s.text(String(year), x + w - 4, 52, { font: 'HB', size: 20, align: 'right' });
          s.checkbox(x + w - 150, 62, 6, false);
          s.text('VOID', x + w - 140, 67.5, { size: 7 });
          s.checkbox(x + w - 100, 62, 6, false);
          s.text('CORRECTED', x + w - 90, 67.5, { size: 7 });
          s.rect(x, 74, w, 12, { fill: 0, stroke: null });
          s.text('Part I', x + 3, 83, { font: 'HB', size: 8, color: 1 });
          s.text('Recipient Information', x + 40, 83, { font: 'HB', size: 8 });
          const part1: Node = col(
            1,
            row(
              1,
              box(0.7, '1', 'Marketplace identifier', marketId),
              box(1, '2', 'Marketplace-assigned policy number', policy),
              box(1.3, '3', "Policy issuer's name", issuer),
            ),
            row(
              1,
              box(1.4, '4', "Recipient's name", p.full),
              box(0.8, '5', "Recipient's SSN", ssn),
              box(0.8, '6', "Recipient's date of birth", p.birth),
            ),
            row(
              1,
              box(1.4, '7', "Recipient's spouse's name", sp?.full ?? ''),
              box(0.8, '8', "Recipient's spouse's SSN", spSsn),
              box(0.8, '9', "Recipient's spouse's date of birth", sp?.birth ?? ''),
            ),
            row(
              1,
              box(0.8, '10', 'Policy start date', `${String(start).padStart(2, '0')}/01/${year}`),
              box(0.8, '11', 'Policy termination date', `12/31/${year}`),
              box(1.4, '12', 'Street address (including apartment no.)', p.street),
            ),
            row(
              1,
              box(1.2, '13', 'City or town', p.city),
              box(0.8, '14', 'State or province', p.state),
              box(1, '15', 'Country and ZIP or foreign postal code', `US ${p.zip}`),
            ),
          );
          drawGrid(s, part1, { x, y: 88, w, h: 130 }, st);
          s.rect(x, 222, w, 12, { fill: 0, stroke: null });
          s.text('Part II', x + 3, 231, { font: 'HB', size: 8, color: 1 });
          s.text('Covered Individuals', x + 40, 231, { font: 'HB', size: 8 });
          const heads = [
            'A. Covered individual name',
            'B. Covered individual SSN',
            'C. Covered individual date of birth',
            'D. Coverage start date',
            'E. Coverage termination date',
          ];
          const cw = [0.34, 0.17, 0.17, 0.16, 0.16];
          let cx = x + 14;
          heads.forEach((h, i) => {
            s.para(h, cx + 2, 243, cw[i]! * (w - 14) - 4, { size: 6.3, lead: 7, tz: 96 });
            cx += cw[i]! * (w - 14);
          });
          for (let r = 0; r < 5; r++) {
            const y = 254 + r * 14;
            s.line(x, y, x + w, y, { lw: 0.5 });
            s.text(String(16 + r), x + 2, y + 10, { font: 'HB', size: 7 });
            const who = covered[r];
            if (who) {
              const vals = [
                who.full,
                r === 0 ? ssn : spSsn,
                who.birth,
                `${String(start).padStart(2, '0')}/01/${year}`,
                `12/31/${year}`,
              ];
              let vx = x + 14;
              vals.forEach((val, i) => {
                s.text(val, vx + 3, y + 10, { font: st.valFont, size: 8 });
                vx += cw[i]! * (w - 14);
              });
            }
          }
          s.line(x, 324, x + w, 324, { lw: 0.8 });
          s.rect(x, 330, w, 12, { fill: 0, stroke: null });
          s.text('Part III', x + 3, 339, { font: 'HB', size: 8, color: 1 });
          s.text('Coverage Information', x + 44, 339, { font: 'HB', size: 8 });
          const mcols = [
            'Month',
            'A. Monthly enrollment premiums',
            'B. Monthly second lowest cost silver plan (SLCSP) premium',
            'C. Monthly advance payment of premium tax credit',
          ];
          const mw = [0.22, 0.26, 0.26, 0.26];
          let mx = x;
          mcols.forEach((h, i) => {
            s.para(h, mx + 4, 352, mw[i]! * w - 8, { size: 6.5, lead: 7.3, align: i === 0 ? 'left' : 'center' });
            mx += mw[i]! * w;
          });
          const rows: [string, number[]][] = [
            ...MONTHS.map((m, i) => [m, months[i]!] as [string, number[]]),
            ['Annual Totals', totals],
          ];
          rows.forEach(([label, vals], r) => {
            const y = 370 + r * 15;
            s.line(x, y, x + w, y, { lw: 0.5 });
            s.text(String(21 + r), x + 2, y + 10.5, { font: 'HB', size: 7 });
            s.text(label, x + 18, y + 10.5, { size: 7.5, font: r === 12 ? 'HB' : 'H' });
            let vx = x + mw[0]! * w;
            vals.forEach((val, i) => {
              s.text('$', vx + 3, y + 10.5, { size: 7 });
              if (val)
                s.text(money(val), vx + mw[i + 1]! * w - 5, y + 10.5, { font: st.valFont, size: 8.5, align: 'right' });
              s.line(vx, y, vx, y + 15, { lw: 0.5 });
              vx += mw[i + 1]! * w;
            });
          });
          s.line(x, 370 + 13 * 15, x + w, 370 + 13 * 15, { lw: 0.9 });
          s.text('For Privacy Act and Paperwork Reduction Act Notice, see separate instructions.', x, 582, {
            font: 'HB',
            size: 7,
          });
          s.text('Cat. No. 60703Q', x + w * 0.66, 582, { size: 7 });
          s.text(`Form 1095-A (${year})`, x + w, 582, { size: 7, align: 'right' });
        },
      },
    ],
  };
}

export function form1095cDoc(ctx: Ctx, employer: Org): DocPlan {
  const rng = ctx.rng;
  const p = ctx.client;
  const year = ctx.year;
  const ssn = ctx.secret(rng.chance(0.5) ? p.ssn : maskTin(p.ssn, rng));
  const empEin = ctx.secret(employer.ein);
  const offer = rng.pick(['1E', '1A', '1H', '1B']);
  const contrib = offer === '1H' ? '' : money(Math.round(amount(rng, 40, 420) * 100) / 100);
  const harbor = rng.pick(['2C', '2H', '2F', '']);
  const st: GridStyle = { ...gridStyle(rng), capSize: 6, valSize: 8, tz: 94 };
  return {
    form: '1095-C',
    payer: employer.name,
    year,
    pages: [
      {
        layout: 'irs/1095-C/landscape',
        size: LANDSCAPE,
        draw: (s) => drawForm1095c(s, employer, { ssn, empEin, offer, contrib, harbor, st, rng, year, p }),
      },
    ],
  };
}

function drawForm1095c(
  s: Sheet,
  employer: Org,
  o: {
    ssn: string;
    empEin: string;
    offer: string;
    contrib: string;
    harbor: string;
    st: GridStyle;
    rng: Rng;
    year: number;
    p: Person;
  },
): void {
  const { st, p, year } = o;
  const x = 28;
  const w = 736;
  s.text('Form', x, 36, { size: 7 });
  s.text('1095-C', x + 17, 38, { font: 'HB', size: 18 });
  s.text('Department of the Treasury', x, 48, { size: 6 });
  s.text('Internal Revenue Service', x, 55, { size: 6 });
  s.text('Employer-Provided Health Insurance Offer and Coverage', x + w / 2 - 30, 34, {
    font: 'HB',
    size: 13,
    align: 'center',
  });
  s.text('Do not attach to your tax return. Keep for your records.', x + w / 2 - 30, 45, {
    size: 7.5,
    align: 'center',
  });
  s.text('Go to www.irs.gov/Form1095C for instructions and the latest information.', x + w / 2 - 30, 54, {
    size: 7.5,
    align: 'center',
  });
  s.checkbox(x + w - 190, 28, 6, false);
  s.text('VOID', x + w - 180, 33.5, { size: 7 });
  s.checkbox(x + w - 190, 40, 6, false);
  s.text('CORRECTED', x + w - 180, 45.5, { size: 7 });
  s.text('OMB No. 1545-2251', x + w, 30, { size: 6.5, align: 'right' });
  s.text(String(year), x + w, 52, { font: 'HB', size: 20, align: 'right' });
  s.rect(x, 62, w, 11, { fill: 0, stroke: null });
  s.text('Part I', x + 3, 70.5, { font: 'HB', size: 8, color: 1 });
  s.text('Employee', x + 40, 70.5, { font: 'HB', size: 8 });
  s.text('Applicable Large Employer Member (Employer)', x + w / 2 + 4, 70.5, { font: 'HB', size: 8 });
  const tree: Node = row(
    1,
    col(
      1,
      row(
        1,
        box(1.6, '1', 'Name of employee (first name, middle initial, last name)', p.full),
        box(1, '2', 'Social security number (SSN)', o.ssn),
      ),
      row(1, box(1, '3', 'Street address (including apartment no.)', p.street)),
      row(
        1,
        box(1, '4', 'City or town', p.city),
        box(0.7, '5', 'State or province', p.state),
        box(1, '6', 'Country and ZIP or foreign postal code', p.zip),
      ),
    ),
    col(
      1,
      row(
        1,
        box(1.6, '7', 'Name of employer', employer.name),
        box(1, '8', 'Employer identification number (EIN)', o.empEin),
      ),
      row(
        1,
        box(1.6, '9', 'Street address (including room or suite no.)', employer.street),
        box(1, '10', 'Contact telephone number', employer.phone),
      ),
      row(
        1,
        box(1, '11', 'City or town', employer.city),
        box(0.7, '12', 'State or province', employer.state),
        box(1, '13', 'Country and ZIP or foreign postal code', employer.zip),
      ),
    ),
  );
  drawGrid(s, tree, { x, y: 74, w, h: 84 }, st);
  s.rect(x, 164, w, 11, { fill: 0, stroke: null });
  s.text('Part II', x + 3, 172.5, { font: 'HB', size: 8, color: 1 });
  s.text('Employee Offer of Coverage', x + 40, 172.5, { font: 'HB', size: 8 });
  s.text(`Employee Age on January 1  ${o.rng.int(24, 63)}`, x + w * 0.45, 172.5, { size: 7 });
  s.text('Plan Start Month (enter 2-digit number):  01', x + w * 0.7, 172.5, { size: 7 });
  const heads = [
    'All 12 Months',
    'Jan',
    'Feb',
    'Mar',
    'Apr',
    'May',
    'June',
    'July',
    'Aug',
    'Sept',
    'Oct',
    'Nov',
    'Dec',
  ];
  const labels = [
    '14 Offer of Coverage (enter required code)',
    '15 Employee Required Contribution (see instructions)',
    '16 Section 4980H Safe Harbor and Other Relief (enter code, if applicable)',
    '17 ZIP Code',
  ];
  const lx = x + 150;
  const cw = (w - 150) / 13;
  heads.forEach((h, i) => s.text(h, lx + i * cw + cw / 2, 186, { size: 6.5, align: 'center', font: 'HB' }));
  labels.forEach((l, r) => {
    const y = 190 + r * 22;
    s.line(x, y, x + w, y, { lw: 0.5 });
    s.para(l, x + 2, y + 8, 146, { size: 6.3, lead: 7 });
    const val = [o.offer, o.contrib ? `$ ${o.contrib}` : '', o.harbor, ''][r]!;
    s.text(val, lx + cw / 2, y + 14, { font: st.valFont, size: 7.5, align: 'center' });
    for (let i = 0; i <= 13; i++) s.line(lx + i * cw, y, lx + i * cw, y + 22, { lw: 0.4 });
  });
  s.line(x, 190 + 4 * 22, x + w, 190 + 4 * 22, { lw: 0.8 });
  s.rect(x, 290, w, 11, { fill: 0, stroke: null });
  s.text('Part III', x + 3, 298.5, { font: 'HB', size: 8, color: 1 });
  s.text(
    'Covered Individuals (Enter the information for each covered individual(s) only if the employer sponsored coverage is self-insured.)',
    x + 44,
    298.5,
    { font: 'HB', size: 7.3 },
  );
  const ph = [
    '(a) Name of covered individual(s) First name, middle initial, last name',
    '(b) SSN or other TIN',
    '(c) DOB (if SSN or other TIN is not available)',
    '(d) Covered all 12 months',
    '(e) Months of coverage',
  ];
  const pw = [200, 90, 90, 50, w - 430];
  let px = x;
  ph.forEach((h, i) => {
    s.para(h, px + 2, 310, pw[i]! - 4, { size: 6.2, lead: 7 });
    px += pw[i]!;
  });
  for (let r = 0; r < 6; r++) {
    const y = 332 + r * 18;
    s.line(x, y, x + w, y, { lw: 0.5 });
    s.text(String(18 + r), x + 2, y + 11, { font: 'HB', size: 7 });
    let cx = x;
    pw.forEach((pwi) => {
      s.line(cx, y, cx, y + 18, { lw: 0.4 });
      cx += pwi;
    });
  }
  s.line(x, 332 + 6 * 18, x + w, 332 + 6 * 18, { lw: 0.8 });
  s.text('For Privacy Act and Paperwork Reduction Act Notice, see separate instructions.', x, 470, {
    font: 'HB',
    size: 7,
  });
  s.text('Cat. No. 60705M', x + w * 0.6, 470, { size: 7 });
  s.text(`Form 1095-C (${year})`, x + w, 470, { size: 7, align: 'right' });
}
