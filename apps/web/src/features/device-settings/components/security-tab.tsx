import type { Device } from '@lodestar/contract';
import { useT } from '../../../lib/i18n/use-t';
import { OsmandSection } from './osmand-section';
import { PasscodeSection } from './passcode-section';
import { QueuedNote } from './queued-note';
import { SecuritySwitchesSection } from './security-switches-section';
import { SettingsColumns } from './settings-columns';
import { StolenSection } from './stolen-section';

/** Security of a GPS tracker: each change is queued for the device. */
export function SecurityTab({ device }: { device: Device }) {
  const t = useT();
  return (
    <>
      <QueuedNote>{t('deviceSettings.security.queued')}</QueuedNote>
      <SettingsColumns>
        <SecuritySwitchesSection device={device} />
        <PasscodeSection device={device} />
        <StolenSection device={device} />
        {device.osmand && <OsmandSection device={device} osmand={device.osmand} />}
      </SettingsColumns>
    </>
  );
}
