import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { notifyUserChanged } from '../../../lib/current-user.ts';
import { logout } from '../api/auth-api.ts';

/** Ends the session on the server, forgets cached data and goes to the login page. */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const run = async () => {
    setPending(true);
    try {
      await logout();
    } catch {
      // The server clears the cookies; if it cannot be reached the session ends on its own.
    } finally {
      setPending(false);
      queryClient.clear();
      notifyUserChanged();
      navigate('/login');
    }
  };
  return { logout: run, pending };
}
