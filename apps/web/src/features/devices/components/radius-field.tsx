import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { GEOFENCE_CIRCLE_RADIUS, isGeofenceRadius, type GeofenceCircle } from '@lodestar/contract';
import { useState } from 'react';

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
  const [typed, setTyped] = useState<string | null>(null);
  const shown = typed ?? String(circle.radius);
  return (
    <TextField
      size="small"
      type="number"
      label="Radius"
      value={shown}
      // An emptied field reads as 0, outside the limits too.
      error={!isGeofenceRadius(Number(shown))}
      helperText={`${min} m to ${max / 1000} km`}
      onChange={(event) => {
        setTyped(event.target.value);
        const next = Number(event.target.value);
        if (event.target.value !== '' && Number.isFinite(next)) onChange({ ...circle, radius: next });
      }}
      onBlur={() => setTyped(null)}
      slotProps={{
        htmlInput: { min, max, step: 10 },
        input: { endAdornment: <InputAdornment position="end">m</InputAdornment> },
      }}
      sx={{ width: 150 }}
    />
  );
}
