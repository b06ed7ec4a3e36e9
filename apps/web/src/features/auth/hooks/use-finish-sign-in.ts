import type { LoginSuccess } from '@lodestar/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { pathTo } from '../../../lib/paths';
import { useAppStore } from '../../../lib/store';
import { currentUserKey } from '../api/get-current-user';
import { dropAccountAnswers } from '../end-session';
import { returnPathFrom } from '../redirect-state';

/**
 * After a successful sign-in: keep the token, drop what was cached for any other account, take the user, then go where the
 * visitor was heading, else to the current device if it belongs to the user, else to the overview of all devices.
 */
export function useFinishSignIn() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();

  return async ({ authHeader, user }: Pick<LoginSuccess, 'authHeader' | 'user'>) => {
    const store = useAppStore.getState();
    store.setAuthHeader(authHeader);
    dropAccountAnswers(queryClient);
    queryClient.setQueryData(currentUserKey, user);

    const returnPath = returnPathFrom(location.state);
    if (returnPath) return navigate(returnPath, { replace: true });

    const { deviceUUID } = store;
    // One device read answers "is it still theirs?": a device they cannot see answers 404. The devices feature loads
    // once signed in, not with the sign-in page.
    const ownsCurrentDevice =
      deviceUUID !== null &&
      (await import('../../devices')
        .then(({ getDevice }) => getDevice(deviceUUID))
        .then((response) => response.device.length > 0)
        .catch(() => false));
    if (deviceUUID !== null && ownsCurrentDevice) {
      return navigate(pathTo('device-overview-device', { deviceUUID }), { replace: true });
    }
    store.setDeviceUUID(null);
    store.setDeviceTypeFilter('all');
    return navigate(pathTo('device-overview'), { replace: true });
  };
}
