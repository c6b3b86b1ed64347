import type { QuestionnaireDef, SectionDef } from './create-questionnaire.ts';

/**
 * A tax organizer with every section kind and question type, a two-level follow-up and a section shown by
 * an answer: the demo firm's questionnaires and the tests are built from it until firms make templates.
 */
export function sampleOrganizerSections(signerIds: number[]): SectionDef[] {
  return [
    {
      name: 'Welcome',
      type: 0,
      key: 'custom',
      instruction: '<p>Thank you for choosing us again this year. Answer what you can; you can come back any time.</p>',
    },
    {
      name: 'Engagement Letter',
      type: 2,
      key: 'agreement_signature',
      instruction:
        '<p>This letter confirms that we will prepare your federal and state income tax returns from the information you provide. You are responsible for the completeness and accuracy of that information.</p>',
      signerIds,
    },
    {
      name: 'General Information',
      type: 3,
      key: 'questionnaire',
      questions: [
        {
          key: 'moved',
          text: 'Did you move during the year?',
          type: 'boolean',
          followUps: [
            {
              trigger: 'Yes',
              questions: [
                {
                  text: 'Did you move for work?',
                  type: 'boolean',
                  followUps: [
                    { trigger: 'Yes', questions: [{ text: 'How many miles farther is the new job?', type: 'text' }] },
                  ],
                },
              ],
            },
          ],
        },
        {
          text: 'Filing status',
          type: 'select',
          options: ['Single', 'Married filing jointly', 'Married filing separately', 'Head of household'],
        },
        {
          text: 'Which of these did you receive?',
          type: 'multiple',
          options: ['Wages', 'Interest', 'Dividends', 'Unemployment'],
        },
        { text: 'Date of birth', type: 'date' },
        { text: 'Occupation', type: 'text', numberOfCharacters: 60 },
        { text: 'Anything else we should know?', type: 'textarea', numberOfCharacters: 500, optional: true },
        { text: 'IRS Identity Protection PIN', type: 'password', optional: true },
        {
          text: 'Dependents',
          type: 'entries',
          fields: [
            { text: 'Name', type: 'text' },
            { text: 'Relationship', type: 'select', options: ['Son', 'Daughter', 'Parent', 'Other'] },
            { text: 'Date of birth', type: 'date' },
          ],
        },
        { key: 'rental', text: 'Did you own a rental property?', type: 'boolean' },
      ],
    },
    {
      name: 'Rental Property',
      type: 3,
      key: 'questionnaire',
      trigger: { questionKey: 'rental', answer: 'Yes' },
      questions: [{ text: 'Rents received', type: 'text' }],
    },
    {
      name: 'Documents',
      type: 10,
      key: 'document_checklist',
      questions: [
        { text: 'W-2 forms', type: 'upload', options: ['W-2', 'W-2C'] },
        { text: '1099 forms', type: 'upload', optional: true },
      ],
    },
    { name: 'Review and Submit', type: 4, key: 'review_and_submit' },
  ];
}

export function sampleOrganizer(
  base: Omit<QuestionnaireDef, 'sections' | 'name'> & { name?: string },
  signerIds: number[],
): QuestionnaireDef {
  return {
    name: 'Individual Tax Organizer',
    description: 'Tell us about your year so we can prepare your return.',
    ...base,
    sections: sampleOrganizerSections(signerIds),
  };
}
