import { desc, eq } from 'drizzle-orm';
import type { PaymentIssue } from '@lodestar/contract';
import type { Database } from '../../db/client.js';
import { deviceCodes, devices } from '../../db/schema/index.js';

/** What the device answers show of a device's plan (the written policy in docs/payments.md). */
export interface DevicePlanState {
  subscriptionStatus: 'Active' | 'Suspended' | 'Inactive';
  esimStatus: 'Active' | 'Inactive';
  paymentIssue: PaymentIssue | null;
  /** The invoice a plan's renewal waits on for the card holder's authentication, if any. */
  authenticationInvoiceId: string | null;
  trialUsed: boolean;
}

/** Billing's side of a device: its plan state, its accepted terms, the codes bound to its serial number, its names. */
export function createDeviceBilling(db: Database) {
  return {
    /** The device's plan state, as the device answers show it (the written policy in docs/payments.md). */
    async setDevicePlanState(deviceId: string, state: DevicePlanState) {
      await db
        .update(devices)
        .set({
          subscriptionStatus: state.subscriptionStatus,
          esimStatus: state.esimStatus,
          paymentIssue: state.paymentIssue,
          authenticationInvoiceId: state.authenticationInvoiceId,
          ...(state.trialUsed ? { isTrialAvailed: true } : {}),
          updatedAt: new Date(),
        })
        .where(eq(devices.id, deviceId));
    },
    async acceptTerms(deviceId: string) {
      await db.update(devices).set({ isTermsAccepted: true, updatedAt: new Date() }).where(eq(devices.id, deviceId));
    },
    async bindCodeToDevice(code: string, deviceUUID: string) {
      await db
        .insert(deviceCodes)
        .values({ code, deviceUUID })
        .onConflictDoUpdate({ target: deviceCodes.code, set: { deviceUUID, createdAt: new Date() } });
    },
    /** The codes bound to a device's serial number, newest first. */
    async codesOfDevice(deviceUUID: string) {
      const rows = await db
        .select({ code: deviceCodes.code })
        .from(deviceCodes)
        .where(eq(deviceCodes.deviceUUID, deviceUUID))
        .orderBy(desc(deviceCodes.createdAt));
      return rows.map((row) => row.code);
    },
    /** A device's name and serial number, whoever holds it now (an invoice names the device it billed). */
    async deviceNamed(deviceId: string) {
      const [row] = await db
        .select({ name: devices.name, deviceUUID: devices.deviceUUID })
        .from(devices)
        .where(eq(devices.id, deviceId));
      return row;
    },
  };
}
