import type { CurrentUserResponse } from '@portal/domain';
import type { QueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import type { FirmBranding } from '../features/auth/api/get-firm-branding';
import { authKeys } from '../features/auth/api/auth-keys';
import { currentUserQueryKey } from '../features/session/api/get-current-user';
import type { ThemeColours } from './firm-theme';

export interface AppliedBranding {
  colours: ThemeColours | null;
  faviconUrl: string | null;
}

/**
 * The branding the app wears right now, read from the query cache without fetching anything: a firm's
 * branding lookup while a sign-in screen shows it (spec 002 §7 "firm branding lookup by host alias and
 * slug"), otherwise the signed-in user's firm, otherwise none (the portal's own look).
 */
export function appliedBranding(queryClient: QueryClient): AppliedBranding {
  const shown = queryClient
    .getQueryCache()
    .findAll({ queryKey: authKeys.branding(null).slice(0, 2) })
    .filter((q) => q.getObserversCount() > 0 && q.state.data)
    .sort((a, b) => b.state.dataUpdatedAt - a.state.dataUpdatedAt)[0]?.state.data as FirmBranding | undefined;
  const firm = shown ?? queryClient.getQueryData<CurrentUserResponse | null>(currentUserQueryKey)?.firm;
  if (!firm) return { colours: null, faviconUrl: null };
  const { primary, secondary, accent } = firm.theme;
  return { colours: { primary, secondary, accent }, faviconUrl: firm.favicon_url ?? null };
}

/** appliedBranding, following the cache: a sign-in page opening or closing, a sign-in, a saved theme. */
export function useAppliedBranding(queryClient: QueryClient): AppliedBranding {
  const subscribe = useCallback(
    (onChange: () => void) => queryClient.getQueryCache().subscribe(onChange),
    [queryClient],
  );
  // A string snapshot is stable between cache events that change nothing, so the theme is rebuilt only on change.
  const snapshot = useSyncExternalStore(subscribe, () => JSON.stringify(appliedBranding(queryClient)));
  return useMemo(() => JSON.parse(snapshot) as AppliedBranding, [snapshot]);
}

const FAVICON_ID = 'firm-favicon';

/** Points the tab's icon at the firm's favicon while there is one; the browser's default otherwise. */
export function useFavicon(url: string | null) {
  useEffect(() => {
    document.getElementById(FAVICON_ID)?.remove();
    if (!url) return;
    const link = document.createElement('link');
    link.id = FAVICON_ID;
    link.rel = 'icon';
    link.href = url;
    document.head.appendChild(link);
  }, [url]);
}
