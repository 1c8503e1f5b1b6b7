import { Outlet, useLocation } from 'react-router';
import { ErrorBoundary } from '../components/error-boundary';
import { RouteError } from './routes/route-error';

/**
 * The error screen for the routes below it, in place of the data router's errorElement: a page
 * that throws while rendering, or whose code cannot be loaded (a chunk gone after a new deploy,
 * the network dropping). Another URL is another page, which gets its own try.
 */
export function RouteErrorBoundary() {
  const location = useLocation();
  return (
    <ErrorBoundary fallback={<RouteError />} resetKey={location}>
      <Outlet />
    </ErrorBoundary>
  );
}
