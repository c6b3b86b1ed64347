import { describe, expect, it } from 'vitest';
import { aggregateIdentity, identityLabel, type IdentityStatus } from './identity.rules.ts';

const r = (status: IdentityStatus, error_code: string | null = null) => ({ status, error_code });

describe('aggregateIdentity (spec 002 §4)', () => {
  it.each([
    ['no results', [], 2, 'not_started'],
    ['fewer results than expected', [r('verified')], 2, 'requires_input'],
    ['fewer than expected wins over a failure (its line comes first)', [r('failed')], 2, 'requires_input'],
    ['any requires_input', [r('verified'), r('requires_input')], 2, 'requires_input'],
    [
      'requires_input wins over an error code',
      [r('requires_input'), r('verified', 'document_expired')],
      2,
      'requires_input',
    ],
    ['any error code, even on a verified result', [r('verified'), r('verified', 'selfie_mismatch')], 2, 'failed'],
    ['any failed', [r('verified'), r('failed')], 2, 'failed'],
    ['failed wins over processing', [r('processing'), r('failed')], 2, 'failed'],
    ['any processing', [r('verified'), r('processing')], 2, 'processing'],
    ['all verified', [r('verified'), r('verified')], 2, 'verified'],
    ['more results than expected, all verified', [r('verified'), r('verified'), r('verified')], 2, 'verified'],
    ['otherwise canceled', [r('verified'), r('canceled')], 2, 'canceled'],
    ['not_started results only', [r('not_started')], 1, 'canceled'],
  ] as const)('%s → %s', (_name, results, expected, aggregate) => {
    expect(aggregateIdentity(results, expected)).toBe(aggregate);
  });
});

describe('identityLabel', () => {
  it("labels requires_input 'Needs Info', canceled 'Cancelled', and any error code 'Failed'", () => {
    expect(identityLabel(r('requires_input'))).toBe('Needs Info');
    expect(identityLabel(r('canceled'))).toBe('Cancelled');
    expect(identityLabel(r('verified', 'consent_declined'))).toBe('Failed');
    expect(identityLabel(r('processing'))).toBe('Processing');
  });
});
