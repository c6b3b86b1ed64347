import { describe, expect, it } from 'vitest';
import type { PageLayout } from '../signatures/field-proposals.ts';
import { DOCUMENT_EXPORT_ORDER } from '../questionnaires/export-order.ts';
import { FORM_RULES } from './form-rules.ts';
import { recognisePage, taxYearOf, valueUnder } from './recognise-page.ts';

/** A page whose lines are laid top to bottom at the left margin, 14 points apart. */
const page = (...lines: string[]): PageLayout => ({
  width: 612,
  height: 792,
  items: lines.map((str, i) => ({ str, x: 40, y: 760 - i * 14, width: str.length * 5, height: 9 })),
});

describe('FORM_RULES', () => {
  it('has a rule for every form of the export order, once', () => {
    expect(FORM_RULES.map((r) => r.form).sort()).toEqual([...DOCUMENT_EXPORT_ORDER].sort());
  });
  it('recognises every form from its own header, title and labels', () => {
    for (const rule of FORM_RULES) {
      const header = rule.form.startsWith('Schedule ')
        ? `${rule.form.toUpperCase()} (Form 1040)`
        : rule.form === 'K-1'
          ? 'Schedule K-1 (Form 1065)'
          : `Form ${rule.form}`;
      const result = recognisePage(page(header, rule.title, '2025', ...rule.labels));
      expect(result.form, rule.form).toBe(rule.form);
      expect(result.confidence).toBe(1);
    }
  });
});

describe('recognisePage', () => {
  it('reads a W-2 with its employer and tax year', () => {
    const result = recognisePage(
      page(
        "a Employee's social security number",
        'OMB No. 1545-0008',
        'b Employer identification number (EIN)',
        "c Employer's name, address, and ZIP code",
        'Acme Widgets Inc',
        '100 Main St, Springfield IL 62701',
        '1 Wages, tips, other compensation',
        '2 Federal income tax withheld',
        'Form W-2 Wage and Tax Statement 2025',
        'Department of the Treasury (Rev. January 2024)',
      ),
    );
    expect(result).toMatchObject({ form: 'W-2', payer: 'Acme Widgets Inc', tax_year: 2025, continuation: false });
    expect(result.confidence).toBeGreaterThan(0.8);
  });
  it('is not misled by a return that mentions other forms', () => {
    const result = recognisePage(
      page(
        'Form 1040 U.S. Individual Income Tax Return 2025',
        'Filing Status Single Married filing jointly',
        '1a Total amount from Form(s) W-2, box 1. Attach Form(s) W-2 here',
        'Itemized deductions (from Schedule A)',
      ),
    );
    expect(result.form).toBe('1040');
  });
  it('takes a schedule for itself, not for the Form 1040 it attaches to', () => {
    expect(recognisePage(page('SCHEDULE C (Form 1040)', 'Profit or Loss From Business', '2025')).form).toBe(
      'Schedule C',
    );
  });
  it('tells apart forms whose titles contain each other', () => {
    expect(recognisePage(page('Form W-3 Transmittal of Wage and Tax Statements 2025', 'Kind of Payer')).form).toBe(
      'W-3',
    );
    expect(recognisePage(page('Form 990-EZ', 'Short Form Return of Organization Exempt From Income Tax')).form).toBe(
      '990-EZ',
    );
    expect(recognisePage(page('Form 944', "Employer's ANNUAL Federal Tax Return")).form).toBe('944');
    expect(recognisePage(page('Form 1099-INT Interest Income')).form).toBe('1099-INT');
    expect(recognisePage(page('Form W-2G Certain Gambling Winnings')).form).toBe('W-2G');
  });
  it('accepts OCR spacing and dashes in the form number', () => {
    expect(recognisePage(page('Form 1099 – DIV', 'Dividends and Distributions')).form).toBe('1099-DIV');
  });
  it('recognises nothing on a page without a form, so the page goes to review', () => {
    const letter = recognisePage(
      page('Dear client,', 'Please find enclosed your documents for the year.', 'Kind regards'),
    );
    expect(letter.form).toBeNull();
    expect(letter.blank).toBe(false);
    expect(letter.confidence).toBeLessThan(0.5);
  });
  it('does not decide between two forms that score alike', () => {
    // Both titles, no header: 1099-INT and 1099-DIV are equally likely.
    const result = recognisePage(page('Interest Income', 'Dividends and Distributions'));
    expect(result.form).toBeNull();
  });
  it('marks a blank page and a later page of a form', () => {
    expect(
      recognisePage({ width: 612, height: 792, items: [{ str: '  ', x: 0, y: 0, width: 1, height: 1 }] }).blank,
    ).toBe(true);
    const second = recognisePage(page('Form 1040 (2025) Page 2', 'Filing Status', 'Adjusted gross income'));
    expect(second).toMatchObject({ form: '1040', tax_year: 2025, continuation: true });
  });
});

describe('taxYearOf', () => {
  it('prefers a stated tax year to other years on the page', () => {
    expect(taxYearOf('Form 1099-INT (Rev. January 2024) For calendar year 2025')).toBe(2025);
    expect(taxYearOf('Form 1040 (2024) Page 2')).toBe(2024);
  });
  it('skips revision dates, dates and amounts', () => {
    expect(taxYearOf('(Rev. January 2024) Paid 01/15/2023 $2,025.00 Wage and Tax Statement 2025')).toBe(2025);
    expect(taxYearOf('No year here')).toBeNull();
  });
});

describe('valueUnder', () => {
  it('takes the text in the box under a label, not the one beside it', () => {
    const layout: PageLayout = {
      width: 612,
      height: 792,
      items: [
        { str: "PAYER'S name, street address, city or town", x: 40, y: 700, width: 200, height: 8 },
        { str: 'OMB No. 1545-0112', x: 400, y: 700, width: 80, height: 8 },
        { str: '1 Interest income', x: 400, y: 690, width: 80, height: 8 },
        { str: 'First National Bank', x: 42, y: 688, width: 90, height: 10 },
        { str: '12 Elm St', x: 42, y: 676, width: 50, height: 10 },
      ],
    };
    expect(valueUnder(layout, "PAYER'S name, street address")).toBe('First National Bank');
    expect(valueUnder(layout, "Employer's name, address")).toBeNull();
  });
});
