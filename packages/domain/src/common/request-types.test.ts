import { describe, expect, it } from 'vitest';
import {
  isHiddenRequestType,
  isLockedRequestType,
  REQUEST_TYPE_INSTRUCTIONS,
  REQUEST_TYPES,
  requestTypeKeyOf,
} from './request-types.ts';

describe('request types (spec 002 §3)', () => {
  it('numbers the types as the spec does', () => {
    expect(REQUEST_TYPES).toMatchObject({ pdf_review: 6, payment_request: 7, download_document: 8, pdf_signature: 9 });
    expect(requestTypeKeyOf(11)).toBe('delivery');
    expect(requestTypeKeyOf(1)).toBeNull();
  });

  it('hides 6–9, locks delivery and gives it its default instruction', () => {
    expect(
      ['pdf_review', 'payment_request', 'download_document', 'pdf_signature'].every((k) =>
        isHiddenRequestType(k as never),
      ),
    ).toBe(true);
    expect(isHiddenRequestType('delivery')).toBe(false);
    expect(isLockedRequestType('delivery')).toBe(true);
    expect(isLockedRequestType('custom')).toBe(false);
    expect(REQUEST_TYPE_INSTRUCTIONS.delivery).toBe('Please sign form 8879 and download your tax return.');
  });
});
