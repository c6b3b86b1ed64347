import { isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';

/** IP and user agent for the activity log's security entries; an IP is stored only if it is one. */
export function requestOrigin(req: FastifyRequest): { ip: string | null; userAgent: string | null } {
  return { ip: isIP(req.ip) ? req.ip : null, userAgent: req.headers['user-agent'] ?? null };
}
