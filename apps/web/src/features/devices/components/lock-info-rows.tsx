import type { Device } from '@lodestar/contract';
import { BatteryGauge } from '../../../components/battery-gauge';
import { RelativeTimeText } from '../../../components/relative-time-text';
import type { Translate } from '../../../lib/i18n/translate';
import { useT } from '../../../lib/i18n/use-t';
import { batteryPercentOf } from '../battery-percent';
import { InfoRow } from './info-row';

const REFRESH_MS = 60_000;

/** Locked or Unlocked, and how it came about when the lock told it. */
function lockStateText(t: Translate, { isLocked, unlockType }: Pick<Device, 'isLocked' | 'unlockType'>): string {
  const state = t(isLocked ? 'devices.lock.locked' : 'devices.lock.unlocked');
  return unlockType ? t('devices.lock.stateHow', { state, how: t(`unlockTypeLabels.${unlockType}`) }) : state;
}

/**
 * A lock's state as it last told it, how it came about and since when, and its battery. The cards keep the battery
 * to the GPS trackers of some roles; a lock's own panel shows it to everyone who sees the lock, since a flat lock
 * stays shut.
 */
export function LockInfoRows({ device }: { device: Device }) {
  const t = useT();
  const state = device.isLocked === null ? null : lockStateText(t, device);
  return (
    <>
      <InfoRow label={t('devices.lock.label')}>
        {state === null ? (
          t('devices.notAvailable')
        ) : device.lockChangedAt ? (
          <>
            {t('devices.lock.stateSince', { state })}
            <RelativeTimeText time={device.lockChangedAt} refreshMs={REFRESH_MS} />
          </>
        ) : (
          state
        )}
      </InfoRow>
      <InfoRow label={t('devices.battery')}>
        <BatteryGauge percent={batteryPercentOf(device)} lowBatteryLevel={device.lowBattery.level} withLevel />
      </InfoRow>
    </>
  );
}
