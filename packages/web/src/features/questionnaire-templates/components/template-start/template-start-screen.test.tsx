import { templateStartMessages } from '@portal/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../../testing/api-stub';
import { json } from '../../../../testing/factories';
import { renderWithProviders } from '../../../../testing/render';
import { TEMPLATE_START_TEXTS, TemplateStartScreen } from './template-start-screen';

afterEach(() => vi.unstubAllGlobals());

const START = 'POST /api/public/templates/abc123def456/start';
const INFO = 'GET /api/public/templates/abc123def456';

function renderScreen(onSignedIn = vi.fn()) {
  const user = userEvent.setup();
  renderWithProviders(
    <Routes>
      <Route
        path="/template/:hashId/create-questionnaire-from-template"
        element={<TemplateStartScreen hashId="abc123def456" onSignedIn={onSignedIn} />}
      />
    </Routes>,
    { route: '/template/abc123def456/create-questionnaire-from-template?firmGroupId=4&taxYear=2024' },
  );
  return { user, onSignedIn };
}

const info = () => json(200, { template_name: '1040 Organizer', firm_name: 'Acme Tax' });

describe('TemplateStartScreen', () => {
  it('asks for an email, then the names of a new person, and starts their session', async () => {
    const api = stubApi({
      [INFO]: info,
      [START]: (body: { first_name?: string }) =>
        body.first_name
          ? json(200, {
              step: 'started',
              redirect: '/questionnaire/h1?questionnaireId=9',
              firebase_token: 'access-1',
              expires_at: '2030-01-01T00:00:00.000Z',
            })
          : json(200, { step: 'sign-up' }),
    });
    const { user, onSignedIn } = renderScreen();
    expect(await screen.findByRole('heading', { name: '1040 Organizer' })).toBeInTheDocument();
    expect(screen.getByText('Acme Tax')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText(templateStartMessages.emailRequired)).toBeInTheDocument();
    expect(api.keys()).not.toContain(START);

    await user.type(screen.getByLabelText('Email'), ' jane@example.com ');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(api.bodyOf(START)).toEqual({ email: 'jane@example.com', tax_year: 2024, firm_group_id: 4 });
    const start = await screen.findByRole('button', { name: 'Start' });

    await user.type(screen.getByLabelText('First name'), 'Jane');
    await user.click(start);
    expect(screen.getByText(templateStartMessages.nameRequired)).toBeInTheDocument();

    await user.type(screen.getByLabelText('Last name'), 'Doe');
    await user.click(start);
    await vi.waitFor(() => expect(onSignedIn).toHaveBeenCalledWith('access-1', '/questionnaire/h1?questionnaireId=9'));
    expect(api.bodyOf(START)).toEqual({
      email: 'jane@example.com',
      first_name: 'Jane',
      last_name: 'Doe',
      tax_year: 2024,
      firm_group_id: 4,
    });
  });

  it('tells a known person to check their email', async () => {
    stubApi({ [INFO]: info, [START]: () => json(200, { step: 'check-email' }) });
    const { user, onSignedIn } = renderScreen();
    await user.type(await screen.findByLabelText('Email'), 'known@example.com');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(TEMPLATE_START_TEXTS.checkEmail)).toBeInTheDocument();
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('shows the server’s email message', async () => {
    stubApi({
      [INFO]: info,
      [START]: () => json(400, { error: { code: 'validation_failed', message: templateStartMessages.emailRequired } }),
    });
    const { user } = renderScreen();
    await user.type(await screen.findByLabelText('Email'), 'odd@example.com');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(templateStartMessages.emailRequired)).toBeInTheDocument();
  });

  it('says when the link is unknown', async () => {
    stubApi({});
    renderScreen();
    expect(await screen.findByText(TEMPLATE_START_TEXTS.notFound)).toBeInTheDocument();
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
  });
});
