import type { Database } from '../packages/server/src/db/client.ts';

/**
 * A firm of `rows` entities, `rows` clients (one primary contact and owner each, 20 staff assigned in turn),
 * `rows` questionnaires and `rows` entity conversations (three messages each), made by set-based SQL so the
 * same script fills PostgreSQL and PGlite in seconds. Names repeat over a small vocabulary, as real firms'
 * do, so searches match hundreds of rows.
 */
export async function generateLargeFirm(database: Database, rows: number) {
  const sql = (text: string, values: unknown[] = []) => database.executeSql(text, values);
  const [firm] = (
    await sql(
      `insert into firms (name, subdomain_url, time_zone) values ('Big Book CPAs', $1, 'America/New_York') returning id`,
      [`bench-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`],
    )
  ).rows as Array<{ id: number }>;
  const firmId = firm!.id;
  const staff = (
    await sql(
      `insert into users (firm_id, fname, lname, email, time_zone, is_advisor, firm_access)
       select $1::int, 'Staff', 'Member ' || n, 'staff' || n || '-' || $1::int || '@bench.test', 'America/New_York', true,
              case when n = 0 then 'partner' else 'full' end
       from generate_series(0, 19) n order by n returning id`,
      [firmId],
    )
  ).rows as Array<{ id: number }>;
  const partnerId = staff[0]!.id;
  const last = `(array['Nguyen','Garcia','Smith','Patel','Johnson','Kim','Brown','Lopez','Davis','Wilson','Moore'])`;
  const first = `(array['Ava','Ben','Chloe','Dan','Ella','Finn','Gia','Hugo','Isla','Jack','Kai','Lena','Milo','Nora'])`;
  const kinds = `(array['Holdings','Trust','Partners','Family','Ventures'])`;
  await sql(
    `insert into users (firm_id, fname, lname, email, time_zone, assigned_advisor_id)
     select $1::int, ${first}[1 + n % 14], ${last}[1 + (n * 7) % 11] || n, 'client' || n || '-' || $1::int || '@bench.test',
            'America/New_York', (select min(id) from users where firm_id = $1::int and is_advisor) + n % 20
     from generate_series(0, $2::int - 1) n`,
    [firmId, rows],
  );
  await sql(
    `insert into companies (firm_id, hash_id, name, entity_type, user_id, inactive)
     select $1::int, md5(random()::text || u.id), ${last}[1 + u.n % 11] || ' ' || ${kinds}[1 + u.n % 5] || ' ' || u.n,
            (array['Individual','Trust','Partnership','S Corporation','C Corporation'])[1 + u.n % 5], u.id, u.n % 17 = 0
     from (select id, row_number() over (order by id) - 1 as n from users where firm_id = $1::int and not is_advisor) u`,
    [firmId],
  );
  await sql(
    `insert into company_owners (firm_id, company_id, user_id) select firm_id, id, user_id from companies where firm_id = $1::int`,
    [firmId],
  );
  await sql(
    `insert into questionnaires (firm_id, company_id, hash_id, name, tax_year, due_date, sent_at, opened_at, completed, locked, deleted_at, created_at)
     select $1::int, c.id, md5(random()::text || c.id), 'Organizer ' || (c.id % 7), 2019 + (c.id % 7),
            current_date + ((c.id % 90) - 30), now() - (c.id % 60) * interval '1 day',
            case when c.id % 3 = 0 then now() end, c.id % 11 = 0, c.id % 13 = 0, case when c.id % 50 = 0 then now() end,
            now() - (c.id % 100000) * interval '1 minute'
     from companies c where c.firm_id = $1::int`,
    [firmId],
  );
  // One conversation per entity, its owner and their assigned firm user in it, three messages each.
  await sql(
    `insert into conversations (firm_id, last_message_at)
     select $1::int, now() - n * interval '1 minute' from generate_series(1, $2::int) n`,
    [firmId, rows],
  );
  await sql(
    `insert into conversation_companies (firm_id, conversation_id, company_id)
     select $1::int, v.id, c.id
     from (select id, row_number() over (order by id) as k from conversations where firm_id = $1::int) v
     join (select id, row_number() over (order by id) as k from companies where firm_id = $1::int) c on c.k = v.k`,
    [firmId],
  );
  await sql(
    `insert into conversation_participants (firm_id, conversation_id, user_id, is_advisor)
     select cc.firm_id, cc.conversation_id, co.user_id, false
     from conversation_companies cc join companies co on co.id = cc.company_id where cc.firm_id = $1::int
     union all
     select cc.firm_id, cc.conversation_id, u.assigned_advisor_id, true
     from conversation_companies cc join companies co on co.id = cc.company_id join users u on u.id = co.user_id
     where cc.firm_id = $1::int and u.assigned_advisor_id is not null`,
    [firmId],
  );
  await sql(
    `insert into conversation_participants (firm_id, conversation_id, user_id, is_advisor)
     select firm_id, conversation_id, $2::int, true from conversation_companies where firm_id = $1::int
     on conflict do nothing`,
    [firmId, partnerId],
  );
  await sql(
    `insert into messages (firm_id, conversation_id, user_id, text, plain_text, delivered_at, created_at)
     select c.firm_id, c.id, case when n = 2 then co.user_id else u.assigned_advisor_id end,
            '<p>Message ' || n || '</p>', 'Message ' || n,
            c.last_message_at - (3 - n) * interval '1 second', c.last_message_at - (3 - n) * interval '1 second'
     from conversations c join conversation_companies cc on cc.conversation_id = c.id
     join companies co on co.id = cc.company_id join users u on u.id = co.user_id, generate_series(1, 3) n
     where c.firm_id = $1::int`,
    [firmId],
  );
  await sql('analyze');
  return { firmId, partnerId };
}
