import type { Database } from '../db/client.ts';

/** What generatePlannedFirm made: the ids the plan test's URLs need. */
export interface PlannedFirm {
  firmId: number;
  partnerId: number;
  staffIds: number[];
  groupId: number;
  entityTagId: number;
  contactTagId: number;
  companyId: number;
  clientId: number;
  questionnaireId: number;
  workflowId: number;
}

/**
 * One firm of `rows` of everything a staff list shows (clients, entities, Collect questionnaires, conversations with
 * three messages each, Deliver returns, signature requests, activity, documents, workflow runs), filled by set-based
 * SQL in a few seconds, with the spread of a real firm (deleted, inactive and tagged rows, repeated names), for the
 * plan test (db/list-plans.int.test.ts). Values follow bench/large-firm.ts.
 */
export async function generatePlannedFirm(database: Database, rows: number): Promise<PlannedFirm> {
  const run = async (text: string, values: unknown[] = []) => (await database.executeSql(text, values)).rows;
  const one = async (text: string, values: unknown[] = []) => Number((await run(text, values))[0]!.id);
  const firmId = await one(
    `insert into firms (name, subdomain_url, time_zone, preferences)
     values ('Planned CPAs', 'planned-' || md5(random()::text), 'America/New_York',
             '{"new_tax_return_delivery_enabled": true, "signature_requests_enabled": true,
              "workflow_automation_enabled": true}'::jsonb) returning id`,
  );
  const groupId = await one(`insert into firm_groups (firm_id, name) values ($1, 'North') returning id`, [firmId]);
  const staff = await run(
    `insert into users (firm_id, fname, lname, email, time_zone, is_advisor, firm_access, group_id)
     select $1::int, 'Staff', 'Member ' || n, 'staff' || n || '-' || $1::int || '@plans.test', 'America/New_York', true,
            case when n = 0 then 'partner' else 'full' end, case when n % 4 = 1 then $2::int end
     from generate_series(0, 19) n order by n returning id`,
    [firmId, groupId],
  );
  const staffIds = staff.map((s) => Number(s.id));
  const last = `(array['Nguyen','Garcia','Smith','Patel','Johnson','Kim','Brown','Lopez','Davis','Wilson','Moore'])`;
  const first = `(array['Ava','Ben','Chloe','Dan','Ella','Finn','Gia','Hugo','Isla','Jack','Kai','Lena','Milo','Nora'])`;
  const kinds = `(array['Holdings','Trust','Partners','Family','Ventures'])`;
  await run(
    `insert into users (firm_id, fname, lname, email, time_zone, assigned_advisor_id, group_id, paying, readonly_access,
                        deleted_at, created_at, updated_at)
     select $1::int, ${first}[1 + n % 14], ${last}[1 + (n * 7) % 11] || n, 'client' || n || '-' || $1::int || '@plans.test',
            'America/New_York', case when n % 9 <> 0 then $3::int + n % 20 end, case when n % 5 = 0 then $4::int end,
            n % 3 = 0, n % 19 = 0, case when n % 40 = 0 then now() end,
            now() - (n % 997) * interval '1 hour', now() - (n % 1009) * interval '1 minute'
     from generate_series(0, $2::int - 1) n`,
    [firmId, rows, staffIds[0], groupId],
  );
  await run(
    `insert into companies (firm_id, hash_id, name, entity_type, user_id, inactive, readonly_access, client_manager_id,
                            cpa_id, deleted_at, created_at, updated_at)
     select $1::int, md5(random()::text || u.id), ${last}[1 + u.n % 11] || ' ' || ${kinds}[1 + u.n % 5] || ' ' || u.n,
            (array['Individual','Trust','Partnership','S Corporation','C Corporation'])[1 + u.n % 5], u.id, u.n % 17 = 0,
            u.n % 23 = 0, case when u.n % 3 = 0 then $2::int + u.n % 20 end, case when u.n % 4 = 0 then $2::int + u.n % 20 end,
            case when u.n % 45 = 0 then now() end,
            now() - (u.n % 991) * interval '1 hour', now() - (u.n % 1013) * interval '1 minute'
     from (select id, row_number() over (order by id) - 1 as n from users where firm_id = $1::int and not is_advisor) u`,
    [firmId, staffIds[0]],
  );
  await run(
    `insert into company_owners (firm_id, company_id, user_id) select firm_id, id, user_id from companies where firm_id = $1::int`,
    [firmId],
  );
  const entityTagId = await one(`insert into entity_tags (firm_id, name) values ($1, 'VIP') returning id`, [firmId]);
  const contactTagId = await one(`insert into contact_tags (firm_id, name) values ($1, 'VIP') returning id`, [firmId]);
  await run(
    `insert into company_entity_tags (firm_id, company_id, tag_id)
     select firm_id, id, $2::int from companies where firm_id = $1::int and id % 10 = 0`,
    [firmId, entityTagId],
  );
  await run(
    `insert into user_contact_tags (firm_id, user_id, tag_id)
     select firm_id, id, $2::int from users where firm_id = $1::int and id % 10 = 0`,
    [firmId, contactTagId],
  );
  await run(
    `insert into questionnaires (firm_id, company_id, hash_id, name, tax_year, due_date, sent_at, opened_at, completed,
                                 locked, is_draft, in_progress, submitted_at, deleted_at, last_activity_at, created_at)
     select $1::int, c.id, md5(random()::text || c.id), 'Organizer ' || (c.id % 7), 2019 + (c.id % 7),
            case when c.id % 6 <> 0 then current_date + ((c.id % 90) - 30) end,
            case when c.id % 8 <> 0 then now() - (c.id % 60) * interval '1 day' end,
            case when c.id % 3 = 0 then now() end, c.id % 11 = 0, c.id % 13 = 0, c.id % 8 = 0, c.id % 5 = 0,
            case when c.id % 7 = 0 then now() end, case when c.id % 50 = 0 then now() end,
            case when c.id % 4 <> 0 then now() - (c.id % 500) * interval '1 hour' end,
            now() - (c.id % 100000) * interval '1 minute'
     from companies c where c.firm_id = $1::int`,
    [firmId],
  );
  await run(
    `insert into conversations (firm_id, last_message_at)
     select $1::int, case when n % 29 <> 0 then now() - n * interval '1 minute' end from generate_series(1, $2::int) n`,
    [firmId, rows],
  );
  await run(
    `insert into conversation_companies (firm_id, conversation_id, company_id)
     select $1::int, v.id, c.id
     from (select id, row_number() over (order by id) as k from conversations where firm_id = $1::int) v
     join (select id, row_number() over (order by id) as k from companies where firm_id = $1::int) c on c.k = v.k`,
    [firmId],
  );
  await run(
    `insert into conversation_participants (firm_id, conversation_id, user_id, is_advisor)
     select cc.firm_id, cc.conversation_id, co.user_id, false
     from conversation_companies cc join companies co on co.id = cc.company_id where cc.firm_id = $1::int
     union all
     select cc.firm_id, cc.conversation_id, u.assigned_advisor_id, true
     from conversation_companies cc join companies co on co.id = cc.company_id join users u on u.id = co.user_id
     where cc.firm_id = $1::int and u.assigned_advisor_id is not null`,
    [firmId],
  );
  await run(
    `insert into conversation_participants (firm_id, conversation_id, user_id, is_advisor)
     select firm_id, conversation_id, $2::int, true from conversation_companies where firm_id = $1::int
     on conflict do nothing`,
    [firmId, staffIds[0]],
  );
  await run(
    `insert into messages (firm_id, conversation_id, user_id, text, plain_text, delivered_at, created_at)
     select c.firm_id, c.id, case when n = 2 then co.user_id else $2::int end, '<p>Message ' || n || '</p>', 'Message ' || n,
            coalesce(c.last_message_at, now()) - (3 - n) * interval '1 second',
            coalesce(c.last_message_at, now()) - (3 - n) * interval '1 second'
     from conversations c join conversation_companies cc on cc.conversation_id = c.id
     join companies co on co.id = cc.company_id, generate_series(1, 3) n
     where c.firm_id = $1::int`,
    [firmId, staffIds[0]],
  );
  await run(
    `insert into message_unseen (firm_id, message_id, user_id, conversation_id)
     select firm_id, id, $2::int, conversation_id from messages where firm_id = $1::int and id % 31 = 0`,
    [firmId, staffIds[0]],
  );
  const returns = `(array['action_required', 'sent', 'signed', 'paid', 'finished'])`;
  await run(
    `insert into tax_returns (firm_id, company_id, tax_year, tax_return_name, status, all_signed, all_paid, invoice_paid,
                              reminder_disabled, last_reminder_sent_at, deleted_at, created_at, updated_at)
     select $1::int, c.id, 2019 + (c.n % 7), (array['Form 1040', 'Form 1120-S', 'Form 1065'])[1 + c.n % 3] || ' ' || c.n,
            ${returns}[1 + c.n % 5], c.n % 5 >= 2, c.n % 5 >= 3, c.n % 5 >= 3, c.n % 11 = 0,
            case when c.n % 4 = 0 then now() end, case when c.n % 60 = 0 then now() end,
            now() - c.n * interval '1 minute', now() - (c.n % 977) * interval '1 minute'
     from (select id, row_number() over (order by id) as n from companies where firm_id = $1::int) c`,
    [firmId],
  );
  await run(
    `insert into signature_requests (firm_id, company_id, tax_year, form_name, status, deleted_at, created_at, updated_at)
     select $1::int, c.id, 2019 + (c.n % 7),
            (array['Form 8879', 'Engagement letter', 'Consent to disclose'])[1 + c.n % 3] || ' ' || c.n,
            (array['action_required', 'sent', 'signed', 'completed'])[1 + c.n % 4], case when c.n % 60 = 0 then now() end,
            now() - c.n * interval '1 minute', now() - (c.n % 983) * interval '1 minute'
     from (select id, row_number() over (order by id) as n from companies where firm_id = $1::int) c`,
    [firmId],
  );
  await run(
    `insert into activity_logs (firm_id, type_id, title, description, company_id, questionnaire_id, actor_user_id,
                                subject_user_id, created_at)
     select $1::int, (c.n * k) % 9, (array['Entity updated', 'Document uploaded', 'Questionnaire sent'])[1 + (c.n + k) % 3],
            'Change ' || c.n || '-' || k, c.id, q.id, $2::int, c.user_id, now() - (c.n * 2 + k) * interval '1 minute'
     from (select id, user_id, row_number() over (order by id) as n from companies where firm_id = $1::int) c
     left join questionnaires q on q.company_id = c.id, generate_series(1, 2) k`,
    [firmId, staffIds[0]],
  );
  await run(
    `insert into documents (firm_id, company_id, kind, folder_path, name, created_at)
     select $1::int, c.id, 'file', '', 'Statement ' || c.id || '.pdf', now() - c.id * interval '1 minute'
     from companies c where c.firm_id = $1::int`,
    [firmId],
  );
  const companyId = Number(
    (await run(`select min(id) as id from companies where firm_id = $1 and deleted_at is null`, [firmId]))[0]!.id,
  );
  await run(
    `insert into documents (firm_id, company_id, kind, folder_path, name)
     select $1::int, $2::int, 'file', '', 'Receipt ' || n || '.pdf' from generate_series(1, 200) n`,
    [firmId, companyId],
  );
  const workflowId = await one(
    `insert into workflows (firm_id, title, steps, trigger, active) values ($1, 'Onboarding', '[]', 'new_client_added', true)
     returning id`,
    [firmId],
  );
  await run(
    `insert into workflow_runs (firm_id, workflow_id, title, steps, trigger, company_id, status, created_at)
     select $1::int, $2::int, 'Onboarding', '[]', 'new_client_added', id, 'succeeded', now() - id * interval '1 minute'
     from companies where firm_id = $1::int`,
    [firmId, workflowId],
  );
  const clientId = Number((await run(`select user_id as id from companies where id = $1`, [companyId]))[0]!.id);
  const questionnaireId = Number(
    (await run(`select min(id) as id from questionnaires where company_id = $1`, [companyId]))[0]!.id,
  );
  return {
    firmId,
    partnerId: staffIds[0]!,
    staffIds,
    groupId,
    entityTagId,
    contactTagId,
    companyId,
    clientId,
    questionnaireId,
    workflowId,
  };
}
