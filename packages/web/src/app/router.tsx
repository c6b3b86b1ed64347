import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
import { PageLoader } from '../components/page-loader';
import { currentUserQueryOptions } from '../features/session/api/get-current-user';
import {
  clientRoutes,
  publicRoutes,
  sharedRoutes,
  staffRoutes,
  type RouteHandle,
  type ScreenRoute,
} from './route-table';

const notBuilt = () => import('./routes/not-built');

/** Screens that have landed; every other route of the table says its feature is not built yet. */
const builtScreens: Partial<Record<string, () => Promise<Record<string, unknown>>>> = {
  '/signin': () => import('./routes/sign-in'),
  '/create-firm': () => import('./routes/create-firm'),
  '/set-sign-in-method': () => import('./routes/set-sign-in-method'),
  '/admin-profile': () => import('./routes/profile'),
  '/profile': () => import('./routes/profile'),
};

const screen = ({ path, audience, feature }: ScreenRoute): RouteObject => ({
  path,
  handle: { audience, feature } satisfies RouteHandle,
  lazy: builtScreens[path] ?? notBuilt,
});

export function createRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    { path: '/help', lazy: () => import('./routes/help'), HydrateFallback: PageLoader },
    { path: '/design', lazy: () => import('./routes/design'), HydrateFallback: PageLoader },
    {
      id: 'session',
      // Every screen below needs to know who is signed in (or that nobody is) before it can pick a layout.
      loader: async () => {
        await queryClient.ensureQueryData(currentUserQueryOptions());
        return null;
      },
      lazy: () => import('./layouts/session-layout'),
      HydrateFallback: PageLoader,
      children: [
        {
          lazy: () => import('./routes/route-error'),
          children: [
            { index: true, lazy: () => import('./routes/home') },
            ...publicRoutes.map(screen),
            {
              // Template start: /template/{hashId}?firmGroupId&taxYear continues at create-questionnaire-from-template.
              path: '/template/:hashId',
              Component: PageLoader,
              loader: ({ params, request }) =>
                redirect(
                  `/template/${encodeURIComponent(params.hashId ?? '')}/create-questionnaire-from-template${new URL(request.url).search}`,
                ),
            },
            {
              // Notification links point at /admin-documents/{hash}?path=; the screen lives under the entity.
              path: '/admin-documents/:companyHash',
              Component: PageLoader,
              loader: ({ params, request }) =>
                redirect(
                  `/admin/${encodeURIComponent(params.companyHash ?? '')}/documents${new URL(request.url).search}`,
                ),
            },
            ...staffRoutes.map(screen),
            ...clientRoutes.map(screen),
            ...sharedRoutes.map(screen),
            { path: '*', lazy: () => import('./routes/not-found') },
          ],
        },
      ],
    },
  ];
}

export const createAppRouter = (queryClient: QueryClient) => createBrowserRouter(createRoutes(queryClient));
