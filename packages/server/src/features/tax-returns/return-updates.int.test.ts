import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_RETURN_PAGES, type RealtimeEvent } from '@portal/domain';
import { firmGroups, taxReturns } from '../../db/schema/index.ts';
import { registerJobs } from '../../jobs.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { textPagesPdf } from '../../test/pdf-files.ts';
import { sentTaxReturn } from '../../test/sent-tax-return.ts';
import { until } from '../../test/poll.ts';
import { buildClient, buildCompany, buildFirm, buildStaff, signInAs } from '../../test/factories.ts';
import { connectRealtime } from '../../test/ws-client.ts';
import { announceReturn } from './return-updates.ts';

/** A return's live updates reach the staff who may see its entity: group-limited staff only their group's. */
describe('tax return live updates', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ startJobs: true, jobs: { pollingIntervalSeconds: 0.5 } });
    await registerJobs(t.deps);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t.close());

  it("tells the firm's unlimited staff and the entity's group, not another group's staff or another firm", async () => {
    const db = t.deps.database.db;
    const firm = await buildFirm(db);
    const [north, south] = await db
      .insert(firmGroups)
      .values([
        { firmId: firm.id, name: 'North' },
        { firmId: firm.id, name: 'South' },
      ])
      .returning();
    const owner = await buildClient(db, firm, { groupId: north!.id });
    const company = await buildCompany(db, firm, owner);
    const [taxReturn] = await db
      .insert(taxReturns)
      .values({ firmId: firm.id, companyId: company.id, taxYear: 2025, taxReturnName: '2025 Form 1040' })
      .returning();

    const listen = async (user: { id: number; firmId: number }) => {
      const socket = await connectRealtime(t.app, (await signInAs(db, user)).accessToken);
      await socket.next('ready');
      return socket;
    };
    const partner = await listen(await buildStaff(db, firm));
    const northStaff = await listen(await buildStaff(db, firm, { access: 'group', groupId: north!.id }));
    const southStaff = await listen(await buildStaff(db, firm, { access: 'group', groupId: south!.id }));
    const noGroup = await listen(await buildStaff(db, firm, { access: 'group', groupId: null }));
    const client = await listen(owner);
    const otherFirm = await listen(await buildStaff(db, await buildFirm(db)));
    try {
      await announceReturn({ db, realtime: t.deps.realtime }, taxReturn!.id);
      const event = { type: 'tax_return_updated', tax_return_id: taxReturn!.id };
      expect(await partner.next('tax_return_updated')).toEqual(event);
      expect(await northStaff.next('tax_return_updated')).toEqual(event);
      expect(await client.next('tax_return_updated')).toEqual(event);
      await new Promise((r) => setTimeout(r, 300));
      for (const s of [southStaff, noGroup, otherFirm])
        expect(s.events.filter((e) => e.type === 'tax_return_updated')).toEqual([]);
    } finally {
      for (const s of [partner, northStaff, southStaff, noGroup, client, otherFirm]) s.close();
    }
  });

  it('is told when a return finishes processing and when a signer’s identity check comes back', async () => {
    // Every event published, whichever channel: the return's firm is made inside the helper.
    const published: { channel: string; event: RealtimeEvent }[] = [];
    const publish = t.deps.realtime.publish.bind(t.deps.realtime);
    t.deps.realtime.publish = async (channel, event) => {
      published.push({ channel, event });
      return publish(channel, event);
    };
    try {
      const r = await sentTaxReturn(t, await textPagesPdf(SAMPLE_RETURN_PAGES), {
        tax_return_identity_verification_enabled: true,
        tax_return_stripe_idv_enabled: true,
      });
      // What the firm's staff heard of this return.
      const updates = () =>
        published.filter(
          ({ channel, event: e }) =>
            channel === `staff:${r.firm.id}` && e.type === 'tax_return_updated' && e.tax_return_id === r.id,
        );
      // Processing ended (action_required), classification and sending: each announced (the last one just
      // after its answer).
      await until(
        async () => updates().length,
        (n) => n >= 3,
      );
      const before = updates().length;
      const started = await t.app.inject({
        method: 'POST',
        url: `/api/tax_returns/${r.id}/verify_identity`,
        headers: r.taraH,
      });
      const session = decodeURIComponent(started.json().url.replace('/test-verification/', ''));
      // The start's own announcement goes out after its answer.
      await new Promise((resolve) => setTimeout(resolve, 500));
      const afterStart = updates().length;
      expect(afterStart).toBeGreaterThanOrEqual(before);
      await t.app.inject({
        method: 'POST',
        url: `/api/test_verification/${session}`,
        headers: r.taraH,
        payload: { outcome: 'verified' },
      });
      expect(updates().length).toBe(afterStart + 1);
    } finally {
      t.deps.realtime.publish = publish;
    }
  });
});
