export { makeQuestionnaire } from '../../test/questionnaire.ts';
import type { TestApp } from '../../test/build-test-app.ts';
import { buildClient, buildCompany, buildFirm, buildStaff, signInAs } from '../../test/factories.ts';

/** A firm with a partner and a client owning one entity, signed in, with an inject helper. */
export async function collectFirm(t: TestApp, entityName?: string) {
  const db = t.deps.database.db;
  const firm = await buildFirm(db, { name: `Acme CPAs ${Math.random().toString(36).slice(2, 6)}` });
  const staffUser = await buildStaff(db, firm);
  const clientUser = await buildClient(db, firm, { fname: 'Casey', lname: 'Jones' });
  const company = await buildCompany(db, firm, clientUser, entityName ? { name: entityName } : {});
  const staff = (await signInAs(db, staffUser)).headers;
  const client = (await signInAs(db, clientUser)).headers;
  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object, headers?: Record<string, string>) =>
    t.app.inject({ method, url, payload, headers });
  return { db, firm, staffUser, clientUser, company, staff, client, call };
}
