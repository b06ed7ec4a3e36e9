import { unlockTypeLabels, type Device } from '@lodestar/contract';
import { BatteryGauge } from '../../../components/battery-gauge';
import { RelativeTimeText } from '../../../components/relative-time-text';
import { batteryPercentOf } from '../battery-percent';
import { InfoRow } from './info-row';

const REFRESH_MS = 60_000;

/**
 * A lock's state as it last told it, how it came about and since when, and its battery. The cards keep the battery
 * to the GPS trackers of some roles; a lock's own panel shows it to everyone who sees the lock, since a flat lock
 * stays shut.
 */
export function LockInfoRows({ device }: { device: Device }) {
  return (
    <>
      <InfoRow label="Lock">
        {device.isLocked === null ? (
          'N/A'
        ) : (
          <>
            {device.isLocked ? 'Locked' : 'Unlocked'}
            {device.unlockType && ` (${unlockTypeLabels[device.unlockType]})`}
            {device.lockChangedAt && (
              <>
                {', '}
                <RelativeTimeText time={device.lockChangedAt} refreshMs={REFRESH_MS} />
              </>
            )}
          </>
        )}
      </InfoRow>
      <InfoRow label="Battery">
        <BatteryGauge percent={batteryPercentOf(device)} lowBatteryLevel={device.lowBattery.level} withLevel />
      </InfoRow>
    </>
  );
}
