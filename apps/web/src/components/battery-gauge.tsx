import Battery2Bar from '@mui/icons-material/Battery2Bar';
import Battery5Bar from '@mui/icons-material/Battery5Bar';
import BatteryAlert from '@mui/icons-material/BatteryAlert';
import BatteryUnknown from '@mui/icons-material/BatteryUnknown';
import Box from '@mui/material/Box';
import type SvgIcon from '@mui/material/SvgIcon';
import { batteryLevel, type BatteryLevel } from '@lodestar/contract';
import type { MessageId } from '../lib/i18n/catalogue';
import { useT } from '../lib/i18n/use-t';

const levels: Record<BatteryLevel, { Icon: typeof SvgIcon; color: string; label: MessageId }> = {
  alert: { Icon: BatteryAlert, color: 'error.main', label: 'common.battery.alert' },
  warn: { Icon: Battery2Bar, color: 'warning.main', label: 'common.battery.warn' },
  normal: { Icon: Battery5Bar, color: 'success.main', label: 'common.battery.normal' },
};

interface BatteryGaugeProps {
  percent: number | null;
  /** The device's own low-battery level (`lowBattery.level`): at or below it the battery is an alert. */
  lowBatteryLevel: number;
  withLevel?: boolean;
}

/** A battery percent with an icon coloured by its level; `withLevel` also names the level. */
export function BatteryGauge({ percent, lowBatteryLevel, withLevel = false }: BatteryGaugeProps) {
  const t = useT();
  const level = percent === null ? null : batteryLevel(percent, lowBatteryLevel);
  const { Icon, color } = level ? levels[level] : { Icon: BatteryUnknown, color: 'text.disabled' };
  const text = percent === null ? t('common.notAvailable') : `${Math.round(percent)}%`;
  return (
    <Box
      component="span"
      role="img"
      aria-label={t('common.battery.label', { percent: text, level })}
      data-level={level ?? undefined}
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, typography: 'body2' }}
    >
      <Icon fontSize="small" sx={{ color }} aria-hidden />
      {withLevel && level ? t('common.battery.withLevel', { percent: text, level: t(levels[level].label) }) : text}
    </Box>
  );
}
