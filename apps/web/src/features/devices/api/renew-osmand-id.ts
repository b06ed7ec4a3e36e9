import { deviceEndpoints } from '@lodestar/contract';
import { callApi } from '../../../lib/api-client';

/** Issues a new OsmAnd identifier (the old one stops working); answers the device as it now is. */
export const renewOsmandId = (id: string) => callApi(deviceEndpoints.renewOsmandId, { params: { id } });
