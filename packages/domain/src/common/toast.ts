import { genericMessages } from './errors.ts';

/** Toast duration: at least 4 seconds, or 50 ms per character if longer (spec 002 §9). */
export function toastDurationMs(message: string): number {
  return Math.max(4000, message.length * 50);
}

/** The spec's default toast texts (spec 002 §8 Other), for a save that has no text of its own. */
export const defaultToasts = {
  /** A setting saved as it changes. */
  updated: 'Updated',
  /** A form or dialog saved. */
  successfullyUpdated: 'Successfully updated',
  /** A failure that carries no message of its own. */
  failed: genericMessages.somethingWentWrong,
} as const;

/** A failure's toast is built from the error (spec 000 §8), 'Something went wrong' when it says nothing. */
export function errorToastText(error: unknown): string {
  const message =
    typeof error === 'string'
      ? error
      : error instanceof Error || (typeof error === 'object' && error !== null && 'message' in error)
        ? (error as { message: unknown }).message
        : undefined;
  return typeof message === 'string' && message.trim() ? message : defaultToasts.failed;
}
