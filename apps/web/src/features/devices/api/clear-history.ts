import { historyEndpoints } from '@lodestar/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { activityKeys } from '../../../lib/activity-keys';
import { callApi } from '../../../lib/api-client';
import { historyKeys } from '../../../lib/history-keys';

export const clearHistory = (uuid: string) => callApi(historyEndpoints.clear, { params: { id: uuid } });

/** Clear history: every view of the device's history, the activity map's too, reads again (and finds it empty). */
export function useClearHistory(uuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => clearHistory(uuid),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: historyKeys.device(uuid) }),
        queryClient.invalidateQueries({ queryKey: activityKeys.all }),
      ]),
  });
}
