import type { FastifyRequest } from 'fastify';

/** IP and user agent for the activity log's security entries. */
export function requestOrigin(req: FastifyRequest): { ip: string; userAgent: string | null } {
  return { ip: req.ip, userAgent: req.headers['user-agent'] ?? null };
}
