import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { GEOFENCE_CIRCLE_RADIUS, isGeofenceRadius, type GeofenceCircle } from '@lodestar/contract';
import { useState } from 'react';
import { useT } from '../../../lib/i18n/use-t';

const { min, max } = GEOFENCE_CIRCLE_RADIUS;

/**
 * The drawn circle's radius in metres, to read it or type it exactly; applied when it is a number. The limits stay
 * in view under it, in red while the radius is outside them.
 */
export function RadiusField({
  circle,
  onChange,
}: {
  circle: GeofenceCircle;
  onChange: (circle: GeofenceCircle) => void;
}) {
  const t = useT();
  const [typed, setTyped] = useState<string | null>(null);
  const shown = typed ?? String(circle.radius);
  return (
    <TextField
      size="small"
      type="number"
      label={t('devices.fence.radius')}
      value={shown}
      // An emptied field reads as 0, outside the limits too.
      error={!isGeofenceRadius(Number(shown))}
      helperText={t('devices.fence.radiusLimits', { min, max: max / 1000 })}
      onChange={(event) => {
        setTyped(event.target.value);
        const next = Number(event.target.value);
        if (event.target.value !== '' && Number.isFinite(next)) onChange({ ...circle, radius: next });
      }}
      onBlur={() => setTyped(null)}
      slotProps={{
        htmlInput: { min, max, step: 10 },
        input: { endAdornment: <InputAdornment position="end">{t('devices.fence.metres')}</InputAdornment> },
      }}
      sx={{ width: 150 }}
    />
  );
}
