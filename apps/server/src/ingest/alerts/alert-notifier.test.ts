import { defaultDeviceSettings } from '@lodestar/contract';
import { describe, expect, it, vi } from 'vitest';
import { sendInTurn, type MailMessage } from '../../adapters/mail/index.js';
import { createBackgroundWork } from '../../lib/background-work.js';
import { createWindowCounter, memoryCountStore } from '../../lib/window-counter.js';
import type { Notice } from '../../modules/notifications/index.js';
import { createAlertNotifier } from './alert-notifier.js';
import type { AlertRecipients, AlertRecipientsRepository } from './alert-recipients.repository.js';

const clock = { now: () => new Date('2026-11-28T10:00:00Z') };
const recipientsOf = (deviceId: string): AlertRecipients => ({
  deviceName: `Bike ${deviceId}`,
  deviceUUID: `SN-${deviceId}`,
  levels: {
    temperature: { ...defaultDeviceSettings.temperature, enable: true, level: 30, unit: 'c' },
    lowBattery: { ...defaultDeviceSettings.lowBattery, enable: true, level: 15 },
    silentAlert: { enable: true, hours: 24 },
  },
  notificationEmails: [`${deviceId}-a@mail.test`, `${deviceId}-b@mail.test`].map((email) => ({
    email,
    timezone: null,
    language: 'en' as const,
  })),
  sosAlertNotification: true,
  shareeEmails: [],
  notifiedUserIds: [`owner-${deviceId}`, `sharee-${deviceId}`],
});
const recipients: AlertRecipientsRepository = {
  forDevices: async (deviceIds) => new Map(deviceIds.map((id) => [id, recipientsOf(id)])),
};
const alert = {
  alert: 'water' as const,
  deviceUUID: 'SN-1',
  latitude: 1,
  longitude: 2,
  timeCreated: '2026-11-28T09:59:00Z',
  address: '',
  battery_percentage: 40,
  modem_temperature_c: 21,
};

function notifierWith({
  tell,
  send,
}: {
  tell: (notices: Notice[]) => Promise<void>;
  send: (mail: MailMessage) => Promise<void>;
}) {
  const log = { error: vi.fn() };
  const notifier = createAlertNotifier({
    recipients,
    mailer: { sendEach: (messages) => sendInTurn(send, messages) },
    notifications: { tell: vi.fn(tell) },
    clock,
    background: createBackgroundWork(log),
    told: createWindowCounter({ store: memoryCountStore(clock), clock, name: 'alerts-told', windowMs: 60_000 }),
    log,
    productName: 'Lodestar',
    publicUrl: 'http://localhost',
  });
  return { notifier, log };
}

describe('alert notifier', () => {
  it('tells many devices at once: one notification a person and one mail an address, each once', async () => {
    const stored: Notice[][] = [];
    const mailed: string[] = [];
    const { notifier } = notifierWith({
      tell: async (notices) => void stored.push(notices),
      send: async (mail) => void mailed.push(mail.to),
    });
    const batch = ['1', '2', '3'].map((deviceId) => ({ deviceId, alerts: [alert] }));
    await notifier.tellEach(batch);
    await notifier.tellEach(batch);
    expect(stored).toHaveLength(1);
    expect(stored[0]!.map((notice) => notice.userId).sort()).toEqual(
      ['owner-1', 'owner-2', 'owner-3', 'sharee-1', 'sharee-2', 'sharee-3'].sort(),
    );
    expect(mailed.sort()).toEqual(['1-a', '1-b', '2-a', '2-b', '3-a', '3-b'].map((to) => `${to}@mail.test`));
  });

  it('tells what a temperature alert measured against its level, in the notification and the mail, and where', async () => {
    const stored: Notice[] = [];
    const mails: MailMessage[] = [];
    const { notifier } = notifierWith({
      tell: async (notices) => void stored.push(...notices),
      send: async (mail) => void mails.push(mail),
    });
    const hot = { ...alert, alert: 'temperature' as const, modem_temperature_c: 31.24, address: 'George St, Sydney' };
    await notifier.tellEach([{ deviceId: '1', alerts: [hot] }]);
    const reading = { measure: 'temperature', value: 31.24, threshold: 30, condition: 'greaterOrEqual', unit: 'c' };
    expect(stored.map((notice) => [notice.reading, notice.place?.address])).toEqual([
      [reading, 'George St, Sydney'],
      [reading, 'George St, Sydney'],
    ]);
    expect(mails[0]!.text).toContain('Reading: 31.2 °C (alert at or above 30 °C)');
    expect(mails[0]!.text).toContain('Where: George St, Sydney');
  });

  it('stores the others when one device cannot be stored, and logs that one', async () => {
    const stored: string[] = [];
    const gone = new Error('device 2 was deleted');
    const { notifier, log } = notifierWith({
      tell: async (notices) => {
        if (notices.some((notice) => notice.device?.id === '2')) throw gone;
        stored.push(...notices.map((notice) => notice.userId));
      },
      send: async () => undefined,
    });
    await notifier.tellEach(['1', '2', '3'].map((deviceId) => ({ deviceId, alerts: [alert] })));
    expect(stored.sort()).toEqual(['owner-1', 'owner-3', 'sharee-1', 'sharee-3']);
    expect(log.error).toHaveBeenCalledTimes(1);
    expect(log.error).toHaveBeenCalledWith(
      expect.objectContaining({ err: gone, deviceId: '2', alert: 'water' }),
      expect.any(String),
    );
  });

  it('still mails when the notification centre cannot store the alert, and logs why', async () => {
    const mailed: string[] = [];
    const stored = new Error('notifications table is gone');
    const { notifier, log } = notifierWith({
      tell: () => Promise.reject(stored),
      send: async (mail) => void mailed.push(mail.to),
    });
    await notifier.tellEach([{ deviceId: '1', alerts: [alert] }]);
    expect(mailed).toEqual(['1-a@mail.test', '1-b@mail.test']);
    expect(log.error).toHaveBeenCalledWith(expect.objectContaining({ err: stored, deviceId: '1' }), expect.any(String));
  });

  it('mails the other addresses when one mail fails, and logs the one', async () => {
    const mailed: string[] = [];
    const { notifier, log } = notifierWith({
      tell: async () => undefined,
      send: async (mail) => {
        if (mail.to === '1-a@mail.test') throw new Error('mailbox full');
        mailed.push(mail.to);
      },
    });
    await notifier.tellEach(['1', '2'].map((deviceId) => ({ deviceId, alerts: [alert] })));
    expect(mailed).toEqual(['1-b@mail.test', '2-a@mail.test', '2-b@mail.test']);
    expect(log.error).toHaveBeenCalledTimes(1);
    expect(log.error).toHaveBeenCalledWith(expect.objectContaining({ deviceId: '1' }), expect.any(String));
  });
});
