import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { pathTo } from '../../../lib/paths';
import { useAppStore } from '../../../lib/store';
import { deviceKeys } from '../../devices';

/** Deleting a group resets the filter to all, reloads the devices, then goes to the device overview. */
export function useLeaveDeletedGroup() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const setFilter = useAppStore((state) => state.setDeviceTypeFilter);
  return async () => {
    setFilter('all');
    void queryClient.invalidateQueries({ queryKey: deviceKeys.all });
    // Rendered at once, so that the group's page is gone before its cached read is dropped.
    await navigate(pathTo('device-overview'), { flushSync: true });
  };
}
