import { alertSentence, type AlertType, type LocationRecord } from '@lodestar/contract';
import type { Clock } from '../../adapters/clock.js';
import type { Mailer } from '../../adapters/mail/index.js';
import type { BackgroundWork } from '../../lib/background-work.js';
import type { WindowCounter } from '../../lib/window-counter.js';
import type { Notice, NotificationsService } from '../../modules/notifications/index.js';
import type { CommittedReport } from '../pipeline/position-pipeline.js';
import { alertMail, type AlertMailContext } from './alert-mail.js';
import type { AlertRecipients, AlertRecipientsRepository } from './alert-recipients.repository.js';

interface AlertNotifierDeps extends AlertMailContext {
  recipients: AlertRecipientsRepository;
  mailer: Mailer;
  notifications: Pick<NotificationsService, 'tell'>;
  clock: Clock;
  background: BackgroundWork;
  /** Alerts told per device and kind, in windows of ALERT_WINDOW_MS: only a window's first is told. */
  told: WindowCounter;
}

/** However often a device raises one kind of alert, its recipients are told of it at most once in this time. */
export const ALERT_WINDOW_MS = 5 * 60_000;

type Alert = LocationRecord & { alert: AlertType };
const isAlert = (location: LocationRecord): location is Alert => location.alert !== null;

function alertNotices(found: AlertRecipients, alert: Alert, deviceId: string): Notice[] {
  return found.notifiedUserIds.map((userId) => ({
    userId,
    kind: alert.alert,
    message: alertSentence(alert.alert, found.deviceName),
    link: `/device/${encodeURIComponent(found.deviceUUID)}`,
    device: { id: deviceId, deviceUUID: found.deviceUUID },
    place: { latitude: alert.latitude, longitude: alert.longitude, time: new Date(alert.timeCreated) },
  }));
}

/**
 * Tells each committed alert, once per device and kind in each ALERT_WINDOW_MS window of the clock (so a device, or
 * someone with its identifier, cannot flood anyone): in the notification centre of the owner and the sharees whose
 * notifications are on, and by mail to the device's confirmed notification emails (when its email alerts are on)
 * and to sharees who switched email alerts on for themselves. A device's SOS switch off tells no SOS at all. Runs
 * after the commit, off the device's reply: a slow mail server never holds a report back.
 */
export function createAlertNotifier({
  recipients,
  mailer,
  notifications,
  clock,
  background,
  told,
  ...context
}: AlertNotifierDeps) {
  async function tellAlerts(report: CommittedReport): Promise<void> {
    const found = await recipients.forDevice(report.device.id, clock.now());
    if (!found) return;
    for (const alert of report.alerts.filter(isAlert)) {
      if (alert.alert === 'sos' && !found.sosAlertNotification) continue;
      const to = new Set([...found.notificationEmails, ...found.shareeEmails]);
      if (to.size === 0 && found.notifiedUserIds.length === 0) continue;
      if ((await told.add(`${report.device.id}:${alert.alert}`)).count > 1) continue;
      await notifications.tell(alertNotices(found, alert, report.device.id));
      for (const address of to) await mailer.send(alertMail(context, address, found, alert));
    }
  }

  return {
    notify(reports: CommittedReport[]): void {
      for (const report of reports) {
        if (report.alerts.length === 0) continue;
        background.start('telling an alert failed', { deviceId: report.device.id }, () => tellAlerts(report));
      }
    },
  };
}

export type AlertNotifier = ReturnType<typeof createAlertNotifier>;
