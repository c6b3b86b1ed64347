import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import {
  createPortalEvents,
  NOT_LISTENING,
  PORTAL_EVENT_JOB,
  type PortalEvent,
  type PortalEventBody,
} from './portal-events.ts';

const submitted: PortalEventBody = {
  type: 'questionnaire_submitted',
  firmId: 1,
  companyId: 2,
  questionnaireId: 3,
  actorUserId: 4,
};

/** Issue 36 §1: an event is recorded in its change's transaction (an outbox) and handed on by a job. */
describe('portal events', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  /** The events recorded and not handed on yet, taken off the queue as its worker would take them. */
  const take = async () => {
    const { rows } = await t.deps.database.executeSql(
      "delete from pgboss.job where name = $1 and state = 'created' returning data",
      [PORTAL_EVENT_JOB],
    );
    return rows.map((r) => r.data as PortalEvent);
  };

  it('records an event only when its transaction commits, each with an id of its own', async () => {
    const events = createPortalEvents(t.deps.jobs);
    const db = t.deps.database.db;
    await take();
    await db
      .transaction(async (tx) => {
        await events.record(tx, submitted);
        throw new Error('the submit failed');
      })
      .catch(() => undefined);
    expect(await take()).toEqual([]);
    await db.transaction((tx) => events.record(tx, submitted));
    await db.transaction((tx) => events.record(tx, submitted));
    const recorded = await take();
    expect(recorded).toEqual([
      { ...submitted, id: expect.any(String) },
      { ...submitted, id: expect.any(String) },
    ]);
    expect(recorded[0]!.id).not.toBe(recorded[1]!.id);
  });

  it('hands an event to every listener; a failing one fails the job (to be tried again) and is reported', async () => {
    const onError = vi.fn();
    const events = createPortalEvents(t.deps.jobs, onError);
    const seen: string[] = [];
    events.subscribe((e) => void seen.push(`first ${e.id}`));
    const boom = new Error('boom');
    const unsubscribe = events.subscribe(() => {
      throw boom;
    });
    const event = { ...submitted, id: 'e1' };
    await expect(events.dispatch(event)).rejects.toThrow('boom');
    expect(onError).toHaveBeenCalledWith(boom, event);
    unsubscribe();
    await events.dispatch({ ...event, id: 'e2' });
    expect(seen).toEqual(['first e1', 'first e2']);
  });

  it('keeps an event while no listener is subscribed (a portal starting or stopping): its job fails, to be tried again', async () => {
    const events = createPortalEvents(t.deps.jobs);
    await expect(events.dispatch({ ...submitted, id: 'e3' })).rejects.toThrow(NOT_LISTENING);
    const seen: string[] = [];
    const unsubscribe = events.subscribe((e) => void seen.push(e.id));
    await events.dispatch({ ...submitted, id: 'e3' });
    unsubscribe();
    await expect(events.dispatch({ ...submitted, id: 'e4' })).rejects.toThrow(NOT_LISTENING);
    expect(seen).toEqual(['e3']);
  });
});
