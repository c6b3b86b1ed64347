import { documentMessages, MAX_UPLOAD_BYTES, type DocumentItem } from '@portal/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeXhr } from '../../../lib/upload-with-progress.fake';
import { apiError, stubApi } from '../../../testing/api-stub';
import { json } from '../../../testing/factories';
import { LocationProbe } from '../../../testing/location-probe';
import { renderWithProviders } from '../../../testing/render';
import { MIXED_SELECTION_TEXT } from '../document-view';
import { DOCUMENTS_VIEW_COOKIE } from '../hooks/use-documents-view';
import { FOLDER_CREATED } from './create-folder-dialog';
import { SPLIT_CHECK_FAILED } from '../api/check-document-split';
import { SPLIT_PART_NOTE } from './delete-documents-dialog';
import { EMPTY_CAN_CHANGE, EMPTY_ROOT } from './documents-empty';
import { DocumentsScreen, type DocumentsScreenProps, type FilePreview } from './documents-screen';
import { tooLargeText, UPLOAD_FAILED, UPLOAD_SUCCESSFUL, UPLOADED_TEXT } from './upload/upload-queue';

// The preview is the document-preview feature's, with its own tests; here it only has to say which file it shows.
const Preview: FilePreview = (p) =>
  p.opened ? (
    <div role="dialog" aria-label="Preview">
      {p.document.name}
      <button onClick={p.onClose}>Close preview</button>
    </div>
  ) : null;

beforeEach(() => FakeXhr.install());
afterEach(() => vi.unstubAllGlobals());

let nextId = 1;
function item(overrides: Partial<DocumentItem> & Pick<DocumentItem, 'name'>): DocumentItem {
  const folder = overrides.folder_path ?? '/';
  const type = overrides.type ?? 'file';
  return {
    id: nextId++,
    type,
    path: folder === '/' ? `/${overrides.name}` : `${folder}/${overrides.name}`,
    folder_path: folder,
    size: type === 'file' ? 2048 : null,
    file_type: type === 'file' ? 'pdf' : null,
    password_protected: false,
    link: '/api/documents/1/link',
    children: [],
    annotations: 0,
    extracted_document_id: null,
    parent_document_id: null,
    description: null,
    tags: [],
    items_count: type === 'folder' ? 2 : null,
    staff_only: false,
    uploaded_by: 'Pat Partner',
    uploaded_by_id: 1,
    questionnaire_id: null,
    created_at: '2025-01-02T10:00:00.000Z',
    updated_at: '2025-01-02T10:00:00.000Z',
    deleted_at: null,
    ...overrides,
  };
}

const LIST = 'GET /api/companies/9/documents';
const listing = (path: string, items: DocumentItem[], extra: { can_change?: boolean; staff_only?: boolean } = {}) =>
  json(200, { path, items, can_change: true, staff_only: false, ...extra });

const folder2025 = item({ name: '2025', type: 'folder' });
const secret = item({ name: 'Drafts (STAFF ONLY)', type: 'folder', staff_only: true });
const w2 = item({ name: 'W-2.pdf' });
const k1 = item({ name: 'K-1.pdf', created_at: new Date().toISOString() });
const inside = item({ name: '1040.pdf', folder_path: '/2025' });

function renderScreen(
  routes: Parameters<typeof stubApi>[0],
  props: Partial<Omit<DocumentsScreenProps, 'viewerId'>> & { viewerId?: number | null } = {},
  route = '/admin/h9/documents',
) {
  const api = stubApi(routes);
  const result = renderWithProviders(
    <>
      <DocumentsScreen
        company={{ id: 9, name: 'Lee LLC' }}
        audience="staff"
        headingLevel={2}
        showTags={false}
        moveTargets={[{ id: 9, name: 'Lee LLC' }]}
        readOnlyReason="Your firm has turned off changes in this folder."
        viewerId={1}
        preview={Preview}
        {...props}
      />
      <LocationProbe />
    </>,
    { route },
  );
  return { api, user: userEvent.setup(), ...result };
}

const rootAndFolder = {
  [LIST]: (_: unknown, url: URL) =>
    url.searchParams.get('path') === '/2025' ? listing('/2025', [inside]) : listing('/', [w2, folder2025, secret, k1]),
};

const rowOf = (name: string) => screen.getByRole('row', { name: new RegExp(name.replace(/[()]/g, '\\$&')) });

describe('DocumentsScreen', () => {
  it('lists folders first with New and STAFF ONLY hints, and follows folders through the path parameter', async () => {
    const { api, user } = renderScreen(rootAndFolder);
    const table = await screen.findByRole('table', { name: 'Documents' });
    const names = within(table)
      .getAllByRole('link')
      .map((l) => l.textContent);
    expect(names).toEqual(['2025', 'Drafts (STAFF ONLY)', 'K-1.pdf', 'W-2.pdf']);
    expect(within(rowOf('K-1.pdf')).getByText('New')).toBeInTheDocument();
    expect(within(rowOf('W-2.pdf')).queryByText('New')).not.toBeInTheDocument();
    expect(within(rowOf('Drafts')).getByText('STAFF ONLY')).toBeInTheDocument();
    expect(api.calls.find((c) => c.key === LIST)?.url.searchParams.get('path')).toBe('/');

    await user.click(within(table).getByRole('link', { name: '2025' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/h9/documents?path=%2F2025');
    expect(await screen.findByRole('link', { name: '1040.pdf' })).toBeInTheDocument();
    expect(api.calls.at(-1)?.url.searchParams.get('path')).toBe('/2025');
    const crumbs = screen.getByRole('navigation', { name: 'Folder path' });
    expect(within(crumbs).getByText('2025')).toHaveAttribute('aria-current', 'page');

    await user.click(within(crumbs).getByRole('link', { name: 'Documents' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin\/h9\/documents$/);
    expect(await screen.findByRole('link', { name: 'W-2.pdf' })).toBeInTheDocument();
  });

  it('opens the preview of a chosen file and keeps it in the address', async () => {
    const { user } = renderScreen(rootAndFolder, {}, '/admin/h9/documents?path=%2F2025');
    await user.click(await screen.findByRole('link', { name: '1040.pdf' }));
    expect(screen.getByTestId('location')).toHaveTextContent('?path=%2F2025&file=1040.pdf');
    expect(await screen.findByRole('dialog', { name: 'Preview' })).toHaveTextContent('1040.pdf');
    await user.click(screen.getByRole('button', { name: 'Close preview' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/\?path=%2F2025$/);
    expect(screen.queryByRole('dialog', { name: 'Preview' })).not.toBeInTheDocument();
  });

  it('says what to do in an empty folder', async () => {
    renderScreen({ [LIST]: () => listing('/', []) });
    expect(await screen.findByText(EMPTY_ROOT)).toBeInTheDocument();
    expect(screen.getByText(EMPTY_CAN_CHANGE)).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Upload Documents' }).length).toBeGreaterThan(0);
  });

  it('remembers the grid view in a cookie', async () => {
    const { user } = renderScreen(rootAndFolder);
    await screen.findByRole('table', { name: 'Documents' });
    await user.click(screen.getByRole('button', { name: 'Grid view' }));
    expect(screen.getByRole('button', { name: 'Grid view' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('list', { name: 'Documents' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(document.cookie).toContain(`${DOCUMENTS_VIEW_COOKIE}=grid`);
  });

  it('creates a folder: a name is required and the server message shows on the field', async () => {
    let attempts = 0;
    const { api, user } = renderScreen({
      [LIST]: () => listing('/', [w2]),
      'POST /api/companies/9/documents/folders': () =>
        ++attempts === 1
          ? apiError(400, 'validation_failed', documentMessages.folderExists, { name: documentMessages.folderExists })
          : json(200, item({ name: 'Receipts', type: 'folder' })),
    });
    await user.click(await screen.findByRole('button', { name: 'Create Folder' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Folder' });
    await user.click(within(dialog).getByRole('button', { name: 'Create Folder' }));
    expect(await within(dialog).findByText(documentMessages.folderNameRequired)).toBeInTheDocument();
    expect(api.keys()).not.toContain('POST /api/companies/9/documents/folders');

    await user.type(within(dialog).getByRole('textbox', { name: /Folder name/ }), 'Receipts');
    await user.click(within(dialog).getByRole('button', { name: 'Create Folder' }));
    expect(await within(dialog).findByText(documentMessages.folderExists)).toBeInTheDocument();
    expect(api.bodyOf('POST /api/companies/9/documents/folders')).toEqual({ path: '/', name: 'Receipts' });

    await user.click(within(dialog).getByRole('button', { name: 'Create Folder' }));
    expect(await screen.findByText(FOLDER_CREATED)).toBeInTheDocument();
    await waitFor(() => expect(api.keys().filter((k) => k === LIST)).toHaveLength(2));
  });

  it('asks before deleting, and deletes only after the confirmation', async () => {
    const { api, user } = renderScreen({
      [LIST]: () => listing('/', [w2]),
      [`DELETE /api/documents/${w2.id}`]: () => new Response(null, { status: 204 }),
      'GET /api/documents/split_check': () => json(200, { document: { id: w2.id, parent_document_id: 77 } }),
    });
    await user.click(await screen.findByRole('button', { name: 'Actions for W-2.pdf' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete', hidden: true }));
    let confirm = await screen.findByRole('dialog', { name: 'Delete file' });
    expect(confirm).toHaveTextContent('Delete “W-2.pdf”?');
    // A part the bulk upload processor cut from an upload says so (spec 001 §7 split check).
    await waitFor(() => expect(confirm).toHaveTextContent(SPLIT_PART_NOTE.trim()));
    const checked = api.calls.find((c) => c.key === 'GET /api/documents/split_check')!;
    expect(Object.fromEntries(checked.url.searchParams)).toEqual({ companyId: '9', path: w2.path });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Delete file' })).not.toBeInTheDocument());
    expect(api.keys()).not.toContain(`DELETE /api/documents/${w2.id}`);

    await user.click(screen.getByRole('button', { name: 'Actions for W-2.pdf' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete', hidden: true }));
    confirm = await screen.findByRole('dialog', { name: 'Delete file' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.keys()).toContain(`DELETE /api/documents/${w2.id}`));
    expect(await screen.findByText('W-2.pdf was deleted')).toBeInTheDocument();
  });

  it("only logs a failed split check ('Error checking if document is split'), asking as usual", async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = renderScreen({
      [LIST]: () => listing('/', [w2]),
      'GET /api/documents/split_check': () => json(500, { error: { code: 'internal', message: 'boom' } }),
    });
    await user.click(await screen.findByRole('button', { name: 'Actions for W-2.pdf' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete', hidden: true }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete file' });
    await waitFor(() => expect(logged).toHaveBeenCalledWith(SPLIT_CHECK_FAILED, expect.anything()));
    expect(confirm).toHaveTextContent('Delete “W-2.pdf”?');
    expect(confirm).not.toHaveTextContent(SPLIT_PART_NOTE.trim());
    expect(screen.queryByText('boom')).toBeNull();
    logged.mockRestore();
  });

  it('blocks bulk actions on a mix of files and folders, and deletes several files after confirming', async () => {
    const { api, user } = renderScreen({
      [LIST]: () => listing('/', [folder2025, w2, k1]),
      [`DELETE /api/documents/${w2.id}`]: () => new Response(null, { status: 204 }),
      [`DELETE /api/documents/${k1.id}`]: () => new Response(null, { status: 204 }),
    });
    await user.click(await screen.findByRole('checkbox', { name: 'Select 2025' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select W-2.pdf' }));
    const bar = screen.getByRole('region', { name: 'Selected items' });
    expect(bar).toHaveTextContent('2 selected');
    expect(within(bar).getByText(MIXED_SELECTION_TEXT)).toBeInTheDocument();
    expect(within(bar).getByRole('button', { name: 'Download' })).toBeDisabled();
    expect(within(bar).getByRole('button', { name: 'Delete' })).toBeDisabled();

    await user.click(screen.getByRole('checkbox', { name: 'Select 2025' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select K-1.pdf' }));
    expect(within(bar).queryByText(MIXED_SELECTION_TEXT)).not.toBeInTheDocument();
    await user.click(within(bar).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete 2 items' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(api.keys()).toEqual(
        expect.arrayContaining([`DELETE /api/documents/${w2.id}`, `DELETE /api/documents/${k1.id}`]),
      ),
    );
  });

  it('shows deleted items to staff with a Deleted badge and restores them', async () => {
    const gone = item({ name: 'Old.pdf', deleted_at: '2025-02-01T10:00:00.000Z' });
    const { api, user } = renderScreen({
      [LIST]: (_: unknown, url: URL) =>
        listing('/', url.searchParams.get('showWithDeleted') === 'true' ? [w2, gone] : [w2]),
      [`POST /api/documents/${gone.id}/restore`]: () => json(200, { ...gone, deleted_at: null }),
    });
    await screen.findByRole('link', { name: 'W-2.pdf' });
    await user.click(screen.getByRole('switch', { name: 'Show deleted' }));
    const row = await screen.findByRole('row', { name: /Old\.pdf/ });
    expect(within(row).getByText('Deleted')).toBeInTheDocument();
    expect(within(row).queryByRole('checkbox')).not.toBeInTheDocument();
    expect(api.calls.at(-1)?.url.searchParams.get('showWithDeleted')).toBe('true');
    await user.click(within(row).getByRole('button', { name: 'Restore Old.pdf' }));
    await waitFor(() => expect(api.keys()).toContain(`POST /api/documents/${gone.id}/restore`));
  });

  it('hides staff actions from clients and everything that changes things when the folder is closed to them', async () => {
    const { user } = renderScreen(
      { [LIST]: () => listing('/', [w2], { can_change: false }) },
      { audience: 'client', headingLevel: 1 },
    );
    await user.click(await screen.findByRole('button', { name: 'Actions for W-2.pdf' }));
    const menu = await screen.findByRole('menu', { hidden: true });
    expect(
      within(menu)
        .getAllByRole('menuitem', { hidden: true })
        .map((m) => m.textContent),
    ).toEqual(['Preview', 'Download']);
    expect(screen.queryByRole('switch', { name: 'Show deleted' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Upload Documents' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create Folder' })).not.toBeInTheDocument();
    expect(screen.getByText('Your firm has turned off changes in this folder.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Documents' })).toBeInTheDocument();
  });

  it('lets clients change things where they may, without rename, move or restore', async () => {
    const { user } = renderScreen({ [LIST]: () => listing('/', [w2]) }, { audience: 'client', headingLevel: 1 });
    await user.click(await screen.findByRole('button', { name: 'Actions for W-2.pdf' }));
    const menu = await screen.findByRole('menu', { hidden: true });
    expect(
      within(menu)
        .getAllByRole('menuitem', { hidden: true })
        .map((m) => m.textContent),
    ).toEqual(['Preview', 'Download', 'Delete']);
    expect(screen.getByRole('button', { name: 'Upload Documents' })).toBeInTheDocument();
  });
});

describe('Upload Documents', () => {
  const stored = (name: string) => item({ name });

  it('refuses a file over 150 MB, renames before upload and shows progress and each file’s answer', async () => {
    const onUploadedFiles = vi.fn();
    const { api, user } = renderScreen({ [LIST]: () => listing('/', []) }, { onUploadedFiles });
    await user.click((await screen.findAllByRole('button', { name: 'Upload Documents' }))[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Upload Documents' });

    const big = new File(['x'], 'huge.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: MAX_UPLOAD_BYTES + 1 });
    const files = [
      new File(['%PDF-1.4'], 'scan #1.pdf', { type: 'application/pdf' }),
      new File(['png'], 'receipt.png', { type: 'image/png' }),
      big,
    ];
    await user.upload(within(dialog).getByLabelText('Files to upload'), files);
    expect(await within(dialog).findByText(tooLargeText('huge.pdf'))).toBeInTheDocument();
    const chosen = within(dialog).getByRole('list', { name: 'Chosen files' });
    expect(within(chosen).getAllByRole('listitem')).toHaveLength(2);

    const name = within(dialog).getByRole('textbox', { name: 'Name for scan #1.pdf' });
    await user.clear(name);
    await user.type(name, 'W-2 (Acme)');
    await user.click(within(dialog).getByRole('button', { name: 'Upload 2 files' }));

    await waitFor(() => expect(FakeXhr.instances).toHaveLength(2));
    const [first, second] = FakeXhr.instances as [FakeXhr, FakeXhr];
    expect(first.url).toBe('/api/companies/9/documents');
    expect(first.formEntries()).toEqual([
      ['path', '/'],
      ['name', 'W-2 (Acme).pdf'],
      ['file', 'scan #1.pdf'],
    ]);
    first.progress(40, 100);
    const bar = await within(dialog).findByRole('progressbar', { name: 'Upload progress for scan #1.pdf' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '40'));

    first.respond(200, { document: stored('W-2 (Acme).pdf'), is_duplicate: false, error: null });
    second.respond(200, { document: null, is_duplicate: true, error: documentMessages.duplicate('receipt.png') });
    const rows = within(chosen).getAllByRole('listitem');
    expect(await within(rows[0]!).findByText(UPLOADED_TEXT)).toBeInTheDocument();
    expect(await within(rows[1]!).findByText('receipt.png was already uploaded')).toBeInTheDocument();
    expect(await screen.findByText(UPLOAD_SUCCESSFUL)).toBeInTheDocument();
    expect(screen.queryByText(UPLOAD_FAILED)).not.toBeInTheDocument();
    await waitFor(() => expect(api.keys().filter((k) => k === LIST)).toHaveLength(2));
    expect(within(dialog).getByRole('button', { name: 'Done' })).toBeInTheDocument();
    // The route is told which files were stored (it offers to split multi-form PDFs).
    expect(onUploadedFiles).toHaveBeenCalledWith([expect.objectContaining({ name: 'W-2 (Acme).pdf' })]);
  });

  it('shows the invalid-file message and a failed request beside their files', async () => {
    renderScreen({ [LIST]: () => listing('/', []) });
    const user = userEvent.setup();
    await user.click((await screen.findAllByRole('button', { name: 'Upload Documents' }))[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Upload Documents' });
    await user.upload(within(dialog).getByLabelText('Files to upload'), [
      new File(['<html>'], 'fake.pdf'),
      new File(['%PDF'], 'ok.pdf'),
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Upload 2 files' }));
    await waitFor(() => expect(FakeXhr.instances).toHaveLength(2));
    const [first, second] = FakeXhr.instances as [FakeXhr, FakeXhr];
    first.respond(200, { document: null, is_duplicate: false, error: documentMessages.invalidFiles });
    second.fail();
    expect(await within(dialog).findByText(documentMessages.invalidFiles)).toBeInTheDocument();
    expect(await within(dialog).findByText(documentMessages.uploadFailed)).toBeInTheDocument();
    expect(screen.queryByText(UPLOAD_SUCCESSFUL)).not.toBeInTheDocument();
    // No file of the batch was stored: the spec's 'Upload failed' toast (spec 002 §8).
    expect(await screen.findByText('Upload failed')).toBeInTheDocument();
    expect(UPLOAD_FAILED).toBe('Upload failed');
  });
});

describe('staff actions and downloads', () => {
  it('renames a file keeping its extension', async () => {
    const { api, user } = renderScreen({
      [LIST]: () => listing('/', [w2]),
      [`PATCH /api/documents/${w2.id}`]: () => json(200, { ...w2, name: 'W-2 2025.pdf' }),
    });
    await user.click(await screen.findByRole('button', { name: 'Actions for W-2.pdf' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Rename', hidden: true }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename file' });
    const field = within(dialog).getByRole('textbox', { name: /New name/ });
    expect(field).toHaveValue('W-2');
    await user.clear(field);
    await user.click(within(dialog).getByRole('button', { name: 'Rename' }));
    expect(await within(dialog).findByText('Please enter a name')).toBeInTheDocument();
    await user.type(field, 'W-2 2025');
    await user.click(within(dialog).getByRole('button', { name: 'Rename' }));
    await waitFor(() => expect(api.bodyOf(`PATCH /api/documents/${w2.id}`)).toEqual({ name: 'W-2 2025.pdf' }));
  });

  it('copies a folder to another entity and shows a refused path on the field', async () => {
    let attempts = 0;
    const { api, user } = renderScreen(
      {
        [LIST]: () => listing('/', [folder2025]),
        [`POST /api/documents/${folder2025.id}/move`]: () =>
          ++attempts === 1
            ? apiError(400, 'validation_failed', documentMessages.folderExists, {
                target_path: documentMessages.folderExists,
              })
            : json(200, folder2025),
      },
      {
        moveTargets: [
          { id: 9, name: 'Lee LLC' },
          { id: 12, name: 'Lee Family Trust' },
        ],
      },
    );
    await user.click(await screen.findByRole('button', { name: 'Actions for 2025' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Move or copy', hidden: true }));
    const dialog = await screen.findByRole('dialog', { name: 'Move or copy' });
    await user.click(within(dialog).getByRole('radio', { name: 'Copy' }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Entity' }));
    await user.click(await screen.findByRole('option', { name: 'Lee Family Trust', hidden: true }));
    const folder = within(dialog).getByRole('textbox', { name: /Folder path/ });
    await user.clear(folder);
    await user.type(folder, '/Archive');
    await user.click(within(dialog).getByRole('button', { name: 'Copy' }));
    expect(await within(dialog).findByText(documentMessages.folderExists)).toBeInTheDocument();
    expect(api.bodyOf(`POST /api/documents/${folder2025.id}/move`)).toEqual({
      target_company_id: 12,
      target_path: '/Archive',
      copy: true,
    });
  });

  it('downloads a folder as a zip, and says so when it is over 150 MB', async () => {
    let tooLarge = true;
    const clicked: { href: string; download: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download });
    });
    const { user } = renderScreen({
      [LIST]: () => listing('/', [folder2025, w2]),
      'GET /api/companies/9/documents/folder_link': () =>
        json(200, { url: '/api/documents/download_folder?token=t', expires_at: '2030-01-01T00:00:00.000Z' }),
      'GET /api/documents/download_folder': () =>
        tooLarge
          ? apiError(503, 'unavailable', 'too large')
          : new Response(new Blob(['PK']), {
              status: 200,
              headers: { 'content-disposition': `attachment; filename="2025.zip"; filename*=UTF-8''2025.zip` },
            }),
    });
    await user.click(await screen.findByRole('button', { name: 'Actions for 2025' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Download as zip', hidden: true }));
    expect(await screen.findByText(documentMessages.folderTooLarge)).toBeInTheDocument();
    expect(clicked).toEqual([]);

    tooLarge = false;
    await user.click(screen.getByRole('button', { name: 'Download all' }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(clicked[0]!.download).toBe('2025.zip');
    vi.restoreAllMocks();
  });
});
