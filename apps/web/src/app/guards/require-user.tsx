import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { paths, type Role } from '@lutong/shared';
import { useUser } from '../../lib/auth';
import { sessionStore } from '../../lib/browser-storage';
import { rememberReturnLink, withReturnLink } from '../../lib/return-link';

/** Sends a guest to /login, remembering the intended link (sessionStorage and ?next=). */
function RedirectToLogin() {
  const { pathname, search, hash } = useLocation();
  const intended = `${pathname}${search}${hash}`;
  useEffect(() => rememberReturnLink(sessionStore(), intended), [intended]);
  return <Navigate to={withReturnLink(paths.login(), intended)} replace />;
}

/** product §2: signed-in routes; guests go to /login and come back after signing in. */
export function RequireUser() {
  const user = useUser();
  return user ? <Outlet /> : <RedirectToLogin />;
}

/** /dashboard and /my-menu are for chefs, /admin for staff; other signed-in users go to /. */
export function RequireRole({ role }: { role: Role }) {
  const user = useUser();
  if (!user) return <RedirectToLogin />;
  if (user.role !== role) return <Navigate to={paths.home()} replace />;
  return <Outlet />;
}
