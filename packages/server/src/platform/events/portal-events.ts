import { randomUUID } from 'node:crypto';
import type { DbOrTx } from '../../db/client.ts';
import type { JobQueue } from '../jobs/job-queue.ts';

/**
 * What happened in the portal (a questionnaire submitted, a client created), told once by the path where it
 * happened. Features that react to it (workflows) subscribe here instead of being called from every service.
 *
 * An event is written in the transaction of the change it tells of (issue 36 §1, the outbox): as a job that hands
 * it to the listeners once that transaction commits. So no event is told of a change that rolled back, and none is
 * lost when the process dies right after the commit. A listener's work never delays the request, and a listener
 * that fails is tried again with the job: listeners must do their work once per event id (workflows key the runs
 * they start by it).
 */
export type PortalEventBody =
  | {
      type: 'questionnaire_submitted';
      firmId: number;
      companyId: number;
      questionnaireId: number;
      actorUserId: number;
    }
  | { type: 'new_client_added'; firmId: number; companyId: number; clientUserId: number; actorUserId: number }
  /** Connect filed documents it recognised (split, or a form staff chose), by their extracted documents' ids. */
  | { type: 'documents_recognised'; firmId: number; companyId: number; extractedDocumentIds: number[] };

/** An event as listeners get it: with the id it was recorded under. */
export type PortalEvent = PortalEventBody & { id: string };

export type PortalEventListener = (event: PortalEvent) => Promise<void> | void;

export const PORTAL_EVENT_JOB = 'portal-events.dispatch';
export const NOT_LISTENING = 'No listener is subscribed: the portal is starting or stopping';

export interface PortalEvents {
  /** Records the event in the caller's transaction; call `wake()` after it commits. */
  record(tx: DbOrTx, event: PortalEventBody): Promise<void>;
  /** Starts handing recorded events to the listeners now (after the commit), not at the next poll. */
  wake(): void;
  subscribe(listener: PortalEventListener): () => void;
  /** The job's work: every listener, in turn; the first failure fails the job, which is tried again. */
  dispatch(event: PortalEvent): Promise<void>;
  /** Resolves once every recorded event has been handed to the listeners (tests, benchmarks). */
  settled(): Promise<void>;
}

export function createPortalEvents(
  jobs: Pick<JobQueue, 'sendWithin' | 'wake' | 'pending'>,
  onError: (err: unknown, event: PortalEvent) => void = () => undefined,
): PortalEvents {
  const listeners = new Set<PortalEventListener>();
  return {
    async record(tx, event) {
      await jobs.sendWithin(tx, PORTAL_EVENT_JOB, { ...event, id: randomUUID() } satisfies PortalEvent, {
        retryLimit: 3,
        retryDelaySeconds: 5,
      });
    },
    wake: () => jobs.wake(PORTAL_EVENT_JOB),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async dispatch(event) {
      // The app subscribes its listeners while it runs: none means it is starting or stopping (they unsubscribe
      // before its jobs stop). The event is then not done with but waits, as a failed job, for a process listening.
      if (!listeners.size) throw new Error(NOT_LISTENING);
      for (const listener of listeners) {
        try {
          await listener(event);
        } catch (err) {
          onError(err, event);
          throw err;
        }
      }
    },
    async settled() {
      while ((await jobs.pending(PORTAL_EVENT_JOB)) > 0) await new Promise((r) => setTimeout(r, 50));
    },
  };
}
