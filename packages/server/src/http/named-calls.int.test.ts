import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { questionnaires } from '../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { buildClient, buildCompany, buildFirm, buildStaff, signInAs } from '../test/factories.ts';
import type { JsonSchema } from '../test/openapi.ts';

/**
 * Issue 23 §3: the named calls of spec 000 §7 and spec 001 §7 are served under /api with the spec's field names,
 * are in the OpenAPI document, and answer a signed-in staff member (whatever they answer, not 404).
 */
interface NamedCall {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH';
  /** OpenAPI form; {id} is a company of the caller's firm. */
  path: string;
  /** The request fields the spec names for it. */
  fields?: string[];
  query?: string;
}

const NAMED_CALLS: NamedCall[] = [
  { method: 'POST', path: '/api/users/update_overview_setting', fields: ['last_activity_should_include_all_activity'] },
  { method: 'GET', path: '/api/users/get_linked_accounts' },
  { method: 'POST', path: '/api/users/link_account', fields: ['provider', 'code', 'redirect_uri'] },
  { method: 'POST', path: '/api/users/unlink_account' },
  { method: 'POST', path: '/api/users/assign_temporary_email' },
  { method: 'POST', path: '/api/users/download_user_document', fields: ['link'] },
  { method: 'PUT', path: '/api/companies/{id}' },
  { method: 'GET', path: '/api/companies/{id}/spouse' },
  { method: 'POST', path: '/api/companies/{id}/spouse' },
  { method: 'POST', path: '/api/companies/{id}/save_owner_notifications' },
  { method: 'PATCH', path: '/api/companies/{id}/update_roles' },
  { method: 'GET', path: '/api/companies/simple_index' },
  { method: 'POST', path: '/api/get_all_exportable_documents_for_entity', fields: ['year'] },
  { method: 'POST', path: '/api/conversations/download_attachment', fields: ['link'] },
  { method: 'POST', path: '/api/answer_question', fields: ['questionId', 'answer', 'answerBy', 'isAsync'] },
  { method: 'POST', path: '/api/submit_questionnaire', fields: ['questionnaireId', 'companyId'] },
  { method: 'POST', path: '/api/sign_agreement', fields: ['questionnaireId', 'companyId', 'signature', 'signatureId'] },
  { method: 'POST', path: '/api/save_section', fields: ['companyId', 'id', 'markedCompleted', 'setId'] },
  { method: 'POST', path: '/api/add_comment', fields: ['questionId', 'text', 'userId', 'companyId'] },
  { method: 'POST', path: '/api/toggle_comment_removal', fields: ['noteId', 'companyId', 'questionId'] },
  { method: 'POST', path: '/api/save_entries', fields: ['questionnaireId', 'companyId', 'questions'] },
  { method: 'POST', path: '/api/add_new_entry', fields: ['companyId', 'questionId'] },
  { method: 'POST', path: '/api/remove_entry', fields: ['companyId', 'questionnaireQuestionId', 'entryNumber'] },
  { method: 'POST', path: '/api/create_checkout_session' },
  { method: 'POST', path: '/api/verify_checkout_session' },
  { method: 'POST', path: '/api/restore', fields: ['questionnaire_id'] },
  { method: 'POST', path: '/api/save_questionnaires' },
  { method: 'POST', path: '/api/save_questionnaire' },
  // Issue 41 §1: served under other names before.
  { method: 'GET', path: '/api/get_client_questionnaires' },
  { method: 'GET', path: '/api/get_temporary_upload_link', query: '?companyId={id}' },
  { method: 'GET', path: '/api/get_documents_uploaded_outside_of_questionnaire', query: '?companyId={id}' },
  { method: 'POST', path: '/api/export_questionnaire_to_spreadsheet', fields: ['questionnaire_ids'] },
];

/** Every property name a request body schema accepts, through unions and intersections. */
function propertiesOf(schema: JsonSchema | undefined, defs: Record<string, JsonSchema>): Set<string> {
  const names = new Set<string>();
  const walk = (s: JsonSchema | undefined) => {
    if (!s) return;
    if (s.$ref) return walk(defs[s.$ref.split('/').at(-1)!]);
    for (const k of Object.keys(s.properties ?? {})) names.add(k);
    for (const sub of [...(s.anyOf ?? []), ...(s.oneOf ?? []), ...(s.allOf ?? [])]) walk(sub);
  };
  walk(schema);
  return names;
}

describe('the named calls of issue 23 §3', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('are in the OpenAPI document with the spec’s field names', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema: JsonSchema }> } }>>;
      components?: { schemas?: Record<string, JsonSchema> };
    };
    const missing: string[] = [];
    for (const call of NAMED_CALLS) {
      const op = doc.paths[call.path]?.[call.method.toLowerCase()];
      if (!op) {
        missing.push(`${call.method} ${call.path}`);
        continue;
      }
      const accepted = propertiesOf(op.requestBody?.content['application/json']?.schema, doc.components?.schemas ?? {});
      for (const field of call.fields ?? [])
        if (!accepted.has(field)) missing.push(`${call.method} ${call.path} field ${field}`);
    }
    expect(missing).toEqual([]);
  });

  it('answer a signed-in staff member: each is served, none is 404 or a server error', async () => {
    const db = t.deps.database.db;
    const firm = await buildFirm(db);
    const staff = await buildStaff(db, firm);
    const client = await buildClient(db, firm);
    const company = await buildCompany(db, firm, client);
    await db.insert(questionnaires).values({
      firmId: firm.id,
      companyId: company.id,
      hashId: `q-named-${company.id}`,
      name: 'Organizer',
      taxYear: 2025,
    });
    const headers = (await signInAs(db, staff)).headers;
    const answers: string[] = [];
    for (const call of NAMED_CALLS) {
      const url = (call.path + (call.query ?? '')).replaceAll('{id}', String(company.id));
      const res = await t.app.inject({
        method: call.method,
        url,
        headers,
        ...(call.method === 'GET' ? {} : { payload: {} }),
      });
      if (res.statusCode === 404 || res.statusCode === 401 || res.statusCode >= 500)
        answers.push(`${call.method} ${url} answered ${res.statusCode}: ${res.body.slice(0, 200)}`);
    }
    expect(answers).toEqual([]);
  });
});
