import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import type { LocationRecord } from '@lodestar/contract';
import { useT } from '../../../lib/i18n/use-t';
import { locationTypeColors, locationTypeLabels } from '../history-labels';

/** How the position was fixed, in its accuracy colour, and the alert it raised if any. */
export function LocationTypeCell({ location }: { location: LocationRecord }) {
  const t = useT();
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Box
        component="span"
        aria-hidden
        sx={{ width: 10, height: 10, flexShrink: 0, borderRadius: '50%', bgcolor: locationTypeColors[location.type] }}
      />
      <span>{t(locationTypeLabels[location.type])}</span>
      {location.alert && (
        <Chip size="small" color="error" variant="outlined" label={t(`alertTypeLabels.${location.alert}`)} />
      )}
    </Stack>
  );
}
