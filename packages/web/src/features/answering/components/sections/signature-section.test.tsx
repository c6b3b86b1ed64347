import { questionAdminMessages } from '@portal/domain';
import { act, screen, waitFor, within } from '@testing-library/react';
import type { Editor } from '@tiptap/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, stubApi } from '../../../../testing/api-stub';
import { json } from '../../../../testing/factories';
import { renderWithProviders } from '../../../../testing/render';
import { buildQuestionnaire, buildSection, buildSignature, noChange } from '../../../../testing/questionnaire.fixtures';
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

function renderLetter(
  signatures: ReturnType<typeof buildSignature>[],
  routes: Parameters<typeof stubApi>[0] = {},
  overrides: Partial<ReturnType<typeof buildQuestionnaire>> = {},
) {
  const q = buildQuestionnaire({ sections: [letter(signatures)], questionnaire_questions: [], ...overrides });
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

const PUT_LETTER = 'PUT /api/questionnaires/5/sections/3/engagement_letter';
const staffPreview = { mode: 'admin-preview' as const, read_only: true, staff_can_answer: true };
const editorOf = (box: HTMLElement) => (box as HTMLElement & { editor: Editor }).editor;

describe('Engagement letter editor (spec 001 §8)', () => {
  it('lets staff rewrite the letter as rich text in the preview and says it was updated', async () => {
    const { api, user } = renderLetter(
      [buildSignature({ is_mine: false, user_name: 'Sam Spouse' })],
      { [PUT_LETTER]: () => json(200, { message: questionAdminMessages.engagementLetterUpdated }) },
      staffPreview,
    );
    await user.click(await screen.findByRole('button', { name: 'Edit engagement letter' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit engagement letter' });
    const box = await within(dialog).findByRole('textbox', { name: 'Engagement letter' }, { timeout: 10_000 });
    await waitFor(() => expect(box).toHaveTextContent('We agree to prepare your return.'));
    expect(within(dialog).getByRole('button', { name: 'Bold' })).toBeInTheDocument();
    act(() => {
      editorOf(box).chain().focus().selectAll().insertContent('New terms ').toggleBold().insertContent('apply').run();
    });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(questionAdminMessages.engagementLetterUpdated)).toBeInTheDocument();
    expect(api.bodyOf(`${PUT_LETTER}`)).toEqual({ instruction: '<p>New terms <strong>apply</strong></p>' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('refuses an empty letter before asking the server, and shows the server refusal', async () => {
    const { api, user } = renderLetter(
      [buildSignature({ is_mine: false, user_name: 'Sam Spouse' })],
      { [PUT_LETTER]: () => apiError(409, 'conflict', questionAdminMessages.letterSigned) },
      staffPreview,
    );
    await user.click(await screen.findByRole('button', { name: 'Edit engagement letter' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit engagement letter' });
    const box = await within(dialog).findByRole('textbox', { name: 'Engagement letter' }, { timeout: 10_000 });
    await waitFor(() => expect(box).toHaveTextContent('We agree'));
    act(() => {
      editorOf(box).chain().focus().clearContent(true).run();
    });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(questionAdminMessages.letterRequired)).toBeInTheDocument();
    expect(api.keys()).not.toContain(PUT_LETTER);
    act(() => {
      editorOf(box).chain().focus().insertContent('Terms').run();
    });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(questionAdminMessages.letterSigned)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Edit engagement letter' })).toBeInTheDocument();
  });

  it('disables editing once someone signed and says why', async () => {
    renderLetter(
      [
        buildSignature({
          is_mine: false,
          user_name: 'Sam Spouse',
          signature: 'Sam Spouse',
          signed_at: '2026-03-04T10:00:00.000Z',
        }),
      ],
      {},
      staffPreview,
    );
    expect(await screen.findByRole('button', { name: 'Edit engagement letter' })).toBeDisabled();
    expect(screen.getByText(questionAdminMessages.letterSigned)).toBeInTheDocument();
  });

  it('shows no editor to a client', async () => {
    renderLetter([buildSignature()]);
    expect(await screen.findByText('We agree to prepare your return.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit engagement letter' })).not.toBeInTheDocument();
  });

  it('shows no editor to staff who may not answer', async () => {
    renderLetter([buildSignature({ is_mine: false })], {}, { ...staffPreview, staff_can_answer: false });
    expect(await screen.findByText('We agree to prepare your return.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit engagement letter' })).not.toBeInTheDocument();
  });
});
