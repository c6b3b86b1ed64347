import { recordId } from '../common/ids.ts';
import { timeZoneSchema } from '../common/time-zones.ts';
import { z } from 'zod';
import { specAlias } from '../common/spec-alias.ts';
import { SIGN_IN_METHODS } from '../users/users.schemas.ts';
import { emailSchema, passwordSchema, phoneSchema, verificationCodeSchema } from './auth-fields.schemas.ts';
import { authMessages } from './auth.rules.ts';

/** GET /api/sessions/get_preferred_sign_in_method?username= (spec 000 §3 Login lookup result). */
export const preferredMethodQuerySchema = z.object({
  username: emailSchema,
  /** The subdomain of the firm whose login page asks; it never names another firm in the answer. */
  firm: z.string().max(64).optional(),
});
/** Names no firm: a person in several firms picks one after proving who they are (`choose_firm`). */
export const preferredMethodResponseSchema = z.object({
  /**
   * The firm of the account the lookup found (spec 000 §3); null when the email is in several firms and the login
   * page names none of them: the person picks one after proving who they are.
   */
  accountant_id: z.number().int().nullable(),
  uid: z.string(),
  preferred_sign_in_method: z.enum(SIGN_IN_METHODS).nullable(),
});

export const uidSchema = z.string().uuid(authMessages.somethingWentWrong);

export const authMethodsResponseSchema = z.array(z.object({ name: z.enum(['email', 'phone']), value: z.string() }));

export const passwordSignInSchema = z.object({
  username: z.string({ error: authMessages.emailMissing }).trim().min(1, authMessages.emailMissing),
  password: z.string({ error: authMessages.passwordMissing }).min(1, authMessages.passwordMissing).max(200),
});

export const sendCodeSchema = z.object({ uid: uidSchema });
export const verifyCodeSchema = z.object({ uid: uidSchema, verification_code: verificationCodeSchema });

export const sendAuthLinkSchema = z.object({
  uid: uidSchema,
  /** The email typed at the lookup: an unknown email's uid is answered as if a link went (issue 36 §2). */
  username: z.string().max(320).optional(),
  /** The lookup's accountant_id, as spec 000 §7 sends it (spec 002 §7 writes accountantId); the uid decides. */
  accountant_id: recordId.optional(),
  accountantId: specAlias(recordId.optional(), 'accountant_id', 'spec 002 §7 spells it so'),
  redirect: z.string().max(2000).optional(),
});
export const exchangeTokenSchema = z.object({ auth_token: z.string().min(10).max(200) });
/** From the expired-link state: a new link by email or a code by text, for the link's user. */
export const resendFromExpiredSchema = z.object({
  auth_token: z.string().min(10).max(200),
  via: z.enum(['email', 'sms']),
});

/**
 * Send the two-factor code again: with the pending sign-in's token, or as spec 000 §7 has it, {uid}, which is
 * accepted only from the browser holding that person's pending sign-in (its cookie).
 */
export const twoFactorSendSchema = z
  .object({ two_factor_token: z.string().min(10).max(200).optional(), uid: uidSchema.optional() })
  .refine((v) => v.two_factor_token !== undefined || v.uid !== undefined, {
    message: authMessages.somethingWentWrong,
    path: ['uid'],
  });
export const twoFactorVerifySchema = z.object({
  two_factor_token: z.string().min(10).max(200),
  verification_code: verificationCodeSchema,
});

/** Alternate sign-in: a reset email with a link to /set-sign-in-method. */
export const resetSignInMethodSchema = z.object({
  username: emailSchema,
  redirect: z.string().max(2000).optional(),
});

const setupToken = z.string().min(10).max(200);
const passwordChoice = z.object({
  signInMethod: z.literal('password'),
  newPassword: passwordSchema,
  email: emailSchema.optional(),
});
const emailChoice = z.object({ signInMethod: z.literal('email'), email: emailSchema });
const smsChoice = z.object({ signInMethod: z.literal('sms'), phoneNumber: phoneSchema });

/** POST /api/users/change_login_method: the signed-in user's own sign-in method. */
export const changeLoginMethodSchema = z.discriminatedUnion('signInMethod', [passwordChoice, emailChoice, smsChoice], {
  error: authMessages.chooseMethod,
});

/** POST /api/users/set_sign_in_method (spec 000 §7; 002 §4 sign-in setup steps), with the emailed token. */
export const setSignInMethodSchema = z.discriminatedUnion(
  'signInMethod',
  [
    passwordChoice.extend({ token: setupToken }),
    emailChoice.extend({ token: setupToken }),
    smsChoice.extend({ token: setupToken }),
  ],
  { error: authMessages.chooseMethod },
);

/** A setup token's facts, so the screen can prefill what the user already has. */
export const setupTokenInfoSchema = z.object({
  email: z.string().nullable(),
  has_phone: z.boolean(),
  preferred_sign_in_method: z.enum(SIGN_IN_METHODS).nullable(),
  redirect: z.string(),
  /** A portal email's arrival link (issue 21 §2): the page opens on the method the firm set for the client. */
  arrival: z.boolean().optional(),
});

/**
 * Every successful sign-in step answers one of these: a session (`firebase_token` is the access token,
 * the refresh token is set as an httpOnly cookie), a second factor to pass, a setup to finish, or the
 * firm to pick when the proof opened records in several firms.
 */
/** A refused password sign-in: the usual error body plus `message`, where the spec's page reads it. */
export const signInFailureSchema = z.object({
  error: z.object({ code: z.string(), message: z.string(), fields: z.record(z.string(), z.string()).optional() }),
  message: z.string().optional(),
});

export const signInResultSchema = z.discriminatedUnion('status', [
  z.object({
    status: z.literal('signed_in'),
    firebase_token: z.string(),
    expires_at: z.string(),
    redirect: z.string(),
  }),
  z.object({
    status: z.literal('two_factor_required'),
    two_factor_token: z.string(),
    sent_to: z.string(),
    redirect: z.string(),
  }),
  z.object({ status: z.literal('set_sign_in_method'), token: z.string(), redirect: z.string() }),
  z.object({
    status: z.literal('choose_firm'),
    token: z.string(),
    firms: z.array(z.object({ id: z.number().int(), name: z.string() })),
    redirect: z.string(),
  }),
]);

/** POST /api/sessions/choose_firm: the firm picked after a proof that opened several. */
export const chooseFirmSchema = z.object({
  token: z.string().min(10).max(200),
  firm_id: recordId,
});
export type SignInResult = z.infer<typeof signInResultSchema>;

export const subdomainSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(3, 'Subdomain must have at least 3 characters')
  .max(40, 'Subdomain must have at most 40 characters')
  .regex(/^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/, 'Use lowercase letters, digits and hyphens only')
  .refine((s) => !RESERVED_SUBDOMAINS.includes(s), 'This subdomain is reserved');

export const RESERVED_SUBDOMAINS = ['www', 'api', 'app', 'admin', 'mail', 'help', 'static', 'assets', 'demo-admin'];

/**
 * A subdomain made from the firm's name as it is typed (issue 38 §6): "Patel & Sons, CPAs" → "patel-and-sons-cpas".
 * Letters lose their accents, anything else becomes a hyphen; empty when the name has nothing to use.
 */
export function suggestSubdomain(firmName: string): string {
  return firmName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/, '');
}

/** The address of a firm's own sign-in page: its clients' way in (the login page names the firm). */
export const firmSignInAddress = (publicUrl: string, subdomain: string) =>
  `${publicUrl.replace(/\/$/, '')}/signin?firm=${encodeURIComponent(subdomain)}`;

/** GET /api/firms/subdomain_availability: whether /create-firm may take a subdomain, and the address it gives. */
export const subdomainAvailabilityQuerySchema = z.object({ subdomain: z.string().max(64) });
export const subdomainAvailabilitySchema = z.object({
  subdomain: z.string(),
  is_available: z.boolean(),
  /** Why not (the subdomain rule it breaks, or that it is taken); null when available. */
  message: z.string().nullable(),
  address: z.string(),
});
export type SubdomainAvailability = z.infer<typeof subdomainAvailabilitySchema>;

/** POST /api/firms: the public /create-firm form. */
export const createFirmSchema = z
  .object({
    firm_name: z.string().trim().min(1, 'Firm name is required').max(120),
    subdomain: subdomainSchema,
    time_zone: timeZoneSchema,
    fname: z.string().trim().min(1, 'First name is required').max(80),
    lname: z.string().trim().min(1, 'Last name is required').max(80),
    email: emailSchema,
    password: passwordSchema,
    password_confirmation: z.string(),
  })
  .refine((v) => v.password === v.password_confirmation, {
    message: authMessages.passwordsDontMatch,
    path: ['password_confirmation'],
  });
export type CreateFirmInput = z.infer<typeof createFirmSchema>;

/** GET /api/firms/branding?slug= (or by the request's host): what the login page shows. */
export const firmBrandingSchema = z.object({
  name: z.string(),
  subdomain_url: z.string(),
  medium_url: z.string().nullable(),
  /** The firm's favicon (spec 002 §1 branding); absent or null: the portal's own. */
  favicon_url: z.string().nullable().optional(),
  theme: z.object({ primary: z.string(), secondary: z.string(), accent: z.string() }),
});
