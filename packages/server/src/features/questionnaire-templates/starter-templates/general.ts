import type { SectionDefinition } from '@portal/domain';
import {
  amount,
  choice,
  date,
  entries,
  estimatedTaxPaymentsSection,
  longText,
  questionSection,
  reviewAndSubmit,
  shortText,
  upload,
  yesNo,
} from './common.ts';

/** General QA: the individual (Form 1040) organizer most clients get each year. */
export const generalSections = (): SectionDefinition[] => [
  questionSection('General', [
    choice('What is your filing status?', [
      'Single',
      'Married filing jointly',
      'Married filing separately',
      'Head of household',
      'Qualifying surviving spouse',
    ]),
    yesNo('Did your marital status change this year?', [
      choice('What changed?', ['Married', 'Divorced or separated', 'Spouse passed away']),
      date('Date of the change'),
    ]),
    yesNo('Can anyone claim you or your spouse as a dependent?'),
    yesNo('Do you have dependents?', [
      entries('Dependents', [
        shortText('Full name', { numberOfCharacters: 100 }),
        choice('Relationship', ['Son', 'Daughter', 'Stepchild', 'Foster child', 'Parent', 'Other']),
        date('Date of birth'),
        shortText('Months lived with you this year', { numberOfCharacters: 2 }),
        choice('Full-time student', ['Yes', 'No']),
      ]),
      yesNo('Did you pay for child or dependent care so you could work?', [
        entries('Care providers', [
          shortText('Provider name'),
          shortText('Provider EIN or SSN', { numberOfCharacters: 11 }),
          shortText('Amount paid', { numberOfCharacters: 20 }),
        ]),
      ]),
    ]),
    yesNo('Did you move during the year?', [longText('Your new address'), date('Date you moved')]),
    yesNo('Did the IRS send you an Identity Protection PIN?', [
      { text: 'Identity Protection PIN', type: 'password', numberOfCharacters: 6 },
    ]),
    yesNo('Did you receive, sell, exchange or otherwise dispose of any digital assets (such as cryptocurrency)?', [
      upload('Upload the exchange’s gain and loss reports', ['Form 1099-DA', 'Form 1099-B', 'Exchange report']),
    ]),
    yesNo('Did you receive any letters from the IRS or a state tax agency?', [
      upload('Upload the letters', ['IRS notice', 'State notice']),
    ]),
    yesNo('Did you receive a Schedule K-1 from a partnership, S corporation, estate or trust?', [], {
      key: 'general_has_k1',
    }),
  ]),
  questionSection('Income', [
    yesNo('Did you receive wages or a salary?', [upload('Upload your W-2 forms', ['W-2', 'W-2C'])]),
    yesNo('Did you receive interest, dividends or sell stocks or other investments?', [
      upload('Upload your brokerage and bank statements', [
        'Form 1099-INT',
        'Form 1099-DIV',
        'Form 1099-B',
        'Consolidated 1099',
      ]),
    ]),
    yesNo('Did you receive unemployment compensation or a state tax refund?', [
      upload('Upload Form 1099-G', ['Form 1099-G']),
    ]),
    yesNo('Did you receive distributions from a pension, IRA or retirement plan?', [
      upload('Upload Form 1099-R', ['Form 1099-R']),
      yesNo('Was any of it rolled over into another retirement account within 60 days?', [
        amount('Amount rolled over', { optional: false }),
      ]),
    ]),
    yesNo('Did you receive Social Security benefits?', [upload('Upload Form SSA-1099', ['SSA-1099', 'RRB-1099'])]),
    yesNo('Did you sell your home?', [
      date('Date sold'),
      amount('Sale price', { optional: false }),
      yesNo('Did you own and live in it for at least 2 of the last 5 years?'),
      upload('Upload the closing statement', ['Closing statement', 'Form 1099-S']),
    ]),
    yesNo('Did you have gambling winnings?', [upload('Upload Forms W-2G', ['W-2G'])]),
    yesNo('Did you have any other income (jury duty, prizes, alimony from a pre-2019 divorce)?', [
      longText('Describe each item and its amount'),
    ]),
  ]),
  questionSection('Deductions and Credits', [
    yesNo('Did you pay mortgage interest?', [upload('Upload Form 1098', ['Form 1098'])]),
    amount('Real estate taxes paid on your home'),
    yesNo('Did you give to charity?', [
      amount('Cash gifts', { hint: 'Keep a receipt for each gift of $250 or more.' }),
      yesNo('Did you give property (clothing, household goods, stock)?', [
        longText('Describe the property, the charity and its value'),
      ]),
    ]),
    amount('Medical and dental expenses you paid and were not reimbursed for'),
    yesNo('Did you, your spouse or a dependent pay college tuition?', [upload('Upload Form 1098-T', ['Form 1098-T'])]),
    yesNo('Did you pay student loan interest?', [upload('Upload Form 1098-E', ['Form 1098-E'])]),
    yesNo('Did you have a health savings account (HSA)?', [
      upload('Upload the HSA forms', ['Form 1099-SA', 'Form 5498-SA']),
    ]),
    yesNo('Did you buy health insurance through the Marketplace?', [upload('Upload Form 1095-A', ['Form 1095-A'])]),
    yesNo('Did you buy an electric vehicle or add solar or other energy improvements to your home?', [
      longText('Describe what you bought and its cost'),
      upload('Upload the invoices', ['Invoice', 'Seller report']),
    ]),
  ]),
  questionSection(
    'K-1 Investments',
    [
      entries('Entities that sent you a K-1', [
        shortText('Entity name'),
        shortText('Entity EIN', { numberOfCharacters: 10 }),
        choice('Kind of entity', ['Partnership', 'S corporation', 'Estate or trust']),
      ]),
      upload('Upload your Schedules K-1', [
        'Schedule K-1 (Form 1065)',
        'Schedule K-1 (Form 1120-S)',
        'Schedule K-1 (Form 1041)',
      ]),
      yesNo('Are you still waiting for any K-1?', [longText('Which ones, and when do you expect them?')]),
    ],
    { trigger: { questionKey: 'general_has_k1', answer: 'Yes' } },
  ),
  estimatedTaxPaymentsSection(),
  {
    name: 'Documents',
    type: 10,
    key: 'document_checklist',
    questions: [
      upload('A photo of your driver’s license or state ID (both sides)', ['Driver’s license', 'State ID']),
      upload('Last year’s tax return, if we did not prepare it', ['Federal return', 'State return'], {
        optional: true,
      }),
      upload('Bank account details for a direct deposit refund', ['Voided check', 'Bank letter'], { optional: true }),
    ],
  },
  reviewAndSubmit(),
];
