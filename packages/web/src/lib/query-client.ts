import { MutationCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-client';
import { notify } from './notify';

declare module '@tanstack/react-query' {
  interface Register {
    /** `silent` mutations show their own message instead of the server's error toast. */
    mutationMeta: { silent?: boolean };
  }
}

/** Client errors (4xx) will not get better by asking again; network and server failures may. */
const shouldRetry = (failureCount: number, error: unknown) =>
  failureCount < 2 && !(isApiError(error) && error.status >= 400 && error.status < 500);

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
    mutationCache: new MutationCache({
      // Failed calls show a toast built from the server error unless a specific message is listed (spec 000 §8).
      onError: (error, _vars, _ctx, mutation) => {
        if (mutation.meta?.silent) return;
        if (isApiError(error) && error.status === 401) return;
        notify.error(error);
      },
    }),
  });
}
