import pg from 'pg';
import { plannedOnceOnServer } from '../db/named-statements.ts';

/** A statement as the portal sent it to PostgreSQL. */
export interface SentStatement {
  text: string;
  values: unknown[];
  /** A named (prepared) statement's name: PostgreSQL plans it once per connection. */
  name?: string;
}

/**
 * Every statement node-postgres sends while `work` runs (through any pool or client of this process, named
 * statements included: they all end in pg.Client's query). For the plan test: the product's own SQL, not a copy.
 */
export async function statementsSentDuring(work: () => Promise<void>): Promise<SentStatement[]> {
  const sent: SentStatement[] = [];
  const proto = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const original = proto.query;
  proto.query = function (this: unknown, ...args: unknown[]) {
    const [config, values] = args;
    if (typeof config === 'string') sent.push({ text: config, values: Array.isArray(values) ? values : [] });
    else if (config && typeof config === 'object' && typeof (config as { text?: unknown }).text === 'string') {
      const c = config as { text: string; values?: unknown[]; name?: string };
      sent.push({ text: c.text, values: c.values ?? (Array.isArray(values) ? values : []), name: c.name });
    }
    return original.apply(this, args);
  };
  try {
    await work();
  } finally {
    proto.query = original;
  }
  return sent;
}

/** A node of PostgreSQL's EXPLAIN (FORMAT JSON). */
export interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Plan Rows': number;
  /** How the node feeds its parent: an InitPlan or SubPlan is a query of its own, run apart. */
  'Parent Relationship'?: string;
  Plans?: PlanNode[];
}

/** Every table a plan reads, with the index it reads it by (none for a sequential scan or a bitmap's table). */
export function scansOf(plan: PlanNode): Array<{ table: string; index?: string }> {
  const own = plan['Relation Name'] ? [{ table: plan['Relation Name'], index: plan['Index Name'] }] : [];
  return [...own, ...(plan.Plans ?? []).flatMap(scansOf)];
}

/**
 * What a plan does that a page of a big firm must not: a sequential scan of a table of at least `bigTable` rows, or a
 * sort of at least `bigSort` rows (its input's estimate: a top-N sort of the whole firm counts as the whole firm).
 */
export function planFaults(plan: PlanNode, sizes: Map<string, number>, limits: { bigTable: number; bigSort: number }) {
  const faults: string[] = [];
  const walk = (node: PlanNode) => {
    const table = node['Relation Name'];
    if (node['Node Type'] === 'Seq Scan' && table && (sizes.get(table) ?? 0) >= limits.bigTable)
      faults.push(`Seq Scan on ${table} (${sizes.get(table)} rows)`);
    if (node['Node Type'] === 'Sort') {
      const input = node.Plans?.[0]?.['Plan Rows'] ?? node['Plan Rows'];
      if (input >= limits.bigSort) faults.push(`Sort of ${input} rows`);
    }
    node.Plans?.forEach(walk);
  };
  walk(plan);
  return faults;
}

/**
 * The plan PostgreSQL runs a statement with: made for its values (client.ts), or its generic plan when the portal plans
 * it once (named-statements.ts planOnceOnServer).
 */
export async function planOf(client: pg.Client, statement: SentStatement): Promise<PlanNode> {
  type Explained = { 'QUERY PLAN': Array<{ Plan: PlanNode }> };
  if (!statement.name || !plannedOnceOnServer(statement.name)) {
    const { rows } = await client.query<Explained>(`explain (format json) ${statement.text}`, statement.values);
    return rows[0]!['QUERY PLAN'][0]!.Plan;
  }
  // PostgreSQL 15 has no EXPLAIN (GENERIC_PLAN): the statement is prepared and explained with the generic plan forced.
  await client.query(`set plan_cache_mode = force_generic_plan`);
  try {
    await client.query(`prepare explained_once as ${statement.text}`);
    // EXPLAIN EXECUTE takes no parameters of its own: the values go in as literals, typed by the prepared statement.
    const { rows } = await client.query<Explained>(
      `explain (format json) execute explained_once(${statement.values.map(literal).join(', ')})`,
    );
    return rows[0]!['QUERY PLAN'][0]!.Plan;
  } finally {
    await client.query('deallocate explained_once');
    await client.query('reset plan_cache_mode');
  }
}

/** A statement's value as an SQL literal of unknown type (an array as PostgreSQL's array text). */
function literal(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (Array.isArray(value))
    return pg.escapeLiteral(`{${value.map((v) => `"${String(v).replace(/["\\]/g, '\\$&')}"`).join(',')}}`);
  if (value instanceof Date) return pg.escapeLiteral(value.toISOString());
  return pg.escapeLiteral(String(value));
}

/** A compact one-line-per-node rendering, for a failure's message. */
export function planText(node: PlanNode, depth = 0): string {
  const what = [node['Node Type'], node['Relation Name'], node['Index Name'] && `using ${node['Index Name']}`]
    .filter(Boolean)
    .join(' ');
  return [
    `${'  '.repeat(depth)}${what} (rows ${node['Plan Rows']})`,
    ...(node.Plans ?? []).map((n) => planText(n, depth + 1)),
  ].join('\n');
}
