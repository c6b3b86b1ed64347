import type { SectionDefinition } from '@portal/domain';
import { costOfGoodsSoldSection } from './business.ts';
import {
  amount,
  choice,
  date,
  entries,
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

/** S corporations and partnerships: what the firm needs for a Form 1120-S or 1065 and its K-1s. */
export const passThroughSections = (): SectionDefinition[] => [
  questionSection('General', [
    choice('How is the business taxed?', ['S corporation', 'Partnership', 'LLC taxed as a partnership']),
    shortText('Employer identification number (EIN)', { numberOfCharacters: 10 }),
    choice('Accounting method', ['Cash', 'Accrual', 'Other']),
    yesNo('Did ownership change this year (new, departing or changed owners)?', [
      entries('Ownership changes', [
        shortText('Owner name'),
        shortText('Ownership percentage after the change', { numberOfCharacters: 6 }),
        date('Date of the change'),
      ]),
    ]),
    yesNo('Did the business operate, have employees or property in other states?', [
      longText('Which states, and what was there?'),
    ]),
    yesNo('Does the business sell products or carry inventory?', [], { key: 'entity_inventory' }),
    yesNo('Did the business receive a Schedule K-1 from another partnership or S corporation?', [], {
      key: 'entity_has_k1',
    }),
  ]),
  questionSection('Income', [
    upload('Upload the year-end financial statements', [
      'Profit and loss statement',
      'Balance sheet',
      'General ledger',
      'Trial balance',
      'Bank and credit card statements (December)',
    ]),
    yesNo('Did the business receive Forms 1099?', [
      upload('Upload the forms', ['Form 1099-NEC', 'Form 1099-MISC', 'Form 1099-K', 'Form 1099-INT', 'Form 1099-DIV']),
    ]),
    amount('Other income not in the financial statements'),
  ]),
  costOfGoodsSoldSection('entity_inventory'),
  questionSection('Expenses', [
    amount('Officer compensation (S corporation) or guaranteed payments (partnership)'),
    amount('Health insurance paid for owners of more than 2% or partners'),
    amount('Retirement plan contributions for owners'),
    amount('Travel'),
    amount('Business meals'),
    amount('Business gifts', { hint: starterHints.businessGifts }),
    amount('Charitable contributions made by the business'),
    amount('Penalties and fines'),
    amount('Political contributions and lobbying'),
    yesNo('Did the business pay expenses for owners personally (home office, vehicle, phone)?', [
      longText('Describe them and how the business paid or reimbursed them'),
    ]),
  ]),
  payrollSection(),
  vehicleSection('Auto'),
  newAssetSection('entity'),
  questionSection(
    'K-1 Investments',
    [
      upload('Upload the Schedules K-1 the business received', [
        'Schedule K-1 (Form 1065)',
        'Schedule K-1 (Form 1120-S)',
        'Schedule K-1 (Form 1041)',
      ]),
      yesNo('Is the business still waiting for any K-1?', [longText('Which ones, and when are they expected?')]),
    ],
    { trigger: { questionKey: 'entity_has_k1', answer: 'Yes' } },
  ),
  questionSection('Other Costs', [
    yesNo('Were there loans between the business and its owners?', [
      entries('Loans', [
        shortText('Owner'),
        choice('Direction', ['Owner lent to the business', 'Business lent to the owner']),
        shortText('Balance at year end', { numberOfCharacters: 20 }),
        shortText('Interest paid this year', { numberOfCharacters: 20 }),
      ]),
    ]),
    amount('Distributions paid to owners'),
    amount('Capital contributed by owners'),
    yesNo('Did the business take out or refinance a loan this year?', [
      upload('Upload the loan documents', ['Loan agreement', 'Closing statement', 'Amortization schedule']),
    ]),
  ]),
  reviewAndSubmit(),
];
