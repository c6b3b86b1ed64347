import type { SectionDefinition } from '@portal/domain';
import {
  amount,
  choice,
  entries,
  estimatedTaxPaymentsSection,
  longText,
  newAssetSection,
  payrollSection,
  questionSection,
  reviewAndSubmit,
  shortText,
  starterHints,
  upload,
  vehicleSection,
  yesNo,
} from './common.ts';

/** Cost of goods sold (Schedule C Part III and Form 1125-A), shown when the business carries inventory. */
export const costOfGoodsSoldSection = (triggerKey: string): SectionDefinition =>
  questionSection(
    'Cost of Goods Sold',
    [
      amount('Inventory at the beginning of the year', { optional: false }),
      amount('Purchases'),
      amount('Cost of labor (not paid to yourself)'),
      amount('Materials and supplies'),
      amount('Other costs'),
      amount('Inventory at the end of the year', { optional: false }),
      choice('How do you value the inventory?', ['Cost', 'Lower of cost or market', 'Other']),
      yesNo('Did you change how you count or value inventory this year?', [longText('What changed?')]),
    ],
    { trigger: { questionKey: triggerKey, answer: 'Yes' } },
  );

/** Business: a sole proprietor's Schedule C. */
export const businessSections = (): SectionDefinition[] => [
  questionSection('General', [
    shortText('Business name'),
    shortText('Employer identification number (EIN), if any', { numberOfCharacters: 10, optional: true }),
    longText('What does the business do?', { numberOfCharacters: 500 }),
    choice('Accounting method', ['Cash', 'Accrual', 'Other']),
    yesNo('Did you start or buy the business this year?'),
    yesNo('Did you materially participate in the business this year?'),
    yesNo('Do you sell products or carry inventory?', [], { key: 'business_inventory' }),
  ]),
  questionSection('Income', [
    amount('Gross receipts or sales', { optional: false }),
    yesNo('Did you receive Forms 1099-NEC, 1099-MISC or 1099-K?', [
      upload('Upload the forms', ['Form 1099-NEC', 'Form 1099-MISC', 'Form 1099-K']),
    ]),
    amount('Returns and allowances'),
    amount('Other business income'),
    upload('Upload your profit and loss statement, if you keep one', ['Profit and loss statement', 'Bank statements'], {
      optional: true,
    }),
  ]),
  costOfGoodsSoldSection('business_inventory'),
  questionSection('Expenses', [
    amount('Advertising'),
    amount('Commissions and fees'),
    amount('Contract labor'),
    amount('Insurance (other than health)'),
    amount('Interest on business loans'),
    amount('Legal and professional services'),
    amount('Office expense'),
    amount('Rent of vehicles, machinery and equipment'),
    amount('Rent of other business property'),
    amount('Repairs and maintenance'),
    amount('Supplies'),
    amount('Taxes and licenses'),
    amount('Travel'),
    amount('Business meals'),
    amount('Utilities and phone'),
    amount('Business gifts', { hint: starterHints.businessGifts }),
    entries('Other expenses', [shortText('Description'), shortText('Amount', { numberOfCharacters: 20 })], {
      optional: true,
    }),
  ]),
  questionSection('Home Office', [
    yesNo('Did you use part of your home regularly and only for the business?', [
      shortText('Square feet of the office', { numberOfCharacters: 6 }),
      shortText('Square feet of the whole home', { numberOfCharacters: 6 }),
      choice('Which method would you like to use?', ['Simplified method', 'Actual expenses', 'Not sure'], {
        hint: starterHints.homeOfficeSimplified,
        followUps: [
          {
            trigger: 'Actual expenses',
            questions: [
              amount('Mortgage interest or rent'),
              amount('Real estate taxes'),
              amount('Homeowner’s or renter’s insurance'),
              amount('Utilities'),
              amount('Repairs and maintenance of the home'),
            ],
          },
        ],
      }),
    ]),
  ]),
  vehicleSection('Business Use of Vehicle'),
  newAssetSection('business'),
  questionSection('Other Costs', [
    amount('Bank and merchant fees'),
    amount('Dues and subscriptions'),
    amount('Software and online services'),
    amount('Education and training for the business'),
    amount('Start-up costs (if the business began this year)'),
    yesNo('Did you pay for your own health insurance?', [
      amount('Premiums paid', { optional: false }),
      yesNo('Were you eligible for an employer’s health plan (yours or your spouse’s)?'),
    ]),
    yesNo('Did you contribute to a retirement plan for yourself (SEP, SIMPLE, solo 401(k))?', [
      amount('Amount contributed', { optional: false }),
    ]),
  ]),
  payrollSection(),
  estimatedTaxPaymentsSection(),
  reviewAndSubmit(),
];
