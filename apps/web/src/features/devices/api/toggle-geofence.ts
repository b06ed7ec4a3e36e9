import { geofenceEndpoints } from '@lodestar/contract';
import { callApi } from '../../../lib/api-client';

/** Turns the geo-fence on or off; answers the device as it now is. */
export const toggleGeofence = (id: string, on: boolean) =>
  callApi(geofenceEndpoints.toggle, { params: { id, value: on ? 'on' : 'off' } });
