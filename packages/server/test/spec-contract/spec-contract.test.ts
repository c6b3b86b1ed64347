import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../src/test/build-test-app.ts';
import { Contract, loadTables, type OpenApiDoc } from './spec-contract.ts';

/**
 * Issue 41 §1: an integration written from specs 000, 001 and 002 must work against the portal unchanged. Every
 * field of their §3 lists and every call of their §7 lists (the tables beside this file) is in the OpenAPI document;
 * a name of ours that differs is served beside the spec's name and marked there as its alias.
 */
describe('the spec as a contract', () => {
  let t: TestApp;
  let contract: Contract;
  beforeAll(async () => {
    t = await buildTestApp();
    contract = new Contract(t.app.swagger() as OpenApiDoc);
  });
  afterAll(() => t.close());

  for (const table of loadTables())
    it(`spec ${table.spec}: every field of §3 and call of §7 is in the OpenAPI document`, () => {
      console.log(contract.missing(table).join("\n"));
      expect(contract.missing(table)).toEqual([]);
    });

  it('each alias of ours stands beside the spec name it stands for', () => {
    const aliases = contract.aliases();
    expect(aliases.length).toBeGreaterThan(0);
    const lone = aliases.filter((a) => !a.siblings.includes(a.of.split('.').at(-1)!));
    expect(lone.map((a) => `${a.where}: ${a.name} → ${a.of}`)).toEqual([]);
  });

  it('the check fails on a name the document lacks', () => {
    const table = loadTables()[2]!;
    const broken = {
      ...table,
      entities: [{ ...table.entities[0]!, fields: ['not_a_spec_field'], answers: table.entities[0]!.answers }],
      requests: [],
      calls: [{ spec: 'x', operation: 'GET /api/not_served' }],
    };
    expect(contract.missing(broken)).toHaveLength(table.entities[0]!.answers.length + 1);
  });
});
