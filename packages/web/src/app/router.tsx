import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, data, redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { PageLoader } from '../components/page-loader';
import { myEntitiesQueryOptions } from '../features/entities/api/get-my-entities';
import { loadClientQuestionnairesSchema } from '../features/answering/api/list-client-questionnaires';
import { currentUserQueryKey, currentUserQueryOptions } from '../features/session/api/get-current-user';
import { isApiError, refreshSession } from '../lib/api-client';
import { getAccessToken } from '../lib/session-token';
import { loadSharedShell, preloadLayout } from './layouts/load-layouts';
import * as sessionLayout from './layouts/session-layout';
import { preloadHome } from './routes/load-home';
import * as routeError from './routes/route-error';
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
  '/admin': () => import('./routes/entities'),
  '/clients': () => import('./routes/users'),
  '/clients/:userId': () => import('./routes/user-view'),
  '/settings/roles': () => import('./routes/firm-roles'),
  '/firm': () => import('./routes/firm-settings'),
  '/admin-guide': () => import('./routes/admin-guide'),
  '/import-lists': () => import('./routes/import-lists'),
  '/preview/user/:previewUserId': () => import('./routes/client-preview'),
  '/activities': () => import('./routes/activities'),
  '/messages': () => import('./routes/messages'),
  '/inbox': () => import('./routes/inbox'),
  '/inbox/:companyHash': () => import('./routes/inbox'),
  '/inbox/:companyHash/:conversationId': () => import('./routes/inbox-conversation'),
  '/documents/:companyHash': () => import('./routes/documents'),
  '/exports/:exportId': () => import('./routes/export-file'),
  '/admin-drop-links': () => import('./routes/admin-drop-links'),
  '/drop-link': () => import('./routes/drop-link'),
  '/secure-upload': () => import('./routes/secure-upload'),
  '/confirm-firm-email': () => import('./routes/confirm-firm-email'),
  '/questionnaire/:companyHash': () => import('./routes/questionnaire'),
  '/preview/:companyId': () => import('./routes/preview-entry'),
  '/preview/:companyId/questionnaire/:questionnaireId': () => import('./routes/questionnaire-preview'),
  '/preview/:companyId/:questionnaireId': () => import('./routes/questionnaire-preview'),
  '/templates': () => import('./routes/templates'),
  '/templates/new': () => import('./routes/template-editor'),
  '/templates/:templateId/edit': () => import('./routes/template-editor'),
  '/overview': () => import('./routes/collect'),
  '/template': () => import('./routes/template-link'),
  '/template/:hashId/create-questionnaire-from-template': () => import('./routes/template-start'),
  '/document-drop-off': () => import('./routes/document-drop-off'),
  '/preview/template/:templateId': () => import('./routes/template-preview'),
  '/test-checkout/:sessionId': () => import('./routes/test-checkout'),
  '/test-verification/:sessionId': () => import('./routes/test-verification'),
  '/signature-requests': () => import('./routes/signature-requests'),
  '/review-signature-request/:signatureRequestId': () => import('./routes/review-signature-request'),
  '/tax-returns': () => import('./routes/tax-returns'),
  '/tax-return-delivery-admin-view/:taxReturnId': () => import('./routes/tax-return-admin-view'),
  '/tax-return-delivery/:id': () => import('./routes/tax-return-delivery'),
  '/workflows': () => import('./routes/workflows'),
  '/review-and-export': () => import('./routes/review-and-export'),
};

/** The entity view's pages sit under its header and switcher (routes/entity-layout.tsx). */
const ENTITY_VIEW = '/admin/:companyHash';
const entityPages: Partial<Record<string, () => Promise<Record<string, unknown>>>> = {
  [ENTITY_VIEW]: () => import('./routes/entity-dashboard'),
  [`${ENTITY_VIEW}/messages`]: () => import('./routes/messages-entity'),
  [`${ENTITY_VIEW}/messages/:conversationId`]: () => import('./routes/messages-conversation'),
  [`${ENTITY_VIEW}/documents`]: () => import('./routes/documents-entity'),
  [`${ENTITY_VIEW}/connect`]: () => import('./routes/entity-connect'),
  [`${ENTITY_VIEW}/review-uploads`]: () => import('./routes/review-uploads'),
};

const screen = ({ path, audience, feature, ownLayout }: ScreenRoute): RouteObject => ({
  path,
  handle: { audience, feature, ...(ownLayout ? { ownLayout } : {}) } satisfies RouteHandle,
  lazy: builtScreens[path] ?? notBuilt,
});

/**
 * The entity view's loader starts fetching the entity with the layout's code, for staff only (a signed-out
 * visitor is sent to sign in by the layout, not signed out by a 401 here). An unknown hash is not found.
 */
const entityLoader =
  (queryClient: QueryClient) =>
  async ({ params }: LoaderFunctionArgs) => {
    const session = await queryClient.ensureQueryData(currentUserQueryOptions()).catch(() => null);
    if (!session?.user.is_advisor) return null;
    try {
      // Loaded here, not with the router: the entity's schema is staff's, not the first screen's (issue 22 §4).
      const { entityByHashQueryOptions } = await import('../features/entities/api/get-entity');
      await queryClient.ensureQueryData(entityByHashQueryOptions(params.companyHash ?? ''));
    } catch (e) {
      if (isApiError(e) && e.status === 404) throw data(null, { status: 404 });
      // Anything else is shown by the page, which asks again.
    }
    return null;
  };

function entityViewRoute(queryClient: QueryClient): RouteObject {
  const pages = staffRoutes.filter((r) => r.path.startsWith(ENTITY_VIEW));
  const view = pages.find((r) => r.path === ENTITY_VIEW)!;
  return {
    path: ENTITY_VIEW,
    handle: { audience: view.audience, feature: view.feature } satisfies RouteHandle,
    loader: entityLoader(queryClient),
    lazy: () => import('./routes/entity-layout'),
    children: pages.map((r) => ({
      ...(r.path === ENTITY_VIEW ? { index: true } : { path: r.path.slice(ENTITY_VIEW.length + 1) }),
      handle: { audience: r.audience, feature: r.feature } satisfies RouteHandle,
      lazy: entityPages[r.path] ?? notBuilt,
    })),
  };
}

/**
 * Once the refresh cookie has answered that someone is signed in, while who it is is asked for: the code both
 * sides' first screens need, the shells' shared header and zod (which checks either side's answers), loads
 * then, not one round trip later with the side's own (issue 22 §4).
 */
async function preloadSignedIn(): Promise<void> {
  if (!(getAccessToken() || (await refreshSession()))) return;
  await Promise.all([loadSharedShell(), loadClientQuestionnairesSchema()]).catch(() => undefined);
}

export function createRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    { path: '/help', lazy: () => import('./routes/help'), HydrateFallback: PageLoader },
    { path: '/design', lazy: () => import('./routes/design'), HydrateFallback: PageLoader },
    {
      id: 'session',
      // Every screen below needs to know who is signed in (or that nobody is) before it can pick a layout.
      loader: async () => {
        // The first time only: the session's own request (getCurrentUser) shares the refresh asked for here.
        if (queryClient.getQueryData(currentUserQueryKey) === undefined) void preloadSignedIn();
        const session = await queryClient.ensureQueryData(currentUserQueryOptions());
        const layout = preloadLayout(session);
        // A client's shell and dashboard start from the client's entities: asked for now, while their code loads.
        if (session && !session.user.is_advisor) {
          void queryClient.prefetchQuery(myEntitiesQueryOptions());
          // The questionnaires' answers are checked with zod, the largest chunk a client's screens wait for.
          void loadClientQuestionnairesSchema();
        }
        // A chunk that failed to load is asked for again when the layout is drawn, which shows the failure.
        await layout.catch(() => undefined);
        return null;
      },
      // The session's layout and the screens' error boundary are drawn on every screen: they come with the entry,
      // not one round trip after it (issue 22 §4).
      Component: sessionLayout.Component,
      ErrorBoundary: sessionLayout.ErrorBoundary,
      HydrateFallback: PageLoader,
      children: [
        {
          Component: routeError.Component,
          ErrorBoundary: routeError.ErrorBoundary,
          children: [
            {
              index: true,
              loader: async () => {
                await preloadHome(await queryClient.ensureQueryData(currentUserQueryOptions()), queryClient);
                return null;
              },
              lazy: () => import('./routes/home'),
            },
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
            entityViewRoute(queryClient),
            ...staffRoutes.filter((r) => !r.path.startsWith(ENTITY_VIEW)).map(screen),
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
