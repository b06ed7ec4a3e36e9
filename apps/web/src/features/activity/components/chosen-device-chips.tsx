import Cancel from '@mui/icons-material/Cancel';
import Circle from '@mui/icons-material/Circle';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { useT } from '../../../lib/i18n/use-t';
import type { ChosenDevice } from '../hooks/use-activity-selection';

interface ChosenDeviceChipsProps {
  chosen: readonly ChosenDevice[];
  onRemove: (deviceUUID: string) => void;
}

/** The chosen devices in their map colours; the cross (or Delete on a focused chip) takes one off the map. */
export function ChosenDeviceChips({ chosen, onRemove }: ChosenDeviceChipsProps) {
  const t = useT();
  if (chosen.length === 0) return null;
  return (
    <Box
      component="ul"
      aria-label={t('activity.chips.label')}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, m: 0, p: 0, listStyle: 'none' }}
    >
      {chosen.map((device) => (
        <li key={device.deviceUUID}>
          <Chip
            variant="outlined"
            label={device.name}
            icon={<Circle style={{ color: device.color }} />}
            onDelete={() => onRemove(device.deviceUUID)}
            deleteIcon={<Cancel titleAccess={t('activity.chips.remove', { name: device.name })} />}
            sx={{ maxWidth: '100%' }}
          />
        </li>
      ))}
    </Box>
  );
}
