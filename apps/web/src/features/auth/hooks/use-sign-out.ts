import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { pathTo } from '../../../lib/paths';
import { useLogout } from '../api/logout';
import { endSession } from '../end-session';

/** Sign-out: end the session on the server, forget token, user and devices, go to sign-in. */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { mutateAsync, isPending } = useLogout();

  const signOut = async () => {
    await mutateAsync().catch(() => undefined);
    await navigate(pathTo('login'), { replace: true });
    endSession(queryClient);
  };
  return { signOut, isPending };
}
