import { previewActionMessages } from '@portal/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, stubApi } from '../../../testing/api-stub';
import { json } from '../../../testing/factories';
import { renderWithProviders } from '../../../testing/render';
import { QuestionnaireDocumentsTab } from './questionnaire-documents-tab';

afterEach(() => vi.unstubAllGlobals());

const LIST = 'GET /api/questionnaires/5/removed_documents';
const RESTORE = 'POST /api/questionnaires/5/restore_documents';
const removed = (id: number, name: string) => ({
  id,
  name,
  question_id: 1,
  question_text: 'W-2 forms',
  deleted_at: '2026-03-01T10:00:00.000Z',
});

const renderTab = (restorable: boolean) =>
  renderWithProviders(
    <QuestionnaireDocumentsTab
      questionnaire={{ id: 5, questionnaire_questions: [] }}
      documentsPath="/admin/abc/documents"
      restorable={restorable}
    />,
  );

describe('Removed documents in the preview (spec 001 restore document)', () => {
  it('restores the chosen files and lists what is still removed', async () => {
    let left = [removed(31, 'w2.pdf'), removed(32, '1099.pdf')];
    const api = stubApi({
      [LIST]: () => json(200, left),
      [RESTORE]: (body: { document_ids: number[] }) => {
        left = left.filter((d) => !body.document_ids.includes(d.id));
        return json(200, { message: previewActionMessages.documentsRestored });
      },
    });
    const user = userEvent.setup();
    renderTab(true);
    await user.click(await screen.findByRole('button', { name: 'Restore' }));
    expect(await screen.findByText(previewActionMessages.chooseDocuments)).toBeInTheDocument();
    expect(api.keys()).not.toContain(RESTORE);
    await user.click(screen.getByRole('checkbox', { name: 'w2.pdf' }));
    await user.click(screen.getByRole('button', { name: 'Restore' }));
    expect(await screen.findByText('Documents restored successfully')).toBeInTheDocument();
    expect(api.bodyOf(RESTORE)).toEqual({ document_ids: [31] });
    await waitFor(() => expect(screen.queryByRole('checkbox', { name: 'w2.pdf' })).not.toBeInTheDocument());
    expect(screen.getByRole('checkbox', { name: '1099.pdf' })).not.toBeChecked();
  });

  it('shows the server refusal', async () => {
    stubApi({
      [LIST]: () => json(200, [removed(31, 'w2.pdf')]),
      [RESTORE]: () => apiError(409, 'conflict', `${previewActionMessages.restoreDocumentsFailed}: taken`),
    });
    const user = userEvent.setup();
    renderTab(true);
    await user.click(await screen.findByRole('checkbox', { name: 'w2.pdf' }));
    await user.click(screen.getByRole('button', { name: 'Restore' }));
    expect(await screen.findByText(`${previewActionMessages.restoreDocumentsFailed}: taken`)).toBeInTheDocument();
  });

  it('says when nothing was removed, and shows nothing to staff who may not change it', async () => {
    const api = stubApi({ [LIST]: () => json(200, []) });
    const { unmount } = renderTab(true);
    expect(await screen.findByText(previewActionMessages.noDeletedDocuments)).toBeInTheDocument();
    unmount();
    renderTab(false);
    expect(screen.queryByRole('heading', { name: 'Removed documents' })).not.toBeInTheDocument();
    expect(api.keys()).toEqual([LIST]);
  });
});
