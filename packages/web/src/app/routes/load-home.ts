import type { QueryClient } from '@tanstack/react-query';
import { myEntitiesQueryOptions } from '../../features/entities/api/get-my-entities';
import { clientQuestionnairesQueryOptions } from '../../features/answering/api/list-client-questionnaires';
import { lazyModule } from '../../components/preloaded-lazy';
import { currentEntityOf } from '../current-entity';

// `/` is a different screen for each side; each loads only for its side (issue 22 §4): a client's
// dashboard never fetches staff's Collect.
export const staffHomeCode = lazyModule(() => import('./collect'));
export const clientHomeCode = lazyModule(() => import('./client-home'));
export const loadStaffHome = staffHomeCode.load;
export const loadClientHome = clientHomeCode.load;
/** Signed out, `/` is the sign-in page: its forms load only for a visitor, never with a signed-in user's home. */
export const loadSignedOutHome = () => import('../../features/auth/components/login-screen');

type HomeSession = { user: { is_advisor: boolean; default_company_id: number | null } } | null;

/**
 * Loads the visitor's or the signed-in side's home while the route's own code loads (the index route's loader,
 * which awaits a signed-in side's home: it is then drawn at once, not after a Suspense fallback).
 */
export async function preloadHome(session: HomeSession, queryClient: QueryClient): Promise<void> {
  if (!session) void loadSignedOutHome();
  else if (session.user.is_advisor) await loadStaffHome().catch(() => undefined);
  else {
    void prefetchClientDashboard(session.user.default_company_id, queryClient);
    // A chunk that failed to load is asked for again when the home is drawn, which shows the failure.
    await loadClientHome().catch(() => undefined);
  }
}

/**
 * The dashboard's questionnaires (and the schema that checks them) asked for as soon as the client's entities
 * are known, for the entity the dashboard opens on, while the shell's and the dashboard's code still load:
 * otherwise they wait for that code, one round trip after another (issue 22 §4).
 */
async function prefetchClientDashboard(defaultEntityId: number | null, queryClient: QueryClient): Promise<void> {
  const entities = await queryClient.ensureQueryData(myEntitiesQueryOptions()).catch(() => null);
  if (!entities) return; // The shell asks again, and shows what went wrong.
  const current = currentEntityOf(entities, null, defaultEntityId);
  await queryClient.prefetchQuery(clientQuestionnairesQueryOptions(current?.hash_id ?? null));
}
