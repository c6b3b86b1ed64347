import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { buildFirm } from '../../test/factories.ts';

/** GET /api/firms/subdomain_availability (issue 38 §6): /create-firm's live check and address preview. */
describe('subdomain availability', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { PUBLIC_URL: 'https://portal.example' } });
  });
  afterAll(() => t.close());

  const ask = (subdomain: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/firms/subdomain_availability?subdomain=${encodeURIComponent(subdomain)}`,
    });

  it('answers a free subdomain with the address of the firm sign-in page it gives', async () => {
    const res = await ask('Patel-and-Sons');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      subdomain: 'patel-and-sons',
      is_available: true,
      message: null,
      address: 'https://portal.example/signin?firm=patel-and-sons',
    });
  });

  it("says another firm's subdomain is taken, whatever its case, without naming the firm", async () => {
    const firm = await buildFirm(t.deps.database.db, { name: 'Secret Holdings' });
    const res = await ask(firm.subdomainUrl.toUpperCase());
    expect(res.json()).toMatchObject({ is_available: false, message: 'This subdomain is already taken' });
    expect(res.body).not.toContain('Secret Holdings');
  });

  it('names the rule a subdomain breaks, as the create-firm form does', async () => {
    expect((await ask('ab')).json()).toMatchObject({
      is_available: false,
      message: 'Subdomain must have at least 3 characters',
    });
    expect((await ask('acme_cpa')).json().message).toBe('Use lowercase letters, digits and hyphens only');
    expect((await ask('admin')).json().message).toBe('This subdomain is reserved');
  });

  it('400 without a subdomain or with one over 64 characters', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/firms/subdomain_availability' })).statusCode).toBe(400);
    expect((await ask('a'.repeat(65))).statusCode).toBe(400);
  });
});
