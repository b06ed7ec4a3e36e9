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
} as const;

/** The browser event carrying a new location to whatever shows the current device's history. */
export const DEVICE_HISTORY_UPDATE = 'DEVICE_HISTORY_UPDATE';
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
