import type { TemplateDetail } from '@portal/domain';

/** A saved template as the server answers it: one section, a yes/no question with a follow-up on Yes. */
export const savedTemplate = (overrides: Partial<TemplateDetail> = {}): TemplateDetail => ({
  id: 7,
  name: 'Rental property',
  description: 'Schedule E',
  disclaimer: null,
  deposit_amount_cents: 2500,
  built_in: false,
  updated_at: '2026-01-02T10:00:00.000Z',
  sections: [
    {
      name: 'Income',
      type: 3,
      questions: [
        {
          key: 'q_rent',
          text: 'Did you receive rent?',
          type: 'boolean',
          followUps: [{ trigger: 'Yes', questions: [{ key: 'q_amount', text: 'How much?', type: 'text' }] }],
        },
      ],
    },
  ],
  ...overrides,
});
