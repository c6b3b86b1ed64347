import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, stubApi } from '../../../../testing/api-stub';
import { buildFirm, json } from '../../../../testing/factories';
import { renderWithProviders } from '../../../../testing/render';
import { GuideChecklist } from '../guide/guide-checklist';
import { GeneralSection } from './general-section';
import { IntegrationsSection } from './integrations-section';
import { PreferencesSection } from './preferences-section';
import { TwoFactorCard } from './two-factor-card';

afterEach(() => vi.unstubAllGlobals());

describe('GeneralSection', () => {
  it('saves the firm details with the shared schema', async () => {
    const api = stubApi({ 'PATCH /api/firms/general': () => new Response(null, { status: 204 }) });
    renderWithProviders(<GeneralSection firm={buildFirm({}, { name: 'Old Name', subdomain_url: 'old-name' })} />);
    const user = userEvent.setup();
    const name = screen.getByRole('textbox', { name: /Firm name/ });
    await user.clear(name);
    await user.type(name, 'New Name');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(api.bodyOf('PATCH /api/firms/general')).toMatchObject({ name: 'New Name', subdomain_url: 'old-name' }),
    );
    expect(await screen.findByText('Updated')).toBeInTheDocument();
  });

  it("checks values before sending, and on a refusal says 'Failed to update' and keeps what was typed", async () => {
    const api = stubApi({
      'PATCH /api/firms/general': () =>
        apiError(400, 'validation_failed', 'This subdomain is already taken', {
          subdomain_url: 'This subdomain is already taken',
        }),
    });
    renderWithProviders(<GeneralSection firm={buildFirm({}, { subdomain_url: 'mine' })} />);
    const user = userEvent.setup();
    const subdomain = screen.getByRole('textbox', { name: /Subdomain/ });
    await user.clear(subdomain);
    await user.type(subdomain, 'ab');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Subdomain must have at least 3 characters')).toBeInTheDocument();
    expect(api.keys()).not.toContain('PATCH /api/firms/general');

    await user.type(subdomain, 'c-taken');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Failed to update')).toBeInTheDocument();
    expect(screen.getAllByText('This subdomain is already taken').length).toBeGreaterThan(0);
    expect(subdomain).toHaveValue('abc-taken');
  });
});

describe('PreferencesSection', () => {
  it('sends only the flags that changed, previews the banner, and offers every built feature', async () => {
    const firm = buildFirm({ in_app_banner_enabled: false, in_app_banner_text: '' });
    const api = stubApi({
      'PATCH /api/firms/preferences': (body: object) => json(200, { ...firm.preferences, ...body }),
    });
    renderWithProviders(<PreferencesSection preferences={firm.preferences} />);
    const user = userEvent.setup();
    for (const flag of [/^Connect/, /^Bulk upload processor/i, /^Annotations/]) {
      expect(screen.getByRole('switch', { name: flag })).toBeEnabled();
    }
    expect(screen.getByText(/Turn the banner on and write its text/)).toBeInTheDocument();

    await user.click(screen.getByRole('switch', { name: /^Show a banner to staff/ }));
    await user.type(screen.getByRole('textbox', { name: /Banner text/ }), 'Office closed Friday');
    expect(screen.getByLabelText('Banner preview')).toHaveTextContent('Office closed Friday');
    await user.click(screen.getByRole('switch', { name: /^Document tags/ }));
    await user.click(screen.getByRole('button', { name: 'Save preferences' }));
    await waitFor(() =>
      expect(api.bodyOf('PATCH /api/firms/preferences')).toEqual({
        in_app_banner_enabled: true,
        in_app_banner_text: 'Office closed Friday',
        document_tags_enabled: true,
      }),
    );
    expect(await screen.findByText('Updated')).toBeInTheDocument();
  });
});

describe('PreferencesSection: export to platforms', () => {
  it('shows both platform preferences and saves the one switched on', async () => {
    const firm = buildFirm();
    const api = stubApi({
      'PATCH /api/firms/preferences': (body: object) => json(200, { ...firm.preferences, ...body }),
    });
    renderWithProviders(<PreferencesSection preferences={firm.preferences} />);
    const user = userEvent.setup();
    expect(screen.getByText('Export to platforms')).toBeInTheDocument();
    const scan = screen.getByRole('switch', { name: /^Scan and AutoFlow export/ });
    expect(scan).not.toBeChecked();
    expect(screen.getByRole('switch', { name: /^Document management system export/ })).not.toBeChecked();
    await user.click(scan);
    await user.click(screen.getByRole('button', { name: 'Save preferences' }));
    await waitFor(() =>
      expect(api.bodyOf('PATCH /api/firms/preferences')).toEqual({ scan_and_auto_flow_export_enabled: true }),
    );
  });
});

describe('TwoFactorCard', () => {
  it('saves a forcing flag as soon as it is switched', async () => {
    const firm = buildFirm();
    const api = stubApi({
      'PATCH /api/firms/preferences': (body: object) => json(200, { ...firm.preferences, ...body }),
    });
    renderWithProviders(<TwoFactorCard preferences={firm.preferences} />);
    await userEvent.setup().click(screen.getByRole('switch', { name: /^Require two-factor for clients/ }));
    await waitFor(() => expect(api.bodyOf('PATCH /api/firms/preferences')).toEqual({ force_2fa_on_users: true }));
  });
});

describe('IntegrationsSection', () => {
  it('says what works without each service and what it adds', async () => {
    stubApi({
      'GET /api/integrations/check_stripe_integration': () =>
        json(200, {
          is_connected: false,
          mode: 'built_in_test',
          services: { email: 'smtp', sms: 'outbox', ai: 'off', storage: 'local' },
        }),
    });
    renderWithProviders(<IntegrationsSection />);
    expect(await screen.findByText(/Built-in test mode/)).toBeInTheDocument();
    expect(screen.getByText(/sent through your mail server/)).toBeInTheDocument();
    expect(screen.getByText(/written to an outbox file/)).toBeInTheDocument();
  });
});

describe('GuideChecklist', () => {
  it('ticks the steps the firm has taken and links to the next ones', async () => {
    stubApi({
      'GET /api/firms/guide': () =>
        json(200, {
          steps: [
            { key: 'create_client', done: true },
            { key: 'send_questionnaire', done: false },
            { key: 'upload_return', done: false },
            { key: 'invite_staff', done: true },
          ],
        }),
    });
    renderWithProviders(<GuideChecklist canInvite={false} />);
    expect(await screen.findByText(/1 of 3 steps done/)).toBeInTheDocument();
    expect(screen.queryByText(/Invite your team/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Collect' })).toHaveAttribute('href', '/');
  });
});
