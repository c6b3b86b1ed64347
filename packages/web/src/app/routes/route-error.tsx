import { isRouteErrorResponse, Outlet, useRouteError } from 'react-router';
import { NotFound } from '../../components/not-found';
import { RenderFailure } from '../../components/render-failure';

/** Wraps every screen so a failure keeps the layout and navigation around the failure message. */
export function Component() {
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  console.error('Route failed', error);
  return <RenderFailure />;
}
