import { describe, expect, it } from 'vitest';
import { rateLimitKey } from './rate-limit-key.ts';

describe('the rate limiter key', () => {
  it('has a key for a request whose client already hung up (no address)', () => {
    expect(rateLimitKey({ ip: undefined })).toBe('no-address');
  });

  it('counts an address as the plugin does: IPv4 as is, IPv6 by its /64, IPv4-mapped IPv6 as IPv4', () => {
    expect(rateLimitKey({ ip: '203.0.113.7' })).toBe('203.0.113.7');
    expect(rateLimitKey({ ip: '2001:db8:1:2::1' })).toBe(rateLimitKey({ ip: '2001:db8:1:2:ffff::9' }));
    expect(rateLimitKey({ ip: '2001:db8:1:2::1' })).not.toBe(rateLimitKey({ ip: '2001:db8:1:3::1' }));
    expect(rateLimitKey({ ip: '::ffff:203.0.113.7' })).toBe('203.0.113.7');
  });
});
