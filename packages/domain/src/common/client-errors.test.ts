import { describe, expect, it } from 'vitest';
import { clientErrorReportSchema, scrubPersonalData } from './client-errors.ts';

describe('scrubPersonalData', () => {
  it('removes emails, SSN-like and other long numbers, and query strings', () => {
    expect(scrubPersonalData('No user pat.o+1@example.co.uk found')).toBe('No user [email] found');
    expect(scrubPersonalData('SSN 123-45-6789, EIN 12-3456789, phone (555) 123 4567')).toBe(
      'SSN [number], EIN [number], phone (555) [number]',
    );
    expect(scrubPersonalData('at https://portal.example/signin?auth_token=abc123&email=x (main.js:10:5)')).toBe(
      'at https://portal.example/signin (main.js:10:5)',
    );
  });

  it('keeps what helps find the bug: line numbers, years, short ids', () => {
    expect(scrubPersonalData('TypeError at chunk-4f2.js:1203:17 for questionnaire 4512 in 2025')).toBe(
      'TypeError at chunk-4f2.js:1203:17 for questionnaire 4512 in 2025',
    );
  });
});

describe('clientErrorReportSchema', () => {
  it('scrubs every text it accepts and refuses unknown fields', () => {
    const parsed = clientErrorReportSchema.parse({
      kind: 'render',
      message: 'Cannot read a of undefined for a@b.io',
      path: '/questionnaire/abc?questionnaireId=3',
    });
    expect(parsed).toEqual({
      kind: 'render',
      message: 'Cannot read a of undefined for [email]',
      path: '/questionnaire/abc',
    });
    expect(clientErrorReportSchema.safeParse({ ...parsed, email: 'a@b.io' }).success).toBe(false);
    expect(clientErrorReportSchema.safeParse({ ...parsed, request_id: 'x y' }).success).toBe(false);
    expect(clientErrorReportSchema.safeParse({ ...parsed, message: ' ' }).success).toBe(false);
  });
});
