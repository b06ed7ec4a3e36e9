import {
  DEVICE_HISTORY_UPDATE,
  deviceInfoUpdateSchema,
  locationHistoryInsertSchema,
  notificationInsertSchema,
  receiverVerifiedSchema,
  socketEvents,
  transferUpdateSchema,
  type DeviceInfoUpdate,
  type LocationHistoryInsert,
} from '@lodestar/contract';
import type { QueryClient } from '@tanstack/react-query';
import type { RealtimeSocket } from '../../lib/socket-client';
import { useAppStore } from '../../lib/store';
import { updateCachedDevice } from '../devices';
import { applyLiveLocation } from '../history';
import { applyNotificationInsert } from '../notifications';
import { applyReceiverVerified, applyTransferUpdate } from '../transfers';

/** A device's report changed some of its fields: every cached copy of the device takes them. */
export function applyDeviceInfoUpdate(queryClient: QueryClient, { _id, changes }: DeviceInfoUpdate): void {
  updateCachedDevice(queryClient, _id, (device) => ({ ...device, ...changes }));
}

/**
 * A device stored a new position: the history of the current device takes it live, the device's last seen time
 * moves forward (to when the server received the position), and the page hears of it as DEVICE_HISTORY_UPDATE.
 */
export function applyLocationInsert(
  queryClient: QueryClient,
  { _id, deviceUUID, location }: LocationHistoryInsert,
): void {
  if (useAppStore.getState().deviceUUID === deviceUUID) {
    applyLiveLocation(queryClient, deviceUUID, location);
  }
  const seen = Date.parse(location.receivedAt);
  updateCachedDevice(queryClient, _id, (device) =>
    Number.isNaN(seen) || (device.lastSeenTime && Date.parse(device.lastSeenTime) >= seen)
      ? device
      : { ...device, lastSeenTime: location.receivedAt },
  );
  window.dispatchEvent(new CustomEvent(DEVICE_HISTORY_UPDATE, { detail: location }));
}

/** Applies the server's realtime events to the cache; a payload that is not what the contract says is ignored. */
export function handleRealtimeEvents(socket: RealtimeSocket, queryClient: QueryClient): () => void {
  const onDeviceInfo = (payload: unknown) => {
    const update = deviceInfoUpdateSchema.safeParse(payload);
    if (update.success) applyDeviceInfoUpdate(queryClient, update.data);
  };
  const onLocation = (payload: unknown) => {
    const insert = locationHistoryInsertSchema.safeParse(payload);
    if (insert.success) applyLocationInsert(queryClient, insert.data);
  };
  const onNotification = (payload: unknown) => {
    const insert = notificationInsertSchema.safeParse(payload);
    if (insert.success) applyNotificationInsert(queryClient, insert.data);
  };
  const onReceiverVerified = (payload: unknown) => {
    const update = receiverVerifiedSchema.safeParse(payload);
    if (update.success) applyReceiverVerified(queryClient, update.data);
  };
  const onTransferUpdate = (payload: unknown) => {
    const update = transferUpdateSchema.safeParse(payload);
    if (update.success) applyTransferUpdate(queryClient, update.data);
  };
  const handlers = [
    [socketEvents.deviceInfoUpdate, onDeviceInfo],
    [socketEvents.locationHistoryInsert, onLocation],
    [socketEvents.notificationInsert, onNotification],
    [socketEvents.receiverVerified, onReceiverVerified],
    [socketEvents.transferUpdate, onTransferUpdate],
  ] as const;
  for (const [event, handler] of handlers) socket.on(event, handler);
  return () => {
    for (const [event, handler] of handlers) socket.off(event, handler);
  };
}
