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
});
