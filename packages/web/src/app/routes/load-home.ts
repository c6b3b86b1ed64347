// `/` is a different screen for each side; each loads only for its side (issue 22 §4): a client's
// dashboard never fetches staff's Collect.
export const loadStaffHome = () => import('./collect');
export const loadClientHome = () => import('./client-home');

/** Starts loading the signed-in side's home while the route's own code loads (the index route's loader). */
export function preloadHome(session: { user: { is_advisor: boolean } } | null): void {
  if (session) void (session.user.is_advisor ? loadStaffHome() : loadClientHome());
}
