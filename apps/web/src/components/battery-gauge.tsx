import Battery2Bar from '@mui/icons-material/Battery2Bar';
import Battery5Bar from '@mui/icons-material/Battery5Bar';
import BatteryAlert from '@mui/icons-material/BatteryAlert';
import BatteryUnknown from '@mui/icons-material/BatteryUnknown';
import Box from '@mui/material/Box';
import type SvgIcon from '@mui/material/SvgIcon';
import { batteryLevel, type BatteryLevel } from '@lodestar/contract';

const levels: Record<BatteryLevel, { Icon: typeof SvgIcon; color: string; label: string }> = {
  alert: { Icon: BatteryAlert, color: 'error.main', label: 'Alert' },
  warn: { Icon: Battery2Bar, color: 'warning.main', label: 'Warning' },
  normal: { Icon: Battery5Bar, color: 'success.main', label: 'Normal' },
};

interface BatteryGaugeProps {
  percent: number | null;
  /** The device's own low-battery level (`lowBattery.level`): at or below it the battery is an alert. */
  lowBatteryLevel: number;
  withLevel?: boolean;
}

/** A battery percent with an icon coloured by its level; `withLevel` also names the level. */
export function BatteryGauge({ percent, lowBatteryLevel, withLevel = false }: BatteryGaugeProps) {
  const level = percent === null ? null : batteryLevel(percent, lowBatteryLevel);
  const { Icon, color, label } = level ? levels[level] : { Icon: BatteryUnknown, color: 'text.disabled', label: '' };
  const text = percent === null ? 'N/A' : `${Math.round(percent)}%`;
  return (
    <Box
      component="span"
      role="img"
      aria-label={`Battery ${text}${level ? `, ${label.toLowerCase()}` : ''}`}
      data-level={level ?? undefined}
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, typography: 'body2' }}
    >
      <Icon fontSize="small" sx={{ color }} aria-hidden />
      {text}
      {withLevel && level && ` (${label})`}
    </Box>
  );
}
