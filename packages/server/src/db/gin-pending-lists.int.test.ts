import { describe, expect, it } from 'vitest';
import { buildClient, buildCompany, buildFirm } from '../test/factories.ts';
import { testDatabase } from '../test/test-database.ts';
import { ginWithoutPendingLists } from './gin-pending-lists.ts';

const pendingPages = async (index: string) => {
  const database = await testDatabase();
  const { rows } = await database.executeSql('select gin_clean_pending_list($1::regclass) as pages', [index]);
  return Number(rows[0]!.pages);
};

const entity = async () => {
  const { db } = await testDatabase();
  const firm = await buildFirm(db);
  await buildCompany(db, firm, await buildClient(db, firm), { name: 'Garcia Family Trust' });
};

describe('GIN indexes, whose pending list every search would read', () => {
  it('take new entries into the index itself, so a search reads no pending list', async () => {
    const database = await testDatabase();
    const { rows } = await database.executeSql(
      `select c.relname, c.reloptions from pg_class c join pg_am am on am.oid = c.relam
       where am.amname = 'gin' and c.relname = any($1)`,
      [['companies_firm_name_keys_idx', 'users_name_trgm_idx', 'users_email_trgm_idx', 'questionnaires_name_trgm_idx']],
    );
    expect(rows).toHaveLength(4);
    for (const row of rows) expect(row.reloptions).toEqual(['fastupdate=off']);
    await entity();
    expect(await pendingPages('companies_firm_name_keys_idx')).toBe(0);
  });

  it('merge a pending list left from before, once', async () => {
    const database = await testDatabase();
    await database.executeSql('alter index companies_firm_name_keys_idx set (fastupdate = on)');
    await entity();
    await ginWithoutPendingLists((text, values) => database.executeSql(text, values));
    await entity();
    expect(await pendingPages('companies_firm_name_keys_idx')).toBe(0);
    const { rows } = await database.executeSql(
      `select reloptions from pg_class where relname = 'companies_firm_name_keys_idx'`,
    );
    expect(rows[0]!.reloptions).toEqual(['fastupdate=off']);
  });
});
