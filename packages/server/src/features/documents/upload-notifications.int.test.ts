import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTIFICATION_TYPES, notificationLinks } from '@portal/domain';
import { companies, notifications, notificationSubscriptions } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { buildClient, buildCompany, buildFirm, buildStaff, signInAs } from '../../test/factories.ts';
import { multipart } from '../../test/multipart.ts';

const pdf = (n: number) =>
  Buffer.from(`%PDF-1.4\n% ${n}\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n`);

/** A client's upload tells the entity's staff, with a download_folder link to the folder (spec 002 §7). */
describe('upload notifications', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ clock: 'fixed' });
  });
  afterAll(() => t.close());

  async function setup() {
    const db = t.deps.database.db;
    const firm = await buildFirm(db);
    const partner = await buildStaff(db, firm);
    const cpa = await buildStaff(db, firm, { access: 'full' });
    const client = await buildClient(db, firm, { fname: 'Ada', lname: 'Lee' });
    const company = await buildCompany(db, firm, client, { name: 'Lee LLC', entityType: 'Partnership' });
    const upload = async (who: { id: number; firmId: number }, n: number) => {
      const form = multipart({ path: '/' }, [{ name: `scan-${n}.pdf`, content: pdf(n) }]);
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/companies/${company.id}/documents`,
        payload: form.payload,
        headers: { ...(await signInAs(db, who)).headers, ...form.headers },
      });
      expect(res.statusCode).toBe(200);
    };
    const noticesOf = (userId: number) =>
      db
        .select()
        .from(notifications)
        .where(and(eq(notifications.firmId, firm.id), eq(notifications.userId, userId)));
    return { db, firm, partner, cpa, client, company, upload, noticesOf };
  }

  it('tells the partners once per folder, leading to the folder; staff uploads tell no one', async () => {
    const f = await setup();
    await f.upload(f.client, 1);
    await f.upload(f.client, 2);
    await f.upload(f.partner, 3);
    const notices = await f.noticesOf(f.partner.id);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({
      typeId: NOTIFICATION_TYPES.document,
      text: 'Ada Lee uploaded documents to Documents for Lee LLC',
      clientName: 'Ada Lee',
      link: notificationLinks.downloadFolder(f.company.hashId, '/'),
    });
    expect(notices[0]!.link).toMatch(/^download_folder:companyHash=/);
    // The full user is neither the entity's CPA nor a partner.
    expect(await f.noticesOf(f.cpa.id)).toHaveLength(0);
  });

  it("tells the entity's CPA instead, unless they turned document notices off for it", async () => {
    const f = await setup();
    await f.db.update(companies).set({ cpaId: f.cpa.id }).where(eq(companies.id, f.company.id));
    await f.upload(f.client, 1);
    expect(await f.noticesOf(f.cpa.id)).toHaveLength(1);
    expect(await f.noticesOf(f.partner.id)).toHaveLength(0);

    await f.db.update(notifications).set({ dismissed: true }).where(eq(notifications.userId, f.cpa.id));
    await f.db.insert(notificationSubscriptions).values({
      firmId: f.firm.id,
      userId: f.cpa.id,
      companyId: f.company.id,
      typeIds: [NOTIFICATION_TYPES.information, NOTIFICATION_TYPES.questionnaire],
    });
    await f.upload(f.client, 2);
    expect((await f.noticesOf(f.cpa.id)).filter((n) => !n.dismissed)).toHaveLength(0);
  });
});
