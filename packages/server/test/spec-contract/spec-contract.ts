import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The spec's §3 field lists and §7 call lists as a contract (issue 41 §1): the tables beside this file were made
 * from specs 000, 001 and 002 and name, per entity, the answers of ours that carry it and, per call, the operation
 * that serves it. These functions find every name of a table that the OpenAPI document lacks.
 */

export interface SchemaNode {
  type?: string | string[];
  properties?: Record<string, SchemaNode>;
  items?: SchemaNode;
  anyOf?: SchemaNode[];
  oneOf?: SchemaNode[];
  allOf?: SchemaNode[];
  $ref?: string;
  description?: string;
  'x-spec-alias-of'?: string;
}

interface Op {
  parameters?: { in: string; name: string }[];
  requestBody?: { content: Record<string, { schema: SchemaNode }> };
  responses?: Record<string, { content?: Record<string, { schema: SchemaNode }> }>;
}

export interface OpenApiDoc {
  paths: Record<string, Record<string, Op>>;
  components?: { schemas?: Record<string, SchemaNode> };
}

interface Answer {
  operation: string;
  /** Dotted path to the entity inside the answer; arrays are walked through. */
  at: string;
  /** Only these of the entity's fields are on this answer (a list row, say). */
  only?: string[];
  except?: string[];
}

export interface ContractTable {
  spec: string;
  entities: { name: string; fields: string[]; answers: Answer[] }[];
  requests?: { name: string; operation: string; fields: string[] }[];
  calls: { spec: string; operation: string; query?: string[]; body?: string[]; answer?: string[] }[];
}

const here = path.dirname(fileURLToPath(import.meta.url));

export function loadTables(): ContractTable[] {
  return ['000', '001', '002'].map(
    (n) => JSON.parse(readFileSync(path.join(here, `spec-${n}.json`), 'utf8')) as ContractTable,
  );
}

/** Names of the tables not served yet (a line of `missing` each), with why: pending.json. */
export function loadPending(): { missing: string; reason: string }[] {
  return JSON.parse(readFileSync(path.join(here, 'pending.json'), 'utf8')) as { missing: string; reason: string }[];
}

export class Contract {
  constructor(private readonly doc: OpenApiDoc) {}

  operation(name: string): Op | undefined {
    const [method, p] = name.split(' ');
    return this.doc.paths[p!]?.[method!.toLowerCase()];
  }

  private deref(node: SchemaNode | undefined, depth = 0): SchemaNode | undefined {
    if (!node?.$ref || depth > 20) return node;
    return this.deref(this.doc.components?.schemas?.[node.$ref.split('/').at(-1)!], depth + 1);
  }

  /** The schemas a dotted path leads to (unions give several), arrays walked through. */
  resolve(node: SchemaNode | undefined, dotted: string): SchemaNode[] {
    const start = this.flatten(node);
    if (dotted === '') return start;
    const [head, ...rest] = dotted.split('.');
    const next = start.flatMap((s) => (s.properties?.[head!] ? [s.properties[head!]!] : []));
    return next.flatMap((s) => this.resolve(s, rest.join('.')));
  }

  /** A schema as the objects it may be: through $ref, unions, intersections and array items. */
  private flatten(node: SchemaNode | undefined, depth = 0): SchemaNode[] {
    const s = this.deref(node);
    if (!s || depth > 20) return [];
    const parts = [...(s.anyOf ?? []), ...(s.oneOf ?? []), ...(s.allOf ?? [])];
    const own = s.items ? this.flatten(s.items, depth + 1) : [s];
    return [...own, ...parts.flatMap((p) => this.flatten(p, depth + 1))];
  }

  answerSchema(op: Op): SchemaNode | undefined {
    const ok = Object.entries(op.responses ?? {}).filter(([code]) => code.startsWith('2'));
    const schemas = ok.flatMap(([, r]) =>
      r.content?.['application/json'] ? [r.content['application/json'].schema] : [],
    );
    return { anyOf: schemas };
  }

  bodySchema(op: Op): SchemaNode | undefined {
    return op.requestBody?.content['application/json']?.schema;
  }

  /** Every name of the table that the document lacks, as readable lines. */
  missing(table: ContractTable): string[] {
    const out: string[] = [];
    const where = `spec ${table.spec}`;
    for (const entity of table.entities) {
      const covered = new Set<string>();
      for (const answer of entity.answers) {
        const op = this.operation(answer.operation);
        if (!op) {
          out.push(`${where} ${entity.name}: no operation ${answer.operation}`);
          continue;
        }
        const roots = this.resolve(this.answerSchema(op), answer.at);
        if (roots.length === 0) out.push(`${where} ${entity.name}: ${answer.operation} has no ${answer.at}`);
        const fields = (answer.only ?? entity.fields).filter((f) => !answer.except?.includes(f));
        for (const field of fields) {
          covered.add(field);
          if (roots.length && roots.every((r) => this.resolve(r, field).length === 0))
            out.push(`${where} ${entity.name}: ${answer.operation} ${answer.at || '(top)'} lacks ${field}`);
        }
      }
      for (const field of entity.fields)
        if (!covered.has(field)) out.push(`${where} ${entity.name}: no answer is said to carry ${field}`);
    }
    for (const request of table.requests ?? []) {
      const op = this.operation(request.operation);
      if (!op) out.push(`${where} ${request.name}: no operation ${request.operation}`);
      else
        for (const field of request.fields)
          if (this.resolve(this.bodySchema(op), field).length === 0)
            out.push(`${where} ${request.name}: ${request.operation} does not accept ${field}`);
    }
    for (const call of table.calls) {
      const op = this.operation(call.operation);
      if (!op) {
        out.push(`${where} call ${call.spec}: no operation ${call.operation}`);
        continue;
      }
      const query = new Set((op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name));
      for (const name of call.query ?? [])
        if (!query.has(name)) out.push(`${where} call ${call.spec}: query lacks ${name}`);
      for (const name of call.body ?? [])
        if (this.resolve(this.bodySchema(op), name).length === 0)
          out.push(`${where} call ${call.spec}: body lacks ${name}`);
      for (const name of call.answer ?? [])
        if (this.resolve(this.answerSchema(op), name).length === 0)
          out.push(`${where} call ${call.spec}: answer lacks ${name}`);
    }
    return out;
  }

  /** Every property the document marks as an alias of a spec name, with where it stands. */
  aliases(): { where: string; name: string; of: string; siblings: string[] }[] {
    const found: { where: string; name: string; of: string; siblings: string[] }[] = [];
    const seen = new Set<SchemaNode>();
    const walk = (node: SchemaNode | undefined, where: string, depth: number) => {
      const s = this.deref(node);
      if (!s || seen.has(s) || depth > 30) return;
      seen.add(s);
      const props = s.properties ?? {};
      for (const [name, child] of Object.entries(props)) {
        const of = child['x-spec-alias-of'] ?? this.deref(child)?.['x-spec-alias-of'];
        if (of) found.push({ where, name, of, siblings: Object.keys(props) });
        walk(child, `${where}.${name}`, depth + 1);
      }
      for (const sub of [s.items, ...(s.anyOf ?? []), ...(s.oneOf ?? []), ...(s.allOf ?? [])])
        walk(sub, where, depth + 1);
    };
    for (const [p, methods] of Object.entries(this.doc.paths))
      for (const [method, op] of Object.entries(methods)) {
        const name = `${method.toUpperCase()} ${p}`;
        walk(this.answerSchema(op), `${name} answer`, 0);
        walk(this.bodySchema(op), `${name} body`, 0);
      }
    return found;
  }
}
