import { buffer } from 'node:stream/consumers';
import { and, asc, eq } from 'drizzle-orm';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documents, evidenceCheckpoints, signatureEvents } from '../../db/schema/index.ts';
import { openPostgres } from '../../db/client.ts';
import { migrate } from '../../db/migrate.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { buildClient, buildCompany, buildFirm, buildStaff, signInAs } from '../../test/factories.ts';
import { multipart } from '../../test/multipart.ts';
import { pdfPages } from '../../test/pdf-files.ts';
import { testDbKind } from '../../test/test-database.ts';
import { appendEvidence, checkpointAllFirms, evidenceHash, writeCheckpoint } from '../signatures/index.ts';
import { prepareSignatureRequest } from './index.ts';
import { sealSignatureRequest } from './seal-signature-request.ts';

async function letterPdf(): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const page = pdf.addPage([612, 792]);
  page.drawText('Engagement letter', { x: 72, y: 720, size: 14, font });
  page.drawText('Taxpayer signature', { x: 72, y: 200, size: 11, font });
  page.drawText('Date', { x: 400, y: 200, size: 11, font });
  return Buffer.from(await pdf.save());
}

/**
 * Issue 36 §3: whoever holds the database (and, on PGlite or as the tables' owner, can turn the append-only triggers
 * off) rewrites or removes signing evidence; /api/signatures/verify says so, from the checkpoints the portal signed
 * with its sealing key and the chain head the sealed PDF carries.
 */
describe('evidence that cannot be rewritten quietly', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const ok = async (res: Promise<{ statusCode: number; body: string; json(): unknown }>) => {
    const r = await res;
    expect(r.statusCode, r.body).toBeLessThan(300);
    return r.json() as Record<string, unknown> & { id: number };
  };

  /** A request its signer signed and the portal sealed: the sealed PDF's bytes, and who may verify it. */
  async function sealedRequest() {
    const db = t.deps.database.db;
    const firm = await buildFirm(db, { preferences: { signature_requests_enabled: true } });
    const staff = (await signInAs(db, await buildStaff(db, firm))).headers;
    const nora = await buildClient(db, firm, { fname: 'Nora', lname: 'Quill' });
    const company = await buildCompany(db, firm, nora);
    const body = multipart({ company_id: String(company.id), document_name: 'Engagement letter', tax_year: '2025' }, [
      { name: 'letter.pdf', content: await letterPdf(), type: 'application/pdf' },
    ]);
    const inject = (method: 'GET' | 'POST' | 'PUT', url: string, headers: object, payload?: object) =>
      t.app.inject({ method, url, headers: headers as Record<string, string>, ...(payload ? { payload } : {}) });
    const { id } = await ok(
      t.app.inject({
        method: 'POST',
        url: '/api/signature_requests',
        headers: { ...staff, ...body.headers },
        payload: body.payload,
      }),
    );
    await prepareSignatureRequest({ db, storage: t.deps.storage }, id);
    const prepared = await ok(inject('GET', `/api/signature_requests/${id}`, staff));
    const fields = (prepared.fields as Record<string, unknown>[]).map(
      ({ signer_id, kind, page, x, y, width, height }) => ({ signer_id, kind, page, x, y, width, height }),
    );
    await ok(inject('PUT', `/api/signature_requests/${id}/fields`, staff, { fields }));
    await ok(inject('POST', `/api/signature_requests/${id}/send`, staff));
    const asNora = (await signInAs(db, nora)).headers;
    await ok(
      inject('POST', `/api/signature_requests/${id}/sign`, asNora, { signature_type: 'typed', signature: 'Nora' }),
    );
    await sealSignatureRequest(t.deps, id);
    const [sealed] = await db
      .select()
      .from(documents)
      .where(and(eq(documents.firmId, firm.id), eq(documents.name, 'Engagement letter - signed.pdf')));
    const pdf = await buffer(await t.deps.storage.get(sealed!.storageKey!));
    const verify = async () => {
      const form = multipart({}, [{ name: 'x.pdf', content: pdf, type: 'application/pdf' }]);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/signatures/verify',
        headers: { ...staff, ...form.headers },
        payload: form.payload,
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { status: string; evidence: { status: string; problem: string | null } | null };
    };
    return { firm, id, pdf, verify };
  }

  /** As the tables' owner can: the append-only triggers off for one change, then on again. */
  async function asOwnerWithoutTriggers(change: () => Promise<unknown>) {
    await t.deps.database.executeSql('ALTER TABLE signature_events DISABLE TRIGGER USER');
    try {
      await change();
    } finally {
      await t.deps.database.executeSql('ALTER TABLE signature_events ENABLE TRIGGER USER');
    }
  }

  it('a sealed PDF carries the chain head in its certificate page and signed keywords; verify finds all intact', async () => {
    const { firm, pdf, verify } = await sealedRequest();
    const db = t.deps.database.db;
    const rows = await db
      .select()
      .from(signatureEvents)
      .where(eq(signatureEvents.firmId, firm.id))
      .orderBy(asc(signatureEvents.id));
    // The head when sealing is the row before 'sealed'; the seal's checkpoint signs the 'sealed' row.
    const before = rows.at(-2)!;
    const pages = await pdfPages(pdf);
    expect(pages.at(-1)).toContain(before.hash);
    const keywords = (await PDFDocument.load(pdf, { updateMetadata: false })).getKeywords();
    expect(keywords).toContain(`evidence-head:${before.id}:${before.hash}`);
    const checkpoints = await db.select().from(evidenceCheckpoints).where(eq(evidenceCheckpoints.firmId, firm.id));
    expect(checkpoints.map((c) => [c.lastEventId, c.headHash])).toEqual([[rows.at(-1)!.id, rows.at(-1)!.hash]]);
    expect(await verify()).toMatchObject({ status: 'intact', evidence: { status: 'intact', problem: null } });
  });

  it('reports a deleted last row', async () => {
    const { firm, verify } = await sealedRequest();
    const db = t.deps.database.db;
    const [last] = await db
      .select()
      .from(signatureEvents)
      .where(eq(signatureEvents.firmId, firm.id))
      .orderBy(asc(signatureEvents.id))
      .then((rows) => rows.slice(-1));
    await asOwnerWithoutTriggers(() => db.delete(signatureEvents).where(eq(signatureEvents.id, last!.id)));
    const answer = await verify();
    // The PDF itself is unchanged; its evidence is not.
    expect(answer.status).toBe('intact');
    expect(answer.evidence).toMatchObject({ status: 'deleted' });
    expect(answer.evidence!.problem).toContain(String(last!.id));
  });

  it('reports a rewritten row even when every hash after it is recomputed with the same formula', async () => {
    const { firm, verify } = await sealedRequest();
    const db = t.deps.database.db;
    const rows = await db
      .select()
      .from(signatureEvents)
      .where(eq(signatureEvents.firmId, firm.id))
      .orderBy(asc(signatureEvents.id));
    const target = rows.findIndex((r) => r.event === 'signed');
    await asOwnerWithoutTriggers(async () => {
      let prevHash = rows[target - 1]?.hash ?? null;
      for (const row of rows.slice(target)) {
        const changed = row.event === 'signed' ? { ...row, ipAddress: '192.0.2.66' } : row;
        const hash = evidenceHash(prevHash, changed);
        await db
          .update(signatureEvents)
          .set({ ipAddress: changed.ipAddress, prevHash, hash })
          .where(eq(signatureEvents.id, row.id));
        prevHash = hash;
      }
    });
    const answer = await verify();
    expect(answer.evidence).toMatchObject({ status: 'rewritten' });
  });

  it('the daily checkpoint signs heads that grew since the last one, once', async () => {
    const { firm } = await sealedRequest();
    const db = t.deps.database.db;
    const key = await t.deps.signing();
    const count = async () =>
      (await db.select().from(evidenceCheckpoints).where(eq(evidenceCheckpoints.firmId, firm.id))).length;
    expect(await count()).toBe(1);
    await checkpointAllFirms(db, key, new Date());
    expect(await count()).toBe(1);
    await t.deps.database.executeSql(
      `INSERT INTO signature_events (firm_id, subject_type, subject_id, event, created_at, prev_hash, hash)
       SELECT firm_id, subject_type, subject_id, 'downloaded', now(), hash, repeat('0', 64) FROM signature_events
       WHERE firm_id = $1 ORDER BY id DESC LIMIT 1`,
      [firm.id],
    );
    await checkpointAllFirms(db, key, new Date());
    expect(await count()).toBe(2);
  });

  it.runIf(testDbKind() === 'postgresql')(
    'on PostgreSQL the runtime role owns no table: it cannot turn the triggers off, nor change evidence',
    async () => {
      const ownerUrl = t.deps.database.connectionString!;
      const url = new URL(ownerUrl);
      const role = `portal_runtime_${url.pathname.slice(1)}`.slice(0, 63);
      const owner = new pg.Client({ connectionString: ownerUrl });
      await owner.connect();
      try {
        await owner.query(
          `DO $$ BEGIN CREATE ROLE ${pg.escapeIdentifier(role)} LOGIN; EXCEPTION WHEN duplicate_object THEN NULL; END $$`,
        );
      } finally {
        await owner.end();
      }
      url.username = role;
      // As the portal starts with DATABASE_URL (this role) and MIGRATION_DATABASE_URL (the owner): the owner migrates
      // and grants, the portal's role then works with what it was granted.
      const portal = await openPostgres(url.toString(), 1);
      try {
        await migrate(portal, { ownerUrl });
        const firm = await buildFirm(portal.db);
        await appendEvidence(portal.db, {
          firmId: firm.id,
          subjectType: 'signature_request',
          subjectId: 1,
          event: 'created',
          at: new Date(),
        });
        await writeCheckpoint(portal.db, await t.deps.signing(), firm.id, new Date());
      } finally {
        await portal.close();
      }
      const runtime = new pg.Client({ connectionString: url.toString() });
      await runtime.connect();
      const refused = (q: string) =>
        runtime.query(q).then(
          () => 'done',
          (e: Error) => e.message,
        );
      try {
        expect(await refused('SELECT count(*) FROM signature_events')).toBe('done');
        expect(await refused('ALTER TABLE signature_events DISABLE TRIGGER USER')).toMatch(/must be owner/);
        expect(await refused('ALTER TABLE signature_events DISABLE TRIGGER ALL')).toMatch(/must be owner/);
        expect(await refused('ALTER TABLE evidence_checkpoints DISABLE TRIGGER USER')).toMatch(/must be owner/);
        expect(await refused("UPDATE signature_events SET ip_address = 'x'")).toMatch(/permission denied/);
        expect(await refused('DELETE FROM signature_events')).toMatch(/permission denied/);
        expect(await refused('DELETE FROM evidence_checkpoints')).toMatch(/permission denied/);
        expect(await refused('SET session_replication_role = replica')).toMatch(/permission denied/);
      } finally {
        await runtime.end();
      }
    },
  );
});
