import { z } from 'zod';
import { recordId } from '../common/ids.ts';
import { VERIFICATION_STATUSES } from './identity.rules.ts';

export const verificationStatusSchema = z.enum(VERIFICATION_STATUSES);

/** One signer's verification result (spec 002 §3 stripe_identity_verifications). */
export const verificationResultSchema = z.object({
  user_id: recordId,
  status: verificationStatusSchema.default('not_started'),
  error_code: z.string().min(1).nullable().default(null),
  error_description: z.string().nullable().default(null),
  /** When the verification session was created (the spec's stripe_verification_session_created_at). */
  created_at: z.iso.datetime({ offset: true }),
});
export type VerificationResult = z.infer<typeof verificationResultSchema>;

/**
 * Why a check failed, as the provider reports it: Stripe Identity's `last_error.code`s that the built-in
 * test mode offers the tester, each with the description it records.
 */
export const TEST_VERIFICATION_ERRORS = {
  document_expired: 'The provided identity document has expired.',
  document_unverified_other: 'The provided identity document could not be verified.',
  document_type_not_supported: 'The provided identity document is not a supported type.',
  selfie_face_mismatch: 'The selfie does not match the face on the identity document.',
  selfie_manipulated: 'The selfie appears to have been manipulated.',
  consent_declined: 'The user declined to give consent for the verification.',
  under_supported_age: 'The user is under the supported age.',
} as const;
export type TestVerificationErrorCode = keyof typeof TEST_VERIFICATION_ERRORS;
const TEST_ERROR_CODES = Object.keys(TEST_VERIFICATION_ERRORS) as [
  TestVerificationErrorCode,
  ...TestVerificationErrorCode[],
];

/**
 * What the tester chooses on the test verification page (`/test-verification/{sessionId}`), as Stripe's
 * test mode offers: verified, needs more input, still processing, cancelled, or failed with a reason.
 */
export const testVerificationOutcomeSchema = z.discriminatedUnion('outcome', [
  z.object({ outcome: z.enum(['verified', 'requires_input', 'processing', 'canceled']) }),
  z.object({ outcome: z.literal('failed'), error_code: z.enum(TEST_ERROR_CODES).default('document_unverified_other') }),
]);
export type TestVerificationOutcome = z.infer<typeof testVerificationOutcomeSchema>;

/** The test verification page's session, for the signer who opened it. */
export const testVerificationSchema = z.object({
  session_id: z.string(),
  email: z.string(),
  status: verificationStatusSchema,
  /** Where the page sends the signer back, on this portal. */
  return_url: z.string(),
});
export type TestVerification = z.infer<typeof testVerificationSchema>;

/** A signer's identity check as their signing screen shows it. */
export const signerIdentitySchema = z.object({
  required: z.boolean(),
  status: verificationStatusSchema,
  /** The spec's label ('Needs Info', 'Cancelled'; any error code reads Failed). */
  label: z.string(),
  error_description: z.string().nullable(),
  /** Verified by a check passed for another of the firm's documents within its window (issue 37 §2). */
  reused: z.boolean(),
});
export type SignerIdentity = z.infer<typeof signerIdentitySchema>;

export const identityMessages = {
  resent: 'Verification request sent',
  notResendable: 'This signer has nothing left to sign, or is verified already',
  verifyFirst: 'Please verify your identity before signing',
  notRequired: 'Identity verification is not required here',
  alreadyVerified: 'Your identity is already verified',
} as const;

/**
 * One check in the identity verification checks dialog (spec 002 §2, §3 stripe_identity_verifications): the
 * signer, the status with its label, the provider's error code and description, when the session was created,
 * and, for a check passed for another document and reused here (issue 37 §2), which one.
 */
export const identityCheckSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  status: verificationStatusSchema,
  label: z.string(),
  error_code: z.string().nullable(),
  error_description: z.string().nullable(),
  stripe_verification_session_created_at: z.string(),
  reused_from: z
    .object({
      subject_type: z.enum(['tax_return', 'signature_request']),
      subject_id: z.number().int(),
      verified_at: z.string(),
    })
    .nullable(),
});
export type IdentityCheck = z.infer<typeof identityCheckSchema>;
