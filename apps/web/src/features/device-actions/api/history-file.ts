import { historyCsvFileName, type ClearHistoryResponse } from '@lodestar/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiBlob, apiRequest } from '../../../lib/api-client';
import { saveBlob } from '../../../lib/save-blob';
import { activityKeys } from '../../activity/api/activity-keys';
import { historyKeys } from '../../history/api/history-keys';

const historyOf = (uuid: string) => `/v2/history/${encodeURIComponent(uuid)}`;

export const clearHistory = (uuid: string) => apiRequest<ClearHistoryResponse>(historyOf(uuid), { method: 'DELETE' });

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

/** Export CSV: the file is fetched with the session's Authorization header, then saved under its spec name. */
export function useExportHistoryCsv(uuid: string) {
  return useMutation({
    mutationFn: async () => saveBlob(await apiBlob(`${historyOf(uuid)}/csv`), historyCsvFileName(uuid)),
  });
}
