import { describe, expect, it } from 'vitest';
import { attachmentHeader } from './attachment.ts';

describe('attachmentHeader', () => {
  it('gives an ASCII fallback and the exact UTF-8 name', () => {
    expect(attachmentHeader("Café (1)'s.pdf")).toBe(
      `attachment; filename="Caf_ (1)'s.pdf"; filename*=UTF-8''Caf%C3%A9%20%281%29%27s.pdf`,
    );
  });

  it('cannot be broken out of by quotes or line breaks', () => {
    const header = attachmentHeader('a"b\r\nSet-Cookie: x.pdf');
    expect(header).not.toMatch(/[\r\n]/);
    expect(header.startsWith('attachment; filename="a_b__Set-Cookie: x.pdf"')).toBe(true);
  });
});
