import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Question } from '@portal/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { AnswerInput } from './answer-input';
import { GlossaryProvider, GlossaryText } from './glossary-text';

afterEach(() => vi.unstubAllGlobals());

const glossary = [
  { id: 1, key_words: 'AGI, Adjusted Gross Income', description: 'Your income after adjustments.' },
  { id: 2, key_words: 'Income', description: 'Money you received.' },
];

describe('GlossaryText', () => {
  it('is plain text without a glossary', () => {
    renderWithProviders(
      <p>
        <GlossaryText text="What was your AGI?" />
      </p>,
    );
    expect(screen.getByText('What was your AGI?')).toBeInTheDocument();
    expect(document.querySelector('[data-glossary-term]')).toBeNull();
  });

  it('marks key words and shows their description when reached with the keyboard', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <GlossaryProvider entries={glossary}>
        <p>
          <GlossaryText text="Was your adjusted gross income above your other income?" />
        </p>
      </GlossaryProvider>,
    );
    const terms = [...document.querySelectorAll('[data-glossary-term]')];
    expect(terms.map((t) => t.textContent)).toEqual(['adjusted gross income', 'income']);
    expect(terms[0]!.closest('p')).toHaveTextContent('Was your adjusted gross income above your other income?');
    await user.tab();
    expect(terms[0]).toHaveFocus();
    const tip = await screen.findByRole('tooltip', { hidden: true });
    expect(tip).toHaveTextContent('Your income after adjustments.');
    await waitFor(() => expect(terms[0]).toHaveAttribute('aria-describedby', tip.id));
    await user.tab();
    expect(terms[1]).toHaveFocus();
    expect(await screen.findByRole('tooltip', { hidden: true })).toHaveTextContent('Money you received.');
  });

  it("keeps a question's text as its input's name while marking key words in the label", async () => {
    const question = {
      id: 9,
      text: 'What was your AGI?',
      question_type: 'text',
      options: [],
      number_of_characters: null,
    };
    const user = userEvent.setup();
    renderWithProviders(
      <GlossaryProvider entries={glossary}>
        <AnswerInput question={question as unknown as Question} value="" onChange={vi.fn()} />
      </GlossaryProvider>,
    );
    const input = screen.getByRole('textbox', { name: 'What was your AGI?' });
    await user.hover(screen.getByText('AGI'));
    expect(await screen.findByRole('tooltip', { hidden: true })).toHaveTextContent('Your income after adjustments.');
    expect(input).toBeInTheDocument();
  });
});
