import { submitMessages } from '@portal/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, stubApi } from '../../testing/api-stub';
import { json } from '../../testing/factories';
import { renderWithProviders } from '../../testing/render';
import { buildQuestionnaire } from '../../testing/questionnaire.fixtures';
import { TEMPLATE_PREVIEW } from '../../features/answering/components/page/view-only-banner';
import { TEMPLATE_TEXTS } from '../../features/questionnaire-templates/components/templates/templates-screen';
import { TemplatePreview } from './template-preview';

afterEach(() => vi.unstubAllGlobals());

const templatePreview = () =>
  buildQuestionnaire({
    id: 7,
    mode: 'admin-template',
    read_only: true,
    company_id: 0,
    company_hash: '',
    company_name: '',
    due_date: null,
  });

function renderPreview(route = '/preview/template/7', answer = () => json(200, templatePreview())) {
  const api = stubApi({ 'GET /api/questionnaire_templates/7/preview': answer });
  renderWithProviders(<TemplatePreview templateId={7} />, { route });
  return { api, user: userEvent.setup() };
}

const posts = (keys: string[]) => keys.filter((k) => !k.startsWith('GET '));

describe('TemplatePreview', () => {
  it('shows the template as the questionnaire page with the template note, no entity and no message link', async () => {
    const { api } = renderPreview();
    expect(await screen.findByRole('heading', { level: 1, name: '2025 Tax Organizer' })).toBeInTheDocument();
    expect(screen.getByText(TEMPLATE_PREVIEW.title)).toBeInTheDocument();
    expect(screen.getByText(TEMPLATE_PREVIEW.note)).toBeInTheDocument();
    expect(screen.getByText(/Tags such as \{client_fname\} are replaced/)).toBeInTheDocument();
    expect(screen.queryByText(/Tax year 2025/)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'send us a message' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to templates/ })).toHaveAttribute('href', '/templates');
    await screen.findByRole('heading', { level: 2, name: 'Income' });
    expect(posts(api.keys())).toEqual([]);
  });

  it('lets Submit be pressed on the last step, only to say a template cannot be submitted', async () => {
    const { api, user } = renderPreview('/preview/template/7?sectionId=4');
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(submitMessages.templatePreview);
    expect(screen.getByText('Template Preview cannot be submitted.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // Moving between sections records nothing either.
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    await screen.findByRole('heading', { level: 2, name: 'Expenses' });
    await waitFor(() => expect(api.keys()).toContain('GET /api/questionnaire_templates/7/preview'));
    expect(posts(api.keys())).toEqual([]);
    expect(api.keys().some((k) => k.includes('/sections/'))).toBe(false);
  });

  it('says when the caller may not use templates', async () => {
    renderPreview('/preview/template/7', () => apiError(403, 'forbidden', 'Forbidden'));
    expect(await screen.findByRole('alert')).toHaveTextContent(TEMPLATE_TEXTS.noAccess);
  });

  it('shows not found for an unknown template', async () => {
    renderPreview('/preview/template/7', () => apiError(404, 'not_found', 'Not found'));
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });
});
