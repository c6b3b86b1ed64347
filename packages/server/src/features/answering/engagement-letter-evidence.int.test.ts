import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { listEvidence, verifyEvidenceChain } from '../signatures/index.ts';
import { questionnaireFixture } from '../questionnaires/questionnaire-fixture.ts';

const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

describe('engagement letter signing through the signatures feature', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ clock: 'fixed' });
  });
  afterAll(() => t.close());

  it('appends a signed event, and a withdrawn one on unsign, to the firm’s evidence chain', async () => {
    const f = await questionnaireFixture(t);
    const letter = f.section(await f.detail(), 'Engagement Letter');
    const mine = letter.engagement_signatures[0]!;
    const url = `/api/questionnaires/${f.id}/signatures/${mine.id}`;
    const notPng = await f.clientCall('POST', `${url}/sign`, {
      signature: 'Casey',
      signature_type: 'drawn',
      client_time: 'x',
    });
    expect(notPng.statusCode).toBe(400);
    expect(await listEvidence(f.db, f.firm.id, 'questionnaire', f.id)).toEqual([]);

    const signed = await t.app.inject({
      method: 'POST',
      url: `${url}/sign`,
      payload: { signature: PNG, signature_type: 'drawn', client_time: 'Mon Mar 02 2026 07:00:00 GMT-0800' },
      headers: { ...f.asClient, 'user-agent': 'SigningBrowser/1.0' },
    });
    expect(signed.statusCode).toBe(200);
    expect((await f.clientCall('POST', `${url}/unsign`)).statusCode).toBe(200);

    const events = await listEvidence(f.db, f.firm.id, 'questionnaire', f.id);
    expect(events.map((e) => e.event)).toEqual(['signed', 'deleted']);
    expect(events[0]).toMatchObject({
      ipAddress: '127.0.0.1',
      userAgent: 'SigningBrowser/1.0',
      createdAt: new Date('2026-03-02T15:00:00.000Z'),
      data: {
        signature_id: mine.id,
        section_id: letter.id,
        signature_type: 'drawn',
        client_time: 'Mon Mar 02 2026 07:00:00 GMT-0800',
      },
    });
    expect((events[0]!.data as { signature_sha256: string }).signature_sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(events[1]!.data).toMatchObject({ signature_id: mine.id, withdrawn: true });
    expect(await verifyEvidenceChain(f.db, f.firm.id)).toEqual({ intact: true, count: 2 });
  });
});
