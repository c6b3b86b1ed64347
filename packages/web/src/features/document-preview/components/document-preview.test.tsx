import type { DocumentItem } from '@portal/domain';
import { documentMessages } from '@portal/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { strToU8, zipSync } from 'fflate';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../testing/api-stub';
import { json } from '../../../testing/factories';
import { renderWithProviders } from '../../../testing/render';
import { DocumentPreview } from './document-preview';
import type { PdfLayerProps } from './pdf-layer';
import { pdfMessages } from './pdf-viewer';
import { sheetMessages, SPREADSHEET_PREVIEW_MAX_BYTES } from './spreadsheet-viewer';

// pdf.js at its module boundary: a document of two pages, or a PasswordException as pdf.js throws it.
const pdfjs = vi.hoisted(() => ({ getDocument: vi.fn() }));
vi.mock('pdfjs-dist/legacy/build/pdf.mjs', () => ({ GlobalWorkerOptions: {}, getDocument: pdfjs.getDocument }));

const page = {
  getViewport: ({ scale }: { scale: number }) => ({ width: 600 * scale, height: 800 * scale }),
  render: () => ({ promise: Promise.resolve(), cancel: () => undefined }),
};
const opens = () => ({ promise: Promise.resolve({ numPages: 2, getPage: async () => page }), destroy: async () => {} });
const asksPassword = (code: 1 | 2) => ({
  promise: Promise.reject(Object.assign(new Error('password'), { name: 'PasswordException', code })),
  destroy: async () => {},
});

const doc = (overrides: Partial<DocumentItem> = {}): DocumentItem => ({
  id: 7,
  type: 'file',
  name: 'W-2 2024.pdf',
  path: '/Taxes/W-2 2024.pdf',
  folder_path: '/Taxes',
  size: 1000,
  file_type: 'pdf',
  password_protected: false,
  link: '/api/documents/1/link',
  children: [],
  annotations: 0,
  extracted_document_id: null,
  parent_document_id: null,
  description: null,
  tags: [],
  items_count: null,
  staff_only: false,
  uploaded_by: 'Ann Lee',
  uploaded_by_id: 31,
  questionnaire_id: null,
  created_at: '2025-01-01T00:00:00.000Z',
  updated_at: '2025-01-01T00:00:00.000Z',
  deleted_at: null,
  ...overrides,
});

const link = (token: string) =>
  json(200, { url: `/api/documents/download?token=${token}`, expires_at: '2099-01-01T00:00:00.000Z' });
const bytes = (data: Uint8Array) => new Response(data as BodyInit, { status: 200 });

const NS = 'xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"';
const R_NS = 'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"';
const workbook = () =>
  zipSync({
    'xl/workbook.xml': strToU8(
      `<workbook ${NS} ${R_NS}><sheets><sheet name="Income" sheetId="1" r:id="rId1"/><sheet name="Expenses" sheetId="2" r:id="rId2"/></sheets></workbook>`,
    ),
    'xl/_rels/workbook.xml.rels': strToU8(
      `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">` +
        `<Relationship Id="rId1" Type="worksheet" Target="worksheets/sheet1.xml"/>` +
        `<Relationship Id="rId2" Type="worksheet" Target="worksheets/sheet2.xml"/></Relationships>`,
    ),
    'xl/sharedStrings.xml': strToU8(`<sst ${NS}><si><t>Client</t></si><si><t>Wages</t></si><si><t>Rent</t></si></sst>`),
    'xl/worksheets/sheet1.xml': strToU8(
      `<worksheet ${NS}><sheetData><row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1" t="s"><v>1</v></c></row>` +
        `<row r="3"><c r="A3" t="inlineStr"><is><t>Ann Lee</t></is></c><c r="B3"><v>52000.5</v></c></row></sheetData></worksheet>`,
    ),
    'xl/worksheets/sheet2.xml': strToU8(
      `<worksheet ${NS}><sheetData><row r="1"><c r="A1" t="s"><v>2</v></c><c r="B1"><v>1200</v></c></row></sheetData></worksheet>`,
    ),
  });

/** An .xls written by Spreadsheet::WriteExcel: sheets Income and Expenses, and a hidden one, Lists. */
const xlsFixture = () => new Uint8Array(readFileSync(join(import.meta.dirname, '../../../lib/__fixtures__/basic.xls')));

const open = (document: DocumentItem, onClose = vi.fn()) => {
  renderWithProviders(<DocumentPreview opened onClose={onClose} document={document} />);
  return { onClose, dialog: screen.getByRole('dialog') };
};

beforeEach(() => pdfjs.getDocument.mockReset());
afterEach(() => vi.unstubAllGlobals());

describe('DocumentPreview', () => {
  it('shows an image through its inline link, named by the file, with a plain Download link', async () => {
    stubApi({ 'GET /api/documents/7/link': () => link('t1') });
    const { dialog } = open(doc({ name: 'receipt.jpg', file_type: 'jpeg' }));
    expect(within(dialog).getByText('receipt.jpg')).toBeInTheDocument();
    const img = await screen.findByRole('img', { name: 'receipt.jpg' });
    expect(img).toHaveAttribute('src', '/api/documents/download?token=t1&inline=true');
    expect(screen.getByLabelText('Loading document')).toBeInTheDocument();
    fireEvent.load(img);
    await waitFor(() => expect(screen.queryByLabelText('Loading document')).not.toBeInTheDocument());
    const download = screen.getByRole('link', { name: 'Download' });
    expect(download).toHaveAttribute('href', '/api/documents/download?token=t1');
  });

  it('tries an image once more with a fresh link, then says there was a problem', async () => {
    let links = 0;
    stubApi({ 'GET /api/documents/7/link': () => link(`t${++links}`) });
    open(doc({ name: 'receipt.jpg', file_type: 'jpeg' }));
    fireEvent.error(await screen.findByRole('img', { name: 'receipt.jpg' }));
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'receipt.jpg' })).toHaveAttribute(
        'src',
        '/api/documents/download?token=t2&inline=true',
      ),
    );
    fireEvent.error(screen.getByRole('img', { name: 'receipt.jpg' }));
    expect(await screen.findByText(documentMessages.downloadProblem)).toBeInTheDocument();
    expect(links).toBe(2);
  });

  it.each([
    [null, 'notes.txt'],
    [null, 'letter.docx'],
  ])('says a %s file is not supported yet and offers it to download', async (fileType, name) => {
    const api = stubApi({ 'GET /api/documents/7/link': () => link('t1') });
    open(doc({ name, file_type: fileType }));
    expect(await screen.findByText(documentMessages.notSupported)).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Download' })).toHaveAttribute(
        'href',
        '/api/documents/download?token=t1',
      ),
    );
    expect(screen.getAllByRole('link', { name: 'Download' })).toHaveLength(1);
    expect(api.keys()).not.toContain('GET /api/documents/download');
    expect(screen.queryByRole('button', { name: 'Zoom in' })).not.toBeInTheDocument();
  });

  it('reads an .xlsx itself and shows each sheet as a table', async () => {
    stubApi({
      'GET /api/documents/7/link': () => link('t1'),
      'GET /api/documents/download': () => bytes(workbook()),
    });
    open(doc({ name: 'income.xlsx', file_type: 'xlsx' }));
    const income = await screen.findByRole('table', { name: 'Income' });
    const rows = within(income).getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual(['RowAB', '1ClientWages', '2', '3Ann Lee52000.5']);
    await userEvent.click(screen.getByRole('tab', { name: 'Expenses' }));
    const expenses = await screen.findByRole('table', { name: 'Expenses' });
    expect(within(expenses).getByRole('cell', { name: 'Rent' })).toBeInTheDocument();
  });

  it.each([
    ['xls', 'ledger.xls'],
    [null, 'ledger.xls'],
  ])('reads an .xls (type %s) itself and shows its visible sheets as tables', async (fileType, name) => {
    stubApi({
      'GET /api/documents/7/link': () => link('t1'),
      'GET /api/documents/download': () => bytes(xlsFixture()),
    });
    open(doc({ name, file_type: fileType }));
    const income = await screen.findByRole('table', { name: 'Income' });
    const rows = within(income).getAllByRole('row');
    expect(rows[0]?.textContent).toBe('RowABCDEF');
    expect(rows[1]?.textContent).toBe('1ClientAmountDatePaidTotalLabel');
    expect(
      within(rows[2]!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Ann Lee', '52000.5', '2024-03-15', 'TRUE', '51999.25', 'Ann Lee!']);
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Income', 'Expenses']);
    await userEvent.click(screen.getByRole('tab', { name: 'Expenses' }));
    const expenses = await screen.findByRole('table', { name: 'Expenses' });
    expect(within(expenses).getByRole('cell', { name: 'Rent' })).toBeInTheDocument();
    expect(screen.queryByText(documentMessages.notSupported)).not.toBeInTheDocument();
  });

  it('shows a HEIC photo as an image, with zoom, not as an unsupported file', async () => {
    stubApi({
      'GET /api/documents/7/link': () => link('t1'),
      'GET /api/documents/download': () => bytes(new Uint8Array([0xff, 0xd8, 0xff])),
    });
    open(doc({ name: 'IMG_0001.heic', file_type: 'heic' }));
    expect(await screen.findByRole('img', { name: 'IMG_0001.heic' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Zoom in' })).toBeInTheDocument();
    expect(screen.queryByText(documentMessages.notSupported)).not.toBeInTheDocument();
  });

  it('fetches a fresh link once when the first one has expired', async () => {
    let served = 0;
    const api = stubApi({
      'GET /api/documents/7/link': () => link(`t${api.keys().filter((k) => k.endsWith('/link')).length}`),
      'GET /api/documents/download': (_b, url) =>
        url.searchParams.get('token') === 't1'
          ? json(401, { error: { code: 'unauthorized' } })
          : (served++, bytes(workbook())),
    });
    open(doc({ name: 'income.xlsx', file_type: 'xlsx' }));
    expect(await screen.findByRole('table', { name: 'Income' })).toBeInTheDocument();
    expect(api.keys().filter((k) => k.endsWith('/link'))).toHaveLength(2);
    expect(served).toBe(1);
  });

  it('does not fetch or read a spreadsheet over the size limit, and offers it to download', async () => {
    const api = stubApi({ 'GET /api/documents/7/link': () => link('t1') });
    open(doc({ name: 'huge.xls', file_type: 'xls', size: SPREADSHEET_PREVIEW_MAX_BYTES + 1 }));
    expect(await screen.findByText(sheetMessages.tooLarge)).toBeInTheDocument();
    await waitFor(() =>
      screen
        .getAllByRole('link', { name: 'Download' })
        .forEach((a) => expect(a).toHaveAttribute('href', '/api/documents/download?token=t1')),
    );
    expect(screen.getAllByRole('link', { name: 'Download' })).toHaveLength(2);
    expect(api.keys()).not.toContain('GET /api/documents/download');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('does not read a spreadsheet whose bytes are over the limit when its size was not recorded', async () => {
    stubApi({
      'GET /api/documents/7/link': () => link('t1'),
      'GET /api/documents/download': () => bytes(new Uint8Array(SPREADSHEET_PREVIEW_MAX_BYTES + 1)),
    });
    open(doc({ name: 'huge.xlsx', file_type: 'xlsx', size: null }));
    expect(await screen.findByText(sheetMessages.tooLarge)).toBeInTheDocument();
    expect(screen.queryByText(sheetMessages.unreadable)).not.toBeInTheDocument();
  });

  it('says there was a problem when the file cannot be fetched', async () => {
    stubApi({
      'GET /api/documents/7/link': () => link('t1'),
      'GET /api/documents/download': () => json(401, { error: { code: 'unauthorized' } }),
    });
    open(doc({ name: 'income.xlsx', file_type: 'xlsx' }));
    expect(await screen.findByText(documentMessages.downloadProblem)).toBeInTheDocument();
  });

  it('renders a PDF with pdf.js and counts its pages', async () => {
    stubApi({
      'GET /api/documents/7/link': () => link('t1'),
      'GET /api/documents/download': () => bytes(strToU8('%PDF-1.7')),
    });
    pdfjs.getDocument.mockImplementation(opens);
    open(doc());
    expect(await screen.findByText('2 pages')).toBeInTheDocument();
    expect(screen.getAllByRole('img', { name: /^Page \d$/ })).toHaveLength(2);
    // 100% fits the width (800 px where nothing is measured); zoom scales every page from there.
    const firstPage = () => screen.getByRole('img', { name: 'Page 1' }).parentElement!;
    expect(firstPage()).toHaveStyle({ width: '800px' });
    fireEvent.click(screen.getByRole('button', { name: 'Zoom in' }));
    await waitFor(() => expect(firstPage()).toHaveStyle({ width: '1000px' }));
    expect(pdfjs.getDocument).toHaveBeenCalledWith(expect.objectContaining({ data: strToU8('%PDF-1.7') }));
  });

  it('draws a layer over each page of a PDF, and asks before closing while the layer has unsaved work', async () => {
    stubApi({
      'GET /api/documents/7/link': () => link('t1'),
      'GET /api/documents/download': () => bytes(strToU8('%PDF-1.7')),
    });
    pdfjs.getDocument.mockImplementation(opens);
    const notice = { title: 'Discard notes?', message: 'They are not saved.', confirmLabel: 'Discard' };
    function Layer({ renderPages, onUnsavedChange, documentName }: PdfLayerProps) {
      return (
        <>
          <button type="button" onClick={() => onUnsavedChange(notice)}>
            Edit {documentName}
          </button>
          {renderPages((page, scale) => (
            <span>{`Over page ${page} at ${scale > 0 ? 'a scale' : 'none'}`}</span>
          ))}
        </>
      );
    }
    const onClose = vi.fn();
    renderWithProviders(<DocumentPreview opened onClose={onClose} document={doc()} pdfLayer={Layer} />);
    expect(await screen.findByText('Over page 1 at a scale')).toBeInTheDocument();
    expect(screen.getByText('Over page 2 at a scale')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Edit W-2 2024.pdf' }));
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(await screen.findByText('They are not saved.')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByText('They are not saved.')).not.toBeInTheDocument());
    expect(onClose).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Discard' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('asks for the password of a protected PDF, says when it is wrong and opens it with the right one', async () => {
    stubApi({
      'GET /api/documents/7/link': () => link('t1'),
      'GET /api/documents/download': () => bytes(strToU8('%PDF-1.7')),
    });
    pdfjs.getDocument
      .mockImplementationOnce(() => asksPassword(1))
      .mockImplementationOnce(() => asksPassword(2))
      .mockImplementationOnce(opens);
    open(doc({ password_protected: true }));
    expect(await screen.findByText(pdfMessages.passwordNeeded)).toBeInTheDocument();
    expect(screen.queryByText(pdfMessages.incorrectPassword)).not.toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Password'), 'guess');
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByText(pdfMessages.incorrectPassword)).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Password'), 'right');
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByText('2 pages')).toBeInTheDocument();
    expect(pdfjs.getDocument.mock.calls.map(([options]) => (options as { password?: string }).password)).toEqual([
      undefined,
      'guess',
      'right',
    ]);
  });

  it('zooms from 50% to 300% in steps of 25%, by buttons and by + and -, and resets', async () => {
    stubApi({ 'GET /api/documents/7/link': () => link('t1') });
    const { dialog } = open(doc({ name: 'scan.png', file_type: 'png' }));
    const level = () => screen.getByTestId('zoom-level').textContent;
    const zoomIn = screen.getByRole('button', { name: 'Zoom in' });
    const zoomOut = screen.getByRole('button', { name: 'Zoom out' });
    expect(level()).toBe('100%');
    expect(screen.getByRole('button', { name: 'Reset zoom' })).toBeDisabled();

    for (let i = 0; i < 10; i++) fireEvent.click(zoomIn);
    expect(level()).toBe('300%');
    expect(zoomIn).toBeDisabled();

    fireEvent.keyDown(dialog, { key: '-' });
    expect(level()).toBe('275%');
    for (let i = 0; i < 12; i++) fireEvent.keyDown(dialog, { key: '-' });
    expect(level()).toBe('50%');
    expect(zoomOut).toBeDisabled();
    fireEvent.keyDown(dialog, { key: '+' });
    expect(level()).toBe('75%');

    await userEvent.click(screen.getByRole('button', { name: 'Reset zoom' }));
    expect(level()).toBe('100%');
  });

  it('closes on Escape', async () => {
    stubApi({ 'GET /api/documents/7/link': () => link('t1') });
    const { onClose } = open(doc({ name: 'scan.png', file_type: 'png' }));
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
  });
});
