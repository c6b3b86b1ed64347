import { describe, expect, it, vi } from 'vitest';
import { createPortalEvents, type PortalEvent } from './portal-events.ts';

const submitted: PortalEvent = {
  type: 'questionnaire_submitted',
  firmId: 1,
  companyId: 2,
  questionnaireId: 3,
  actorUserId: 4,
};

describe('createPortalEvents', () => {
  it('tells every listener without waiting for them, and settles once they finish', async () => {
    const events = createPortalEvents();
    const seen: string[] = [];
    let release!: () => void;
    events.subscribe(async (e) => {
      await new Promise<void>((r) => (release = r));
      seen.push(`slow ${e.type}`);
    });
    events.subscribe((e) => void seen.push(`fast ${e.type}`));
    events.emit(submitted);
    expect(seen).toEqual([]);
    const settled = events.settled();
    await Promise.resolve();
    release();
    await settled;
    expect(seen.sort()).toEqual(['fast questionnaire_submitted', 'slow questionnaire_submitted']);
  });

  it("reports a listener's failure instead of throwing it at the emitter, and stops telling one unsubscribed", async () => {
    const onError = vi.fn();
    const events = createPortalEvents(onError);
    const boom = new Error('boom');
    const unsubscribe = events.subscribe(() => {
      throw boom;
    });
    expect(() => events.emit(submitted)).not.toThrow();
    await events.settled();
    expect(onError).toHaveBeenCalledWith(boom, submitted);
    unsubscribe();
    events.emit(submitted);
    await events.settled();
    expect(onError).toHaveBeenCalledTimes(1);
  });
});
