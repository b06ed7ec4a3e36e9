import Chip from '@mui/material/Chip';
import type { Device } from '@lodestar/contract';
import { GEOFENCE_COLOR } from '../../../components/map/geofence-shape';
import { useT } from '../../../lib/i18n/use-t';

/** The map's legend for the green geofence, drawn dashed while the geofence is off. */
export function GeofenceChip({ device }: { device: Device }) {
  const t = useT();
  const on = device.geoFence.enable;
  return (
    <Chip
      size="small"
      variant="outlined"
      label={t(on ? 'history.geofence.on' : 'history.geofence.off')}
      sx={{
        borderColor: GEOFENCE_COLOR,
        borderStyle: on ? 'solid' : 'dashed',
        color: on ? GEOFENCE_COLOR : 'text.secondary',
      }}
    />
  );
}
