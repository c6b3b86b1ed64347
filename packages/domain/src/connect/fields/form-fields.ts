import type { RecognisedForm } from '../form-rules.ts';

/**
 * The figures Connect reads off each recognised form (issue 42 §1): the boxes a preparer types into the tax
 * software, named by the box as the form prints it ("1", "2a", "12a"). A box is found by its number and caption
 * and its value by where it sits under or beside them, never by line order, so any issuer's layout reads alike.
 */
export type FieldKind =
  /** An amount in dollars and cents; parentheses or a minus make it negative. */
  | 'money'
  /** A code as printed: a W-2 box 12 letter, a 1099-R distribution code, a state's abbreviation. */
  | 'code';

export interface FieldSpec {
  /** The box as the form numbers it; a W-2 box 12 code is "12a code" beside its amount "12a". */
  key: string;
  /** The caption printed after the box number (empty where the form prints only the number). */
  caption: string;
  kind: FieldKind;
  /** What the figure is, in the firm's words, for the review and the entity's tax data. */
  label: string;
  /** The tax data's total this figure adds to (wages, withholding, interest...). */
  total?: TaxTotal;
  /** How a code is written (a state's two letters, a W-2 box 12 code). */
  pattern?: RegExp;
  /**
   * The schedule a K-1's line belongs to ("1065", "1120-S", "1041"): the three number their lines differently, so a
   * page's lines are read as the kind it names.
   */
  variant?: K1Kind;
  /** A figure of a table, read by its row and column (see FORM_TABLES), not by a box's caption. */
  cell?: { row: string; column: string };
  /** Printed only on some issuers' pages (a consolidated statement's 1099-B summary): listed where it was read. */
  whereRead?: boolean;
}

export type K1Kind = '1065' | '1120-S' | '1041';

/** The totals of an entity's tax data for a year (issue 42 §3). */
export const TAX_TOTALS = [
  'wages',
  'federal_withholding',
  'interest',
  'tax_exempt_interest',
  'dividends',
  'qualified_dividends',
  'capital_gain_distributions',
  'distributions',
  'taxable_distributions',
  'nonemployee_compensation',
  'other_income',
  'unemployment',
  'mortgage_interest',
  'tuition',
  'student_loan_interest',
  'social_security_benefits',
  'ordinary_business_income',
  'proceeds',
  'cost_basis',
  'advance_premium_tax_credit',
] as const;
export type TaxTotal = (typeof TAX_TOTALS)[number];

const money = (key: string, caption: string, label: string, total?: TaxTotal): FieldSpec => ({
  key,
  caption,
  kind: 'money',
  label,
  ...(total ? { total } : {}),
});
const code = (key: string, caption: string, label: string, pattern: RegExp): FieldSpec => ({
  key,
  caption,
  kind: 'code',
  label,
  pattern,
});

/** The W-2's box 12 codes (A to HH, no I, O, U, X), the 1099-R's distribution codes, the states' abbreviations. */
const W2_CODE = /^(?:[A-HJ-NP-TVWYZ]|AA|BB|DD|EE|FF|GG|HH|II)$/;
const DISTRIBUTION_CODE = /^(?:[1-9ABCDEFGHJKLMNPQRSTUW]){1,2}$/;
const STATE =
  /^(?:A[KLRZ]|C[AOT]|D[CE]|FL|GA|HI|I[ADLN]|K[SY]|LA|M[ADEINOST]|N[CDEHJMVY]|O[HKR]|PA|RI|S[CD]|T[NX]|UT|V[AT]|W[AIVY])$/;

const W2_CODE_BOXES = ['12a', '12b', '12c', '12d'].flatMap((box) => [
  code(`${box} code`, 'See instructions for box 12', 'Code', W2_CODE),
  money(box, 'See instructions for box 12', 'Amount'),
]);

/**
 * Schedule K-1's main numbered lines of Part III (income), each kind's own ("1 (1065)"): 1065 and 1120-S share lines
 * 1-3, then part ways; the 1041's line 1 is interest. Ordinary business income, interest and dividends add to the
 * entity's totals like a 1099's.
 */
const K1_LINES: Record<K1Kind, [string, string, TaxTotal?][]> = {
  '1065': [
    ['1', 'Ordinary business income (loss)', 'ordinary_business_income'],
    ['2', 'Net rental real estate income (loss)'],
    ['3', 'Other net rental income (loss)'],
    ['4a', 'Guaranteed payments for services'],
    ['4b', 'Guaranteed payments for capital'],
    ['4c', 'Total guaranteed payments'],
    ['5', 'Interest income', 'interest'],
    ['6a', 'Ordinary dividends', 'dividends'],
    ['6b', 'Qualified dividends', 'qualified_dividends'],
    ['6c', 'Dividend equivalents'],
    ['7', 'Royalties'],
    ['8', 'Net short-term capital gain (loss)'],
    ['9a', 'Net long-term capital gain (loss)'],
    ['9b', 'Collectibles (28%) gain (loss)'],
    ['9c', 'Unrecaptured section 1250 gain'],
    ['10', 'Net section 1231 gain (loss)'],
    ['11', 'Other income (loss)'],
  ],
  '1120-S': [
    ['1', 'Ordinary business income (loss)', 'ordinary_business_income'],
    ['2', 'Net rental real estate income (loss)'],
    ['3', 'Other net rental income (loss)'],
    ['4', 'Interest income', 'interest'],
    ['5a', 'Ordinary dividends', 'dividends'],
    ['5b', 'Qualified dividends', 'qualified_dividends'],
    ['6', 'Royalties'],
    ['7', 'Net short-term capital gain (loss)'],
    ['8a', 'Net long-term capital gain (loss)'],
    ['8b', 'Collectibles (28%) gain (loss)'],
    ['8c', 'Unrecaptured section 1250 gain'],
    ['9', 'Net section 1231 gain (loss)'],
    ['10', 'Other income (loss)'],
  ],
  '1041': [
    ['1', 'Interest income', 'interest'],
    ['2a', 'Ordinary dividends', 'dividends'],
    ['2b', 'Qualified dividends', 'qualified_dividends'],
    ['3', 'Net short-term capital gain'],
    ['4a', 'Net long-term capital gain'],
    ['4b', '28% rate gain'],
    ['4c', 'Unrecaptured section 1250 gain'],
    ['5', 'Other portfolio and nonbusiness income'],
    ['6', 'Ordinary business income', 'ordinary_business_income'],
    ['7', 'Net rental real estate income'],
    ['8', 'Other rental income'],
    ['9', 'Directly apportioned deductions'],
  ],
};
const K1_FIELDS = (['1065', '1120-S', '1041'] as const).flatMap((kind) =>
  K1_LINES[kind].map(([line, caption, total]) => ({
    ...money(`${line} (${kind})`, caption, caption, total),
    variant: kind,
  })),
);

/**
 * Tables read by row and column rather than by box: the 1095-A's monthly coverage (Part III, lines 21-33, columns
 * A-C) and a consolidated statement's 1099-B summary (by Form 8949 category: A short-term and D long-term with
 * basis reported to the IRS, B and E without; columns as the 1099-B's boxes 1d, 1e and 1g).
 */
export interface TableRow {
  id: string;
  /** The row's caption as printed ("January"). */
  caption: string;
}
export interface TableColumn {
  id: string;
  /** The column's heading as printed. */
  caption: string;
}
export interface FormTable {
  rows: readonly TableRow[];
  columns: readonly TableColumn[];
  /** Tells a row by its words where issuers word it differently (then its caption only names it). */
  tell?: (words: readonly string[]) => string | null;
}

const MONTH_NAMES = 'January February March April May June July August September October November December'.split(' ');
const COVERAGE: FormTable = {
  rows: [...MONTH_NAMES, 'Annual Totals'].map((caption, i) => ({ id: String(21 + i), caption })),
  columns: [
    { id: 'A', caption: 'Monthly enrollment premiums' },
    { id: 'B', caption: 'Monthly second lowest cost silver plan (SLCSP) premium' },
    { id: 'C', caption: 'Monthly advance payment of premium tax credit' },
  ],
};
const CATEGORY = {
  A: 'Short-term, basis reported',
  B: 'Short-term, basis not reported',
  D: 'Long-term, basis reported',
  E: 'Long-term, basis not reported',
} as const;
/**
 * A 1099-B summary's row by its Form 8949 category: "(Box A)" where printed, else its term and whether basis was
 * reported ("Short-term transactions for which basis is not reported to the IRS", "Long-term noncovered").
 */
function salesCategory(words: readonly string[]): string | null {
  // Boxes C and F are sales no 1099-B reported: no row of its summary.
  const box = words.findIndex((w, i) => w === 'box' && /^[a-f]$/.test(words[i + 1] ?? ''));
  if (box >= 0) return /^[cf]$/.test(words[box + 1]!) ? null : words[box + 1]!.toUpperCase();
  const term = words.find((w) => w === 'short' || w === 'long');
  if (!term || !words.some((w) => ['basis', 'covered', 'noncovered', 'reported'].includes(w))) return null;
  const not = words.includes('not') || words.includes('noncovered');
  return term === 'short' ? (not ? 'B' : 'A') : not ? 'E' : 'D';
}
const SALES: FormTable = {
  rows: Object.entries(CATEGORY).map(([id, caption]) => ({ id, caption })),
  tell: salesCategory,
  columns: [
    { id: '1d', caption: 'Proceeds' },
    { id: '1e', caption: 'Cost basis' },
    { id: '1g', caption: 'Wash sale loss disallowed' },
  ],
};
/** The table each form's cells are read from. */
export const FORM_TABLES: Partial<Record<RecognisedForm, FormTable>> = {
  '1095-A': COVERAGE,
  '1099-B': SALES,
  '1099-DIV': SALES,
  '1099-INT': SALES,
  '1099-MISC': SALES,
};

const COVERAGE_FIELDS: FieldSpec[] = COVERAGE.rows.flatMap((row) =>
  COVERAGE.columns.map((column) => {
    const month = row.id === '33' ? 'Annual total' : row.caption;
    const what = {
      A: 'enrollment premiums',
      B: 'second lowest cost silver plan premium',
      C: 'advance payment of premium tax credit',
    }[column.id as 'A' | 'B' | 'C'];
    const total = row.id === '33' && column.id === 'C' ? 'advance_premium_tax_credit' : undefined;
    return {
      ...money(`${row.id}${column.id}`, '', `${month}: ${what}`, total),
      cell: { row: row.id, column: column.id },
    };
  }),
);

/** A consolidated statement's 1099-B summary, on its summary page (the document named after its first form). */
const SALES_FIELDS: FieldSpec[] = SALES.rows.flatMap((row) =>
  SALES.columns.map((column) => {
    const what = { '1d': 'proceeds', '1e': 'cost basis', '1g': 'wash sale loss disallowed' }[column.id]!;
    const total = column.id === '1d' ? 'proceeds' : column.id === '1e' ? 'cost_basis' : undefined;
    return {
      ...money(`${row.id} ${column.id}`, '', `${row.caption}: ${what}`, total),
      cell: { row: row.id, column: column.id },
      whereRead: true,
    };
  }),
);

export const FORM_FIELDS: Partial<Record<RecognisedForm, readonly FieldSpec[]>> = {
  'W-2': [
    money('1', 'Wages, tips, other compensation', 'Wages, tips, other compensation', 'wages'),
    money('2', 'Federal income tax withheld', 'Federal income tax withheld', 'federal_withholding'),
    money('3', 'Social security wages', 'Social security wages'),
    money('4', 'Social security tax withheld', 'Social security tax withheld'),
    money('5', 'Medicare wages and tips', 'Medicare wages and tips'),
    money('6', 'Medicare tax withheld', 'Medicare tax withheld'),
    ...W2_CODE_BOXES,
    code('15', 'State', 'State', STATE),
    money('16', 'State wages, tips, etc.', 'State wages'),
    money('17', 'State income tax', 'State income tax withheld'),
  ],
  '1099-INT': [
    money('1', 'Interest income', 'Interest income', 'interest'),
    money('2', 'Early withdrawal penalty', 'Early withdrawal penalty'),
    money('3', 'Interest on U.S. Savings Bonds and Treasury obligations', 'U.S. Savings Bonds and Treasury interest'),
    money('4', 'Federal income tax withheld', 'Federal income tax withheld', 'federal_withholding'),
    money('8', 'Tax-exempt interest', 'Tax-exempt interest', 'tax_exempt_interest'),
    ...SALES_FIELDS,
  ],
  '1099-DIV': [
    money('1a', 'Total ordinary dividends', 'Total ordinary dividends', 'dividends'),
    money('1b', 'Qualified dividends', 'Qualified dividends', 'qualified_dividends'),
    money('2a', 'Total capital gain distr.', 'Total capital gain distributions', 'capital_gain_distributions'),
    money('3', 'Nondividend distributions', 'Nondividend distributions'),
    money('4', 'Federal income tax withheld', 'Federal income tax withheld', 'federal_withholding'),
    money('5', 'Section 199A dividends', 'Section 199A dividends'),
    money('7', 'Foreign tax paid', 'Foreign tax paid'),
    ...SALES_FIELDS,
  ],
  '1099-B': [
    money('1d', 'Proceeds', 'Proceeds', 'proceeds'),
    money('1e', 'Cost or other basis', 'Cost or other basis', 'cost_basis'),
    money('1g', 'Wash sale loss disallowed', 'Wash sale loss disallowed'),
    ...SALES_FIELDS,
  ],
  '1099-R': [
    money('1', 'Gross distribution', 'Gross distribution', 'distributions'),
    money('2a', 'Taxable amount', 'Taxable amount', 'taxable_distributions'),
    money('4', 'Federal income tax withheld', 'Federal income tax withheld', 'federal_withholding'),
    code('7', 'Distribution code(s)', 'Distribution code', DISTRIBUTION_CODE),
  ],
  '1099-NEC': [
    money('1', 'Nonemployee compensation', 'Nonemployee compensation', 'nonemployee_compensation'),
    money('4', 'Federal income tax withheld', 'Federal income tax withheld', 'federal_withholding'),
  ],
  '1099-MISC': [
    money('1', 'Rents', 'Rents', 'other_income'),
    money('2', 'Royalties', 'Royalties', 'other_income'),
    money('3', 'Other income', 'Other income', 'other_income'),
    ...SALES_FIELDS,
  ],
  '1099-G': [
    money('1', 'Unemployment compensation', 'Unemployment compensation', 'unemployment'),
    money('2', 'State or local income tax refunds, credits, or offsets', 'State or local tax refunds'),
  ],
  '1098': [
    money('1', 'Mortgage interest received from payer(s)/borrower(s)', 'Mortgage interest', 'mortgage_interest'),
    money('2', 'Outstanding mortgage principal', 'Outstanding mortgage principal'),
    money('5', 'Mortgage insurance premiums', 'Mortgage insurance premiums'),
    money('10', 'Other', 'Other (real estate taxes)'),
  ],
  '1098-T': [
    money('1', 'Payments received for qualified tuition and related expenses', 'Qualified tuition paid', 'tuition'),
    money('5', 'Scholarships or grants', 'Scholarships or grants'),
  ],
  '1098-E': [money('1', 'Student loan interest received by lender', 'Student loan interest', 'student_loan_interest')],
  'SSA-1099': [
    money('5', 'Net benefits for', 'Net benefits', 'social_security_benefits'),
    money('6', 'Voluntary federal income tax withheld', 'Voluntary federal income tax withheld', 'federal_withholding'),
  ],
  '1095-A': COVERAGE_FIELDS,
  'K-1': K1_FIELDS,
};

/** The fields Connect reads on a form; none for a form it only sorts. */
export const fieldsOf = (form: RecognisedForm | null): readonly FieldSpec[] => (form && FORM_FIELDS[form]) || [];

/**
 * The fields a document's review lists (issue 42 §2): every box of its form, but a K-1's lines of the kind it was
 * read as (all kinds when none was read) and a summary table some issuers print only where it was read.
 */
export function listedFields(form: RecognisedForm | null, read: ReadonlySet<string>): FieldSpec[] {
  const specs = fieldsOf(form);
  const kinds = new Set(specs.filter((s) => s.variant && read.has(s.key)).map((s) => s.variant));
  return specs.filter((s) => (!s.whereRead || read.has(s.key)) && (!s.variant || !kinds.size || kinds.has(s.variant)));
}
