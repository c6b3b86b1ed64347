import { expect } from 'vitest';
import type { TestApp } from './build-test-app.ts';
import { linkIn, type OutboxMail } from './outbox.ts';

/** A client the firm added who has never chosen how to sign in nor signed in: the email is all they have. */
export const NEVER_SIGNED_IN = {
  mustSetPassword: true,
  passwordHash: null,
  preferredSignInMethod: 'password',
} as const;
/** A client who has signed in before. */
export const SIGNED_IN_BEFORE = {
  mustSetPassword: false,
  passwordHash: 'x',
  lastSignInAt: new Date('2025-01-01T00:00:00Z'),
} as const;

/**
 * Follows an email's link as a client who never signed in (issue 21 §2): it must be an arrival link to the
 * sign-in method choice for `destination`; choosing a password there signs them in and opens `destination`.
 * Returns the headers of the session it starts.
 */
export async function followArrivalLink(t: TestApp, mail: OutboxMail, destination: string) {
  const link = linkIn(mail.text, '/set-sign-in-method');
  expect(link.searchParams.get('redirect')).toBe(destination);
  const token = link.searchParams.get('token')!;
  const info = await t.app.inject({ url: `/api/users/sign_in_setup?token=${encodeURIComponent(token)}` });
  expect(info.statusCode, info.body).toBe(200);
  expect(info.json()).toMatchObject({ arrival: true, redirect: destination });
  const signedIn = await t.app.inject({
    method: 'POST',
    url: '/api/users/set_sign_in_method',
    payload: { token, signInMethod: 'password', newPassword: 'Correct-Horse-42' },
  });
  expect(signedIn.statusCode, signedIn.body).toBe(200);
  expect(signedIn.json()).toMatchObject({ status: 'signed_in', redirect: destination });
  return { authorization: `Bearer ${signedIn.json().firebase_token as string}` };
}

/** An email to a client who has signed in before carries the page's own address (naming the firm), no arrival link. */
export function expectPageLink(mail: OutboxMail, destination: string) {
  expect(mail.text).not.toContain('/set-sign-in-method');
  const link = linkIn(mail.text, destination.split('?')[0]!);
  link.searchParams.delete('firm');
  expect(link.pathname + link.search).toBe(destination);
}
