import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../../testing/api-stub';
import { json } from '../../../../testing/factories';
import { renderWithDataRouter } from '../../../../testing/render';
import { savedTemplate } from './template-editor.fixtures';
import { TemplateEditorScreen } from './template-editor-screen';

afterEach(() => vi.unstubAllGlobals());

/** Building a whole template key by key takes long in happy-dom, longer on a busy machine. */
const LONG_TEST_MS = 60_000;

/** Pastes the text in one change: typing key by key re-renders the editor per character, slow in happy-dom. */
async function fill(user: ReturnType<typeof userEvent.setup>, input: HTMLElement, text: string) {
  await user.click(input);
  await user.paste(text);
}

const PUT = 'PUT /api/questionnaire_templates/7';

function renderExisting() {
  const api = stubApi({
    'GET /api/questionnaire_templates/get_template_by_id': () => json(200, savedTemplate()),
    [PUT]: (body) => json(200, { ...savedTemplate(), ...body }),
  });
  renderWithDataRouter(<TemplateEditorScreen templateId={7} />, { route: '/templates/7/edit' });
  return { api, user: userEvent.setup() };
}

type Body = { sections: { name: string; type: number; trigger?: unknown; questions?: Record<string, unknown>[] }[] };

describe('TemplateEditorScreen structure', () => {
  it(
    'adds a triggered section, reorders sections and saves the trigger by question key',
    async () => {
      const { api, user } = renderExisting();
      await user.click(await screen.findByRole('button', { name: 'Add section' }));
      const second = screen.getByRole('region', { name: 'Section 2' });
      await fill(user, within(second).getByLabelText('Section 2 name'), 'Rental details');
      await user.click(within(second).getByLabelText('Section 2 shows only for an answer'));
      await user.selectOptions(within(second).getByLabelText('Section 2 trigger question'), 'q_rent');
      expect(within(second).getByLabelText('Section 2 trigger answer')).toHaveValue('Yes');
      await user.selectOptions(within(second).getByLabelText('Section 2 trigger answer'), 'No');
      await user.click(within(second).getByRole('button', { name: 'Add question to section 2' }));
      await fill(user, within(second).getByLabelText('Question 1 text'), 'Why not?');
      // Keyboard: focus "Move section 2 up" and press Enter.
      within(second).getByRole('button', { name: 'Move section 2 up' }).focus();
      await user.keyboard('{Enter}');
      expect(screen.getByLabelText('Section 1 name')).toHaveValue('Rental details');
      await user.click(screen.getByRole('button', { name: 'Save template' }));
      await vi.waitFor(() => expect(api.bodyOf(PUT)).toBeDefined());
      const body = api.bodyOf(PUT) as Body;
      expect(body.sections.map((s) => s.name)).toEqual(['Rental details', 'Income']);
      expect(body.sections[0]!.trigger).toEqual({ questionKey: 'q_rent', answer: 'No' });
    },
    LONG_TEST_MS,
  );

  it(
    'edits upload document options and entries fields, and stops follow-ups at the third level',
    async () => {
      const { api, user } = renderExisting();
      const section = await screen.findByRole('region', { name: 'Section 1' });
      // Level 2 (1.1) may take a follow-up; its follow-up question (1.1.1) is the third level and may not.
      expect(within(section).getByRole('button', { name: 'Add follow-up to question 1.1' })).toBeInTheDocument();
      await user.click(within(section).getByRole('button', { name: 'Add follow-up to question 1.1' }));
      await fill(user, within(section).getByLabelText('Question 1.1 follow-up 1 answer'), '1000');
      await fill(user, within(section).getByLabelText('Question 1.1.1 text'), 'Any receipts?');
      expect(
        within(section).queryByRole('button', { name: 'Add follow-up to question 1.1.1' }),
      ).not.toBeInTheDocument();

      await user.click(within(section).getByRole('button', { name: 'Add question to section 1' }));
      await fill(user, within(section).getByLabelText('Question 2 text'), 'Upload your 1099s');
      await user.selectOptions(within(section).getByLabelText('Question 2 type'), 'upload');
      await user.click(within(section).getByRole('button', { name: 'Add document option to question 2' }));
      await fill(user, within(section).getByLabelText('Question 2 document option 1'), '1099-MISC');

      await user.click(within(section).getByRole('button', { name: 'Add question to section 1' }));
      await fill(user, within(section).getByLabelText('Question 3 text'), 'Properties');
      await user.selectOptions(within(section).getByLabelText('Question 3 type'), 'entries');
      expect(within(section).queryByRole('button', { name: 'Add follow-up to question 3' })).not.toBeInTheDocument();
      await user.click(within(section).getByRole('button', { name: 'Add field to question 3' }));
      await fill(user, within(section).getByLabelText('Question 3 field 1 text'), 'Address');
      expect(
        within(section).queryByRole('button', { name: 'Add follow-up to question 3 field 1' }),
      ).not.toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Save template' }));
      await vi.waitFor(() => expect(api.bodyOf(PUT)).toBeDefined());
      const questions = (api.bodyOf(PUT) as Body).sections[0]!.questions!;
      expect(questions[0]).toMatchObject({
        followUps: [
          {
            trigger: 'Yes',
            questions: [
              { text: 'How much?', followUps: [{ trigger: '1000', questions: [{ text: 'Any receipts?' }] }] },
            ],
          },
        ],
      });
      expect(questions[1]).toMatchObject({ type: 'upload', options: ['1099-MISC'] });
      expect(questions[2]).toMatchObject({ type: 'entries', fields: [{ text: 'Address', type: 'text' }] });
      expect(questions[2]).not.toHaveProperty('followUps');
    },
    LONG_TEST_MS,
  );

  it('asks before removing a question that has follow-ups', async () => {
    const { user } = renderExisting();
    await user.click(await screen.findByRole('button', { name: 'Remove question 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove question?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(screen.queryByLabelText('Question 1 text')).not.toBeInTheDocument();
  });
});
