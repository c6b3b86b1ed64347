import { describe, expect, it } from 'vitest';
import {
  sendBlocker,
  signingStatusLabel,
  canMarkRequestCompleted,
  canTransition,
  defaultSignatureRequestTaxYear,
  SIGNATURE_REQUEST_STATUSES,
  signatureFieldSchema,
  signatureRequestMessages,
  signatureRequestTaxYears,
  signatureRequestUploadSchema,
} from './signature-requests.rules.ts';

describe('signature request lifecycle', () => {
  it.each([
    ['processing', 'action_required', true],
    ['processing', 'error', true],
    ['processing', 'sent', false],
    ['action_required', 'sending', true],
    ['sending', 'sent', true],
    ['sending', 'action_required', true],
    ['sent', 'signed', true],
    ['sent', 'action_required', false],
    ['signed', 'sent', false],
    ['signed', 'completed', true],
    ['completed', 'sent', false],
  ] as const)('%s → %s: %s', (from, to, allowed) => {
    expect(canTransition(from, to)).toBe(allowed);
  });

  it("offers 'Mark as completed' until completed, but not while the upload is prepared", () => {
    expect(SIGNATURE_REQUEST_STATUSES.filter(canMarkRequestCompleted)).toEqual([
      'action_required',
      'sent',
      'signed',
      'error',
    ]);
  });
});

describe('tax year', () => {
  it.each([
    // Ten months before is 2026, past the spec's last year 2025 (spec 002 §9): the default stays a choice.
    ['2026-11-25T12:00:00Z', 2025],
    ['2026-10-31T23:00:00Z', 2025],
    ['2026-01-15T00:00:00Z', 2025],
    ['2025-06-01T00:00:00Z', 2024],
  ])('on %s defaults to %i, the year of the date ten months ago within 2018 to 2025', (now, year) => {
    expect(defaultSignatureRequestTaxYear(new Date(now))).toBe(year);
  });
  it('offers 2018 to 2025, newest first', () => {
    const years = signatureRequestTaxYears(new Date('2026-03-01T00:00:00Z'));
    expect(years[0]).toBe(2025);
    expect(years.at(-1)).toBe(2018);
  });
});

describe('upload and field schemas', () => {
  it('asks for one entity, a name and a tax year with the spec texts', () => {
    const r = signatureRequestUploadSchema.safeParse({ document_name: ' ', tax_year: '' });
    expect(r.error?.issues.map((i) => i.message)).toEqual([
      signatureRequestMessages.entityRequired,
      signatureRequestMessages.nameRequired,
      signatureRequestMessages.taxYearRequired,
    ]);
    expect(signatureRequestUploadSchema.parse({ company_id: '4', document_name: ' 8879 ', tax_year: '2025' })).toEqual({
      company_id: 4,
      document_name: '8879',
      tax_year: 2025,
      signed_pages_only: false,
    });
  });
  it('keeps a field inside its page', () => {
    const field = { signer_id: 1, kind: 'signature', page: 0, x: 0.7, y: 0.9, width: 0.2, height: 0.05 };
    expect(signatureFieldSchema.safeParse(field).success).toBe(true);
    expect(signatureFieldSchema.safeParse({ ...field, x: 0.9 }).success).toBe(false);
    expect(signatureFieldSchema.safeParse({ ...field, height: 0 }).success).toBe(false);
  });
});

describe('sendBlocker (issue 37 §7)', () => {
  const signers = [
    { id: 1, name: 'Nora Quill' },
    { id: 2, name: 'Omar Quill' },
    { id: 3, name: 'Pia Quill' },
  ];
  it('names every signer without a signature field, and says when there is no one to sign', () => {
    expect(sendBlocker(signers, [{ signer_id: 1, kind: 'date' }])).toBe(
      'Place a signature field for Nora Quill, Omar Quill and Pia Quill before sending.',
    );
    expect(sendBlocker(signers.slice(0, 1), [])).toBe('Place a signature field for Nora Quill before sending.');
    expect(sendBlocker([], [])).toBe('This entity has no owners to sign. Add an owner to the entity first.');
    const all = signers.map((s) => ({ signer_id: s.id, kind: 'signature' }));
    expect(sendBlocker(signers, all)).toBeNull();
  });
});

describe('signingStatusLabel (issue 37 §7)', () => {
  const signers = [
    { id: 1, signed_at: '2026-03-01T10:00:00Z' },
    { id: 2, signed_at: null },
  ];
  it('reads the same for the header and the card, from the signer’s side', () => {
    expect(signingStatusLabel({ status: 'sent', signers }, 1)).toBe('Signed by you · waiting for 1 other signer');
    expect(signingStatusLabel({ status: 'sent', signers }, 2)).toBe('Waiting for your signature');
    expect(signingStatusLabel({ status: 'signed', signers }, 1)).toBe('Signed by everyone');
    expect(signingStatusLabel({ status: 'sent', signers }, null)).toBe('Sent');
    expect(signingStatusLabel({ status: 'completed', signers }, 2)).toBe('Completed');
  });
});
