import { geofenceEndpoints, type GeoFenceRulesRequest } from '@lodestar/contract';
import { callApi } from '../../../lib/api-client';

/** Geo-fence tracking: the live tracking after leaving the fence; answers the device as it now is. */
export const setGeofenceRules = (id: string, body: GeoFenceRulesRequest) =>
  callApi(geofenceEndpoints.rules, { params: { id }, body });
