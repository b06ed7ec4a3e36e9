import { and, desc, eq, getTableColumns, inArray, lte, ne, sql } from 'drizzle-orm';
import type { PaymentIssue } from '@lodestar/contract';
import type { Database } from '../../db/client.js';
import { deviceCodes, deviceSubscriptions, devices, handledPaymentEvents } from '../../db/schema/index.js';

/** A subscription with the serial number of its device, which the answers name it by, and the device's name. */
export type DeviceSubscriptionRow = typeof deviceSubscriptions.$inferSelect & { deviceUUID: string; deviceName: string };
export type DeviceSubscriptionValues = typeof deviceSubscriptions.$inferInsert;

/**
 * The statuses of a plan that still stands: it covers the device, except an `unpaid` one (its retries used up), which
 * suspends the device's line until a new card pays it.
 */
export const LIVE_STATUSES = ['trialing', 'active', 'past_due', 'unpaid'] as const;

/**
 * Subscriptions' rows: the device subscriptions the provider's events keep, the device's plan state, the codes bound to
 * devices, and the provider's events handled.
 */
export function createSubscriptionsRepository(db: Database) {
  const withDevice = () =>
    db
      .select({ ...getTableColumns(deviceSubscriptions), deviceUUID: devices.deviceUUID, deviceName: devices.name })
      .from(deviceSubscriptions)
      .innerJoin(devices, eq(devices.id, deviceSubscriptions.deviceId));
  return {
    async subscription(id: string) {
      const [row] = await withDevice().where(eq(deviceSubscriptions.id, id));
      return row;
    },
    async subscriptionsOfUser(userId: string, options: { deviceId?: string; liveOnly?: boolean } = {}) {
      return withDevice()
        .where(
          and(
            eq(deviceSubscriptions.userId, userId),
            options.deviceId ? eq(deviceSubscriptions.deviceId, options.deviceId) : undefined,
            options.liveOnly ? eq(deviceSubscriptions.live, true) : undefined,
          ),
        )
        .orderBy(desc(deviceSubscriptions.createdAt));
    },
    async liveSubscriptionsOfDevice(deviceId: string) {
      return withDevice().where(and(eq(deviceSubscriptions.deviceId, deviceId), eq(deviceSubscriptions.live, true)));
    },
    async hasLiveSubscriptions(userId: string) {
      const [row] = await db
        .select({ id: deviceSubscriptions.id })
        .from(deviceSubscriptions)
        .where(and(eq(deviceSubscriptions.userId, userId), eq(deviceSubscriptions.live, true)))
        .limit(1);
      return Boolean(row);
    },
    /**
     * Stores the provider's view of a subscription unless a newer one is stored already (events may arrive out of
     * order); answers whether it was stored.
     */
    async upsertSubscription(values: DeviceSubscriptionValues): Promise<boolean> {
      const rows = await db
        .insert(deviceSubscriptions)
        .values(values)
        .onConflictDoUpdate({
          target: deviceSubscriptions.id,
          set: {
            planId: values.planId,
            status: values.status,
            provider: values.provider,
            schedule: values.schedule ?? null,
            paidCycles: values.paidCycles,
            paidThrough: values.paidThrough ?? null,
            live: values.live,
            syncedAt: values.syncedAt,
          },
          setWhere: lte(deviceSubscriptions.syncedAt, values.syncedAt),
        })
        .returning({ id: deviceSubscriptions.id });
      return rows.length > 0;
    },
    /** The device's plan state, as the device answers show it (the written policy in docs/payments.md). */
    async setDevicePlanState(
      deviceId: string,
      state: { subscriptionStatus: 'Active' | 'Suspended' | 'Inactive'; esimStatus: 'Active' | 'Inactive'; paymentIssue: PaymentIssue | null; trialUsed: boolean },
    ) {
      await db
        .update(devices)
        .set({
          subscriptionStatus: state.subscriptionStatus,
          esimStatus: state.esimStatus,
          paymentIssue: state.paymentIssue,
          ...(state.trialUsed ? { isTrialAvailed: true } : {}),
          updatedAt: new Date(),
        })
        .where(eq(devices.id, deviceId));
    },
    async acceptTerms(deviceId: string) {
      await db.update(devices).set({ isTermsAccepted: true, updatedAt: new Date() }).where(eq(devices.id, deviceId));
    },
    /** The devices whose plan the user had ended with a refund: the grace period is once per device and buyer. */
    async devicesRefundedFor(userId: string) {
      const rows = await db
        .selectDistinct({ deviceId: deviceSubscriptions.deviceId })
        .from(deviceSubscriptions)
        .where(and(eq(deviceSubscriptions.userId, userId), eq(deviceSubscriptions.status, 'canceled'), sql`${deviceSubscriptions.provider}->'metadata'->>'refund' = 'requested'`));
      return new Set(rows.map((row) => row.deviceId));
    },
    /** Whether the buyer of this subscription had another plan of its device canceled with a refund. */
    async refundedBefore(row: { id: string; userId: string; deviceId: string }) {
      const [found] = await db
        .select({ id: deviceSubscriptions.id })
        .from(deviceSubscriptions)
        .where(
          and(
            eq(deviceSubscriptions.userId, row.userId),
            eq(deviceSubscriptions.deviceId, row.deviceId),
            ne(deviceSubscriptions.id, row.id),
            eq(deviceSubscriptions.status, 'canceled'),
            sql`${deviceSubscriptions.provider}->'metadata'->>'refund' = 'requested'`,
          ),
        )
        .limit(1);
      return Boolean(found);
    },
    async devicesWithLiveSubscriptions(deviceIds: string[]) {
      if (deviceIds.length === 0) return new Set<string>();
      const rows = await db
        .selectDistinct({ deviceId: deviceSubscriptions.deviceId })
        .from(deviceSubscriptions)
        .where(and(inArray(deviceSubscriptions.deviceId, deviceIds), eq(deviceSubscriptions.live, true)));
      return new Set(rows.map((row) => row.deviceId));
    },

    async bindCodeToDevice(code: string, deviceUUID: string) {
      await db.insert(deviceCodes).values({ code, deviceUUID }).onConflictDoUpdate({ target: deviceCodes.code, set: { deviceUUID, createdAt: new Date() } });
    },
    /** The codes bound to a device's serial number, newest first. */
    async codesOfDevice(deviceUUID: string) {
      const rows = await db.select({ code: deviceCodes.code }).from(deviceCodes).where(eq(deviceCodes.deviceUUID, deviceUUID)).orderBy(desc(deviceCodes.createdAt));
      return rows.map((row) => row.code);
    },

    /** The users with live subscriptions: the payers whose cards matter. */
    async usersWithLiveSubscriptions(): Promise<string[]> {
      const rows = await db.selectDistinct({ userId: deviceSubscriptions.userId }).from(deviceSubscriptions).where(eq(deviceSubscriptions.live, true));
      return rows.map((row) => row.userId);
    },

    /** Claims an event id; false when it was handled before. */
    async claimEvent(id: string, type: string): Promise<boolean> {
      const rows = await db.insert(handledPaymentEvents).values({ id, type }).onConflictDoNothing().returning({ id: handledPaymentEvents.id });
      return rows.length > 0;
    },
    async releaseEvent(id: string) {
      await db.delete(handledPaymentEvents).where(eq(handledPaymentEvents.id, id));
    },
  };
}

export type SubscriptionsRepository = ReturnType<typeof createSubscriptionsRepository>;
