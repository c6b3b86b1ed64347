import { z } from 'zod';

/** Identity verification statuses (spec 002 §4); not_started is the default. */
export const IDENTITY_STATUSES = [
  'not_started',
  'requires_input',
  'processing',
  'verified',
  'canceled',
  'failed',
] as const;
export type IdentityStatus = (typeof IDENTITY_STATUSES)[number];

export const IDENTITY_STATUS_LABELS: Record<IdentityStatus, string> = {
  not_started: 'Not started',
  requires_input: 'Needs Info',
  processing: 'Processing',
  verified: 'Verified',
  canceled: 'Cancelled',
  failed: 'Failed',
};

/** One signer's verification result (spec 002 §3 stripe_identity_verifications). */
export const identityResultSchema = z.object({
  user_id: z.number().int(),
  status: z.enum(IDENTITY_STATUSES),
  error_code: z.string().nullable().default(null),
  error_description: z.string().nullable().default(null),
  created_at: z.string().nullable().default(null),
});
export type IdentityResult = z.infer<typeof identityResultSchema>;

/** "Any error_code shows Failed" (spec 002 §4). */
export const identityLabel = (r: Pick<IdentityResult, 'status' | 'error_code'>) =>
  r.error_code ? IDENTITY_STATUS_LABELS.failed : IDENTITY_STATUS_LABELS[r.status];

/**
 * The aggregate over several results (spec 002 §4), each line in the spec's order: none → not_started;
 * fewer than expected or any requires_input → requires_input; any error_code or failed → failed; any
 * processing → processing; all verified → verified; otherwise canceled.
 */
export function aggregateIdentity(
  results: readonly Pick<IdentityResult, 'status' | 'error_code'>[],
  expected: number,
): IdentityStatus {
  if (results.length === 0) return 'not_started';
  if (results.length < expected || results.some((r) => r.status === 'requires_input')) return 'requires_input';
  if (results.some((r) => r.error_code || r.status === 'failed')) return 'failed';
  if (results.some((r) => r.status === 'processing')) return 'processing';
  if (results.every((r) => r.status === 'verified')) return 'verified';
  return 'canceled';
}
