/** Identity verification statuses (spec 002 §4); not_started is the default. */
export const VERIFICATION_STATUSES = [
  'not_started',
  'requires_input',
  'processing',
  'verified',
  'canceled',
  'failed',
] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];

/** The spec names two labels (Needs Info, Cancelled); the others read as the status does. */
export const VERIFICATION_STATUS_LABELS: Record<VerificationStatus, string> = {
  not_started: 'Not started',
  requires_input: 'Needs Info',
  processing: 'Processing',
  verified: 'Verified',
  canceled: 'Cancelled',
  failed: 'Failed',
};

/** What the rules read from one signer's result (spec 002 §3 stripe_identity_verifications). */
export interface VerificationOutcome {
  status: VerificationStatus;
  error_code: string | null;
}

/** "Any error_code shows Failed" (spec 002 §4), whatever the status says. */
export const verificationLabel = (result: VerificationOutcome) =>
  result.error_code ? VERIFICATION_STATUS_LABELS.failed : VERIFICATION_STATUS_LABELS[result.status];

/**
 * The aggregate over several results (spec 002 §4), each line in the spec's order, so an earlier line wins:
 * none → not_started; fewer than expected or any requires_input → requires_input; any error_code or failed
 * → failed; any processing → processing; all verified → verified; otherwise canceled.
 * Pass one result per signer (see latestVerificationPerUser): retries would otherwise count twice.
 */
export function aggregateVerification(
  results: readonly VerificationOutcome[],
  expectedCount: number,
): VerificationStatus {
  if (results.length === 0) return 'not_started';
  if (results.length < expectedCount || results.some((r) => r.status === 'requires_input')) return 'requires_input';
  if (results.some((r) => r.error_code || r.status === 'failed')) return 'failed';
  if (results.some((r) => r.status === 'processing')) return 'processing';
  if (results.every((r) => r.status === 'verified')) return 'verified';
  return 'canceled';
}

/**
 * A signer who tried again has several results; the newest (by created_at, then by position) stands for
 * them.
 */
export function latestVerificationPerUser<T extends { user_id: number; created_at: string }>(
  results: readonly T[],
): T[] {
  const latest = new Map<number, T>();
  for (const r of results) {
    const held = latest.get(r.user_id);
    if (!held || Date.parse(r.created_at) >= Date.parse(held.created_at)) latest.set(r.user_id, r);
  }
  return [...latest.values()];
}

/**
 * Whether signers must verify their identity before signing: the firm verifies identity before signing, with
 * the photo-ID check (Stripe Identity, or its test mode where Stripe is not set up).
 */
export const identityCheckRequired = (prefs: {
  tax_return_identity_verification_enabled: boolean;
  tax_return_stripe_idv_enabled: boolean;
}) => prefs.tax_return_identity_verification_enabled && prefs.tax_return_stripe_idv_enabled;
