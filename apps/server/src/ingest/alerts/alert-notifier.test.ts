import { describe, expect, it, vi } from 'vitest';
import { createBackgroundWork } from '../../lib/background-work.js';
import { createWindowCounter, memoryCountStore } from '../../lib/window-counter.js';
import { createAlertNotifier } from './alert-notifier.js';
import type { AlertRecipientsRepository } from './alert-recipients.repository.js';

const clock = { now: () => new Date('2026-11-28T10:00:00Z') };
const recipients: AlertRecipientsRepository = {
  forDevice: async () => ({
    deviceName: 'Bike',
    deviceUUID: 'SN-1',
    notificationEmails: ['a@mail.test', 'b@mail.test'],
    sosAlertNotification: true,
    shareeEmails: [],
    notifiedUserIds: ['owner'],
  }),
};
const alert = {
  alert: 'water' as const,
  deviceUUID: 'SN-1',
  latitude: 1,
  longitude: 2,
  timeCreated: '2026-11-28T09:59:00Z',
  address: '',
};

function notifierWith({ tell, send }: { tell: () => Promise<void>; send: (mail: { to: string }) => Promise<void> }) {
  const log = { error: vi.fn() };
  const notifier = createAlertNotifier({
    recipients,
    mailer: { send: vi.fn(send) },
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
  it('still mails when the notification centre cannot store the alert, and logs why', async () => {
    const mailed: string[] = [];
    const stored = new Error('notifications table is gone');
    const { notifier, log } = notifierWith({
      tell: () => Promise.reject(stored),
      send: async (mail) => void mailed.push(mail.to),
    });
    await notifier.tell('device-1', [alert]);
    expect(mailed).toEqual(['a@mail.test', 'b@mail.test']);
    expect(log.error).toHaveBeenCalledWith(
      expect.objectContaining({ err: stored, deviceId: 'device-1' }),
      expect.any(String),
    );
  });

  it('mails the other addresses when one mail fails', async () => {
    const mailed: string[] = [];
    const { notifier, log } = notifierWith({
      tell: async () => undefined,
      send: async (mail) => {
        if (mail.to === 'a@mail.test') throw new Error('mailbox full');
        mailed.push(mail.to);
      },
    });
    await notifier.tell('device-1', [alert]);
    expect(mailed).toEqual(['b@mail.test']);
    expect(log.error).toHaveBeenCalledTimes(1);
  });
});
