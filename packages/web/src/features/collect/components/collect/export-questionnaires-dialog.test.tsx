import { exportMessages } from '@portal/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../../testing/api-stub';
import { json } from '../../../../testing/factories';
import { renderWithProviders } from '../../../../testing/render';
import { ExportQuestionnairesDialog } from './export-questionnaires-dialog';

afterEach(() => vi.unstubAllGlobals());

describe('ExportQuestionnairesDialog', () => {
  it('exports with the chosen options and links to the export in progress', async () => {
    const api = stubApi({
      'POST /api/export_questionnaires': () => json(202, { message: 'Your export is being prepared', export_id: 42 }),
      'GET /api/get_exported_documents_list': () => json(200, { documents: [] }),
    });
    const user = userEvent.setup();
    renderWithProviders(
      <ExportQuestionnairesDialog opened onClose={() => {}} questionnaireIds={[1, 2]} defaultName="Questionnaires" />,
    );
    expect(screen.getByRole('checkbox', { name: 'Table of contents' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Convert images to PDF' })).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: /Include documents/ }));
    await user.click(screen.getByRole('checkbox', { name: 'Remove No and N/A answers' }));
    await user.click(screen.getByRole('checkbox', { name: /Zipped/ }));
    const name = screen.getByRole('textbox', { name: /Save as name/ });
    await user.clear(name);
    await user.type(name, 'Lee 2025');
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() =>
      expect(api.bodyOf('POST /api/export_questionnaires')).toEqual({
        questionnaire_ids: [1, 2],
        format: 'pdf',
        zipped: true,
        include_documents: true,
        include_toc: true,
        remove_nos_and_na_answers: true,
        convert_images_to_pdfs: true,
        save_as_name: 'Lee 2025',
        include_pages: true,
        documents_to_exclude: [],
      }),
    );
    expect(await screen.findByRole('dialog', { name: 'Export in progress' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open export' })).toHaveAttribute('href', '/exports/42');
  });

  it('asks for a file name', async () => {
    const api = stubApi({});
    const user = userEvent.setup();
    renderWithProviders(<ExportQuestionnairesDialog opened onClose={() => {}} questionnaireIds={[1]} defaultName="" />);
    await user.click(screen.getByRole('radio', { name: 'Spreadsheet' }));
    expect(screen.getByRole('checkbox', { name: 'Table of contents' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Export' }));
    expect(await screen.findByText('Please enter a name for the file')).toBeInTheDocument();
    expect(api.keys()).toEqual([]);
  });

  it('leaves out the documents unchecked, and the answer pages when asked (spec 001 §7)', async () => {
    const api = stubApi({
      'POST /api/export_questionnaires': () => json(202, { message: 'Your export is being prepared', export_id: 43 }),
      'GET /api/get_exported_documents_list': () =>
        json(200, {
          documents: [
            { id: 31, questionnaire_id: 1, name: 'w2.pdf', label: 'W-2', question_text: 'W-2 forms' },
            { id: 32, questionnaire_id: 1, name: 'misc.pdf', label: null, question_text: '1099 forms' },
          ],
        }),
    });
    const user = userEvent.setup();
    renderWithProviders(
      <ExportQuestionnairesDialog opened onClose={() => {}} questionnaireIds={[1]} defaultName="Lee" />,
    );
    await user.click(screen.getByRole('checkbox', { name: /Answer pages/ }));
    await user.click(screen.getByRole('button', { name: 'Export' }));
    expect(await screen.findByText(exportMessages.nothingToExport)).toBeInTheDocument();
    expect(api.keys()).toEqual([]);

    await user.click(screen.getByRole('checkbox', { name: /Include documents/ }));
    const w2 = await screen.findByRole('checkbox', { name: 'W-2: w2.pdf' });
    expect(w2).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'misc.pdf' })).toBeChecked();
    expect(api.calls[0]!.url.searchParams.get('questionnaire_ids')).toBe('1');
    await user.click(w2);
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() =>
      expect(api.bodyOf('POST /api/export_questionnaires')).toMatchObject({
        include_pages: false,
        include_documents: true,
        documents_to_exclude: [31],
      }),
    );
  });

  it('offers only the platforms the firm switched on, and links to the platform export', async () => {
    const api = stubApi({
      'POST /api/export_questionnaires': () =>
        json(202, { message: 'Your export is being prepared', export_id: 44, platform_export_id: 45 }),
    });
    const user = userEvent.setup();
    renderWithProviders(
      <ExportQuestionnairesDialog
        opened
        onClose={() => {}}
        questionnaireIds={[1]}
        defaultName="Lee"
        platforms={['third_party_dms']}
      />,
    );
    expect(screen.getByText('Export to platforms')).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Scan and AutoFlow' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Document management system' }));
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() =>
      expect(api.bodyOf('POST /api/export_questionnaires')).toMatchObject({
        questionnaire_ids: [1],
        export_to_platforms: ['third_party_dms'],
      }),
    );
    expect(await screen.findByRole('link', { name: 'Open platform export' })).toHaveAttribute('href', '/exports/45');
    expect(screen.getByRole('link', { name: 'Open export' })).toHaveAttribute('href', '/exports/44');
  });

  it('shows no platform option when the firm has none switched on', () => {
    stubApi({});
    renderWithProviders(
      <ExportQuestionnairesDialog opened onClose={() => {}} questionnaireIds={[1]} defaultName="Lee" platforms={[]} />,
    );
    expect(screen.getByRole('checkbox', { name: /Zipped/ })).toBeInTheDocument();
    expect(screen.queryByText('Export to platforms')).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Document management system' })).not.toBeInTheDocument();
  });
});
