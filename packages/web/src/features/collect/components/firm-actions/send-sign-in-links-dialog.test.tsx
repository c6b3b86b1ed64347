import { previewActionMessages } from '@portal/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, stubApi } from '../../../../testing/api-stub';
import { json } from '../../../../testing/factories';
import { renderWithProviders } from '../../../../testing/render';
import { SendSignInLinksDialog } from './send-sign-in-links-dialog';

afterEach(() => vi.unstubAllGlobals());

const USERS = 'GET /api/questionnaires/7/entity_users';
const SEND = 'POST /api/questionnaires/7/send_sign_in_links';
const people = [
  { id: 11, full_name: 'Cam Client', email: 'cam@example.test', is_taxpayer: true, is_spouse: false },
  { id: 12, full_name: 'Sam Spouse', email: 'sam@example.test', is_taxpayer: false, is_spouse: true },
  { id: 13, full_name: 'Nia Nomail', email: null, is_taxpayer: false, is_spouse: false },
];

describe('SendSignInLinksDialog', () => {
  it('sends links to the chosen clients; one without email cannot be chosen', async () => {
    const api = stubApi({
      [USERS]: () => json(200, people),
      [SEND]: () => json(200, { message: previewActionMessages.signInLinksSent }),
    });
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<SendSignInLinksDialog questionnaireId={7} onClose={onClose} />);
    const sam = await screen.findByRole('checkbox', { name: 'Sam Spouse' });
    expect(screen.getByRole('checkbox', { name: 'Nia Nomail' })).toBeDisabled();
    expect(screen.getByText(previewActionMessages.noEmail)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(previewActionMessages.chooseUsers)).toBeInTheDocument();
    expect(api.keys()).not.toContain(SEND);

    await user.click(sam);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Sign in link(s) sent successfully')).toBeInTheDocument();
    expect(api.bodyOf(SEND)).toEqual({ userIds: [12] });
    expect(onClose).toHaveBeenCalled();
  });

  it('shows the server refusal and stays open', async () => {
    stubApi({
      [USERS]: () => json(200, people),
      [SEND]: () => apiError(429, 'too_many_requests', 'Too many emails; try again later'),
    });
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<SendSignInLinksDialog questionnaireId={7} onClose={onClose} />);
    await user.click(await screen.findByRole('checkbox', { name: 'Cam Client' }));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Too many emails; try again later')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it("says 'Error fetching entity users' when the list fails", async () => {
    stubApi({ [USERS]: () => apiError(500, 'internal', 'boom') });
    renderWithProviders(<SendSignInLinksDialog questionnaireId={7} onClose={vi.fn()} />);
    expect(await screen.findByText(previewActionMessages.entityUsersFailed)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled());
  });
});
