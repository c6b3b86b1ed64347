import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SignatureVerification } from '@portal/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { verificationText, VerifySignedPdfDialog } from './verify-signed-pdf-dialog';

const xhr = vi.hoisted(() => ({ request: vi.fn() }));
vi.mock('../../../lib/upload-with-progress', () => ({ xhrRequest: xhr.request }));
afterEach(() => vi.clearAllMocks());

const sealed: SignatureVerification = {
  status: 'intact',
  sha256: 'ab',
  by_portal: true,
  signed_at: '2026-11-20T15:00:00.000Z',
  reason: null,
  request: {
    subject_type: 'signature_request',
    id: 7,
    form_name: 'Form 8879',
    tax_year: 2025,
    company_name: 'Quill Household',
    signers: [
      { name: 'Nora Quill', email: null, signed_at: null },
      { name: 'Omar Quill', email: null, signed_at: null },
    ],
  },
  evidence: { status: 'intact', events: 9, checkpoints: 1, problem: null },
};

describe('VerifySignedPdfDialog', () => {
  it('sends the chosen PDF and says for whom and when the portal sealed it', async () => {
    xhr.request.mockResolvedValue(sealed);
    renderWithProviders(<VerifySignedPdfDialog opened onClose={() => {}} />);
    const user = userEvent.setup();
    expect(screen.getByRole('button', { name: 'Verify' })).toBeDisabled();
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(input, new File(['%PDF-1.7'], 'signed.pdf', { type: 'application/pdf' }));
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Unchanged since the portal sealed it');
    expect(status).toHaveTextContent(
      'Form 8879 (2025) for Quill Household, sealed on Nov 20, 2026; signed by Nora Quill, Omar Quill.',
    );
    await waitFor(() =>
      expect(xhr.request).toHaveBeenCalledWith('/api/signatures/verify', expect.objectContaining({ method: 'POST' })),
    );
  });

  it('says when a PDF changed after signing, or carries no seal', () => {
    expect(
      verificationText({ ...sealed, status: 'changed', reason: 'The document changed after it was signed' }),
    ).toMatchObject({
      color: 'red',
      title: 'Changed after signing',
      body: 'The document changed after it was signed',
    });
    expect(verificationText({ ...sealed, status: 'not_sealed', request: null }).title).toBe('Not sealed by the portal');
    const cut = verificationText({
      ...sealed,
      evidence: {
        status: 'deleted',
        events: 8,
        checkpoints: 1,
        problem: 'Evidence row 9, recorded by this document, is missing',
      },
    });
    expect(cut).toMatchObject({ color: 'red', title: 'Signing evidence was removed' });
    expect(cut.body).toContain('Evidence row 9');
    expect(
      verificationText({ ...sealed, evidence: { status: 'rewritten', events: 3, checkpoints: 1, problem: null } })
        .title,
    ).toBe('Signing evidence was rewritten');
    expect(verificationText({ ...sealed, status: 'unknown_document', request: null }).body).toContain(
      "not one of this firm's signed documents",
    );
  });
});
