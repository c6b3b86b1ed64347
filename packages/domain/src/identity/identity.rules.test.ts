import { describe, expect, it } from 'vitest';
import {
  aggregateVerification,
  latestVerificationPerUser,
  VERIFICATION_STATUSES,
  verificationLabel,
  type VerificationStatus,
} from './identity.rules.ts';
import { testVerificationOutcomeSchema, verificationResultSchema } from './identity.schemas.ts';

const r = (status: VerificationStatus, error_code: string | null = null) => ({ status, error_code });

describe('aggregateVerification (spec 002 §4), line by line and which line wins', () => {
  it.each([
    // 1. not_started if there are none.
    ['none, two expected', [], 2, 'not_started'],
    ['none, none expected', [], 0, 'not_started'],
    // 2. requires_input if fewer results than expected ...
    ['fewer than expected, the one verified', [r('verified')], 2, 'requires_input'],
    ['fewer than expected wins over status failed (line 2 before 3)', [r('failed')], 2, 'requires_input'],
    ['fewer than expected wins over an error code', [r('verified', 'selfie_face_mismatch')], 2, 'requires_input'],
    ['fewer than expected wins over processing', [r('processing')], 2, 'requires_input'],
    ['fewer than expected wins over canceled', [r('canceled')], 2, 'requires_input'],
    // ... or any is requires_input.
    ['one requires_input among verified', [r('verified'), r('requires_input')], 2, 'requires_input'],
    ['requires_input wins over a failed result', [r('requires_input'), r('failed')], 2, 'requires_input'],
    [
      'requires_input wins over an error code on another result',
      [r('requires_input'), r('verified', 'document_expired')],
      2,
      'requires_input',
    ],
    ['requires_input with its own error code', [r('requires_input', 'document_expired')], 1, 'requires_input'],
    ['requires_input wins over processing', [r('processing'), r('requires_input')], 2, 'requires_input'],
    ['requires_input with more results than expected', [r('verified'), r('requires_input')], 1, 'requires_input'],
    // 3. failed if any has an error_code or status failed.
    ['an error code on a verified result', [r('verified'), r('verified', 'selfie_manipulated')], 2, 'failed'],
    ['status failed without an error code', [r('verified'), r('failed')], 2, 'failed'],
    ['an error code on a canceled result', [r('canceled', 'consent_declined')], 1, 'failed'],
    ['failed wins over processing', [r('processing'), r('failed')], 2, 'failed'],
    ['an error code wins over processing', [r('processing'), r('verified', 'document_expired')], 2, 'failed'],
    ['an error code on the processing result itself', [r('processing', 'document_expired')], 1, 'failed'],
    ['failed wins over canceled', [r('canceled'), r('failed')], 2, 'failed'],
    // 4. processing if any is processing.
    ['one processing among verified', [r('verified'), r('processing')], 2, 'processing'],
    ['processing wins over canceled', [r('canceled'), r('processing')], 2, 'processing'],
    ['all processing', [r('processing'), r('processing')], 2, 'processing'],
    // 5. verified when all are verified.
    ['all verified', [r('verified'), r('verified')], 2, 'verified'],
    ['more results than expected, all verified', [r('verified'), r('verified'), r('verified')], 2, 'verified'],
    ['verified when none were expected', [r('verified')], 0, 'verified'],
    // 6. canceled otherwise.
    ['verified and canceled', [r('verified'), r('canceled')], 2, 'canceled'],
    ['all canceled', [r('canceled'), r('canceled')], 2, 'canceled'],
    ['results still not_started', [r('not_started')], 1, 'canceled'],
    ['not_started beside verified', [r('verified'), r('not_started')], 2, 'canceled'],
  ] as const)('%s → %s', (_case, results, expectedCount, aggregate) => {
    expect(aggregateVerification(results, expectedCount)).toBe(aggregate);
  });
});

describe('verificationLabel', () => {
  it.each([
    ['not_started', 'Not started'],
    ['requires_input', 'Needs Info'],
    ['processing', 'Processing'],
    ['verified', 'Verified'],
    ['canceled', 'Cancelled'],
    ['failed', 'Failed'],
  ] as const)('%s reads %s', (status, label) => {
    expect(verificationLabel(r(status))).toBe(label);
  });

  it.each(VERIFICATION_STATUSES)('any error code reads Failed, even on %s', (status) => {
    expect(verificationLabel(r(status, 'document_expired'))).toBe('Failed');
  });
});

describe('latestVerificationPerUser', () => {
  it('keeps the newest result of each signer, so a retry replaces the failed attempt', () => {
    const results = [
      { user_id: 1, status: 'failed', error_code: 'document_expired', created_at: '2026-03-01T10:00:00Z' },
      { user_id: 2, status: 'verified', error_code: null, created_at: '2026-03-01T09:00:00Z' },
      { user_id: 1, status: 'verified', error_code: null, created_at: '2026-03-01T11:00:00+00:00' },
      { user_id: 2, status: 'canceled', error_code: null, created_at: '2026-03-01T08:00:00Z' },
    ] as const;
    const latest = latestVerificationPerUser(results);
    expect(latest).toEqual([results[2], results[1]]);
    expect(aggregateVerification(latest, 2)).toBe('verified');
    expect(aggregateVerification(results, 2)).toBe('failed');
  });

  it('compares instants, not strings, and takes the later of two at the same instant', () => {
    const a = { user_id: 1, created_at: '2026-03-01T12:00:00+02:00', n: 'a' };
    const b = { user_id: 1, created_at: '2026-03-01T11:00:00Z', n: 'b' };
    const c = { user_id: 1, created_at: '2026-03-01T11:00:00.000Z', n: 'c' };
    expect(latestVerificationPerUser([b, a])).toEqual([b]);
    expect(latestVerificationPerUser([b, c])).toEqual([c]);
  });
});

describe('verificationResultSchema', () => {
  it('defaults to not_started without an error, and refuses unknown statuses and dates', () => {
    expect(verificationResultSchema.parse({ user_id: 3, created_at: '2026-03-01T10:00:00Z' })).toEqual({
      user_id: 3,
      status: 'not_started',
      error_code: null,
      error_description: null,
      created_at: '2026-03-01T10:00:00Z',
    });
    const base = { user_id: 3, created_at: '2026-03-01T10:00:00Z' };
    expect(verificationResultSchema.safeParse({ ...base, status: 'cancelled' }).success).toBe(false);
    expect(verificationResultSchema.safeParse({ ...base, created_at: 'yesterday' }).success).toBe(false);
    expect(verificationResultSchema.safeParse({ ...base, user_id: 0 }).success).toBe(false);
  });
});

describe('testVerificationOutcomeSchema', () => {
  it('takes a plain outcome, or failed with one of the known reasons', () => {
    expect(testVerificationOutcomeSchema.parse({ outcome: 'verified' })).toEqual({ outcome: 'verified' });
    expect(testVerificationOutcomeSchema.parse({ outcome: 'failed' })).toEqual({
      outcome: 'failed',
      error_code: 'document_unverified_other',
    });
    expect(testVerificationOutcomeSchema.parse({ outcome: 'failed', error_code: 'selfie_face_mismatch' })).toEqual({
      outcome: 'failed',
      error_code: 'selfie_face_mismatch',
    });
    expect(testVerificationOutcomeSchema.safeParse({ outcome: 'failed', error_code: 'made_up' }).success).toBe(false);
    expect(testVerificationOutcomeSchema.safeParse({ outcome: 'not_started' }).success).toBe(false);
  });
});
