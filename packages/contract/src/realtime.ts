import { z } from 'zod';
import { deviceSchema } from './devices.js';
import { locationRecordSchema } from './history.js';

/** Socket.IO event names. */
export const socketEvents = {
  joinRoom: 'join-room',
  leaveRoom: 'leave-room',
  roomError: 'room-error',
  deviceInfoUpdate: 'device-info-update',
  locationHistoryInsert: 'location-history-insert',
  notificationInsert: 'notification-insert',
  receiverVerified: 'receiver-verified',
  transferUpdate: 'transfer-update',
} as const;

/** The browser event carrying a new location to whatever shows the current device's history. */
export const DEVICE_HISTORY_UPDATE = 'DEVICE_HISTORY_UPDATE';
/** The browser event carrying a receiver's new verified state to the transfer page that chose them. */
export const RECEIVER_VERIFIED = 'RECEIVER_VERIFIED';
/** The reconnect delay is SOCKET_RECONNECT_MS in constants.ts. */

/** A room is the caller's own user id, or a device they can see, named by its IMEI (or serial number). */
export const roomRequestSchema = z.string().min(1).max(100);

export const roomAckSchema = z.union([
  z.object({ ok: z.literal(true), room: z.string() }),
  z.object({ ok: z.literal(false), room: z.string(), message: z.string() }),
]);
export type RoomAck = z.infer<typeof roomAckSchema>;

/** The fields of a device that a report changes. */
export const liveDeviceFieldsSchema = deviceSchema
  .pick({
    lastSeenTime: true,
    battery_percentage: true,
    modem_voltage: true,
    modem_temperature: true,
    modem_temperature_c: true,
    modem_temperature_f: true,
    modem_state: true,
    locationReportMode: true,
    firmwareVersion: true,
    latitude: true,
    longitude: true,
    lastHistoryTime: true,
    lastReportType: true,
    isLocked: true,
    unlockType: true,
    lockChangedAt: true,
  })
  .partial();
export type LiveDeviceFields = z.infer<typeof liveDeviceFieldsSchema>;

export const deviceInfoUpdateSchema = z.object({
  _id: z.string(),
  deviceUUID: z.string(),
  imei: z.string().nullable(),
  changes: liveDeviceFieldsSchema,
});
export type DeviceInfoUpdate = z.infer<typeof deviceInfoUpdateSchema>;

export const locationHistoryInsertSchema = z.object({
  _id: z.string(),
  deviceUUID: z.string(),
  imei: z.string().nullable(),
  location: locationRecordSchema,
});
export type LocationHistoryInsert = z.infer<typeof locationHistoryInsertSchema>;

/** An account a seller made, or waits for, verified its email address: sent to that seller's user room. */
export const receiverVerifiedSchema = z.object({ _id: z.string() });
export type ReceiverVerified = z.infer<typeof receiverVerifiedSchema>;

/** A transfer that waited for its receiver ended: the device moved (`done`) or it was refunded (`cancelled`). */
export const transferUpdateSchema = z.object({
  _id: z.string(),
  deviceId: z.string(),
  status: z.enum(['done', 'cancelled']),
  message: z.string(),
});
export type TransferUpdate = z.infer<typeof transferUpdateSchema>;
