import { authMessages } from '@portal/domain';
import { isApiError } from '../../../lib/api-client';

/** A failure whose message is already the text to show. */
export class SignInStepError extends Error {}

/**
 * The text to show for a failed sign-in step: the server's message (the spec's texts, and for a 429 the
 * server's own), else the step's own fallback.
 */
export function authErrorText(error: unknown, fallback: string = authMessages.signInProblem): string {
  if (error instanceof SignInStepError) return error.message;
  if (isApiError(error)) return error.message || fallback;
  return fallback;
}

/** Two-factor verification maps statuses to fixed texts (spec 000 §8). */
export function twoFactorErrorText(error: unknown): string {
  if (isApiError(error) && error.status === 401) return authMessages.invalidCode;
  if (isApiError(error) && error.status === 429) return authMessages.tooManyAttempts;
  return authMessages.somethingWentWrong;
}

export const isSmsFailure = (error: unknown): boolean =>
  isApiError(error) && (error.code === 'sms_failed' || (error.status === 400 && error.code === 'bad_request'));
