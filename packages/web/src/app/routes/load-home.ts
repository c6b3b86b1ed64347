// `/` is a different screen for each side; each loads only for its side (issue 22 §4): a client's
// dashboard never fetches staff's Collect.
export const loadStaffHome = () => import('./collect');
export const loadClientHome = () => import('./client-home');
/** Signed out, `/` is the sign-in page: its forms load only for a visitor, never with a signed-in user's home. */
export const loadSignedOutHome = () => import('../../features/auth/components/login-screen');

/** Starts loading the visitor's or the signed-in side's home while the route's own code loads (the index route's loader). */
export function preloadHome(session: { user: { is_advisor: boolean } } | null): void {
  if (!session) void loadSignedOutHome();
  else void (session.user.is_advisor ? loadStaffHome() : loadClientHome());
}
