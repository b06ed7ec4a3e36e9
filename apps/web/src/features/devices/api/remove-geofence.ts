import { geofenceEndpoints } from '@lodestar/contract';
import { callApi } from '../../../lib/api-client';

/** Delete geo-fence: off, no tracking time, no boundary or circle; answers the device as it now is. */
export const removeGeofence = (id: string) => callApi(geofenceEndpoints.remove, { params: { id } });
