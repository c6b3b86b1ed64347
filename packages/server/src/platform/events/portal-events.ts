/**
 * What happened in the portal, told once by the path where it happened (a questionnaire submitted, a client
 * created), after its transaction committed. Features that react to it (workflows) subscribe here instead of
 * being called from every service. In-process and fire-and-forget: a listener's slow work never delays the
 * request that emitted, and its failure is logged, not thrown back.
 */
export type PortalEvent =
  | {
      type: 'questionnaire_submitted';
      firmId: number;
      companyId: number;
      questionnaireId: number;
      actorUserId: number;
    }
  | { type: 'new_client_added'; firmId: number; companyId: number; clientUserId: number; actorUserId: number };

export type PortalEventListener = (event: PortalEvent) => Promise<void> | void;

export interface PortalEvents {
  emit(event: PortalEvent): void;
  subscribe(listener: PortalEventListener): () => void;
  /** Resolves once every listener started so far has finished (tests, benchmarks, a graceful stop). */
  settled(): Promise<void>;
}

export function createPortalEvents(
  onError: (err: unknown, event: PortalEvent) => void = () => undefined,
): PortalEvents {
  const listeners = new Set<PortalEventListener>();
  const pending = new Set<Promise<void>>();
  return {
    emit(event) {
      for (const listener of listeners) {
        const run = Promise.resolve()
          .then(() => listener(event))
          .catch((err: unknown) => onError(err, event))
          .finally(() => pending.delete(run));
        pending.add(run);
      }
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async settled() {
      while (pending.size) await Promise.all([...pending]);
    },
  };
}
