import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../../testing/api-stub';
import { json } from '../../../../testing/factories';
import { renderWithProviders } from '../../../../testing/render';
import { GuideChecklist } from './guide-checklist';

afterEach(() => vi.unstubAllGlobals());

/** A firm with clients and staff that has sent a return but no signature request, with signatures and workflows on. */
const guide = () =>
  json(200, {
    steps: [
      { key: 'create_client', done: true },
      { key: 'send_questionnaire', done: true },
      { key: 'upload_return', done: false },
      { key: 'invite_staff', done: true },
      { key: 'deliver_return', done: true },
      { key: 'request_signature', done: false },
      { key: 'automate_workflow', done: false },
    ],
  });

const stepNamed = (title: RegExp) => screen.getByRole('heading', { name: title }).closest('li')!;

describe('GuideChecklist (issue 38 §2)', () => {
  it("shows the firm's steps as the server reads them: each area's step, done or to do", async () => {
    stubApi({ 'GET /api/firms/guide': guide });
    renderWithProviders(<GuideChecklist canInvite />);
    expect(
      await screen.findByText('4 of 7 steps done. Each step ticks itself when your firm has done it.'),
    ).toBeVisible();
    expect(within(stepNamed(/Invite your team/)).getByText('Done')).toBeInTheDocument();
    expect(within(stepNamed(/Deliver a tax return/)).getByText('Done')).toBeInTheDocument();
    const signature = stepNamed(/Request a signature/);
    expect(within(signature).getByText('To do')).toBeInTheDocument();
    expect(within(signature).getByRole('link', { name: 'Go to Signatures' })).toHaveAttribute(
      'href',
      '/signature-requests',
    );
    expect(within(stepNamed(/Automate a workflow/)).getByRole('link', { name: 'Go to Workflows' })).toHaveAttribute(
      'href',
      '/workflows',
    );
    // An area the firm has not switched on has no step.
    expect(screen.queryByRole('heading', { name: /Review and export/ })).not.toBeInTheDocument();
  });

  it('leaves the invitation out for staff who cannot invite', async () => {
    stubApi({ 'GET /api/firms/guide': guide });
    renderWithProviders(<GuideChecklist canInvite={false} />);
    expect(await screen.findByText(/^3 of 6 steps done/)).toBeVisible();
    expect(screen.queryByRole('heading', { name: /Invite your team/ })).not.toBeInTheDocument();
  });
});
