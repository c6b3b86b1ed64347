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

/** Farm: a farmer's Schedule F with its income, expenses, vehicles and new assets. */
export const farmSections = (): SectionDefinition[] => [
  questionSection('General', [
    shortText('Farm name'),
    shortText('Employer identification number (EIN), if any', { numberOfCharacters: 10, optional: true }),
    longText('Principal crop or activity', { numberOfCharacters: 300 }),
    choice('Accounting method', ['Cash', 'Accrual']),
    yesNo('Did you materially participate in the farm this year?'),
    yesNo('Did you rent your land to a tenant farmer for a share of the crop?', [
      longText('Describe the arrangement and your share'),
    ]),
  ]),
  questionSection('Income', [
    amount('Sales of livestock and other items bought for resale'),
    amount('Cost of the livestock and items bought for resale'),
    amount('Sales of livestock, produce and grains you raised', { optional: false }),
    yesNo('Did you receive cooperative distributions?', [upload('Upload Forms 1099-PATR', ['Form 1099-PATR'])]),
    yesNo('Did you receive agricultural program payments or Commodity Credit Corporation loans?', [
      upload('Upload the forms', ['CCC-1099-G', 'Form 1099-G']),
    ]),
    yesNo('Did you receive crop insurance or disaster payments?', [
      amount('Amount received', { optional: false }),
      yesNo('Would you like to defer the proceeds to next year, if allowed?'),
    ]),
    amount('Custom hire (machine work) income'),
    amount('Other farm income (fuel tax credits, refunds)'),
  ]),
  questionSection('Expenses', [
    amount('Chemicals'),
    amount('Conservation expenses'),
    amount('Custom hire (machine work)'),
    amount('Feed'),
    amount('Fertilizers and lime'),
    amount('Freight and trucking'),
    amount('Gasoline, fuel and oil'),
    amount('Insurance (other than health)'),
    yesNo('Did you pay mortgage interest on farm property?', [upload('Upload Form 1098', ['Form 1098'])]),
    amount('Other interest'),
    amount('Labor hired'),
    amount('Rent or lease of vehicles, machinery and equipment'),
    amount('Rent or lease of land and animals'),
    amount('Repairs and maintenance'),
    amount('Seeds and plants'),
    amount('Storage and warehousing'),
    amount('Supplies'),
    amount('Taxes'),
    amount('Utilities'),
    amount('Veterinary, breeding and medicine'),
    amount('Business gifts', { hint: starterHints.businessGifts }),
    entries('Other expenses', [shortText('Description'), shortText('Amount', { numberOfCharacters: 20 })], {
      optional: true,
    }),
  ]),
  vehicleSection('Auto'),
  newAssetSection('farm', [
    yesNo('Did you buy breeding, dairy or draft livestock this year?', [
      entries('Livestock bought', [shortText('Kind and number of animals'), shortText('Cost')]),
    ]),
    yesNo('Did you build or buy farm buildings, fences or drainage this year?', [
      entries('Buildings and land improvements', [shortText('Description'), shortText('Cost')]),
    ]),
  ]),
  payrollSection(),
  estimatedTaxPaymentsSection(),
  reviewAndSubmit(),
];
