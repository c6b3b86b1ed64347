import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../../testing/api-stub';
import { json } from '../../../../testing/factories';
import { renderWithProviders } from '../../../../testing/render';
import { buildQuestionnaire, buildSection, buildSignature, noChange } from '../page/questionnaire.fixtures';
import { QuestionnaireScreen } from '../page/questionnaire-screen';

afterEach(() => vi.unstubAllGlobals());

const letter = (signatures: ReturnType<typeof buildSignature>[]) =>
  buildSection({
    id: 3,
    name: 'Engagement Letter',
    section_type: 2,
    section_key: 'agreement_signature',
    instruction: '<p>We agree to prepare your return.</p>',
    engagement_signatures: signatures,
  });

function renderLetter(signatures: ReturnType<typeof buildSignature>[], routes: Parameters<typeof stubApi>[0] = {}) {
  const q = buildQuestionnaire({ sections: [letter(signatures)], questionnaire_questions: [] });
  const api = stubApi({
    'GET /api/questionnaires/5': () => json(200, q),
    'POST /api/questionnaires/5/sections/3': () => json(200, noChange(q)),
    ...routes,
  });
  renderWithProviders(
    <QuestionnaireScreen
      questionnaireId={5}
      back={() => ({ to: '/', label: 'Back to Dashboard' })}
      profileDefaults={{ email: '', phone: '' }}
    />,
    { route: '/questionnaire/abc?questionnaireId=5' },
  );
  return { api, user: userEvent.setup(), q };
}

describe('SignatureSection', () => {
  it('signs with a typed signature, Sign staying disabled while it is empty', async () => {
    const signed = buildSignature({
      signature: 'Cam Client',
      signature_type: 'typed',
      signed_at: '2026-03-04T10:00:00.000Z',
    });
    const { api, user, q } = renderLetter([buildSignature()], {
      'POST /api/questionnaires/5/signatures/70/sign': () =>
        json(200, noChange(q, [{ ...letter([signed]), marked_completed: true }])),
    });
    expect(await screen.findByText('We agree to prepare your return.')).toBeInTheDocument();
    // The signing pad loads lazily (it is its own chunk).
    const sign = await screen.findByRole('button', { name: 'Sign' });
    expect(sign).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Type your full name to sign' }), '   ');
    expect(sign).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Type your full name to sign' }), 'Cam Client');
    await user.click(sign);

    const mine = await screen.findByRole('region', { name: 'Your signature' });
    expect(await within(mine).findByText('Signed on Mar 4, 2026')).toBeInTheDocument();
    const body = api.bodyOf('POST /api/questionnaires/5/signatures/70/sign') as Record<string, string>;
    expect(body).toMatchObject({ signature: 'Cam Client', signature_type: 'typed' });
    expect(body.client_time).toMatch(/\d{4}/);
    // The server completed the section: the navigation follows.
    expect(screen.getByText('1 / 1 sections completed')).toBeInTheDocument();
  });

  it('shows a drawn signature as an image and unsigns it with a toast', async () => {
    const drawn = buildSignature({
      signature: 'data:image/png;base64,AAAA',
      signature_type: 'drawn',
      signed_at: '2026-03-04T10:00:00.000Z',
    });
    const { user, q } = renderLetter([drawn], {
      'POST /api/questionnaires/5/signatures/70/unsign': () => json(200, noChange(q, [letter([buildSignature()])])),
    });
    expect(await screen.findByRole('img', { name: 'Your signature, drawn' })).toHaveAttribute(
      'src',
      'data:image/png;base64,AAAA',
    );
    await user.click(screen.getByRole('button', { name: 'Unsign' }));
    expect(await screen.findByText('Signature unsigned')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sign' })).toBeDisabled());
  });

  it("shows another signer's status instead of a form", async () => {
    renderLetter([
      buildSignature({ id: 71, is_mine: false, user_name: 'Sam Spouse' }),
      buildSignature({ id: 72, is_mine: false, user_name: 'Lee Partner', signature: 'Marked Not Needed' }),
    ]);
    expect(await screen.findByText('Sam Spouse has not signed yet')).toBeInTheDocument();
    expect(screen.getByText("Your signature isn't required")).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign' })).not.toBeInTheDocument();
  });
});
