import { transferEndpoints } from '@lodestar/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { transferKeys } from './transfer-keys';

/** The signed-in seller's transfers paid and waiting for their receivers to verify; kept fresh by the socket's events. */
export function useWaitingTransfers() {
  return useQuery({
    queryKey: transferKeys.waiting,
    queryFn: () => callApi(transferEndpoints.waitingTransfers, {}),
    select: (answer) => answer.data,
  });
}
