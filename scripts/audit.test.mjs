import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import semver from 'semver';
import { afterEach, describe, expect, it } from 'vitest';
import { fetchAdvisories, findBlocking, productionPackages } from './audit.mjs';

const lock = {
  packages: {
    '': { name: 'portal' },
    'packages/server': { name: '@portal/server' },
    'node_modules/@portal/server': { link: true, resolved: 'packages/server' },
    'node_modules/axios': { version: '1.11.0' },
    'node_modules/form-data': { version: '4.0.6' },
    'node_modules/some-dep/node_modules/form-data': { version: '4.0.3' },
    'node_modules/eslint': { version: '9.39.5', dev: true },
    'node_modules/fsevents': { version: '2.3.3', devOptional: true },
  },
};

const advisory = (over) => ({
  package: 'axios',
  id: 'GHSA-4hjh-wcwx-xvwj',
  severity: 'high',
  vulnerable: '>=1.0.0 <1.12.0',
  title: 'DoS',
  ...over,
});

describe('npm run audit', () => {
  it('lists the production packages of the lockfile with every installed version, leaving out dev ones', () => {
    const packages = productionPackages(lock);
    expect(Object.fromEntries([...packages].map(([name, v]) => [name, [...v].sort()]))).toEqual({
      axios: ['1.11.0'],
      'form-data': ['4.0.3', '4.0.6'],
      fsevents: ['2.3.3'],
    });
  });

  it('blocks a high or critical advisory that matches an installed version, even a nested one', () => {
    const found = findBlocking(productionPackages(lock), [
      advisory(),
      advisory({ package: 'form-data', id: 'GHSA-fjxv', severity: 'critical', vulnerable: '>=4.0.0 <4.0.4' }),
    ]);
    expect(found.map((a) => [a.package, a.versions])).toEqual([
      ['axios', ['1.11.0']],
      ['form-data', ['4.0.3']],
    ]);
  });

  it('lets through moderate advisories, versions out of range, dev packages and allowed ids', () => {
    const packages = productionPackages(lock);
    expect(
      findBlocking(
        packages,
        [
          advisory({ severity: 'moderate' }),
          advisory({ vulnerable: '<1.0.0' }),
          advisory({ package: 'eslint', vulnerable: '*' }),
          advisory({ id: 'GHSA-allowed' }),
        ],
        [{ id: 'GHSA-allowed', reason: 'not reachable from the portal' }],
      ),
    ).toEqual([]);
  });

  it('keeps a committed list whose every entry can match (a valid range, a blocking severity, its page)', () => {
    const known = JSON.parse(readFileSync(new URL('./audit-advisories.json', import.meta.url), 'utf8'));
    for (const a of known.advisories) {
      expect(semver.validRange(a.vulnerable), a.id).not.toBeNull();
      expect(['high', 'critical']).toContain(a.severity);
      expect(a.url).toBe(`https://github.com/advisories/${a.id}`);
    }
    for (const a of known.allowed) expect(a.reason, a.id).toMatch(/\w{10}/);
  });

  describe('asking the registry', () => {
    let server;
    afterEach(() => server?.close());
    const registry = (handler) =>
      new Promise((resolve) => {
        server = createServer(handler).listen(0, '127.0.0.1', () =>
          resolve(`http://127.0.0.1:${server.address().port}/`),
        );
      });

    it("sends every production version to npm audit's bulk endpoint and reads its advisories", async () => {
      let asked;
      const url = await registry((req, res) => {
        let body = '';
        req
          .on('data', (c) => (body += c))
          .on('end', () => {
            asked = { method: req.method, path: req.url, body: JSON.parse(body) };
            res.setHeader('content-type', 'application/json');
            res.end(
              JSON.stringify({
                axios: [
                  {
                    id: 1108263,
                    url: 'https://github.com/advisories/GHSA-4hjh-wcwx-xvwj',
                    title: 'DoS',
                    severity: 'high',
                    vulnerable_versions: '>=1.0.0 <1.12.0',
                  },
                ],
              }),
            );
          });
      });
      const advisories = await fetchAdvisories(productionPackages(lock), { registry: url });
      expect(asked.method).toBe('POST');
      expect(asked.path).toBe('/-/npm/v1/security/advisories/bulk');
      expect(asked.body['form-data'].sort()).toEqual(['4.0.3', '4.0.6']);
      expect(asked.body.eslint).toBeUndefined();
      expect(advisories).toEqual([{ ...advisory(), url: 'https://github.com/advisories/GHSA-4hjh-wcwx-xvwj' }]);
    });

    it('fails with the status when the service refuses (as some mirrors do), so the caller can say so', async () => {
      const url = await registry((_req, res) => {
        res.statusCode = 405;
        res.end();
      });
      await expect(fetchAdvisories(productionPackages(lock), { registry: url })).rejects.toThrow(/HTTP 405/);
    });
  });
});
