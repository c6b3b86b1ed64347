import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { questionnaires } from '../../db/schema/index.ts';
import type { TestApp } from '../../test/build-test-app.ts';
import { buildClient, buildCompany, buildFirm, buildStaff, signInAs } from '../../test/factories.ts';
import { createQuestionnaire } from './create-questionnaire.ts';

/** For the Collect, actions and reminder tests. */
type Patch = Partial<typeof questionnaires.$inferInsert>;

/** A small questionnaire (one question section, one checklist upload), then set to the state under test. */
export async function makeQuestionnaire(
  db: DbOrTx,
  firmId: number,
  companyId: number,
  opts: { name?: string; taxYear?: number; dueDate?: string | null; isDraft?: boolean } = {},
  patch: Patch = {},
) {
  const id = await createQuestionnaire(db, {
    firmId,
    companyId,
    name: opts.name ?? 'Tax Organizer',
    taxYear: opts.taxYear ?? 2025,
    dueDate: opts.dueDate === undefined ? '2026-04-15' : opts.dueDate,
    isDraft: opts.isDraft,
    sentAt: opts.isDraft ? null : new Date('2026-02-01T12:00:00Z'),
    sections: [
      { name: 'General Information', type: 3, key: 'questionnaire', questions: [{ text: 'Occupation', type: 'text' }] },
      { name: 'Documents', type: 10, key: 'document_checklist', questions: [{ text: 'W-2', type: 'upload' }] },
    ],
  });
  if (Object.keys(patch).length) await db.update(questionnaires).set(patch).where(eq(questionnaires.id, id));
  return id;
}

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
