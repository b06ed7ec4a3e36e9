import type { AlertType, LocationRecord } from '@lodestar/contract';
import type { Clock } from '../../adapters/clock.js';
import type { Mailer } from '../../adapters/mail/index.js';
import type { BackgroundWork } from '../../lib/background-work.js';
import type { CommittedReport } from '../pipeline/position-pipeline.js';
import { alertMail, type AlertMailContext } from './alert-mail.js';
import type { WindowCounter } from '../../lib/window-counter.js';
import type { AlertRecipientsRepository } from './alert-recipients.repository.js';

interface AlertNotifierDeps extends AlertMailContext {
  recipients: AlertRecipientsRepository;
  mailer: Mailer;
  clock: Clock;
  background: BackgroundWork;
  /** Alerts mailed per device and kind, in windows of ALERT_MAIL_WINDOW_MS: only a window's first is mailed. */
  mailed: WindowCounter;
}

/** However often a device raises one kind of alert, its recipients get at most one mail of it in this time. */
export const ALERT_MAIL_WINDOW_MS = 5 * 60_000;

const isAlert = (location: LocationRecord): location is LocationRecord & { alert: AlertType } => location.alert !== null;

/**
 * Mails each committed alert to the device's confirmed notification emails (when its email alerts are on) and to
 * sharees who switched email alerts on for themselves, once per device and kind in each ALERT_MAIL_WINDOW_MS window
 * of the clock (so a device, or someone with its identifier, cannot flood inboxes). Runs after the commit, off the device's reply: a
 * slow mail server never holds a report back.
 */
export function createAlertNotifier({ recipients, mailer, clock, background, mailed, ...context }: AlertNotifierDeps) {

  async function mailAlerts(report: CommittedReport): Promise<void> {
    const found = await recipients.forDevice(report.device.id, clock.now());
    if (!found) return;
    for (const alert of report.alerts.filter(isAlert)) {
      if (alert.alert === 'sos' && !found.sosAlertNotification) continue;
      const to = new Set([...found.notificationEmails, ...found.shareeEmails]);
      if (to.size === 0) continue;
      if ((await mailed.add(`${report.device.id}:${alert.alert}`)).count > 1) continue;
      for (const address of to) await mailer.send(alertMail(context, address, found, alert));
    }
  }

  return {
    notify(reports: CommittedReport[]): void {
      for (const report of reports) {
        if (report.alerts.length === 0) continue;
        background.start('alert mail failed', { deviceId: report.device.id }, () => mailAlerts(report));
      }
    },
  };
}

export type AlertNotifier = ReturnType<typeof createAlertNotifier>;
