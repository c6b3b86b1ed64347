import type { SignatureRequestDetail } from '@portal/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../testing/api-stub';
import { json } from '../../testing/factories';
import { renderWithProviders } from '../../testing/render';
import { Component as ReviewSignatureRequest } from './review-signature-request';

const pdfjs = vi.hoisted(() => ({ getDocument: vi.fn() }));
vi.mock('pdfjs-dist/legacy/build/pdf.mjs', () => ({ GlobalWorkerOptions: {}, getDocument: pdfjs.getDocument }));

const page = {
  getViewport: ({ scale }: { scale: number }) => ({ width: 612 * scale, height: 792 * scale }),
  render: () => ({ promise: Promise.resolve(), cancel: () => {} }),
};
const DRAWN = 'data:image/png;base64,iVBORw0KGgo=';

beforeEach(() => {
  pdfjs.getDocument.mockImplementation(() => ({
    promise: Promise.resolve({ numPages: 3, getPage: async () => page }),
    destroy: async () => {},
  }));
  // happy-dom draws nothing: a stand-in 2D context, and the pad's PNG.
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({
    beginPath: () => {},
    moveTo: () => {},
    lineTo: () => {},
    stroke: () => {},
    clearRect: () => {},
  } as unknown as CanvasRenderingContext2D);
  vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue(DRAWN);
  HTMLElement.prototype.scrollIntoView = vi.fn();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const detail = (overrides: Partial<SignatureRequestDetail> = {}): SignatureRequestDetail => ({
  id: 5,
  company_id: 41,
  company_name: 'Quill Household',
  company_hash: 'qh',
  tax_year: 2025,
  form_name: 'Form 8879',
  status: 'sent',
  signed_pages_only: false,
  source: null,
  signed_document: null,
  updated_at: '2026-11-02T10:00:00.000Z',
  identity_required: false,
  fraud_detection_status: null,
  signers_signed: 0,
  signers_total: 2,
  page_count: 3,
  error_message: null,
  original_document_id: 70,
  signed_document_id: null,
  signers: [
    {
      id: 11,
      user_id: 3,
      name: 'Nora Quill',
      email: 'nora@example.com',
      signed_at: null,
      identity: {
        required: false,
        status: 'not_started',
        label: 'Not required',
        error_description: null,
        reused: false,
      },
    },
    {
      id: 12,
      user_id: 4,
      name: 'Sam Quill',
      email: 'sam@example.com',
      signed_at: null,
      identity: {
        required: false,
        status: 'not_started',
        label: 'Not required',
        error_description: null,
        reused: false,
      },
    },
  ],
  fields: [
    { id: 1, signer_id: 11, kind: 'date', page: 2, x: 0.6, y: 0.5, width: 0.2, height: 0.03, filled: false },
    { id: 2, signer_id: 11, kind: 'signature', page: 2, x: 0.1, y: 0.5, width: 0.3, height: 0.03, filled: false },
    { id: 3, signer_id: 12, kind: 'signature', page: 2, x: 0.1, y: 0.7, width: 0.3, height: 0.03, filled: false },
    { id: 4, signer_id: 11, kind: 'initials', page: 0, x: 0.8, y: 0.9, width: 0.1, height: 0.03, filled: false },
  ],
  my_signer_id: 11,
  ...overrides,
});

/** The API as a signer sees it: after the sign call, the request reads as signed and sealed. */
function stubSigning(base = detail(), extra: Parameters<typeof stubApi>[0] = {}) {
  let signed = false;
  const api = stubApi({
    'GET /api/signature_requests/5': () =>
      json(
        200,
        signed
          ? {
              ...base,
              status: 'signed',
              signed_document_id: 90,
              signers: base.signers.map((s) => ({ ...s, signed_at: '2026-11-25T10:00:00.000Z' })),
            }
          : base,
      ),
    'GET /api/signature_requests/5/document': () =>
      json(200, { url: '/api/documents/download?token=t1', expires_at: '2030-01-01T00:00:00Z' }),
    'GET /api/documents/download': () => new Response(new Uint8Array([37, 80, 68, 70])),
    'POST /api/signature_requests/5/sign': () => {
      signed = true;
      return json(200, { all_signed: true, date: 'Nov 25, 2026', initials: 'NQ' });
    },
    ...extra,
  });
  return api;
}

const renderPage = () =>
  renderWithProviders(
    <Routes>
      <Route path="/review-signature-request/:signatureRequestId" element={<ReviewSignatureRequest />} />
    </Routes>,
    { route: '/review-signature-request/5?companyId=41' },
  );

describe('/review-signature-request/:id', () => {
  it("walks the signer's fields in order, adopts a typed signature and posts it with Finish", async () => {
    const api = stubSigning();
    renderPage();
    const user = userEvent.setup();
    expect(await screen.findByText('Field 1 of 3: Initials on page 1')).toBeInTheDocument();
    await screen.findAllByRole('img', { name: /Page \d/ });
    await user.click(screen.getByRole('button', { name: 'Next field' }));
    expect(screen.getByText('Field 2 of 3: Signature on page 3')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Field 2 of 3: your signature' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Next field' }));
    expect(screen.getByText('Field 3 of 3: Date on page 3')).toBeInTheDocument();
    // Only the signer's own fields are numbered; another signer's is shown apart.
    expect(screen.getByRole('group', { name: 'Signature for another signer' })).toBeInTheDocument();

    expect(screen.getByRole('textbox', { name: 'Your initials' })).toHaveValue('NQ');
    await user.clear(screen.getByRole('textbox', { name: 'Your initials' }));
    await user.type(screen.getByRole('textbox', { name: 'Your initials' }), 'N.Q.');
    await user.type(screen.getByRole('textbox', { name: 'Type your full name to sign' }), 'Nora Quill');
    await user.click(screen.getByRole('button', { name: 'Adopt signature' }));
    await user.click(await screen.findByRole('button', { name: 'Finish' }));

    await waitFor(() =>
      expect(api.bodyOf('POST /api/signature_requests/5/sign')).toEqual({
        signature_type: 'typed',
        signature: 'Nora Quill',
        initials: 'N.Q.',
        client_time: expect.any(String),
      }),
    );
    // The header and the card say the same (issue 37 §7).
    expect(await screen.findByRole('heading', { name: 'Signed by everyone' })).toBeInTheDocument();
    expect(screen.getByText(/· Signed by everyone$/)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Download signed document' })).toBeInTheDocument();
  });

  it('adopts a drawn signature from the pad', async () => {
    const api = stubSigning();
    renderPage();
    const user = userEvent.setup();
    await screen.findByText('Field 1 of 3: Initials on page 1');
    await user.click(screen.getByRole('radio', { name: 'Draw' }));
    const pad = screen.getByRole('img', { name: 'Signature drawing area' });
    fireEvent.pointerDown(pad, { clientX: 10, clientY: 10, pointerId: 1 });
    fireEvent.pointerMove(pad, { clientX: 60, clientY: 30, pointerId: 1 });
    fireEvent.pointerUp(pad, { clientX: 60, clientY: 30, pointerId: 1 });
    await user.click(screen.getByRole('button', { name: 'Adopt signature' }));
    await user.click(await screen.findByRole('button', { name: 'Finish' }));
    await waitFor(() =>
      expect(api.bodyOf('POST /api/signature_requests/5/sign')).toMatchObject({
        signature_type: 'drawn',
        signature: DRAWN,
        initials: 'NQ',
      }),
    );
  });

  it('shows staff the document view-only, with every field and no way to sign', async () => {
    stubSigning(detail({ my_signer_id: null }));
    renderPage();
    expect(await screen.findByText(/You are viewing this document as it is shown to its signers/)).toBeInTheDocument();
    expect(await screen.findByRole('group', { name: 'Signature for Sam Quill' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Finish' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Adopt signature' })).not.toBeInTheDocument();
  });

  it('asks a signer to verify their identity first when the firm requires it, and says how the last check went', async () => {
    const base = detail();
    const failed = {
      required: true,
      status: 'failed' as const,
      label: 'Failed',
      error_description: 'The selfie does not match the face on the identity document.',
      reused: false,
    };
    stubSigning(
      { ...base, signers: base.signers.map((s) => ({ ...s, identity: failed })) },
      { 'POST /api/signature_requests/5/verify_identity': () => json(200, { url: '/test-verification/vs_1' }) },
    );
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    renderPage();
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: 'Verify your identity' })).toBeInTheDocument();
    // The document's loader is a status too: the identity check's is the one that says so.
    expect(screen.getAllByRole('status').find((s) => s.textContent?.startsWith('Identity check'))).toHaveTextContent(
      'Identity check: Failed. The selfie does not match the face on the identity document.',
    );
    expect(screen.queryByRole('button', { name: 'Adopt signature' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/test-verification/vs_1'));
  });
});
