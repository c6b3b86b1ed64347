import { createHmac, timingSafeEqual } from 'node:crypto';
import { AppError, type Clock } from '@portal/domain';

/** Like Stripe's default: a signature older than five minutes is refused, so a captured event cannot be replayed later. */
export const SIGNATURE_TOLERANCE_S = 300;

/**
 * Webhook signatures in Stripe's header format (`t=<unix time>,v1=<hex HMAC-SHA256 of "t.body">`), for the
 * built-in test providers: their events are signed with this process's secret and checked the same way as
 * Stripe's, so the server applies every event through one path.
 */
export function hmacWebhookSignature(secret: string, clock: Clock) {
  const sign = (timestamp: number, body: string) =>
    createHmac('sha256', secret).update(`${timestamp}.${body}`).digest();
  return {
    /** The header for `body`, signed now. */
    header(body: string): string {
      const timestamp = Math.floor(clock.now().getTime() / 1000);
      return `t=${timestamp},v1=${sign(timestamp, body).toString('hex')}`;
    },
    /** The body's text once its signature is proven and fresh; a missing, wrong or stale one is a 400. */
    verify(rawBody: Buffer, header: string | undefined): string {
      if (!header) throw new AppError('bad_request', 'Missing signature');
      const parts = new Map(
        header.split(',').map((p) => {
          const at = p.indexOf('=');
          return [p.slice(0, at).trim(), p.slice(at + 1).trim()] as const;
        }),
      );
      const timestamp = Number(parts.get('t'));
      const given = Buffer.from(parts.get('v1') ?? '', 'hex');
      const body = rawBody.toString('utf8');
      const expected = Number.isInteger(timestamp) ? sign(timestamp, body) : null;
      if (!expected || given.length !== expected.length || !timingSafeEqual(given, expected)) {
        throw new AppError('bad_request', 'The webhook signature does not match');
      }
      if (Math.abs(clock.now().getTime() / 1000 - timestamp) > SIGNATURE_TOLERANCE_S) {
        throw new AppError('bad_request', 'The webhook signature has expired');
      }
      return body;
    },
  };
}

/** JSON text as a value, or undefined when it is not JSON (the caller's schema then refuses it). */
export const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};
