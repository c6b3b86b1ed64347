import type { SectionDefinition } from '@portal/domain';
import {
  amount,
  choice,
  date,
  entries,
  longText,
  newAssetSection,
  questionSection,
  reviewAndSubmit,
  shortText,
  upload,
  yesNo,
  vehicleSection,
} from './common.ts';

/** Rental activity: one property's Schedule E (Part I) with its income, expenses and new assets. */
export const rentalSections = (): SectionDefinition[] => [
  questionSection('General', [
    longText('Address of the rental property', { numberOfCharacters: 300 }),
    choice('Type of property', [
      'Single family residence',
      'Multi-family residence',
      'Vacation or short-term rental',
      'Commercial',
      'Land',
      'Self-rental',
      'Other',
    ]),
    choice('Who owns the property?', ['Me', 'My spouse', 'Both of us', 'Me with others']),
    yesNo(
      'Did you own the property for the whole year?',
      [
        choice('What happened?', ['Bought or first rented this year', 'Sold this year', 'Converted to personal use']),
        date('Date'),
        upload('Upload the closing statement', ['Closing statement', 'Form 1099-S'], { optional: true }),
      ],
      {},
      'No',
    ),
    shortText('Days rented at a fair rental price', { numberOfCharacters: 3 }),
    shortText('Days of personal use by you or your family', { numberOfCharacters: 3 }),
    yesNo('Is the property managed by a property manager?', [
      upload('Upload the property manager’s year-end statement', ['Owner statement', 'Form 1099-MISC']),
    ]),
    yesNo('Did you buy or place in service any improvements, furniture or equipment for the property?', [], {
      key: 'rental_new_asset',
    }),
  ]),
  questionSection('Income', [
    amount('Rents received', { optional: false }),
    yesNo('Did you receive Forms 1099-MISC or 1099-K for the rent?', [
      upload('Upload the forms', ['Form 1099-MISC', 'Form 1099-K']),
    ]),
    yesNo('Did you keep any security deposits this year?', [amount('Deposits kept', { optional: false })]),
    amount('Other rental income (late fees, pet fees, laundry)'),
  ]),
  questionSection('Expenses', [
    amount('Advertising'),
    amount('Cleaning and maintenance'),
    amount('Commissions'),
    amount('Insurance'),
    amount('Legal and other professional fees'),
    amount('Management fees'),
    yesNo('Did you pay mortgage interest on the property?', [upload('Upload Form 1098', ['Form 1098'])]),
    amount('Other interest'),
    amount('Repairs', {
      hint: 'Repairs keep the property in working order; improvements that add value go on the New Asset tab.',
    }),
    amount('Supplies'),
    amount('Property taxes'),
    amount('Utilities you paid'),
    amount('HOA or condo fees'),
    entries('Other expenses', [shortText('Description'), shortText('Amount', { numberOfCharacters: 20 })], {
      optional: true,
    }),
  ]),
  vehicleSection('Auto'),
  {
    ...newAssetSection('rental', [
      yesNo('Did you make improvements to the property (roof, HVAC, remodeling)?', [
        entries('Improvements', [shortText('Description'), date('Date completed'), shortText('Cost')]),
      ]),
    ]),
    trigger: { questionKey: 'rental_new_asset', answer: 'Yes' },
  },
  reviewAndSubmit(),
];
