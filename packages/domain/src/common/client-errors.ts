import { z } from 'zod';

/**
 * Client-side errors reported to the server (issue 41 §5): the texts tell clients "Our team was notified",
 * so a failure the browser sees is sent to the server's log with the request id of the call that failed.
 */
export const CLIENT_ERROR_KINDS = ['render', 'unhandled', 'rejection', 'save'] as const;

/** Emails, numbers the length of an SSN, EIN, account or phone number, and query strings (which carry tokens). */
const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;
const LONG_NUMBER = /\b\d(?:[\s-]?\d){6,}\b/g;
const QUERY = /\?[^\s#"'`)]*/g;

/** A text as the server may keep it: no personal data a message or stack could carry (issue 41 §5). */
export function scrubPersonalData(text: string): string {
  return text.replace(EMAIL, '[email]').replace(QUERY, '').replace(LONG_NUMBER, '[number]');
}

const scrubbed = (max: number) => z.string().trim().max(max).transform(scrubPersonalData);

/** POST /api/client_errors. Every text is scrubbed again on the server: the browser is not trusted to. */
export const clientErrorReportSchema = z.strictObject({
  kind: z.enum(CLIENT_ERROR_KINDS),
  message: scrubbed(1000).pipe(z.string().min(1, 'Describe the error')),
  name: scrubbed(100).optional(),
  stack: scrubbed(8000).optional(),
  /** The screen's path (its query string is dropped). */
  path: scrubbed(500),
  /** The x-request-id of the API call that failed, when one did: it joins this report to the server's log. */
  request_id: z
    .string()
    .regex(/^[\w-]{1,64}$/, 'A request id has letters, digits, - and _')
    .optional(),
  /** The status of that call, if any. */
  status: z.number().int().min(0).max(599).optional(),
});
export type ClientErrorReport = z.input<typeof clientErrorReportSchema>;
