import { sql, type SQL } from 'drizzle-orm';

/**
 * A statement written with PostgreSQL's numbered parameters ($1, $2, ...: pg-boss's own SQL) as a Drizzle query, so
 * it runs on a transaction handle: each `$n` becomes a bound value (a repeated one is bound twice).
 */
export function positionalSql(text: string, values: readonly unknown[]): SQL {
  const chunks: SQL[] = [];
  let last = 0;
  for (const m of text.matchAll(/\$(\d+)/g)) {
    chunks.push(sql.raw(text.slice(last, m.index)));
    chunks.push(sql`${values[Number(m[1]) - 1] ?? null}`);
    last = m.index + m[0].length;
  }
  chunks.push(sql.raw(text.slice(last)));
  return sql.join(chunks);
}
