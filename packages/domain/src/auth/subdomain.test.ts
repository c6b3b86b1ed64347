import { describe, expect, it } from 'vitest';
import { firmSignInAddress, subdomainSchema, suggestSubdomain } from './auth.schemas.ts';

describe('suggestSubdomain (issue 38 §6)', () => {
  it.each([
    ['Patel & Sons, CPAs', 'patel-and-sons-cpas'],
    ['  Demo Tax & Accounting  ', 'demo-tax-and-accounting'],
    ['Müller Steuerberatung GmbH', 'muller-steuerberatung-gmbh'],
    ['A.B.C. 123 Tax', 'a-b-c-123-tax'],
    ['!!!', ''],
  ])('%j → %j', (name, subdomain) => {
    expect(suggestSubdomain(name)).toBe(subdomain);
  });

  it('keeps within 40 characters and never ends on a hyphen, so a suggestion passes the rule', () => {
    const long = suggestSubdomain('The Very Long Named Tax and Accounting Practice of Springfield');
    expect(long.length).toBeLessThanOrEqual(40);
    expect(long).not.toMatch(/-$/);
    expect(subdomainSchema.safeParse(long).success).toBe(true);
  });

  it('previews the firm sign-in address', () => {
    expect(firmSignInAddress('https://portal.example/', 'acme')).toBe('https://portal.example/signin?firm=acme');
  });
});
