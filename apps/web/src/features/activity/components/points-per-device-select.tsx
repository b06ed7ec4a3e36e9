import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useIntl } from 'react-intl';
import { useT } from '../../../lib/i18n/use-t';
import { POINTS_PER_DEVICE_OPTIONS, type PointsPerDevice } from '../activity-limits';

interface PointsPerDeviceSelectProps {
  value: PointsPerDevice;
  onChange: (points: PointsPerDevice) => void;
}

/** How many of each device's newest positions the map shows. */
export function PointsPerDeviceSelect({ value, onChange }: PointsPerDeviceSelectProps) {
  const t = useT();
  const intl = useIntl();
  return (
    <TextField
      select
      size="small"
      label={t('activity.points.label')}
      value={value}
      onChange={(event) => onChange(Number(event.target.value) as PointsPerDevice)}
      sx={{ minWidth: 160 }}
    >
      {POINTS_PER_DEVICE_OPTIONS.map((option) => (
        <MenuItem key={option} value={option}>
          {intl.formatNumber(option)}
        </MenuItem>
      ))}
    </TextField>
  );
}
