import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactTags, entityTags, firmCustomStatuses, firmVocabs } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { buildClient, buildCompany, buildFirm, buildStaff, signInAs } from '../../test/factories.ts';

/** Spec 000 §3 Firm: contact_tags and entity_tags; spec 002 §3 firm_vocabs; spec 001 §3 firm_custom_statuses. */
describe('the firm carries its tags, glossary and custom statuses', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  async function setup() {
    const db = t.deps.database.db;
    const firm = await buildFirm(db);
    const staff = await buildStaff(db, firm, { access: 'full' });
    const client = await buildClient(db, firm);
    await buildCompany(db, firm, client);
    const [vip] = await db.insert(contactTags).values({ firmId: firm.id, name: 'VIP' }).returning();
    const [farm] = await db.insert(entityTags).values({ firmId: firm.id, name: 'Farm' }).returning();
    const [agi] = await db
      .insert(firmVocabs)
      .values({ firmId: firm.id, keyWords: 'AGI', description: 'Adjusted gross income' })
      .returning();
    const [status] = await db
      .insert(firmCustomStatuses)
      .values({ firmId: firm.id, firmUserDisplayStatus: 'Waiting on K-1', clientDisplayStatus: 'In review' })
      .returning();
    await db
      .insert(firmCustomStatuses)
      .values({ firmId: firm.id, firmUserDisplayStatus: 'Gone', deletedAt: new Date() });
    // Another firm's catalogues never show.
    const other = await buildFirm(db);
    await db.insert(contactTags).values({ firmId: other.id, name: 'Theirs' });
    await db.insert(firmVocabs).values({ firmId: other.id, keyWords: 'MAGI', description: 'Theirs' });
    return {
      vip: vip!,
      farm: farm!,
      agi: agi!,
      status: status!,
      asStaff: (await signInAs(db, staff)).headers,
      asClient: (await signInAs(db, client)).headers,
    };
  }

  it('current_user and current_user_firm answer them to staff; a client gets the glossary only', async () => {
    const f = await setup();
    const expected = {
      contact_tags: [{ id: f.vip.id, name: 'VIP' }],
      entity_tags: [{ id: f.farm.id, name: 'Farm' }],
      firm_vocabs: [{ id: f.agi.id, key_words: 'AGI', description: 'Adjusted gross income' }],
      firm_custom_statuses: [
        {
          id: f.status.id,
          firm_user_display_status: 'Waiting on K-1',
          client_display_status: 'In review',
          client_instruction: null,
        },
      ],
    };
    const me = await t.app.inject({ url: '/api/sessions/current_user', headers: f.asStaff });
    expect(me.statusCode).toBe(200);
    expect(me.json().firm).toMatchObject(expected);
    const firm = await t.app.inject({ url: '/api/firms/current_user_firm', headers: f.asStaff });
    expect(firm.json()).toMatchObject(expected);

    const client = (await t.app.inject({ url: '/api/sessions/current_user', headers: f.asClient })).json();
    expect(client.firm).toMatchObject({
      contact_tags: [],
      entity_tags: [],
      firm_custom_statuses: [],
      firm_vocabs: expected.firm_vocabs,
    });
    expect((await t.app.inject({ url: '/api/firms/current_user_firm' })).statusCode).toBe(401);
  });
});
