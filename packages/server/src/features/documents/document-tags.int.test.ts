import fs from 'node:fs/promises';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { genericMessages, MAX_DOCUMENT_TAGS, tagMessages } from '@portal/domain';
import { documents, documentTags, firmGroups, firms } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { buildClient, buildCompany, buildFirm, buildStaff, signInAs } from '../../test/factories.ts';
import { multipart } from '../../test/multipart.ts';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

describe('document tags', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ clock: 'fixed' });
  });
  afterAll(() => t.close());

  async function setup(enabled = true) {
    const db = t.deps.database.db;
    const firm = await buildFirm(db, { preferences: { document_tags_enabled: enabled } });
    const client = await buildClient(db, firm);
    const company = await buildCompany(db, firm, client, { name: 'Lee LLC', entityType: 'Partnership' });
    const asStaff = (await signInAs(db, await buildStaff(db, firm))).headers;
    const asClient = (await signInAs(db, client)).headers;
    const file = async (name: string, fields: Record<string, string> = {}) => {
      const form = multipart({ path: '/2025', ...fields }, [{ name, content: Buffer.from(`${PDF}%${name}`) }]);
      return t.app.inject({
        method: 'POST',
        url: `/api/companies/${company.id}/documents`,
        payload: form.payload,
        headers: { ...asStaff, ...form.headers },
      });
    };
    const w2 = (await file('W-2.pdf')).json().document.id as number;
    const bank = (await file('Bank.pdf')).json().document.id as number;
    return { db, firm, client, company, asStaff, asClient, file, w2, bank };
  }
  const setTags = (id: number, names: unknown, headers: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: `/api/documents/${id}/update_tags`,
      payload: { document_tags: names },
      headers,
    });
  const bulk = (payload: object, headers: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: '/api/documents/update_tags_in_bulk', payload, headers });
  const storedFiles = async () =>
    (await fs.readdir(path.join(t.dataDir, 'files'), { recursive: true, withFileTypes: true })).filter((e) =>
      e.isFile(),
    ).length;
  const tagsOf = async (id: number) =>
    (await t.deps.database.db.select().from(documents).where(eq(documents.id, id)))[0]!.tags;

  it("sets one file's tags in the firm's spelling, adding new names to the firm's vocabulary", async () => {
    const { db, firm, asStaff, w2 } = await setup();
    await db.insert(documentTags).values({ firmId: firm.id, name: 'Payroll' });
    const res = await setTags(w2, [' payroll ', 'W-2', 'Bank'], asStaff);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: w2, tags: ['Bank', 'Payroll', 'W-2'] });
    const vocabulary = await t.app.inject({ url: '/api/tags', headers: asStaff });
    expect(vocabulary.json().document_tags.map((tag: { name: string }) => tag.name)).toEqual([
      'Bank',
      'Payroll',
      'W-2',
    ]);
    expect((await setTags(w2, [], asStaff)).json().tags).toEqual([]);
  });

  it('validates the names: 400 for a blank name or too many', async () => {
    const { asStaff, w2 } = await setup();
    const blank = await setTags(w2, ['  '], asStaff);
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.message).toBe(tagMessages.tagNameRequired);
    const many = await setTags(
      w2,
      Array.from({ length: MAX_DOCUMENT_TAGS + 1 }, (_, i) => `T${i}`),
      asStaff,
    );
    expect(many.statusCode).toBe(400);
    expect(many.json().error.message).toBe(tagMessages.tooManyDocumentTags);
    expect((await bulk({ ids: [], tag_names: ['A'] }, asStaff)).json().error.message).toBe(
      tagMessages.noDocumentsSelected,
    );
  });

  it('adds to, removes from and clears a selection of files', async () => {
    const { asStaff, w2, bank } = await setup();
    await setTags(w2, ['Keep'], asStaff);
    const added = await bulk({ ids: [w2, bank], tag_names: ['2025', 'keep'] }, asStaff);
    expect(added.json()).toEqual({ updated: 2 });
    expect(await tagsOf(w2)).toEqual(['2025', 'Keep']);
    expect(await tagsOf(bank)).toEqual(['2025', 'Keep']);
    expect((await bulk({ ids: [w2, bank], tag_names: ['KEEP'], remove: true }, asStaff)).json()).toEqual({
      updated: 2,
    });
    expect(await tagsOf(bank)).toEqual(['2025']);
    expect((await bulk({ ids: [w2], tag_names: [], remove_all: true }, asStaff)).json()).toEqual({ updated: 1 });
    expect(await tagsOf(w2)).toEqual([]);
    const full = Array.from({ length: MAX_DOCUMENT_TAGS }, (_, i) => `T${i}`);
    await setTags(bank, full, asStaff);
    const over = await bulk({ ids: [w2, bank], tag_names: ['One more'] }, asStaff);
    expect(over.statusCode).toBe(400);
    expect(await tagsOf(w2)).toEqual([]);
  });

  it('keeps both changes when two people tag the same files at once', async () => {
    const { asStaff, w2, bank } = await setup();
    const [first, second] = await Promise.all([
      bulk({ ids: [w2, bank], tag_names: ['First'] }, asStaff),
      bulk({ ids: [bank, w2], tag_names: ['Second'] }, asStaff),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(await tagsOf(w2)).toEqual(['First', 'Second']);
    expect(await tagsOf(bank)).toEqual(['First', 'Second']);
  });

  it('tags an upload from its tags field, checked before a byte is stored', async () => {
    const { db, company, file } = await setup();
    const tagged = await file('1099.pdf', { tags: JSON.stringify(['Brokerage', '1099']) });
    expect(tagged.json().document.tags).toEqual(['1099', 'Brokerage']);
    const count = async () => (await db.select().from(documents).where(eq(documents.companyId, company.id))).length;
    const before = await count();
    const stored = await storedFiles();
    expect((await file('K-1.pdf', { tags: 'not json' })).statusCode).toBe(400);
    expect((await file('K-1.pdf', { tags: JSON.stringify([' ']) })).statusCode).toBe(400);
    expect(await count()).toBe(before);
    expect(await storedFiles()).toBe(stored);
  });

  it('answers 401 signed out, 403 for clients, read-only staff and firms without document tags', async () => {
    const { db, firm, asClient, w2, bank } = await setup();
    expect((await setTags(w2, ['A'], {})).statusCode).toBe(401);
    expect((await bulk({ ids: [w2], tag_names: ['A'] }, {})).statusCode).toBe(401);
    const clientTry = await setTags(w2, ['A'], asClient);
    expect(clientTry.statusCode).toBe(403);
    expect(clientTry.json().error.message).toBe(genericMessages.forbidden);
    const readOnly = (await signInAs(db, await buildStaff(db, firm, { readonlyAccess: true }))).headers;
    expect((await bulk({ ids: [w2, bank], tag_names: ['A'] }, readOnly)).statusCode).toBe(403);

    const off = await setup(false);
    const refused = await setTags(off.w2, ['A'], off.asStaff);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(tagMessages.documentTagsOff);
    expect((await off.file('Tagged.pdf', { tags: '["A"]' })).statusCode).toBe(403);
    await db
      .update(firms)
      .set({ preferences: { document_tags_enabled: true } })
      .where(eq(firms.id, off.firm.id));
    expect((await setTags(off.w2, ['A'], off.asStaff)).statusCode).toBe(200);
  });

  it("404 for another firm's file, a deleted file or an entity outside the user's group; 400 for a folder", async () => {
    const { db, firm, asStaff, w2, bank, company } = await setup();
    const other = await setup();
    expect((await setTags(other.w2, ['A'], asStaff)).statusCode).toBe(404);
    expect((await bulk({ ids: [w2, other.bank], tag_names: ['A'] }, asStaff)).statusCode).toBe(404);
    expect(await tagsOf(w2)).toEqual([]);
    await t.app.inject({ method: 'DELETE', url: `/api/documents/${bank}`, headers: asStaff });
    expect((await setTags(bank, ['A'], asStaff)).statusCode).toBe(404);
    const [west] = await db.insert(firmGroups).values({ firmId: firm.id, name: 'West' }).returning();
    const groupUser = (await signInAs(db, await buildStaff(db, firm, { access: 'group', groupId: west!.id }))).headers;
    expect((await setTags(w2, ['A'], groupUser)).statusCode).toBe(404);
    const [folder] = await db
      .select()
      .from(documents)
      .where(and(eq(documents.companyId, company.id), eq(documents.kind, 'folder')));
    expect(folder).toBeDefined();
    // Outside their group even a folder is simply not found (a 400 would say it exists).
    expect((await setTags(folder!.id, ['A'], groupUser)).statusCode).toBe(404);
    const refused = await setTags(folder!.id, ['A'], asStaff);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe(tagMessages.filesOnly);
  });
});
