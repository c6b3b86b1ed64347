import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../../testing/api-stub';
import { json } from '../../../../testing/factories';
import { renderWithProviders } from '../../../../testing/render';
import { buildQuestion, buildQuestionnaire, noChange } from '../../../../testing/questionnaire.fixtures';
import { QuestionnaireScreen } from './questionnaire-screen';

afterEach(() => vi.unstubAllGlobals());

// The screen fetches the glossary and provides it; the questions (drawn through AppProviders) mark its key words.
describe('QuestionnaireScreen glossary', () => {
  it("the client's questionnaire page fetches the firm's glossary and marks its key words", async () => {
    const q = buildQuestionnaire({
      questionnaire_questions: [buildQuestion({ id: 100, section_id: 1, text: 'Did you have a K-1 this year?' })],
    });
    const api = stubApi({
      'GET /api/questionnaires/5': () => json(200, q),
      'POST /api/questionnaires/5/sections/1': () => json(200, noChange(q)),
      'GET /api/firm_vocabs': () =>
        json(200, [{ id: 3, key_words: 'K-1', description: 'Partner share statement.', created_at: '2026-01-01' }]),
    });
    const user = userEvent.setup();
    renderWithProviders(
      <QuestionnaireScreen
        questionnaireId={5}
        companyHash={q.company_hash}
        back={() => ({ to: '/', label: 'Back to Dashboard' })}
        profileDefaults={{ email: 'cam@example.com', phone: '' }}
      />,
    );
    const term = await screen.findByText('K-1', { selector: '[data-glossary-term]' });
    expect(screen.getByRole('textbox', { name: 'Did you have a K-1 this year?' })).toBeInTheDocument();
    await user.hover(term);
    expect(await screen.findByRole('tooltip', { hidden: true })).toHaveTextContent('Partner share statement.');
    expect(api.keys()).toContain('GET /api/firm_vocabs');
  });
});
