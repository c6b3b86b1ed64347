import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signatureEvents } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { buildFirm } from '../../test/factories.ts';
import { appendEvidence, listEvidence, verifyEvidenceChain, type EvidenceEntry } from './evidence.ts';

describe('signing evidence', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const entry = (firmId: number, over: Partial<EvidenceEntry> = {}): EvidenceEntry => ({
    firmId,
    subjectType: 'signature_request',
    subjectId: 7,
    event: 'signed',
    actorUserId: 3,
    ipAddress: '203.0.113.9',
    userAgent: 'Mozilla/5.0',
    data: { field_ids: [2, 1], signer: { name: 'Nora', email: 'n@example.test' } },
    at: new Date('2026-04-10T15:04:05.123Z'),
    ...over,
  });

  it('chains each firm’s events by hash and lists a subject’s events in order', async () => {
    const db = t.deps.database.db;
    const firm = await buildFirm(db);
    const other = await buildFirm(db);
    const first = await appendEvidence(db, entry(firm.id, { event: 'created' }));
    await appendEvidence(db, entry(other.id, { event: 'created' }));
    const second = await appendEvidence(db, entry(firm.id, { event: 'sent', subjectId: 8 }));
    const third = await appendEvidence(db, entry(firm.id));
    expect(first.prevHash).toBeNull();
    expect(second.prevHash).toBe(first.hash);
    expect(third.prevHash).toBe(second.hash);
    expect((await listEvidence(db, firm.id, 'signature_request', 7)).map((r) => r.event)).toEqual([
      'created',
      'signed',
    ]);
    expect(await verifyEvidenceChain(db, firm.id, 2)).toEqual({ intact: true, count: 3 });
  });

  it('keeps one unbroken chain when events are written at the same time', async () => {
    const db = t.deps.database.db;
    const firm = await buildFirm(db);
    await Promise.all(Array.from({ length: 12 }, (_, i) => appendEvidence(db, entry(firm.id, { subjectId: i }))));
    const rows = await db.select().from(signatureEvents).where(eq(signatureEvents.firmId, firm.id));
    expect(new Set(rows.map((r) => r.prevHash)).size).toBe(12);
    expect(await verifyEvidenceChain(db, firm.id)).toEqual({ intact: true, count: 12 });
  });

  it('is refused by the database: no UPDATE, no DELETE, no TRUNCATE', async () => {
    const db = t.deps.database.db;
    const firm = await buildFirm(db);
    const row = await appendEvidence(db, entry(firm.id));
    /** The database's own message (drizzle wraps it as the cause of its query error). */
    const refusal = (query: Promise<unknown>) =>
      query.then(
        () => 'accepted',
        (e: Error & { cause?: Error }) => e.cause?.message ?? e.message,
      );
    expect(
      await refusal(db.update(signatureEvents).set({ event: 'viewed' }).where(eq(signatureEvents.id, row.id))),
    ).toMatch(/append-only/);
    expect(await refusal(db.delete(signatureEvents).where(eq(signatureEvents.id, row.id)))).toMatch(/three years/);
    expect(await refusal(db.execute(sql`truncate signature_events`))).toMatch(/three years|append-only/);
    const [kept] = await db.select().from(signatureEvents).where(eq(signatureEvents.id, row.id));
    expect(kept).toMatchObject({ event: 'signed', hash: row.hash });
  });

  it('shows where a row was changed behind the database’s back', async () => {
    const db = t.deps.database.db;
    const firm = await buildFirm(db);
    await appendEvidence(db, entry(firm.id, { event: 'created' }));
    const changed = await appendEvidence(db, entry(firm.id));
    await appendEvidence(db, entry(firm.id, { event: 'completed' }));
    // Only the database's owner can switch the guard off; the check still finds the change.
    await db.transaction(async (tx) => {
      await tx.execute(sql`alter table signature_events disable trigger signature_events_append_only`);
      await tx.execute(sql`update signature_events set ip_address = '198.51.100.1' where id = ${changed.id}`);
      await tx.execute(sql`alter table signature_events enable trigger signature_events_append_only`);
    });
    expect(await verifyEvidenceChain(db, firm.id)).toEqual({ intact: false, count: 1, brokenAt: changed.id });
  });
});
