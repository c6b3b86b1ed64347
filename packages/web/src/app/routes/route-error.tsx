import { useEffect } from 'react';
import { isRouteErrorResponse, Outlet, useRouteError } from 'react-router';
import { NotFound } from '../../components/not-found';
import { RenderFailure } from '../../components/render-failure';
import { reportClientErrorLater } from '../../lib/report-client-error-later';

/** Wraps every screen so a failure keeps the layout and navigation around the failure message. */
export function Component() {
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  // The failure screen says "Please refresh"; the team hears of it (issue 41 §5).
  useEffect(() => {
    if (!notFound) reportClientErrorLater(error, 'render');
  }, [error, notFound]);
  if (notFound) return <NotFound />;
  console.error('Route failed', error);
  return <RenderFailure />;
}
