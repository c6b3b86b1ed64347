import { MAX_TAG_NAME_LENGTH, type DocumentItem } from '@portal/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeXhr } from '../../../lib/upload-with-progress.fake';
import { stubApi } from '../../../testing/api-stub';
import { json } from '../../../testing/factories';
import { renderWithProviders } from '../../../testing/render';
import { itemActions } from './document-item-menu';
import { DocumentsScreen } from './documents-screen';

beforeEach(() => FakeXhr.install());
afterEach(() => vi.unstubAllGlobals());

const file = (id: number, name: string, tags: string[] = []): DocumentItem => ({
  id,
  type: 'file',
  name,
  path: `/${name}`,
  folder_path: '/',
  size: 2048,
  file_type: 'pdf',
  password_protected: false,
  link: '/api/documents/1/link',
  children: [],
  annotations: 0,
  extracted_document_id: null,
  parent_document_id: null,
  description: null,
  tags,
  items_count: null,
  staff_only: false,
  uploaded_by: 'Pat Partner',
  uploaded_by_id: 1,
  questionnaire_id: null,
  created_at: '2025-01-02T10:00:00.000Z',
  updated_at: '2025-01-02T10:00:00.000Z',
  deleted_at: null,
});
const w2 = file(1, 'W-2.pdf', ['Payroll']);
const k1 = file(2, 'K-1.pdf');
const LIST = 'GET /api/companies/9/documents';
const routes = {
  [LIST]: () => json(200, { path: '/', items: [w2, k1], can_change: true, staff_only: false }),
  'GET /api/tags': () =>
    json(200, {
      contact_tags: [],
      entity_tags: [],
      document_tags: [
        { id: 3, name: 'Bank' },
        { id: 4, name: 'Payroll' },
      ],
    }),
  [`POST /api/documents/${w2.id}/update_tags`]: () => json(200, { ...w2, tags: ['Bank', 'Payroll'] }),
  'POST /api/documents/update_tags_in_bulk': () => json(200, { updated: 2 }),
};

function renderScreen(canTag: boolean) {
  const api = stubApi(routes);
  renderWithProviders(
    <DocumentsScreen
      company={{ id: 9, name: 'Lee LLC' }}
      audience="staff"
      headingLevel={2}
      showTags
      canTag={canTag}
      moveTargets={[{ id: 9, name: 'Lee LLC' }]}
      readOnlyReason=""
      viewerId={1}
      preview={() => null}
    />,
    { route: '/admin/h9/documents' },
  );
  return { api, user: userEvent.setup() };
}

describe('document tags', () => {
  it('offers Edit tags on files only, to those who may tag', () => {
    const staff = { staff: true, canChange: true, viewerId: 1 };
    expect(itemActions(w2, { ...staff, canTag: true })).toContain('tags');
    expect(itemActions(w2, staff)).not.toContain('tags');
    expect(itemActions({ ...w2, type: 'folder' }, { ...staff, canTag: true })).not.toContain('tags');
  });

  it("edits one file's tags from the firm's list", async () => {
    const { api, user } = renderScreen(true);
    const row = await screen.findByRole('row', { name: /W-2\.pdf/ });
    expect(within(row).getByText('Payroll')).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Actions for W-2.pdf' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Edit tags', hidden: true }));
    const dialog = await screen.findByRole('dialog', { name: 'Document Tags' });
    await user.type(within(dialog).getByRole('combobox', { name: 'Tags' }), 'Bank{Enter}');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(api.bodyOf(`POST /api/documents/${w2.id}/update_tags`)).toEqual({ document_tags: ['Payroll', 'Bank'] }),
    );
    expect(await screen.findByText('Tags were successfully updated')).toBeInTheDocument();
    await waitFor(() => expect(api.keys().filter((k) => k === LIST)).toHaveLength(2));
  });

  it('adds tags to a selection of files', async () => {
    const { api, user } = renderScreen(true);
    await user.click(await screen.findByRole('checkbox', { name: 'Select W-2.pdf' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select K-1.pdf' }));
    await user.click(
      within(screen.getByRole('region', { name: 'Selected items' })).getByRole('button', { name: 'Tags' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Update Tags' });
    expect(dialog).toHaveTextContent('2 selected documents');
    await user.type(within(dialog).getByRole('combobox', { name: 'Tags to add' }), '2025{Enter}');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(api.bodyOf('POST /api/documents/update_tags_in_bulk')).toEqual({
        ids: [k1.id, w2.id],
        tag_names: ['2025'],
        remove: false,
        remove_all: false,
      }),
    );
  });

  it('sends the chosen tags with each upload', async () => {
    const { user } = renderScreen(true);
    await user.click((await screen.findAllByRole('button', { name: 'Upload Documents' }))[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Upload Documents' });
    const tags = within(dialog).getByRole('combobox', { name: 'Tags' });
    // The server refuses longer names, so the field stops there rather than fail every file.
    expect(tags).toHaveAttribute('maxlength', String(MAX_TAG_NAME_LENGTH));
    await user.type(tags, 'Bank{Enter}');
    await user.upload(within(dialog).getByLabelText('Files to upload'), new File(['%PDF-1.4'], 'scan.pdf'));
    await user.click(within(dialog).getByRole('button', { name: 'Upload 1 file' }));
    await waitFor(() => expect(FakeXhr.instances).toHaveLength(1));
    expect(FakeXhr.instances[0]!.formEntries()).toContainEqual(['tags', '["Bank"]']);
  });

  it('shows no tag controls to staff who may not tag', async () => {
    const { user } = renderScreen(false);
    await user.click(await screen.findByRole('checkbox', { name: 'Select W-2.pdf' }));
    expect(
      within(screen.getByRole('region', { name: 'Selected items' })).queryByRole('button', { name: 'Tags' }),
    ).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Actions for W-2.pdf' }));
    expect(screen.queryByRole('menuitem', { name: 'Edit tags', hidden: true })).toBeNull();
  });
});
