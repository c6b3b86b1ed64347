import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, stubApi } from '../../../../testing/api-stub';
import { json } from '../../../../testing/factories';
import { renderWithProviders } from '../../../../testing/render';
import { TEMPLATE_TEXTS, TemplatesScreen } from './templates-screen';

afterEach(() => vi.unstubAllGlobals());

const template = (id: number, name: string, description: string | null, sections: number, questions: number) => ({
  id,
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
});
