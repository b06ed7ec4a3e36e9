import type { DeviceFields } from '../../db/schema/index.js';
import type { Caller } from '../../http/authenticate.js';
import type { DeviceChanger } from './device-change.js';
import type { DeviceGate } from './device-gate.js';

export interface NotificationEmailListDeps {
  deviceFor: DeviceGate;
  changeDevice: DeviceChanger;
}

/**
 * Changes a device's notification addresses as `decide` says, on the locked row, keeping confirmed only those still
 * listed; answers the device as the caller sees it and the list as the call answers it.
 */
export function createNotificationEmailListChanger({ deviceFor, changeDevice }: NotificationEmailListDeps) {
  return async function changeList(
    caller: Caller,
    ref: string,
    decide: (emails: string[]) => string[],
    message: string,
  ) {
    const found = await deviceFor(caller, ref, 'settings');
    const decideRow = (row: DeviceFields) => {
      const notificationEmails = decide(row.notificationEmails);
      const confirmedNotificationEmails = row.confirmedNotificationEmails.filter((email) =>
        notificationEmails.includes(email),
      );
      return { changes: { notificationEmails, confirmedNotificationEmails }, commands: [] };
    };
    const { device } = await changeDevice(caller, found, decideRow, message);
    return {
      device,
      answer: {
        message,
        notificationEmails: device.notificationEmails,
        pendingNotificationEmails: device.pendingNotificationEmails,
      },
    };
  };
}
