import type { Device } from '@lodestar/contract';
import { useT } from '../../../lib/i18n/use-t';
import { GeofenceCrossingSection } from './geofence-crossing-section';
import { LowBatterySection } from './low-battery-section';
import { MotionAlertSection } from './motion-alert-section';
import { NotificationEmailsSection } from './notification-emails-section';
import { QueuedNote } from './queued-note';
import { ReportingIntervalSection } from './reporting-interval-section';
import { ScheduleReportSection } from './schedule-report-section';
import { SettingsColumns } from './settings-columns';
import { SilentAlertSection } from './silent-alert-section';
import { TemperatureAlertSection } from './temperature-alert-section';
import { ToneAndNotificationsSection } from './tone-and-notifications-section';
import { TripRulesSection } from './trip-rules-section';
import { WaterAlarmSection } from './water-alarm-section';

/** Alert & Reports of a GPS tracker: each section saves on its own; some are rules the server applies. */
export function AlertSettingsTab({ device }: { device: Device }) {
  const t = useT();
  return (
    <>
      <QueuedNote>{t('deviceSettings.alert.queued')}</QueuedNote>
      <SettingsColumns>
        <ScheduleReportSection device={device} />
        <ReportingIntervalSection device={device} />
        <TemperatureAlertSection device={device} />
        <WaterAlarmSection device={device} />
        <MotionAlertSection device={device} />
        <LowBatterySection device={device} />
        <SilentAlertSection device={device} />
        <GeofenceCrossingSection device={device} />
        <ToneAndNotificationsSection device={device} />
        <NotificationEmailsSection device={device} />
        <TripRulesSection device={device} />
      </SettingsColumns>
    </>
  );
}
