// Each side's shell loads only for that side: a client never fetches the staff navigation, nor a visitor
// signing in either shell (issue 22 §4).
export const loadStaffLayout = () => import('./staff-layout');
export const loadClientLayout = () => import('./client-layout');

/** Starts loading the signed-in side's shell while the screen's own code loads (the session route's loader). */
export function preloadLayout(session: { user: { is_advisor: boolean } } | null): void {
  if (session) void (session.user.is_advisor ? loadStaffLayout() : loadClientLayout());
}
