import { alertSentence, type LocationRecord } from '@lodestar/contract';
import type { Clock } from '../../adapters/clock.js';
import type { Mailer } from '../../adapters/mail/index.js';
import type { BackgroundWork } from '../../lib/background-work.js';
import type { WindowCounter } from '../../lib/window-counter.js';
import { devicePageLink, type Notice, type NotificationsService } from '../../modules/notifications/index.js';
import type { CommittedReport } from '../pipeline/position-pipeline.js';
import type { AlertFact } from './alert-fact.js';
import { alertMail, type AlertMailContext } from './alert-mail.js';
import type { AlertRecipients, AlertRecipientsRepository } from './alert-recipients.repository.js';

interface AlertNotifierDeps extends AlertMailContext {
  recipients: AlertRecipientsRepository;
  mailer: Pick<Mailer, 'send'>;
  notifications: Pick<NotificationsService, 'tell'>;
  clock: Clock;
  background: BackgroundWork;
  /** Alerts told per device and kind, in windows of ALERT_WINDOW_MS: only a window's first is told. */
  told: WindowCounter;
  log: { error(details: object, message: string): void };
}

/** However often a device raises one kind of alert, its recipients are told of it at most once in this time. */
export const ALERT_WINDOW_MS = 5 * 60_000;

const isAlert = (location: LocationRecord): location is LocationRecord & AlertFact => location.alert !== null;

function alertNotices(found: AlertRecipients, alert: AlertFact, deviceId: string): Notice[] {
  return found.notifiedUserIds.map((userId) => ({
    userId,
    kind: alert.alert,
    message: alertSentence(alert.alert, found.deviceName),
    link: devicePageLink(found.deviceUUID),
    device: { id: deviceId, deviceUUID: found.deviceUUID },
    place:
      alert.latitude === null || alert.longitude === null
        ? null
        : { latitude: alert.latitude, longitude: alert.longitude, time: new Date(alert.timeCreated) },
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
  log,
  ...context
}: AlertNotifierDeps) {
  /** Each way of telling fails alone: a notification store that is down never keeps the mails from going. */
  async function attempt(failureMessage: string, details: object, task: () => Promise<unknown>): Promise<void> {
    try {
      await task();
    } catch (error) {
      log.error({ err: error, ...details }, failureMessage);
    }
  }

  async function tell(deviceId: string, alerts: AlertFact[]): Promise<void> {
    const found = await recipients.forDevice(deviceId, clock.now());
    if (!found) return;
    for (const alert of alerts) {
      if (alert.alert === 'sos' && !found.sosAlertNotification) continue;
      const to = new Set([...found.notificationEmails, ...found.shareeEmails]);
      if (to.size === 0 && found.notifiedUserIds.length === 0) continue;
      if ((await told.add(`${deviceId}:${alert.alert}`)).count > 1) continue;
      const details = { deviceId, alert: alert.alert };
      await attempt('storing an alert notification failed', details, () =>
        notifications.tell(alertNotices(found, alert, deviceId)),
      );
      for (const address of to) {
        await attempt('mailing an alert failed', details, () => mailer.send(alertMail(context, address, found, alert)));
      }
    }
  }

  return {
    /** Tells alerts raised outside a report (the silent-device check), and waits until they are told. */
    tell,

    /** Tells the alerts of committed reports, off the reports' answers. */
    notify(reports: CommittedReport[]): void {
      for (const report of reports) {
        const alerts = report.alerts.filter(isAlert);
        if (alerts.length === 0) continue;
        background.start('telling an alert failed', { deviceId: report.device.id }, () =>
          tell(report.device.id, alerts),
        );
      }
    },
  };
}

export type AlertNotifier = ReturnType<typeof createAlertNotifier>;
