import { lazyModule } from '../../components/preloaded-lazy';

// Each side's shell loads only for that side: a client never fetches the staff navigation, nor a visitor
// signing in either shell (issue 22 §4).
export const staffLayoutCode = lazyModule(() => import('./staff-layout'));
export const clientLayoutCode = lazyModule(() => import('./client-layout'));
export const loadStaffLayout = staffLayoutCode.load;
/** The header and the navigation's links, which both shells draw (a chunk of their own: first-screen-chunks.ts). */
export const loadSharedShell = () => import('./shell-header');
export const loadClientLayout = clientLayoutCode.load;

/**
 * Loads the signed-in side's shell while the screen's own code loads (the session route's loader, which awaits
 * it: the shell is then drawn at once, not after a Suspense fallback).
 */
export async function preloadLayout(session: { user: { is_advisor: boolean } } | null): Promise<void> {
  if (session) await (session.user.is_advisor ? loadStaffLayout() : loadClientLayout());
}
