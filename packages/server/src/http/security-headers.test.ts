import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerSecurityHeaders, securityHeaders } from './security-headers.ts';

describe('security headers', () => {
  const options = {
    contentSecurityPolicy: { directives: { defaultSrc: ["'self'"], objectSrc: ["'none'"] } },
    crossOriginEmbedderPolicy: false,
  };

  it("are helmet's, worked out once from the options", () => {
    const headers = securityHeaders(options);
    expect(headers['content-security-policy']).toContain("default-src 'self'");
    expect(headers['content-security-policy']).toContain("object-src 'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(headers['strict-transport-security']).toMatch(/^max-age=/);
    expect(headers).not.toHaveProperty('cross-origin-embedder-policy');
  });

  it('are on every answer, found or not, and a route may set its own instead', async () => {
    const app = Fastify();
    registerSecurityHeaders(app, options);
    app.get('/framed', async (_req, reply) => reply.header('x-frame-options', 'DENY').send('ok'));
    const missing = await app.inject({ method: 'GET', url: '/nowhere' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-security-policy']).toContain("default-src 'self'");
    const framed = await app.inject({ method: 'GET', url: '/framed' });
    expect(framed.headers['x-frame-options']).toBe('DENY');
    expect(framed.headers['x-content-type-options']).toBe('nosniff');
  });
});
