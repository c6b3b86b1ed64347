import { describe, expect, it } from 'vitest';
import type { PageLayout, PageText } from '../signatures/field-proposals.ts';
import { DOCUMENT_EXPORT_ORDER } from '../questionnaires/export-order.ts';
import { FORM_RULES } from './form-rules.ts';
import { pageLines } from './page-lines.ts';
import { taxYearOf } from './page-names.ts';
import { payerFor, recognisePage } from './recognise-page.ts';

/** A page whose lines are laid top to bottom at the left margin, 14 points apart. */
const page = (...lines: string[]): PageLayout => ({
  width: 612,
  height: 792,
  items: lines.map((str, i) => ({ str, x: 40, y: 760 - i * 14, width: str.length * 5, height: 9 })),
});
/** A run of text at a place on the page (points from the bottom-left corner). */
const at = (str: string, x: number, y: number, height = 7, confidence?: number): PageText => ({
  str,
  x,
  y,
  width: str.length * height * 0.5,
  height,
  confidence,
});
const layout = (...items: PageText[]): PageLayout => ({ width: 612, height: 792, items });

/** The top of an IRS 1099-INT (Copy B) as its boxes print it: captions wrapped in 6.5 point type. */
const ifInt = (payer: PageText[], extra: PageText[] = []) =>
  layout(
    at("PAYER'S name, street address, city or town, state or province, country, ZIP", 36, 740, 6.5),
    at('or foreign postal code, and telephone no.', 36, 732, 6.5),
    ...payer,
    at("PAYER'S TIN", 36, 660, 6.5),
    at("RECIPIENT'S TIN", 150, 660, 6.5),
    at('12-3456789', 40, 648, 9),
    at('123-45-6789', 154, 648, 9),
    at('1 Interest income', 290, 740, 6.5),
    at('2 Early withdrawal penalty', 290, 700, 6.5),
    at('3 Interest on U.S. Savings Bonds and Treas.', 290, 676, 6.5),
    at('obligations', 290, 669, 6.5),
    at('OMB No. 1545-0112', 420, 740, 6.5),
    at('2025', 430, 720, 16),
    at('Form 1099-INT', 420, 700, 8),
    at('Interest', 520, 730, 12),
    at('Income', 520, 716, 12),
    at('4 Federal income tax withheld', 290, 640, 6.5),
    at('8 Tax-exempt interest', 290, 600, 6.5),
    ...extra,
  );

describe('FORM_RULES', () => {
  it('has a rule for every form of the export order, once', () => {
    expect(FORM_RULES.map((r) => r.form).sort()).toEqual([...DOCUMENT_EXPORT_ORDER].sort());
  });
  it('recognises every form from its own header, title and captions', () => {
    for (const rule of FORM_RULES) {
      const header = rule.form.startsWith('Schedule ')
        ? `${rule.form.toUpperCase()} (Form 1040)`
        : rule.form === 'K-1'
          ? 'Schedule K-1 (Form 1065)'
          : `Form ${rule.form}`;
      const result = recognisePage(page(header, rule.titles[0]!, '2025', ...rule.labels));
      expect(result.form, rule.form).toBe(rule.form);
      expect(result.confidence, rule.form).toBeGreaterThanOrEqual(0.7);
    }
  });
});

describe('recognisePage', () => {
  it('reads an IRS 1099-INT with its payer from the payer box, never from the caption', () => {
    const result = recognisePage(ifInt([at('First National Bank', 40, 718, 9), at('12 Elm St', 40, 708, 9)]));
    expect(result).toMatchObject({ form: '1099-INT', payer: 'First National Bank', tax_year: 2025 });
    // An empty payer box leaves the payer unknown rather than taking the caption's wrapped end.
    expect(recognisePage(ifInt([])).payer).toBeNull();
  });
  it('recognises captions OCR garbled, and a form whose number is printed only at the foot', () => {
    const result = recognisePage(
      layout(
        at('1 Unesployment cospensafion', 300, 700, 7, 61),
        at('2 State or local incone tax refunds, credits, or offsets', 300, 660, 7, 58),
        at('4 Federal income tax withheld', 300, 620, 7, 80),
        at('6 Taxab1e grants', 300, 580, 7, 70),
        at('7 Agricu1ture payments', 300, 560, 7, 70),
        at('Form 1O99-G', 36, 40, 7, 75),
        at('www.irs.gov/Form1099G', 250, 40, 7, 75),
      ),
    );
    expect(result.form).toBe('1099-G');
    expect(result.confidence).toBeGreaterThan(0.7);
  });
  it('reads a bank substitute statement: letterhead, "(Form 1099-INT)" heading and "Box n" captions', () => {
    const result = recognisePage(
      layout(
        at('RIVERSIDE CREDIT UNION', 36, 750, 14),
        at('PO Box 4000, Springfield, IL 62701', 36, 736, 8),
        at('2025 Tax Information Statement', 300, 750, 11),
        at('Account number XXXX4821', 300, 736, 8),
        at('Interest Income (Form 1099-INT)', 36, 640, 11),
        at('Box 1 Interest income', 36, 620, 9),
        at('$1,204.18', 400, 620, 9),
        at('Box 2 Early withdrawal penalty', 36, 606, 9),
        at('Box 4 Federal income tax withheld', 36, 592, 9),
        at('This is important tax information and is being furnished to the IRS.', 36, 560, 8),
      ),
    );
    expect(result).toMatchObject({ form: '1099-INT', payer: 'RIVERSIDE CREDIT UNION', tax_year: 2025 });
  });
  it('does not take a cover letter that names forms for a form', () => {
    const letter = recognisePage(
      page(
        'Dear Ms. Alvarez,',
        'Enclosed are my Form W-2 from Acme Widgets and the 1099-INT and 1099-DIV from Vanguard for this year.',
        'I also included the Wage and Tax Statement my second employer sent me in February.',
        'Please call me if you need anything else for my return.',
        'Sincerely,',
        'Robert Chen',
      ),
    );
    expect(letter.form).toBeNull();
    expect(letter.blank).toBe(false);
  });
  it('is not misled by a return that mentions other forms', () => {
    const result = recognisePage(
      page(
        'Form 1040 U.S. Individual Income Tax Return 2025',
        'Filing Status Single Married filing jointly',
        '1a Total amount from Form(s) W-2, box 1 (see instructions). Attach Form(s) W-2 here.',
        'Itemized deductions',
        '(from Schedule A)',
        'Attach Form(s) W-2 here.',
      ),
    );
    expect(result.form).toBe('1040');
    expect(result.payer).toBeNull();
    // A form pointed to ("from Schedule A", "attach ... W-2") is no header of the page, however short its line.
    for (const other of result.candidates.filter((c) => c.form !== '1040')) expect(other.confidence).toBeLessThan(0.6);
  });
  it('does not take a form Connect does not know for one it mentions', () => {
    const result = recognisePage(
      page(
        'Form 8879',
        'IRS e-file Signature Authorization',
        'Adjusted gross income (Form 1040, line 11)',
        'Total tax (Form 1040, line 24)',
        'Federal income tax withheld from Form(s) W-2 and Form(s) 1099',
      ),
    );
    expect(result.form).toBeNull();
  });
  it('takes a schedule for itself, not for the Form 1040 it attaches to', () => {
    expect(recognisePage(page('SCHEDULE C (Form 1040)', 'Profit or Loss From Business', '2025')).form).toBe(
      'Schedule C',
    );
    expect(
      recognisePage(page('Schedule K-1 (Form 1065)', "Partner's Share of Income, Deductions, Credits, etc.")).form,
    ).toBe('K-1');
  });
  it('tells apart forms whose numbers or titles contain each other', () => {
    expect(recognisePage(page('Form W-3 Transmittal of Wage and Tax Statements 2025', 'Kind of Payer')).form).toBe(
      'W-3',
    );
    expect(recognisePage(page('Form 990-EZ', 'Short Form Return of Organization Exempt From Income Tax')).form).toBe(
      '990-EZ',
    );
    expect(recognisePage(page('Form 944', "Employer's ANNUAL Federal Tax Return")).form).toBe('944');
    expect(recognisePage(page('Form W-2G Certain Gambling Winnings')).form).toBe('W-2G');
    expect(recognisePage(page('Form W-2c Corrected Wage and Tax Statement')).form).toBeNull();
  });
  it('accepts OCR spacing, dashes and letters for digits in the form number', () => {
    expect(recognisePage(page('Form 1099 – DIV', 'Dividends and Distributions')).form).toBe('1099-DIV');
    expect(recognisePage(page('Form 1O99-lNT', 'Interest lncome')).form).toBe('1099-INT');
  });
  it('offers candidates and decides nothing between two forms that score alike', () => {
    const result = recognisePage(page('Interest Income', 'Dividends and Distributions'));
    expect(result.form).toBeNull();
    expect(
      result.candidates
        .map((c) => c.form)
        .slice(0, 2)
        .sort(),
    ).toEqual(['1099-DIV', '1099-INT']);
  });
  it('takes the first form a consolidated statement prints', () => {
    const result = recognisePage(
      page(
        '2025 Consolidated Form 1099',
        'Form 1099-DIV Dividends and Distributions',
        '1a Total ordinary dividends 1b Qualified dividends',
        '2a Total capital gain distr.',
        'Form 1099-INT Interest Income',
        '1 Interest income 3 Interest on U.S. Savings Bonds and Treasury obligations',
        'Form 1099-B Summary of Proceeds From Broker and Barter Exchange Transactions',
      ),
    );
    expect(result.form).toBe('1099-DIV');
  });
  it('never names the employee as the employer, however alike the captions read', () => {
    const w2 = layout(
      at('Form W-2 Wage and Tax Statement', 36, 40, 10),
      at("a Employee's social security number", 36, 760, 6.5),
      at("c Employer's name, address, and ZIP code", 36, 730, 6.5),
      at('GLOBEX CORPORATION', 38, 718, 9),
      at("e Employee's first name and initial Last name", 36, 660, 6.5),
      at('HOMER SIMPSON', 38, 648, 9),
      at('1 Wages, tips, other compensation', 300, 760, 6.5),
      at('2 Federal income tax withheld', 420, 760, 6.5),
    );
    expect(recognisePage(w2)).toMatchObject({ form: 'W-2', payer: 'GLOBEX CORPORATION' });
    expect(payerFor(w2, 'W-2')).toBe('GLOBEX CORPORATION');
  });
  it('leaves out a name OCR is unsure of, and any number that identifies a person or an account', () => {
    expect(recognisePage(ifInt([at('Fir5t Nat1onal 8ank', 40, 718, 9, 41)])).payer).toBeNull();
    expect(recognisePage(ifInt([at('Chase Bank N.A. 12-3456789', 40, 718, 9)])).payer).toBe('Chase Bank N.A.');
  });
  it('marks a blank page, a later page of a form and its printed page number', () => {
    expect(recognisePage(layout(at('  ', 0, 0, 1))).blank).toBe(true);
    const second = recognisePage(page('Form 1040 (2025) Page 2', 'Filing Status', 'Adjusted gross income'));
    expect(second).toMatchObject({ form: '1040', tax_year: 2025, continuation: true, page_number: { n: 2 } });
    const back = recognisePage(page('Instructions for Recipient', 'Box 1. Shows taxable interest paid to you.'));
    expect(back).toMatchObject({ form: null, continuation: true });
  });
});

describe('taxYearOf', () => {
  const year = (...lines: string[]) => taxYearOf(pageLines(page(...lines)));
  it('prefers a stated tax year to other years on the page', () => {
    expect(year('Form 1099-INT (Rev. January 2024)', 'For calendar year 2025')).toBe(2025);
    expect(year('Form 1040 (2024) Page 2')).toBe(2024);
    expect(year('Box 3. Benefits Paid in 2025')).toBe(2025);
  });
  it('skips revision dates, dates and amounts, and reads OCR letters in a year', () => {
    expect(year('(Rev. January 2024) Paid 01/15/2023 $2,025.00', 'Wage and Tax Statement 2O25')).toBe(2025);
    expect(year('No year here')).toBeNull();
  });
});
