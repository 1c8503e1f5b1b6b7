import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@lutong/shared';
import { sessionStore } from '../../../lib/browser-storage';
import { rememberReturnLink, withReturnLink } from '../../../lib/return-link';

/**
 * product §3.1: a guest who clicks or submits the form goes to /login, and /homechef is
 * remembered (sessionStorage and ?next=, as the route guards do) so they come back after.
 */
export function useSendGuestToLogin() {
  const navigate = useNavigate();
  return useCallback(() => {
    rememberReturnLink(sessionStore(), paths.homechef());
    void navigate(withReturnLink(paths.login(), paths.homechef()));
  }, [navigate]);
}
