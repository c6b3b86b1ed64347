import { normalizeIP } from '@fastify/rate-limit';

/**
 * The rate limiter's key: the caller's address as the plugin's default normalizes it (an IPv6 caller counts
 * by its /64). A client that hung up before the limiter ran has no address any more, and the default threw
 * on it (a 500, issue 24 §1): such requests share one key, and nobody is left to read the answer anyway.
 */
export function rateLimitKey(req: { ip: string | undefined }): string {
  return req.ip ? normalizeIP(req.ip) : 'no-address';
}
