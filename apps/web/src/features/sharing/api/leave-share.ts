import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { pathTo } from '../../../lib/paths';
import { deviceKeys } from '../../devices';
import { removeShare } from './remove-share';
import { sharingKeys } from './sharing-keys';

/**
 * Ends the signed-in user's own share of a device (DELETE /api/share-device/{id}): the device is no longer theirs
 * to see, so the portal goes to the device overview and every cached view of devices reads again.
 */
export function useLeaveShare(deviceUUID: string) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: removeShare,
    onSuccess: async () => {
      // Left at once, so that no page of the device still on screen asks the server for it again.
      await navigate(pathTo('device-overview'), { flushSync: true });
      queryClient.removeQueries({ queryKey: sharingKeys.shares(deviceUUID) });
      void queryClient.invalidateQueries({ queryKey: deviceKeys.all });
    },
  });
}
