import { templateMessages } from '@portal/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, stubApi } from '../../../../testing/api-stub';
import { json } from '../../../../testing/factories';
import { renderWithProviders } from '../../../../testing/render';
import { TEMPLATE_TEXTS, TemplatesScreen } from './templates-screen';

afterEach(() => vi.unstubAllGlobals());

const template = (
  id: number,
  name: string,
  description: string | null,
  sections: number,
  questions: number,
  built_in = false,
) => ({
  id,
  built_in,
  name,
  description,
  section_count: sections,
  question_count: questions,
  updated_at: '2026-01-02T10:00:00.000Z',
});

describe('TemplatesScreen', () => {
  it("lists the firm's templates with their counts and a preview link", async () => {
    stubApi({
      'GET /api/questionnaire_templates': () =>
        json(200, {
          items: [template(7, '1040 Organizer', 'Individual returns', 4, 23), template(8, 'Schedule C', null, 1, 1)],
        }),
    });
    renderWithProviders(<TemplatesScreen />);
    expect(screen.getByRole('heading', { level: 1, name: 'Templates' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Preview 1040 Organizer' })).toHaveAttribute(
      'href',
      '/preview/template/7',
    );
    expect(screen.getByRole('link', { name: 'Preview Schedule C' })).toHaveAttribute('href', '/preview/template/8');
    expect(screen.getByText('Individual returns')).toBeInTheDocument();
    expect(screen.getByText('4 sections')).toBeInTheDocument();
    expect(screen.getByText('23 questions')).toBeInTheDocument();
    expect(screen.getByText('1 section')).toBeInTheDocument();
    expect(screen.getByText('1 question')).toBeInTheDocument();
  });

  it('says templates are created here when there are none', async () => {
    stubApi({ 'GET /api/questionnaire_templates': () => json(200, { items: [] }) });
    renderWithProviders(<TemplatesScreen />);
    expect(await screen.findByText(TEMPLATE_TEXTS.emptyTitle)).toBeInTheDocument();
    expect(screen.getByText(TEMPLATE_TEXTS.emptyDetail)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Preview/ })).not.toBeInTheDocument();
  });

  it('tells staff without access that they cannot use templates', async () => {
    stubApi({ 'GET /api/questionnaire_templates': () => apiError(403, 'forbidden', 'Forbidden') });
    renderWithProviders(<TemplatesScreen />);
    expect(await screen.findByRole('alert')).toHaveTextContent(TEMPLATE_TEXTS.noAccess);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('links to a new template, and to editing, copying, deleting and previewing each template', async () => {
    stubApi({
      'GET /api/questionnaire_templates': () =>
        json(200, { items: [template(7, 'Mine', null, 1, 2), template(8, 'General QA', null, 3, 9, true)] }),
    });
    renderWithProviders(<TemplatesScreen />);
    expect(screen.getByRole('link', { name: TEMPLATE_TEXTS.newTemplate })).toHaveAttribute('href', '/templates/new');
    expect(await screen.findByRole('link', { name: 'Edit Mine' })).toHaveAttribute('href', '/templates/7/edit');
    expect(screen.getByRole('button', { name: 'Copy Mine' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Delete Mine' })).toBeEnabled();
    // A built-in starter: marked, read-only, and explained.
    const builtInRow = screen.getByRole('row', { name: /General QA/ });
    expect(within(builtInRow).getByText(TEMPLATE_TEXTS.builtIn)).toBeInTheDocument();
    expect(within(builtInRow).getByText(templateMessages.builtInReadOnly)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit General QA' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Edit General QA' })).toHaveAccessibleDescription(
      templateMessages.builtInReadOnly,
    );
    expect(screen.getByRole('button', { name: 'Copy General QA' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Preview General QA' })).toHaveAttribute('href', '/preview/template/8');
  });

  it('asks before deleting a template, then deletes it', async () => {
    let items = [template(7, 'Mine', null, 1, 2)];
    const api = stubApi({
      'GET /api/questionnaire_templates': () => json(200, { items }),
      'DELETE /api/questionnaire_templates/7': () => {
        items = [];
        return json(200, { message: templateMessages.deleted });
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<TemplatesScreen />);
    await user.click(await screen.findByRole('button', { name: 'Delete Mine' }));
    const dialog = await screen.findByRole('dialog', { name: TEMPLATE_TEXTS.deleteTitle });
    expect(dialog).toHaveTextContent(TEMPLATE_TEXTS.deleteMessage('Mine'));
    expect(api.keys()).not.toContain('DELETE /api/questionnaire_templates/7');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.keys()).not.toContain('DELETE /api/questionnaire_templates/7');
    await user.click(screen.getByRole('button', { name: 'Delete Mine' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(templateMessages.deleted)).toBeInTheDocument();
    expect(api.keys()).toContain('DELETE /api/questionnaire_templates/7');
    expect(await screen.findByText(TEMPLATE_TEXTS.emptyTitle)).toBeInTheDocument();
  });

  it("copies a template and opens the copy's editor", async () => {
    const api = stubApi({
      'GET /api/questionnaire_templates': () => json(200, { items: [template(8, 'General QA', null, 3, 9, true)] }),
      'POST /api/questionnaire_templates/8/copy': () =>
        json(201, {
          id: 12,
          name: 'Copy of General QA',
          description: null,
          disclaimer: null,
          deposit_amount_cents: null,
          sections: [{ name: 'General', type: 3 }],
          built_in: false,
          updated_at: '2026-01-02T10:00:00.000Z',
        }),
    });
    const user = userEvent.setup();
    renderWithProviders(
      <Routes>
        <Route path="/templates" element={<TemplatesScreen />} />
        <Route path="/templates/12/edit" element={<h1>Editor of 12</h1>} />
      </Routes>,
      { route: '/templates' },
    );
    await user.click(await screen.findByRole('button', { name: 'Copy General QA' }));
    expect(await screen.findByRole('heading', { name: 'Editor of 12' })).toBeInTheDocument();
    expect(await screen.findByText(templateMessages.copied)).toBeInTheDocument();
    expect(api.keys()).toContain('POST /api/questionnaire_templates/8/copy');
  });

  it('copies a template\u2019s public start link', async () => {
    const api = stubApi({
      'GET /api/questionnaire_templates': () => json(200, { items: [template(7, '1040 Organizer', null, 4, 23)] }),
      'POST /api/questionnaire_templates/7/public_link': () =>
        json(200, { link: 'http://x/template/abc123def456?taxYear=2025' }),
    });
    const user = userEvent.setup();
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderWithProviders(<TemplatesScreen />);
    await user.click(await screen.findByRole('button', { name: 'Copy public link 1040 Organizer' }));
    expect(await screen.findByText(TEMPLATE_TEXTS.linkCopied)).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith('http://x/template/abc123def456?taxYear=2025');
    expect(api.keys()).toContain('POST /api/questionnaire_templates/7/public_link');
  });
});
