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
}

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
  ],
  '1099-DIV': [
    money('1a', 'Total ordinary dividends', 'Total ordinary dividends', 'dividends'),
    money('1b', 'Qualified dividends', 'Qualified dividends', 'qualified_dividends'),
    money('2a', 'Total capital gain distr.', 'Total capital gain distributions', 'capital_gain_distributions'),
    money('3', 'Nondividend distributions', 'Nondividend distributions'),
    money('4', 'Federal income tax withheld', 'Federal income tax withheld', 'federal_withholding'),
    money('5', 'Section 199A dividends', 'Section 199A dividends'),
    money('7', 'Foreign tax paid', 'Foreign tax paid'),
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
};

/** The fields Connect reads on a form; none for a form it only sorts. */
export const fieldsOf = (form: RecognisedForm | null): readonly FieldSpec[] => (form && FORM_FIELDS[form]) || [];
