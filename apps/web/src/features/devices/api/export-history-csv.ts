import { historyCsvFileName, historyEndpoints } from '@lodestar/contract';
import { useMutation } from '@tanstack/react-query';
import { callApiForFile } from '../../../lib/api-client';
import { saveBlob } from '../../../lib/save-blob';

/** Export CSV: fetched with the session's Authorization header, then saved as `device-history-{uuid}.csv`. */
export const exportHistoryCsv = async (uuid: string) =>
  saveBlob(await callApiForFile(historyEndpoints.csv, { params: { id: uuid } }), historyCsvFileName(uuid));

export function useExportHistoryCsv(uuid: string) {
  return useMutation({ mutationFn: () => exportHistoryCsv(uuid) });
}
