import type { Database } from '../db/client.ts';

interface Column {
  table: string;
  column: string;
  nullable: boolean;
  hasDefault: boolean;
  type: string;
  maxLength: number | null;
}

interface ForeignKey {
  table: string;
  column: string;
  refTable: string;
  refColumn: string;
}

const q = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** A value of the column's type that any column of that type accepts (no check constraints in this schema). */
function sample(col: Column): unknown {
  const text = `backup ${col.column} é ✓`.slice(0, col.maxLength ?? undefined);
  switch (col.type) {
    case 'int2':
    case 'int4':
    case 'int8':
      return 7;
    case 'float4':
    case 'float8':
    case 'numeric':
      return 1.5;
    case 'bool':
      return true;
    case 'date':
      return '2026-03-04';
    case 'timestamp':
    case 'timestamptz':
      return '2026-03-04T05:06:07.089Z';
    case 'jsonb':
    case 'json':
      return JSON.stringify({ backup: ['every', 'record', 1, null], nested: { ok: true } });
    case 'uuid':
      return '6f1c2a4e-3b5d-4c7e-8f9a-0b1c2d3e4f50';
    case 'inet':
      return '203.0.113.7';
    case 'bytea':
      return new Uint8Array([0, 1, 2, 254, 255]);
    case '_int2':
    case '_int4':
    case '_int8':
      return [3, 1, 2];
    case '_text':
    case '_varchar':
      return ['a', 'b "quoted"', 'ç'];
    case 'text':
    case 'varchar':
    case 'bpchar':
    case 'citext':
      return text;
    default:
      throw new Error(`fillEmptyTables has no sample for the type ${col.type} (${col.table}.${col.column})`);
  }
}

/**
 * Puts one row into every empty table of the schema, so a test that compares whole databases (the backup test)
 * covers every record kind, tables added later included. Each column gets a value of its type unless it has a
 * default; a foreign key takes a row of the table it references, so tables fill in dependency order. Returns the
 * tables it could not fill, with the reason.
 */
export async function fillEmptyTables(database: Database, schema = 'public'): Promise<Record<string, string>> {
  const columns = (
    await database.executeSql(
      `select c.table_name, c.column_name, c.is_nullable, c.column_default, c.is_identity, c.is_generated, c.udt_name,
              c.character_maximum_length
       from information_schema.columns c
       join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
       where c.table_schema = $1 and t.table_type = 'BASE TABLE'
       order by c.table_name, c.ordinal_position`,
      [schema],
    )
  ).rows
    // Generated columns cannot be written; identity and defaulted ones fill themselves.
    .filter((r) => r.is_generated !== 'ALWAYS')
    .map((r): Column => ({
      table: String(r.table_name),
      column: String(r.column_name),
      nullable: r.is_nullable === 'YES',
      hasDefault: r.column_default !== null || r.is_identity === 'YES',
      type: String(r.udt_name),
      maxLength: r.character_maximum_length === null ? null : Number(r.character_maximum_length),
    }));
  const foreignKeys = (
    await database.executeSql(
      `select tc.table_name, kcu.column_name, ccu.table_name as ref_table, ccu.column_name as ref_column
       from information_schema.table_constraints tc
       join information_schema.key_column_usage kcu
         on kcu.constraint_name = tc.constraint_name and kcu.constraint_schema = tc.constraint_schema
       join information_schema.constraint_column_usage ccu
         on ccu.constraint_name = tc.constraint_name and ccu.constraint_schema = tc.constraint_schema
       where tc.constraint_type = 'FOREIGN KEY' and tc.table_schema = $1`,
      [schema],
    )
  ).rows.map((r): ForeignKey => ({
    table: String(r.table_name),
    column: String(r.column_name),
    refTable: String(r.ref_table),
    refColumn: String(r.ref_column),
  }));

  const tables = [...new Set(columns.map((c) => c.table))];
  const isEmpty = async (table: string) =>
    (await database.executeSql(`select 1 from ${q(schema)}.${q(table)} limit 1`, [])).rows.length === 0;
  const pending = new Set<string>();
  for (const table of tables) if (await isEmpty(table)) pending.add(table);

  const failed: Record<string, string> = {};
  // Pass after pass, fill what the filled tables now allow; when nothing moves, leave nullable references empty.
  let allowNullReferences = false;
  while (pending.size > 0) {
    let progressed = false;
    for (const table of [...pending]) {
      const values = new Map<string, unknown>();
      let blocked = false;
      for (const fk of foreignKeys.filter((f) => f.table === table)) {
        const col = columns.find((c) => c.table === table && c.column === fk.column)!;
        const [ref] = (
          await database.executeSql(
            `select ${q(fk.refColumn)} as v from ${q(schema)}.${q(fk.refTable)} order by 1 limit 1`,
            [],
          )
        ).rows;
        if (ref) values.set(fk.column, ref.v);
        else if (!(col.nullable && allowNullReferences)) blocked = true;
      }
      if (blocked) continue;
      for (const col of columns.filter((c) => c.table === table && !values.has(c.column))) {
        const isReference = foreignKeys.some((f) => f.table === table && f.column === col.column);
        if (!col.hasDefault && !isReference) values.set(col.column, sample(col));
      }
      const names = [...values.keys()];
      const sql = names.length
        ? `insert into ${q(schema)}.${q(table)} (${names.map(q).join(', ')}) values (${names.map((_, i) => `$${i + 1}`).join(', ')})`
        : `insert into ${q(schema)}.${q(table)} default values`;
      try {
        await database.executeSql(sql, [...values.values()]);
        pending.delete(table);
        progressed = true;
      } catch (err) {
        failed[table] = (err as Error).message;
        pending.delete(table);
      }
    }
    if (!progressed) {
      if (allowNullReferences) break;
      allowNullReferences = true;
    }
  }
  for (const table of pending) failed[table] ??= 'references a table that stayed empty';
  return failed;
}
