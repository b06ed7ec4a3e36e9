import { deviceEndpoints } from '@lodestar/contract';
import { callApi } from '../../../lib/api-client';

/** Reports the device stolen, or recovered; answers the device as it now is. */
export const reportStolen = (id: string, stolen: boolean) =>
  callApi(deviceEndpoints.stolen, { params: { id, state: stolen ? 'on' : 'off' } });
