import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { GEOFENCE_CIRCLE_RADIUS, type GeofenceCircle } from '@lodestar/contract';
import { useState } from 'react';

/** The drawn circle's radius in metres, to read it or type it exactly; applied when it is a number. */
export function RadiusField({
  circle,
  onChange,
}: {
  circle: GeofenceCircle;
  onChange: (circle: GeofenceCircle) => void;
}) {
  const [typed, setTyped] = useState<string | null>(null);
  return (
    <TextField
      size="small"
      type="number"
      label="Radius"
      value={typed ?? String(circle.radius)}
      onChange={(event) => {
        setTyped(event.target.value);
        const radius = Number(event.target.value);
        if (event.target.value !== '' && Number.isFinite(radius)) onChange({ ...circle, radius });
      }}
      onBlur={() => setTyped(null)}
      slotProps={{
        htmlInput: { min: GEOFENCE_CIRCLE_RADIUS.min, max: GEOFENCE_CIRCLE_RADIUS.max, step: 10 },
        input: { endAdornment: <InputAdornment position="end">m</InputAdornment> },
      }}
      sx={{ width: 150 }}
    />
  );
}
