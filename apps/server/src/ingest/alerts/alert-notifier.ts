import { alertSentence, type LocationRecord, type NotificationReading } from '@lodestar/contract';
import type { Clock } from '../../adapters/clock.js';
import type { Mailer, MailContext, MailMessage } from '../../adapters/mail/index.js';
import type { BackgroundWork } from '../../lib/background-work.js';
import type { WindowCounter } from '../../lib/window-counter.js';
import { devicePageLink, type Notice, type NotificationsService } from '../../modules/notifications/index.js';
import type { CommittedReport } from '../pipeline/position-pipeline.js';
import type { AlertFact } from './alert-fact.js';
import { alertMail } from './alert-mail.js';
import { alertReading } from './alert-reading.js';
import type { AlertMailRecipient, AlertRecipients, AlertRecipientsRepository } from './alert-recipients.repository.js';

interface AlertNotifierDeps extends MailContext {
  recipients: AlertRecipientsRepository;
  mailer: Pick<Mailer, 'sendEach'>;
  notifications: Pick<NotificationsService, 'tell'>;
  clock: Clock;
  background: BackgroundWork;
  /** Alerts told per device and kind, in windows of ALERT_WINDOW_MS: only a window's first is told. */
  told: WindowCounter;
  log: { error(details: object, message: string): void };
}

/** However often a device raises one kind of alert, its recipients are told of it at most once in this time. */
export const ALERT_WINDOW_MS = 5 * 60_000;

/** A device's alerts to tell. */
export interface DeviceAlerts {
  deviceId: string;
  alerts: AlertFact[];
}

/** One alert of one device, and who is told of it. */
interface Telling {
  deviceId: string;
  alert: AlertFact;
  found: AlertRecipients;
  notices: Notice[];
  /** What the alert measured against its level, in the notifications and the mails alike. */
  reading: NotificationReading | null;
  /** The addresses mailed. */
  to: AlertMailRecipient[];
}

const isAlert = (location: LocationRecord): location is LocationRecord & AlertFact => location.alert !== null;

/** Each address once: a sharee's own, in their time zone, before the same address among the notification emails. */
function onceEach(recipients: AlertMailRecipient[]): AlertMailRecipient[] {
  const byEmail = new Map<string, AlertMailRecipient>();
  for (const recipient of recipients) if (!byEmail.has(recipient.email)) byEmail.set(recipient.email, recipient);
  return [...byEmail.values()];
}

function alertNotices(
  found: AlertRecipients,
  alert: AlertFact,
  deviceId: string,
  reading: NotificationReading | null,
): Notice[] {
  return found.notifiedUserIds.map((userId) => ({
    userId,
    kind: alert.alert,
    message: alertSentence(alert.alert, found.deviceName),
    link: devicePageLink(found.deviceUUID),
    device: { id: deviceId, deviceUUID: found.deviceUUID },
    place:
      alert.latitude === null || alert.longitude === null
        ? null
        : {
            latitude: alert.latitude,
            longitude: alert.longitude,
            time: new Date(alert.timeCreated),
            address: alert.address,
          },
    reading,
  }));
}

/** The alerts that have someone to tell and are the first of their device and kind in the window. */
async function toTell(
  { recipients, told, clock }: Pick<AlertNotifierDeps, 'recipients' | 'told' | 'clock'>,
  batch: DeviceAlerts[],
): Promise<Telling[]> {
  const now = clock.now();
  const found = await recipients.forDevices([...new Set(batch.map((item) => item.deviceId))], now);
  const candidates: Telling[] = [];
  for (const { deviceId, alerts } of batch) {
    const of = found.get(deviceId);
    if (!of) continue;
    const to = onceEach([...of.shareeEmails, ...of.notificationEmails]);
    for (const alert of alerts) {
      if (alert.alert === 'sos' && !of.sosAlertNotification) continue;
      if (to.length === 0 && of.notifiedUserIds.length === 0) continue;
      const reading = alertReading(alert, of.levels, now);
      candidates.push({
        deviceId,
        alert,
        found: of,
        notices: alertNotices(of, alert, deviceId, reading),
        reading,
        to,
      });
    }
  }
  const counts = await told.addEach(candidates.map(({ deviceId, alert }) => `${deviceId}:${alert.alert}`));
  return candidates.filter((_, index) => (counts[index]?.count ?? 0) <= 1);
}

/**
 * Tells each committed alert, once per device and kind in each ALERT_WINDOW_MS window of the clock (so a device, or
 * someone with its identifier, cannot flood anyone): in the notification centre of the owner and the sharees whose
 * notifications are on, and by mail to the device's confirmed notification emails (when its email alerts are on)
 * and to sharees who switched email alerts on for themselves. A device's SOS switch off tells no SOS at all. Runs
 * after the commit, off the device's reply: a slow mail server never holds a report back. Many devices' alerts are
 * told together: one recipients query, one window count, one insert of notifications and one of mails for them all.
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
  /**
   * Every telling's notifications in one insert. Should that fail, each alert's are stored alone, so one that cannot
   * be stored (its device deleted meanwhile) is logged and the others still are.
   */
  async function store(tellings: Telling[]): Promise<void> {
    try {
      await notifications.tell(tellings.flatMap((telling) => telling.notices));
      return;
    } catch (error) {
      if (tellings.length === 1) return failed('storing an alert notification failed', tellings[0]!, error);
    }
    for (const telling of tellings) {
      await notifications.tell(telling.notices).catch((error: unknown) => {
        failed('storing an alert notification failed', telling, error);
      });
    }
  }

  function failed(message: string, { deviceId, alert }: Pick<Telling, 'deviceId' | 'alert'>, error: unknown) {
    log.error({ err: error, deviceId, alert: alert.alert }, message);
  }

  /** Each way of telling fails alone: a notification store that is down never keeps the mails from going. */
  async function tellEach(batch: DeviceAlerts[]): Promise<void> {
    if (batch.length === 0) return;
    const tellings = await toTell({ recipients, told, clock }, batch);
    if (tellings.length === 0) return;
    await store(tellings);
    const mailedFor = new Map<MailMessage, Telling>();
    for (const telling of tellings)
      for (const address of telling.to)
        mailedFor.set(alertMail(context, address, telling.found, telling.alert, telling.reading), telling);
    for (const { message, error } of await mailer.sendEach([...mailedFor.keys()]))
      failed('mailing an alert failed', mailedFor.get(message)!, error);
  }

  return {
    /** Tells alerts raised outside a report (the silent-device check), and waits until they are told. */
    tellEach,

    /** Tells the alerts of committed reports, all together, off the reports' answers. */
    notify(reports: CommittedReport[]): void {
      const batch = reports
        .map((report) => ({ deviceId: report.device.id, alerts: report.alerts.filter(isAlert) }))
        .filter((item) => item.alerts.length > 0);
      if (batch.length === 0) return;
      background.start('telling an alert failed', { deviceIds: batch.map((item) => item.deviceId) }, () =>
        tellEach(batch),
      );
    },
  };
}

export type AlertNotifier = ReturnType<typeof createAlertNotifier>;
