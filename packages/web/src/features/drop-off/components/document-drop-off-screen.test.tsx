import { documentMessages } from '@portal/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeXhr } from '../../../lib/upload-with-progress.fake';
import { apiError, stubApi } from '../../../testing/api-stub';
import { json } from '../../../testing/factories';
import { renderWithProviders } from '../../../testing/render';
import { DocumentDropOffScreen, DROP_OFF_TEXTS } from './document-drop-off-screen';

const TOKEN = 'tok-123456789012345678901';
const ROUTE = `/document-drop-off?questionnaireId=7&companyId=4&token=${TOKEN}`;
const EXPIRED = 'This document drop-off link has expired. Please ask your firm for a new one.';
const GET = 'GET /api/public/document_drop_off';
const page = {
  firm_name: 'Lee CPAs',
  company_name: 'Dana Holdings LLC',
  tax_year: 2025,
  due_date: '2026-12-05',
  expires_at: '2026-11-28T09:00:00.000Z',
  locked: false,
  items: [
    { question_id: 11, text: 'Please upload Form 1099-INT from Chase', options: [], uploaded_count: 0 },
    { question_id: 12, text: 'Your 1099-B', options: [], uploaded_count: 2 },
  ],
};

beforeEach(() => FakeXhr.install());
afterEach(() => vi.unstubAllGlobals());

const file = (name: string) => new File(['%PDF-1.4'], name, { type: 'application/pdf' });
const flush = () => new Promise((r) => setTimeout(r, 0));
const itemCard = (text: string) => screen.getByRole('listitem', { name: text });

describe('DocumentDropOffScreen', () => {
  it('shows the request and each item with its count, sending the link parts to the server', async () => {
    const api = stubApi({ [GET]: () => json(200, page) });
    renderWithProviders(<DocumentDropOffScreen />, { route: ROUTE });
    expect(await screen.findByRole('heading', { name: 'Lee CPAs' })).toBeInTheDocument();
    expect(screen.getByText('Documents requested for Dana Holdings LLC, tax year 2025')).toBeInTheDocument();
    expect(screen.getByText('Please upload them by Dec 5, 2026.')).toBeInTheDocument();
    expect(screen.getByText(/This link works until Nov 28, 2026/)).toBeInTheDocument();
    expect(
      within(itemCard('Please upload Form 1099-INT from Chase')).getByText('0 files uploaded'),
    ).toBeInTheDocument();
    expect(within(itemCard('Your 1099-B')).getByText('2 files uploaded')).toBeInTheDocument();
    expect(screen.getByLabelText('Files for Your 1099-B')).toBeInTheDocument();
    const sent = api.calls[0]!.url.searchParams;
    expect([sent.get('questionnaireId'), sent.get('companyId'), sent.get('token')]).toEqual(['7', '4', TOKEN]);
  });

  it('uploads each file for its item with progress, updates the count and shows refusals', async () => {
    stubApi({ [GET]: () => json(200, page) });
    renderWithProviders(<DocumentDropOffScreen />, { route: ROUTE });
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'Lee CPAs' });
    await user.upload(screen.getByLabelText('Files for Please upload Form 1099-INT from Chase'), [
      file('int.pdf'),
      file('fake.pdf'),
    ]);
    const first = FakeXhr.last();
    expect(first.url).toBe(`/api/public/document_drop_off/items/11/files?questionnaireId=7&companyId=4&token=${TOKEN}`);
    expect(first.headers.Authorization).toBeUndefined();
    expect(first.formEntries()).toEqual([['file', 'int.pdf']]);
    first.progress(40, 100);
    expect(await screen.findByRole('progressbar', { name: 'int.pdf upload progress' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
    const item = { ...page.items[0]!, uploaded_count: 1 };
    first.respond(200, { document: { id: 1 }, is_duplicate: false, error: null, item });
    await flush();
    await flush();
    const second = FakeXhr.last();
    expect(second.formEntries()).toEqual([['file', 'fake.pdf']]);
    second.respond(200, { document: null, is_duplicate: false, error: documentMessages.invalidFiles, item });
    const card = itemCard('Please upload Form 1099-INT from Chase');
    expect(await within(card).findByText(documentMessages.invalidFiles)).toBeInTheDocument();
    expect(within(card).getByText('1 file uploaded')).toBeInTheDocument();
    expect(within(card).getByText('Uploaded')).toBeInTheDocument();
    expect(within(card).getByText('Failed')).toBeInTheDocument();
  });

  it('shows the server message when the link has expired', async () => {
    stubApi({ [GET]: () => apiError(410, 'link_expired', EXPIRED) });
    renderWithProviders(<DocumentDropOffScreen />, { route: ROUTE });
    expect(await screen.findByText(EXPIRED)).toBeInTheDocument();
    expect(screen.getByText('Link expired')).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Files for/)).not.toBeInTheDocument();
  });

  it('says the link is incomplete without asking the server', async () => {
    const api = stubApi({});
    renderWithProviders(<DocumentDropOffScreen />, { route: '/document-drop-off?questionnaireId=7&companyId=4' });
    expect(await screen.findByText(DROP_OFF_TEXTS.incomplete)).toBeInTheDocument();
    expect(api.keys()).toEqual([]);
  });
});
