import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../src/test/build-test-app.ts';
import { Contract, loadPending, loadTables, type OpenApiDoc } from './spec-contract.ts';

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

  // Names not served yet, each with the reason; a name that is served must leave the list (it fails below).
  const pending = new Map(loadPending().map((p) => [p.missing, p.reason]));

  for (const table of loadTables())
    it(`spec ${table.spec}: every field of §3 and call of §7 is in the OpenAPI document`, () => {
      expect(contract.missing(table).filter((line) => !pending.has(line))).toEqual([]);
    });

  it('the pending list names only what is still missing', () => {
    const missing = new Set(loadTables().flatMap((table) => contract.missing(table)));
    expect([...pending.keys()].filter((line) => !missing.has(line))).toEqual([]);
    for (const reason of pending.values()) expect(reason.length).toBeGreaterThan(20);
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
