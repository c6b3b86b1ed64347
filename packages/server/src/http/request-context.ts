import { isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';

export interface RequestOrigin {
  ip: string | null;
  userAgent: string | null;
}

/** IP and user agent for the activity log's security entries; an IP is stored only if it is one. */
export function requestOrigin(req: FastifyRequest): RequestOrigin {
  return { ip: isIP(req.ip) ? req.ip : null, userAgent: req.headers['user-agent'] ?? null };
}
