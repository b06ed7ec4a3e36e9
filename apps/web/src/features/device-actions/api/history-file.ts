import { historyCsvFileName, historyEndpoints } from '@lodestar/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi, callApiForFile } from '../../../lib/api-client';
import { saveBlob } from '../../../lib/save-blob';
import { activityKeys } from '../../activity';
import { historyKeys } from '../../history';

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

/** Export CSV: fetched with the session's Authorization header, then saved as `device-history-{uuid}.csv`. */
export function useExportHistoryCsv(uuid: string) {
  return useMutation({
    mutationFn: async () => saveBlob(await callApiForFile(historyEndpoints.csv, { params: { id: uuid } }), historyCsvFileName(uuid)),
  });
}
