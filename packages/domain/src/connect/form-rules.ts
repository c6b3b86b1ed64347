import type { DOCUMENT_EXPORT_ORDER } from '../questionnaires/export-order.ts';

/** A form of the export order (spec 002 §7) that Connect recognises on a page. */
export type RecognisedForm = (typeof DOCUMENT_EXPORT_ORDER)[number];

/**
 * What identifies a form on a page: its title as printed, the labels of its boxes or lines, and the label
 * under which its payer (employer, lender, filer, trustee ...) is printed, when it has one.
 */
export interface FormRule {
  form: RecognisedForm;
  title: string;
  labels: readonly string[];
  payerLabel?: string;
}

const PAYER = "PAYER'S name, street address, city or town, state or province, country, ZIP or foreign postal code";
const LENDER = "RECIPIENT'S/LENDER'S name, street address, city or town, state or province, country, ZIP";
const FILER = "FILER'S name, street address, city or town, state or province, country, ZIP";
const TRUSTEE = "TRUSTEE'S or ISSUER'S name, street address, city or town, state or province, country, ZIP";

const INDIVIDUAL_RETURN = [
  'Filing Status',
  'Wages, salaries, tips, etc.',
  'Taxable interest',
  'Qualified dividends',
  'Adjusted gross income',
  'Standard deduction or itemized deductions',
];

/**
 * Every form of the export order, with the title and box labels the IRS prints on it. A page is matched
 * on these (see recognise-page.ts); `payerLabel` says where the payer's name is printed.
 */
export const FORM_RULES: readonly FormRule[] = [
  { form: '1040', title: 'U.S. Individual Income Tax Return', labels: INDIVIDUAL_RETURN },
  { form: '1040-SR', title: 'U.S. Tax Return for Seniors', labels: INDIVIDUAL_RETURN },
  { form: '1040-NR', title: 'U.S. Nonresident Alien Income Tax Return', labels: INDIVIDUAL_RETURN.slice(1) },
  {
    form: '1040-X',
    title: 'Amended U.S. Individual Income Tax Return',
    labels: ['Original amount', 'Net change', 'Correct amount', 'Explanation of Changes'],
  },
  {
    form: '1040-ES',
    title: 'Estimated Tax for Individuals',
    labels: ['Estimated Tax Worksheet', 'Amount of estimated tax you are paying', 'Payment Voucher'],
  },
  {
    form: 'W-2',
    title: 'Wage and Tax Statement',
    labels: [
      "Employee's social security number",
      'Employer identification number (EIN)',
      'Wages, tips, other compensation',
      'Federal income tax withheld',
      'Social security wages',
      'Medicare wages and tips',
    ],
    payerLabel: "Employer's name, address, and ZIP code",
  },
  {
    form: 'W-2G',
    title: 'Certain Gambling Winnings',
    labels: ['Reportable winnings', 'Date won', 'Type of wager', 'Winnings from identical wagers'],
    payerLabel: PAYER,
  },
  {
    form: '1099-INT',
    title: 'Interest Income',
    labels: [
      'Early withdrawal penalty',
      'Interest on U.S. Savings Bonds and Treasury obligations',
      'Tax-exempt interest',
      'Investment expenses',
    ],
    payerLabel: PAYER,
  },
  {
    form: '1099-OID',
    title: 'Original Issue Discount',
    labels: ['Original issue discount for the year', 'Other periodic interest', 'Acquisition premium'],
    payerLabel: PAYER,
  },
  {
    form: '1099-DIV',
    title: 'Dividends and Distributions',
    labels: [
      'Total ordinary dividends',
      'Qualified dividends',
      'Total capital gain distr.',
      'Nondividend distributions',
    ],
    payerLabel: PAYER,
  },
  {
    form: '1099-B',
    title: 'Proceeds From Broker and Barter Exchange Transactions',
    labels: ['Description of property', 'Date acquired', 'Date sold or disposed', 'Cost or other basis'],
    payerLabel: PAYER,
  },
  {
    form: '1099-S',
    title: 'Proceeds From Real Estate Transactions',
    labels: ['Date of closing', 'Gross proceeds', 'Address or legal description', "TRANSFEROR'S name"],
    payerLabel: FILER,
  },
  {
    form: '1099-R',
    title:
      'Distributions From Pensions, Annuities, Retirement or Profit-Sharing Plans, IRAs, Insurance Contracts, etc.',
    labels: ['Gross distribution', 'Taxable amount', 'Distribution code(s)', 'IRA/SEP/SIMPLE'],
    payerLabel: PAYER,
  },
  {
    form: 'SSA-1099',
    title: 'Social Security Benefit Statement',
    labels: ['Benefits paid in', 'Benefits repaid to SSA in', 'Net benefits for', "Beneficiary's name"],
  },
  {
    form: 'RRB-1099',
    title: 'Payments by the Railroad Retirement Board',
    labels: [
      'Gross Social Security Equivalent Benefit',
      'Social Security Equivalent Benefit Repaid to RRB',
      'Workers compensation offset',
    ],
  },
  {
    form: '1099-G',
    title: 'Certain Government Payments',
    labels: [
      'Unemployment compensation',
      'State or local income tax refunds, credits, or offsets',
      'Taxable grants',
      'Agriculture payments',
    ],
    payerLabel: PAYER,
  },
  {
    form: '1099-MISC',
    title: 'Miscellaneous Information',
    labels: ['Rents', 'Royalties', 'Other income', 'Fishing boat proceeds', 'Medical and health care payments'],
    payerLabel: PAYER,
  },
  {
    form: '1099-NEC',
    title: 'Nonemployee Compensation',
    labels: ['Payer made direct sales totaling $5,000 or more', 'Federal income tax withheld', 'State tax withheld'],
    payerLabel: PAYER,
  },
  {
    form: '1099-K',
    title: 'Payment Card and Third Party Network Transactions',
    labels: [
      'Gross amount of payment card/third party network transactions',
      'Card not present transactions',
      'Merchant category code',
      'Number of payment transactions',
    ],
    payerLabel: FILER,
  },
  {
    form: '1099-SA',
    title: 'Distributions From an HSA, Archer MSA, or Medicare Advantage MSA',
    labels: ['Gross distribution', 'Earnings on excess cont.', 'Distribution code', 'FMV on date of death'],
    payerLabel: TRUSTEE,
  },
  {
    form: '1099-Q',
    title: 'Payments From Qualified Education Programs',
    labels: ['Gross distribution', 'Earnings', 'Basis', 'Trustee-to-trustee transfer'],
    payerLabel: TRUSTEE,
  },
  {
    form: '1099-C',
    title: 'Cancellation of Debt',
    labels: [
      'Date of identifiable event',
      'Amount of debt discharged',
      'Debt description',
      'Fair market value of property',
    ],
    payerLabel: "CREDITOR'S name, street address, city or town, state or province, country, ZIP",
  },
  {
    form: '1099-LTC',
    title: 'Long-Term Care and Accelerated Death Benefits',
    labels: ['Gross long-term care benefits paid', 'Accelerated death benefits paid', 'Per diem', 'Reimbursed amount'],
    payerLabel: PAYER,
  },
  {
    form: '1098',
    title: 'Mortgage Interest Statement',
    labels: [
      'Mortgage interest received from payer(s)/borrower(s)',
      'Outstanding mortgage principal',
      'Mortgage origination date',
      'Refund of overpaid interest',
      'Mortgage insurance premiums',
    ],
    payerLabel: LENDER,
  },
  {
    form: '1098-E',
    title: 'Student Loan Interest Statement',
    labels: ['Student loan interest received by lender', "BORROWER'S name", "BORROWER'S TIN"],
    payerLabel: LENDER,
  },
  {
    form: '1098-T',
    title: 'Tuition Statement',
    labels: [
      'Payments received for qualified tuition and related expenses',
      'Scholarships or grants',
      'Check if at least half-time student',
      'Check if graduate student',
    ],
    payerLabel: FILER,
  },
  {
    form: '1098-C',
    title: 'Contributions of Motor Vehicles, Boats, and Airplanes',
    labels: [
      'Date of contribution',
      'Odometer mileage',
      'Vehicle or other identification number',
      'Gross proceeds from sale',
    ],
    payerLabel: "DONEE'S name, street address, city or town, state or province, country, ZIP",
  },
  {
    form: '5498',
    title: 'IRA Contribution Information',
    labels: [
      'Rollover contributions',
      'Roth IRA conversion amount',
      'Fair market value of account',
      'Required minimum distribution',
    ],
    payerLabel: TRUSTEE,
  },
  {
    form: '5498-SA',
    title: 'HSA, Archer MSA, or Medicare Advantage MSA Information',
    labels: [
      'Total contributions made in',
      'Rollover contributions',
      'Fair market value of HSA, Archer MSA, or MA MSA',
    ],
    payerLabel: TRUSTEE,
  },
  {
    form: '1095-A',
    title: 'Health Insurance Marketplace Statement',
    labels: [
      'Marketplace identifier',
      'Marketplace-assigned policy number',
      'Monthly enrollment premiums',
      'Monthly second lowest cost silver plan (SLCSP) premium',
      'Monthly advance payment of premium tax credit',
    ],
    payerLabel: "Policy issuer's name",
  },
  {
    form: '1095-B',
    title: 'Health Coverage',
    labels: [
      'Origin of the health coverage',
      'Responsible Individual',
      'Covered Individuals',
      'Issuer or Other Coverage Provider',
    ],
  },
  {
    form: '1095-C',
    title: 'Employer-Provided Health Insurance Offer and Coverage',
    labels: [
      'Offer of Coverage',
      'Employee Required Contribution',
      'Section 4980H Safe Harbor',
      'Applicable Large Employer Member',
    ],
    payerLabel: 'Name of employer',
  },
  {
    form: 'Schedule A',
    title: 'Itemized Deductions',
    labels: [
      'Medical and Dental Expenses',
      'Taxes You Paid',
      'Interest You Paid',
      'Gifts to Charity',
      'Casualty and Theft Losses',
    ],
  },
  {
    form: 'Schedule B',
    title: 'Interest and Ordinary Dividends',
    labels: ['Foreign Accounts and Trusts', 'List name of payer', 'Amount'],
  },
  {
    form: 'Schedule C',
    title: 'Profit or Loss From Business',
    labels: [
      'Principal business or profession',
      'Gross receipts or sales',
      'Advertising',
      'Car and truck expenses',
      'Net profit or (loss)',
    ],
  },
  {
    form: 'Schedule D',
    title: 'Capital Gains and Losses',
    labels: [
      'Short-Term Capital Gains and Losses',
      'Long-Term Capital Gains and Losses',
      'Proceeds (sales price)',
      'Cost (or other basis)',
    ],
  },
  {
    form: 'Schedule E',
    title: 'Supplemental Income and Loss',
    labels: [
      'Income or Loss From Rental Real Estate and Royalties',
      'Fair Rental Days',
      'Rents received',
      'Income or Loss From Partnerships and S Corporations',
    ],
  },
  {
    form: 'Schedule F',
    title: 'Profit or Loss From Farming',
    labels: ['Principal crop or activity', 'Sales of livestock', 'Cooperative distributions', 'Feed purchased'],
  },
  {
    form: 'Schedule H',
    title: 'Household Employment Taxes',
    labels: [
      'Total cash wages subject to social security tax',
      'Did you pay any one household employee cash wages',
      'Federal unemployment tax',
    ],
  },
  {
    form: 'Schedule SE',
    title: 'Self-Employment Tax',
    labels: [
      'Net earnings from self-employment',
      'Deduction for one-half of self-employment tax',
      'Maximum amount of combined wages and self-employment earnings',
    ],
  },
  {
    form: 'K-1',
    title: 'Share of Income, Deductions, Credits, etc.',
    labels: [
      'Ordinary business income (loss)',
      'Net rental real estate income (loss)',
      'Other net rental income (loss)',
      'Interest income',
      'Final K-1',
    ],
    payerLabel: 'name, address, city, state, and ZIP code',
  },
  {
    form: '2441',
    title: 'Child and Dependent Care Expenses',
    labels: ['Persons or Organizations Who Provided the Care', 'Dependent Care Benefits', "Qualifying person's name"],
  },
  {
    form: '4562',
    title: 'Depreciation and Amortization',
    labels: [
      'Election To Expense Certain Property Under Section 179',
      'Special Depreciation Allowance',
      'MACRS Depreciation',
      'Listed Property',
    ],
  },
  {
    form: '8829',
    title: 'Expenses for Business Use of Your Home',
    labels: ['Part of Your Home Used for Business', 'Figure Your Allowable Deduction', 'Depreciation of Your Home'],
  },
  {
    form: '8863',
    title: 'Education Credits',
    labels: [
      'Refundable American opportunity credit',
      'Nonrefundable Education Credits',
      'Student and Educational Institution Information',
    ],
  },
  {
    form: '8889',
    title: 'Health Savings Accounts (HSAs)',
    labels: ['HSA Contributions and Deduction', 'HSA Distributions', 'Failure To Maintain HDHP Coverage'],
  },
  {
    form: '8949',
    title: 'Sales and Other Dispositions of Capital Assets',
    labels: [
      'Description of property',
      'Date acquired',
      'Proceeds (sales price)',
      'Adjustment, if any, to gain or loss',
    ],
  },
  {
    form: '941',
    title: "Employer's QUARTERLY Federal Tax Return",
    labels: [
      'Number of employees who received wages',
      'Report for this Quarter of',
      'Total taxes after adjustments',
      'Tell us about your deposit schedule',
    ],
  },
  {
    form: '940',
    title: "Employer's Annual Federal Unemployment (FUTA) Tax Return",
    labels: [
      'Tell us about your return',
      'Determine your FUTA tax before adjustments',
      'Total payments to all employees',
    ],
  },
  {
    form: '943',
    title: "Employer's Annual Federal Tax Return for Agricultural Employees",
    labels: [
      'Number of agricultural employees employed in the pay period',
      'Total wages subject to social security tax',
      'Monthly Summary of Federal Tax Liability',
    ],
  },
  {
    form: '944',
    title: "Employer's ANNUAL Federal Tax Return",
    labels: [
      'Answer these questions for this year',
      'Total taxes after adjustments',
      'Tell us about your deposit schedule',
    ],
  },
  {
    form: 'W-3',
    title: 'Transmittal of Wage and Tax Statements',
    labels: ['Kind of Payer', 'Kind of Employer', 'Total number of Forms W-2', 'Establishment number'],
  },
  {
    form: '1096',
    title: 'Annual Summary and Transmittal of U.S. Information Returns',
    labels: ['Total number of forms', 'Federal income tax withheld', 'to indicate the type of form being filed'],
    payerLabel: FILER,
  },
  {
    form: '1065',
    title: 'U.S. Return of Partnership Income',
    labels: [
      'Principal business activity',
      'Guaranteed payments to partners',
      'Number of Schedules K-1',
      'Ordinary business income (loss)',
    ],
  },
  {
    form: '1120',
    title: 'U.S. Corporation Income Tax Return',
    labels: [
      'Gross receipts or sales',
      'Compensation of officers',
      'Taxable income before net operating loss deduction',
    ],
  },
  {
    form: '1120-S',
    title: 'U.S. Income Tax Return for an S Corporation',
    labels: [
      'S election effective date',
      'Number of shareholders during any part of the tax year',
      'Compensation of officers',
    ],
  },
  {
    form: '1041',
    title: 'U.S. Income Tax Return for Estates and Trusts',
    labels: [
      'Name of estate or trust',
      'Name and title of fiduciary',
      'Income distribution deduction',
      'Type of entity',
    ],
  },
  {
    form: '990',
    title: 'Return of Organization Exempt From Income Tax',
    labels: ['Activities & Governance', 'Contributions and grants', 'Total revenue', 'Net Assets or Fund Balances'],
  },
  {
    form: '990-EZ',
    title: 'Short Form Return of Organization Exempt From Income Tax',
    labels: [
      'Revenue, Expenses, and Changes in Net Assets or Fund Balances',
      'Program service revenue including government fees and contracts',
      'Membership dues and assessments',
    ],
  },
  {
    form: '990-PF',
    title: 'Return of Private Foundation',
    labels: [
      'Analysis of Revenue and Expenses',
      'Contributions, gifts, grants, etc., received',
      'Fair market value of all assets at end of year',
    ],
  },
  {
    form: '709',
    title: 'United States Gift (and Generation-Skipping Transfer) Tax Return',
    labels: ["Donor's first name and middle initial", 'Gifts made by spouse', 'Taxable gifts'],
  },
  {
    form: '706',
    title: 'United States Estate (and Generation-Skipping Transfer) Tax Return',
    labels: [
      "Decedent's first name and middle initial",
      'Date of death',
      "Executor's name",
      'Total gross estate less exclusion',
    ],
  },
];
