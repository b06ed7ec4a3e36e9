import {
  DEVICE_HISTORY_UPDATE,
  paginationOf,
  socketEvents,
  type DeviceInfoUpdate,
  type GetDeviceResponse,
  type HistoryFindResponse,
  type HistoryMapResponse,
  type LocationHistoryInsert,
  type Notification,
} from '@lodestar/contract';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAppStore } from '../../lib/store';
import { deviceKeys } from '../devices/api/device-keys';
import type { DevicePage } from '../devices/api/find-devices';
import { historyKeys } from '../../lib/history-keys';
import type { NotificationPages } from '../notifications/api/list-notifications';
import { notificationKeys } from '../notifications/api/notification-keys';
import { FakeSocket } from '../../test/fake-socket';
import { deviceFixture, locationFixture } from '../../test/fixtures';
import { handleRealtimeEvents } from './realtime-events';

const tracker = deviceFixture({
  _id: 'd1',
  deviceUUID: 'GPS-1',
  imei: '350000000000001',
  lastSeenTime: '2026-05-01T10:00:00.000Z',
});
const other = deviceFixture({ _id: 'd2', deviceUUID: 'GPS-2', imei: '350000000000002', lastSeenTime: null });

const listKey = deviceKeys.list('user-1', { type: 'all', page: 1, perPage: 6 });
const detail = (device = tracker): GetDeviceResponse => ({ success: true, device: [device], sharedDevices: [] });

const insertFor = (device = tracker, location = locationFixture()): LocationHistoryInsert => ({
  _id: device._id,
  deviceUUID: device.deviceUUID,
  imei: device.imei,
  location: { ...location, deviceId: device._id, deviceUUID: device.deviceUUID },
});

let queryClient: QueryClient;
let socket: FakeSocket;
let historyUpdates: unknown[];
const onHistoryUpdate = (event: Event) => historyUpdates.push((event as CustomEvent).detail);

beforeEach(() => {
  queryClient = new QueryClient();
  socket = new FakeSocket();
  historyUpdates = [];
  window.addEventListener(DEVICE_HISTORY_UPDATE, onHistoryUpdate);
  queryClient.setQueryData<DevicePage>(listKey, { devices: [tracker, other], total: 2 });
  queryClient.setQueryData(deviceKeys.detail(tracker._id), detail());
  queryClient.setQueryData(deviceKeys.detail(tracker.deviceUUID), detail());
  queryClient.setQueryData(deviceKeys.detail(other.deviceUUID), detail(other));
  handleRealtimeEvents(socket, queryClient);
});

afterEach(() => {
  window.removeEventListener(DEVICE_HISTORY_UPDATE, onHistoryUpdate);
  queryClient.clear();
});

const listed = (id: string) =>
  queryClient.getQueryData<DevicePage>(listKey)?.devices.find((device) => device._id === id);
const detailOf = (ref: string) => queryClient.getQueryData<GetDeviceResponse>(deviceKeys.detail(ref))?.device[0];

describe('device-info-update', () => {
  it('patches the changed fields into every cached copy of the device, and nothing else', () => {
    const update: DeviceInfoUpdate = {
      _id: tracker._id,
      deviceUUID: tracker.deviceUUID,
      imei: tracker.imei,
      changes: { battery_percentage: 42, modem_state: 1, lastSeenTime: '2026-05-01T11:00:00.000Z' },
    };
    socket.receive(socketEvents.deviceInfoUpdate, update);

    for (const device of [listed(tracker._id), detailOf(tracker._id), detailOf(tracker.deviceUUID)]) {
      expect(device).toEqual({ ...tracker, ...update.changes });
    }
    expect(listed(other._id)).toEqual(other);
    expect(detailOf(other.deviceUUID)).toEqual(other);
  });

  it('ignores a malformed payload', () => {
    const before = queryClient.getQueryData(listKey);
    for (const payload of [
      undefined,
      'd1',
      { deviceUUID: tracker.deviceUUID, imei: null, changes: { battery_percentage: 42 } },
      { _id: tracker._id, deviceUUID: tracker.deviceUUID, imei: null, changes: { battery_percentage: 'full' } },
    ]) {
      expect(() => socket.receive(socketEvents.deviceInfoUpdate, payload)).not.toThrow();
    }
    expect(queryClient.getQueryData(listKey)).toBe(before);
    expect(detailOf(tracker._id)).toEqual(tracker);
  });
});

describe('location-history-insert', () => {
  it('dispatches DEVICE_HISTORY_UPDATE with the location', () => {
    const insert = insertFor();
    socket.receive(socketEvents.locationHistoryInsert, insert);
    expect(historyUpdates).toEqual([insert.location]);
  });

  it('applies a location of the current device live to its newest history, and refreshes its other pages', () => {
    useAppStore.setState({ deviceUUID: tracker.deviceUUID });
    const earlier = locationFixture({ _id: 'loc-0', latitude: -33.9, timeCreated: '2026-05-01T10:00:00.000Z' });
    const mapKey = historyKeys.map(tracker.deviceUUID, 10);
    const firstPageKey = historyKeys.page(tracker.deviceUUID, { page: 1, perPage: 10, filter: 'all' });
    const laterPageKey = historyKeys.page(tracker.deviceUUID, { page: 2, perPage: 10, filter: 'all' });
    const filteredKey = historyKeys.page(tracker.deviceUUID, { page: 1, perPage: 10, filter: 'gps' });
    const otherDeviceKey = historyKeys.page(other.deviceUUID, { page: 1, perPage: 10, filter: 'all' });
    const pageOf = (data: HistoryFindResponse['data']): HistoryFindResponse => ({
      success: true,
      data,
      pagination: paginationOf(1, 10, data.length),
    });
    queryClient.setQueryData<HistoryMapResponse>(mapKey, { success: true, data: [earlier] });
    for (const key of [firstPageKey, laterPageKey, filteredKey, otherDeviceKey]) {
      queryClient.setQueryData(key, pageOf([earlier]));
    }
    const invalidated = (key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated;

    socket.receive(socketEvents.locationHistoryInsert, insertFor(other));
    expect(queryClient.getQueryData<HistoryMapResponse>(mapKey)?.data).toEqual([earlier]);
    expect([firstPageKey, laterPageKey, filteredKey, otherDeviceKey].map(invalidated)).toEqual([
      false,
      false,
      false,
      false,
    ]);

    const insert = insertFor(tracker);
    socket.receive(socketEvents.locationHistoryInsert, insert);
    expect(queryClient.getQueryData<HistoryMapResponse>(mapKey)?.data).toEqual([insert.location, earlier]);
    const firstPage = queryClient.getQueryData<HistoryFindResponse>(firstPageKey);
    expect(firstPage?.data).toEqual([insert.location, earlier]);
    expect(firstPage?.pagination.total).toBe(2);
    expect([mapKey, firstPageKey, laterPageKey, filteredKey, otherDeviceKey].map(invalidated)).toEqual([
      false,
      false,
      true,
      true,
      false,
    ]);
    expect(historyUpdates).toHaveLength(2);

    const later = { ...insert.location, _id: 'loc-2', timeCreated: '2026-05-01T11:10:00.000Z' };
    socket.receive(socketEvents.locationHistoryInsert, insertFor(tracker, later));
    const refreshed = queryClient.getQueryData<HistoryFindResponse>(firstPageKey);
    expect(refreshed?.data.map((location) => [location._id, location.timeCreated])).toEqual([
      [insert.location._id, later.timeCreated],
      [earlier._id, earlier.timeCreated],
    ]);
    expect(refreshed?.pagination.total).toBe(2);
  });

  it('moves the last seen time forward, never back', () => {
    socket.receive(
      socketEvents.locationHistoryInsert,
      insertFor(tracker, locationFixture({ receivedAt: '2026-05-01T09:00:00.000Z' })),
    );
    expect(listed(tracker._id)?.lastSeenTime).toBe(tracker.lastSeenTime);

    socket.receive(socketEvents.locationHistoryInsert, insertFor(tracker));
    expect(listed(tracker._id)?.lastSeenTime).toBe('2026-05-01T11:00:00.000Z');
    expect(detailOf(tracker.deviceUUID)?.lastSeenTime).toBe('2026-05-01T11:00:00.000Z');

    socket.receive(socketEvents.locationHistoryInsert, insertFor(other));
    expect(listed(other._id)?.lastSeenTime).toBe('2026-05-01T11:00:00.000Z');
  });

  it('ignores a malformed payload', () => {
    useAppStore.setState({ deviceUUID: tracker.deviceUUID });
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const { location, ...withoutLocation } = insertFor();
    socket.receive(socketEvents.locationHistoryInsert, withoutLocation);
    socket.receive(socketEvents.locationHistoryInsert, {
      ...insertFor(),
      location: { ...location, latitude: 'north' },
    });
    expect(historyUpdates).toEqual([]);
    expect(invalidate).not.toHaveBeenCalled();
    expect(listed(tracker._id)).toEqual(tracker);
  });
});

describe('realtime event handlers', () => {
  it('stop listening once stopped', () => {
    const fresh = new FakeSocket();
    const stop = handleRealtimeEvents(fresh, queryClient);
    stop();
    expect(fresh.listenerCount(socketEvents.deviceInfoUpdate)).toBe(0);
    expect(fresh.listenerCount(socketEvents.locationHistoryInsert)).toBe(0);
    expect(fresh.listenerCount(socketEvents.notificationInsert)).toBe(0);
  });
});

describe('notification-insert', () => {
  const pages = (data: Notification[], unread: number): NotificationPages => ({
    pages: [{ success: true, data, next: null, unread }],
    pageParams: [undefined],
  });
  const told = (id: string): Notification => ({
    _id: id,
    kind: 'sos',
    message: `${id} sent an SOS.`,
    link: '/device/GPS-1',
    deviceUUID: 'GPS-1',
    place: null,
    reading: null,
    read: false,
    createdAt: '2026-05-01T11:00:00.000Z',
  });

  it('puts the new notification on top of the first page once, with the unread count; ignores a bad payload', () => {
    queryClient.setQueryData(notificationKeys.list, pages([told('earlier')], 1));
    socket.receive(socketEvents.notificationInsert, { notification: told('new'), unread: 2 });
    socket.receive(socketEvents.notificationInsert, { notification: told('new'), unread: 2 });
    socket.receive(socketEvents.notificationInsert, { notification: { _id: 'bad' }, unread: 3 });
    const cached = queryClient.getQueryData<NotificationPages>(notificationKeys.list);
    expect(cached?.pages[0]?.data.map((notification) => notification._id)).toEqual(['new', 'earlier']);
    expect(cached?.pages[0]?.unread).toBe(2);
  });
});
