// The ceilings the list bench compares the portal with, on the same database and pool: a bare Fastify server doing
// one indexed query, and the same bare server running, for each scenario, the statements the portal itself sent
// for one made answer of it (captured off node-postgres, issue 39 §3) — what the page's SQL costs without the
// portal around it.
import Fastify from 'fastify';
import type pg from 'pg';
import type { Database } from '../packages/server/src/db/client.ts';
import { statementsSentDuring, type SentStatement } from '../packages/server/src/test/statement-plans.ts';
import { madeUrl } from './made-url.ts';

/** The statements one made answer of `url` sends (after one unrecorded answer, so kept counts are as in a run). */
export async function statementsOf(url: string, headers: Record<string, string>): Promise<SentStatement[]> {
  const ask = async (n: string) => {
    const res = await fetch(madeUrl(url, n), { headers });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${url}: ${res.status}`);
  };
  await ask('capture-warm');
  return statementsSentDuring(() => ask('capture'));
}

/**
 * `/bare`: one indexed query; `/own/<n>`: the statements of scenario n, in order, on one connection of the pool
 * (named ones prepared once per connection, as the portal's are).
 */
export async function ownSqlServer(database: Database, firmId: number, scripts: SentStatement[][]) {
  const pool = (database.db as unknown as { $client: pg.Pool }).$client;
  const bare = Fastify();
  bare.get('/bare', async () => {
    const { rows } = await database.executeSql(
      'select id, name from companies where firm_id = $1 and deleted_at is null order by name, id limit 25',
      [firmId],
    );
    return { entities: rows };
  });
  bare.get<{ Params: { n: string } }>('/own/:n', async (req) => {
    const script = scripts[Number(req.params.n)] ?? [];
    const client = await pool.connect();
    try {
      const results = [];
      for (const s of script) {
        const { rows } = await client.query({ text: s.text, values: s.values, ...(s.name ? { name: s.name } : {}) });
        results.push(rows);
      }
      return results;
    } finally {
      client.release();
    }
  });
  await bare.listen({ port: 0, host: '127.0.0.1' });
  const address = bare.server.address();
  return { bare, url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}` };
}
