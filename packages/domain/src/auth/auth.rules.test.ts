import { describe, expect, it } from 'vitest';
import { phoneSchema } from './auth-fields.schemas.ts';
import {
  authMessages,
  formatPhone,
  maskEmail,
  maskPhone,
  PASSWORD_MIN_LENGTH,
  PASSWORD_RULE_TEXT,
  passwordProblem,
  safeRedirect,
} from './auth.rules.ts';

describe('sign-in rules', () => {
  it.each([
    ['/documents/abc?path=/Tax#top', '/documents/abc?path=/Tax#top'],
    ['/profile', '/profile'],
    [null, '/'],
    ['', '/'],
    ['https://evil.example/x', '/'],
    ['//evil.example', '/'],
    ['/\\evil.example', '/'],
    ['/..//evil.example', '/'],
    ['/./\\/evil.example', '/'],
    ['javascript:alert(1)', '/'],
    ['/a\nb', '/'],
  ])('redirect %j goes to %j', (given, expected) => {
    expect(safeRedirect(given)).toBe(expected);
  });

  it('states the length rule in the same words in the hint and the error (issue 38 §6)', () => {
    const words = `at least ${PASSWORD_MIN_LENGTH} characters`;
    expect(PASSWORD_RULE_TEXT.toLowerCase()).toContain(words);
    expect(authMessages.passwordLength.toLowerCase()).toContain(words);
    expect(authMessages.passwordLength).not.toMatch(/greater than/);
  });

  it('names the first broken password rule', () => {
    expect(passwordProblem('Short-1')).toBe('Password must be at least 10 characters');
    expect(passwordProblem('alllowercase-1')).toBe('Password must contains at least one uppercase.');
    expect(passwordProblem('ALLUPPERCASE-1')).toBe('Password must contains at least one lowercase.');
    expect(passwordProblem('NoDigitsHere-')).toBe('Password must contains at least one digit.');
    expect(passwordProblem('NoSpecials123')).toBe(
      'Password must contains at least one special character (#?!@$%^&*-).',
    );
    expect(passwordProblem('Good-Password-1')).toBeNull();
    // Exactly the minimum is enough: the rule is "at least", in the error as in the hint.
    expect(passwordProblem('Ten-Chars1')).toBeNull();
    expect(passwordProblem('Nine-Chr1')).toBe(authMessages.passwordLength);
  });

  it('masks and validates phone numbers', () => {
    expect(formatPhone('5551234567')).toBe('(555) 123-4567');
    expect(formatPhone('555123')).toBe('(555) 123');
    expect(phoneSchema.parse('(555) 123-4567')).toBe('5551234567');
    expect(phoneSchema.safeParse('').error?.issues[0]?.message).toBe('Phone is required');
    expect(phoneSchema.safeParse('555-1234').error?.issues[0]?.message).toBe('Phone number must be 10 digits');
    expect(maskPhone('5551234567')).toBe('(***) ***-4567');
    expect(maskEmail('casey@example.com')).toBe('c***@example.com');
  });
});
