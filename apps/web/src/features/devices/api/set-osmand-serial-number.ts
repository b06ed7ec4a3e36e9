import { deviceEndpoints } from '@lodestar/contract';
import { callApi } from '../../../lib/api-client';

/** Accepts OsmAnd reports under the IMEI or serial number too, or stops; answers the device as it now is. */
export const setOsmandSerialNumber = (id: string, serialNumberAccepted: boolean) =>
  callApi(deviceEndpoints.osmandSerialNumber, { params: { id }, body: { serialNumberAccepted } });
