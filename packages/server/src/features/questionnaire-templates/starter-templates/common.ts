import type { QuestionDefinition, SectionDefinition } from '@portal/domain';

/**
 * Building blocks shared by the built-in starter templates: the question shapes a tax organizer repeats
 * (yes/no with follow-ups, amounts, uploads) and the tabs several topics have in common.
 */

/** The hints spec 001 §3 lists for the starter templates. */
export const starterHints = {
  businessGifts: 'Business gifts are deductible up to $25 per person per year.',
  homeOfficeSimplified:
    'The simplified method deducts $5 per square foot of the office (up to 300 square feet) instead of actual expenses.',
  equipment: 'List each piece of equipment that cost over $500 separately.',
  furniture: 'List furniture and fixtures that cost over $2,500 each separately.',
  amount: 'The total for the year in dollars; leave blank if none.',
} as const;

type Extra = Partial<QuestionDefinition>;

/** A yes/no question; its follow-ups show on Yes (or on the answer given). */
export const yesNo = (
  text: string,
  followUps: QuestionDefinition[] = [],
  extra: Extra = {},
  trigger = 'Yes',
): QuestionDefinition => ({
  text,
  type: 'boolean',
  ...(followUps.length ? { followUps: [{ trigger, questions: followUps }] } : {}),
  ...extra,
});

/** A dollar amount for the year; optional because most lines do not apply to everyone. */
export const amount = (text: string, extra: Extra = {}): QuestionDefinition => ({
  text,
  type: 'text',
  hint: starterHints.amount,
  numberOfCharacters: 20,
  optional: true,
  ...extra,
});

export const shortText = (text: string, extra: Extra = {}): QuestionDefinition => ({
  text,
  type: 'text',
  numberOfCharacters: 200,
  ...extra,
});

export const longText = (text: string, extra: Extra = {}): QuestionDefinition => ({
  text,
  type: 'textarea',
  numberOfCharacters: 2000,
  ...extra,
});

export const date = (text: string, extra: Extra = {}): QuestionDefinition => ({ text, type: 'date', ...extra });

export const choice = (text: string, options: string[], extra: Extra = {}): QuestionDefinition => ({
  text,
  type: 'select',
  options,
  ...extra,
});

/** An upload question; its options are the documents the client can say they are providing. */
export const upload = (text: string, options: string[], extra: Extra = {}): QuestionDefinition => ({
  text,
  type: 'upload',
  options,
  ...extra,
});

export const entries = (text: string, fields: QuestionDefinition[], extra: Extra = {}): QuestionDefinition => ({
  text,
  type: 'entries',
  fields,
  ...extra,
});

export const questionSection = (
  name: string,
  questions: QuestionDefinition[],
  extra: Partial<SectionDefinition> = {},
): SectionDefinition => ({ name, type: 3, key: 'questionnaire', questions, ...extra });

export const reviewAndSubmit = (): SectionDefinition => ({
  name: 'Review and Submit',
  type: 4,
  key: 'review_and_submit',
  instruction: '<p>Check your answers and uploads, then submit. We will let you know if we need anything else.</p>',
});

/** A purchase listed one per line: the hints say which items must be listed separately. */
const assetEntries = (text: string) =>
  entries(text, [
    shortText('Description'),
    date('Date placed in service'),
    shortText('Cost', { numberOfCharacters: 20 }),
    choice('New or used', ['New', 'Used']),
  ]);

export const newAssetSection = (keyPrefix: string, extra: QuestionDefinition[] = []): SectionDefinition =>
  questionSection('New Asset', [
    yesNo('Did you buy equipment, machinery or tools this year?', [
      { ...assetEntries('Equipment bought'), hint: starterHints.equipment },
      upload('Upload the invoices or receipts', ['Invoice', 'Receipt', 'Financing agreement'], { optional: true }),
    ]),
    yesNo('Did you buy furniture or fixtures this year?', [
      { ...assetEntries('Furniture and fixtures bought'), hint: starterHints.furniture },
    ]),
    yesNo(
      'Did you sell, trade in, scrap or stop using any business asset this year?',
      [
        entries('Assets disposed of', [
          shortText('Description'),
          date('Date disposed of'),
          shortText('Sale price or trade-in value', { numberOfCharacters: 20 }),
        ]),
      ],
      { key: `${keyPrefix}_disposed` },
    ),
    ...extra,
  ]);

/** The vehicle questions of Form 4562 Part V; Schedule C calls the tab Business Use of Vehicle, others Auto. */
export const vehicleSection = (name: string): SectionDefinition =>
  questionSection(name, [
    yesNo('Did you use a car, truck or van for this activity?', [
      entries('Vehicles used', [
        shortText('Year, make and model'),
        date('Date placed in service'),
        shortText('Total miles driven this year', { numberOfCharacters: 10 }),
        shortText('Business miles', { numberOfCharacters: 10 }),
        shortText('Commuting miles', { numberOfCharacters: 10 }),
      ]),
      choice('How would you like to deduct the vehicle?', ['Standard mileage rate', 'Actual expenses', 'Not sure'], {
        followUps: [
          {
            trigger: 'Actual expenses',
            questions: [
              amount('Gas and oil'),
              amount('Repairs and maintenance'),
              amount('Insurance'),
              amount('Lease payments'),
              amount('Registration and licenses'),
            ],
          },
        ],
      }),
      amount('Parking fees and tolls'),
      yesNo('Do you have written evidence (a log) of the business miles?'),
      yesNo('Was another vehicle available for personal use?'),
    ]),
  ]);

export const estimatedTaxPaymentsSection = (): SectionDefinition =>
  questionSection('Estimated Tax Payments', [
    yesNo('Did you make federal estimated tax payments for this tax year?', [
      entries('Federal payments', [date('Date paid'), shortText('Amount', { numberOfCharacters: 20 })]),
    ]),
    yesNo('Did you make state or local estimated tax payments for this tax year?', [
      entries('State and local payments', [
        shortText('State or locality', { numberOfCharacters: 60 }),
        date('Date paid'),
        shortText('Amount', { numberOfCharacters: 20 }),
      ]),
    ]),
    choice('If you have an overpayment, what should we do with it?', [
      'Refund it',
      'Apply it to next year’s estimated tax',
      'Ask me when the return is ready',
    ]),
  ]);

/** Payroll reports for a business with employees. */
export const payrollSection = (): SectionDefinition =>
  questionSection('Payroll', [
    yesNo('Did you have employees this year?', [
      upload('Upload the payroll reports', [
        'Form W-3 and W-2s',
        'Form 940',
        'Forms 941 (each quarter)',
        'State payroll returns',
        'Payroll service annual summary',
      ]),
      yesNo('Did you pay family members as employees?', [longText('Who, and how much each?')], { optional: true }),
      amount('Employer contributions to employee retirement plans'),
      amount('Employee health insurance paid by the business'),
    ]),
    yesNo('Did you pay anyone $600 or more who is not an employee (contract labor)?', [
      yesNo('Did you file the required Forms 1099-NEC?', [yesNo('Would you like us to prepare them?')], {}, 'No'),
    ]),
  ]);
