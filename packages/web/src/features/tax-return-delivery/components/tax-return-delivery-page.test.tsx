import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { taxReturnMessages, type TaxReturnDetail } from '@portal/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, stubApi } from '../../../testing/api-stub';
import { json } from '../../../testing/factories';
import { renderWithProviders } from '../../../testing/render';
import { taxReturnDocumentMessages } from '../../../components/tax-return/get-tax-return-document';
import type { SigningComponents } from './client-signing-section';
import { deliveryPageMessages, DRAFT_REVIEW_HELP, TaxReturnDeliveryPage } from './tax-return-delivery-page';

const pdfjs = vi.hoisted(() => ({ getDocument: vi.fn() }));
vi.mock('pdfjs-dist/legacy/build/pdf.mjs', () => ({ GlobalWorkerOptions: {}, getDocument: pdfjs.getDocument }));

const page = {
  getViewport: ({ scale }: { scale: number }) => ({ width: 612 * scale, height: 792 * scale }),
  render: () => ({ promise: Promise.resolve(), cancel: () => {} }),
};

beforeEach(() => {
  pdfjs.getDocument.mockReset();
  pdfjs.getDocument.mockImplementation(() => ({
    promise: Promise.resolve({ numPages: 2, getPage: async () => page }),
    destroy: async () => {},
  }));
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({} as unknown as CanvasRenderingContext2D);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The signing steps are the signatures and identity features' own; the draft review does not use them. */
const signing: SigningComponents = { AdoptSignature: () => null, IdentityStep: () => null };

const draft = (over: Partial<TaxReturnDetail> = {}): TaxReturnDetail => ({
  id: 7,
  company_id: 3,
  company_name: 'Tara & Liam Jones',
  company_hash: 'h3',
  tax_year: 2025,
  tax_return_name: '2025 Form 1040',
  status: 'draft',
  current_status: 'draft',
  draft_status: 'draft',
  total_signature_count: 0,
  payment: { status: 'none' },
  external_entity_id: null,
  all_signed: false,
  all_paid: false,
  invoice_paid: false,
  reminder_disabled: false,
  signatures_signed: 0,
  signatures_total: 0,
  vouchers_paid: 0,
  vouchers_total: 0,
  paper_filings_mailed: 0,
  paper_filings_total: 0,
  fraud_detection_status: null,
  last_signed_at: null,
  last_reminder_sent_at: null,
  assigned_advisor_id: null,
  updated_at: '2026-04-01T00:00:00.000Z',
  request_type: 11,
  instruction: 'Please sign form 8879 and download your tax return.',
  draft_comment: null,
  page_count: 2,
  error_message: null,
  original_document_id: 40,
  watermarked_document_id: 41,
  watermarked_file: { document_id: 41, link: '/api/tax_returns/7/document' },
  e_sign_forms: [],
  signers: [],
  payment_vouchers: [],
  paper_filed_returns: [],
  proposal_notes: [],
  stripe_identity_verifications: [],
  tax_return_identity_verifications: [],
  invoice_amount_cents: null,
  identity_required: false,
  viewer_id: 5,
  my_identity: null,
  owners: [{ id: 5, fname: 'Tara', lname: 'Jones', email: 'tara@example.test' }],
  ...over,
});

const DETAIL = 'GET /api/tax_returns/7';
const REVIEW = 'POST /api/tax_returns/7/draft_review';
const LINK = 'GET /api/tax_returns/7/document';
/** The return's PDF, read by the viewer through its link. */
const pdfRoutes = {
  [LINK]: () => json(200, { url: '/files/return-7.pdf', expires_at: '2026-04-01T00:10:00.000Z' }),
  'GET /files/return-7.pdf': () => new Response(new Uint8Array([0x25, 0x50, 0x44, 0x46]), { status: 200 }),
};

const renderPage = () => renderWithProviders(<TaxReturnDeliveryPage taxReturnId={7} {...signing} />);

describe('TaxReturnDeliveryPage: Review Draft', () => {
  it('refuses a blank reason, sends the one typed, and is view only afterwards', async () => {
    let current = draft();
    const api = stubApi({
      ...pdfRoutes,
      [DETAIL]: () => json(200, current),
      [REVIEW]: () => {
        current = draft({ status: 'change_requested', draft_status: 'change_requested' });
        return json(200, { status: 'change_requested', draft_status: 'change_requested' });
      },
    });
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Review Draft' })).toBeInTheDocument();
    expect(screen.getByText(deliveryPageMessages.reviewIntro)).toBeInTheDocument();
    // Help for draft review opens in place (spec 002 §9).
    await user.click(screen.getByRole('button', { name: DRAFT_REVIEW_HELP.label }));
    const help = await screen.findByRole('dialog', { name: DRAFT_REVIEW_HELP.title });
    expect(help).toHaveTextContent('choose Approve');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The DRAFT copy is shown as the viewer reads it.
    await waitFor(() => expect(pdfjs.getDocument).toHaveBeenCalled());

    await user.click(screen.getByRole('button', { name: 'Request Changes' }));
    const reason = screen.getByRole('textbox', { name: /What should change\?/ });
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText(taxReturnMessages.reasonRequired)).toBeInTheDocument();
    await user.type(reason, '   ');
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText(taxReturnMessages.reasonRequired)).toBeInTheDocument();
    expect(api.keys()).not.toContain(REVIEW);

    await user.clear(reason);
    await user.type(reason, 'The address is wrong');
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    await waitFor(() =>
      expect(api.bodyOf(REVIEW)).toEqual({ decision: 'request_changes', reason: 'The address is wrong' }),
    );
    expect(await screen.findByText(deliveryPageMessages.changesToast)).toBeInTheDocument();
    // Read again from the server: view only, nothing left to press.
    expect(await screen.findByText(deliveryPageMessages.changesRequested)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Request Changes' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(api.keys().filter((k) => k === REVIEW)).toHaveLength(1);
  });

  it('asks before approving: Cancel approves nothing (issue 38 §6)', async () => {
    const api = stubApi({ ...pdfRoutes, [DETAIL]: () => json(200, draft()) });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    const dialog = within(await screen.findByRole('dialog', { name: deliveryPageMessages.confirmApproveTitle }));
    expect(dialog.getByText(/Your firm will then prepare the final return for you to sign/)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.keys()).not.toContain(REVIEW);
  });

  it('approves once, then says so with nothing left to press', async () => {
    let current = draft();
    const api = stubApi({
      ...pdfRoutes,
      [DETAIL]: () => json(200, current),
      [REVIEW]: () => {
        current = draft({ status: 'approved', draft_status: 'approved' });
        return json(200, { status: 'approved', draft_status: 'approved' });
      },
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    await user.click(await screen.findByRole('button', { name: 'Approve draft' }));
    await waitFor(() => expect(api.bodyOf(REVIEW)).toEqual({ decision: 'approve' }));
    expect(await screen.findByText(deliveryPageMessages.approved)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Request Changes' })).not.toBeInTheDocument();
  });

  it('shows a draft already answered as view only, and the server’s refusal when it was answered elsewhere', async () => {
    stubApi({
      ...pdfRoutes,
      [DETAIL]: () => json(200, draft({ status: 'change_requested', draft_status: 'change_requested' })),
    });
    const { unmount } = renderPage();
    expect(await screen.findByText(deliveryPageMessages.changesRequested)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Review Draft' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    unmount();

    // Answered on another device meanwhile: the server's 409 is shown, and nothing else happens.
    stubApi({
      ...pdfRoutes,
      [DETAIL]: () => json(200, draft()),
      [REVIEW]: () => apiError(409, 'conflict', taxReturnMessages.notDraft),
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    await user.click(await screen.findByRole('button', { name: 'Approve draft' }));
    expect(await screen.findByText(taxReturnMessages.notDraft)).toHaveAttribute('role', 'alert');
  });
});

describe('TaxReturnDeliveryPage: errors say what happened', () => {
  it("answers a return the client may not see with 'Tax return not found' and no details", async () => {
    const api = stubApi({ [DETAIL]: () => apiError(404, 'not_found', taxReturnMessages.notFound) });
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/^Tax return not found$/);
    // Nothing of the return: no title, no steps, no download, and its PDF is not even asked for.
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download tax return' })).not.toBeInTheDocument();
    expect(api.keys()).toEqual([DETAIL]);
  });

  it("says 'Error downloading tax return' when the download's link cannot be had", async () => {
    let links = 0;
    const api = stubApi({
      [DETAIL]: () => json(200, draft({ status: 'sent', draft_status: null })),
      // The viewer's read goes through; the download's is refused.
      [LINK]: () =>
        ++links === 1
          ? pdfRoutes[LINK]()
          : apiError(500, 'internal', 'storage offline: bucket portal-files unreachable'),
      'GET /files/return-7.pdf': pdfRoutes['GET /files/return-7.pdf'],
    });
    const user = userEvent.setup();
    renderPage();
    await waitFor(() => expect(pdfjs.getDocument).toHaveBeenCalled());
    await user.click(await screen.findByRole('button', { name: 'Download tax return' }));
    expect(await screen.findByText(taxReturnDocumentMessages.downloadProblem)).toBeInTheDocument();
    expect(screen.queryByText(/storage offline/)).not.toBeInTheDocument();
    expect(api.keys().filter((k) => k === LINK)).toHaveLength(2);
  });

  it("shows 'Error downloading tax return' in the viewer, not the server's text, when its link is refused", async () => {
    stubApi({
      [DETAIL]: () => json(200, draft({ status: 'sent', draft_status: null })),
      [LINK]: () => apiError(503, 'unavailable', 'storage offline: bucket portal-files unreachable'),
    });
    renderPage();
    expect(await screen.findByText(taxReturnDocumentMessages.downloadProblem)).toHaveAttribute('role', 'alert');
    expect(screen.queryByText(/storage offline/)).not.toBeInTheDocument();
    expect(pdfjs.getDocument).not.toHaveBeenCalled();
  });

  it("shows 'Error downloading tax return' in the viewer when the file itself cannot be read", async () => {
    stubApi({
      [DETAIL]: () => json(200, draft({ status: 'sent', draft_status: null })),
      [LINK]: pdfRoutes[LINK],
      'GET /files/return-7.pdf': () => new Response('gone', { status: 410 }),
    });
    renderPage();
    expect(await screen.findByText(taxReturnDocumentMessages.downloadProblem)).toHaveAttribute('role', 'alert');
  });
});
