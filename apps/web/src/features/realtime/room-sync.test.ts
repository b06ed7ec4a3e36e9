import { socketEvents, type RoomAck } from '@lodestar/contract';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deviceKeys } from '../devices/api/device-keys';
import type { DevicePage } from '../devices/api/find-devices';
import { FakeSocket } from '../../test/fake-socket';
import { deviceFixture } from '../../test/fixtures';
import { syncRooms } from './room-sync';

const gps1 = deviceFixture({ _id: 'd1', deviceUUID: 'GPS-1', imei: '350000000000001' });
const gps2 = deviceFixture({ _id: 'd2', deviceUUID: 'GPS-2', imei: '350000000000002' });
const gpsWithoutImei = deviceFixture({ _id: 'd3', deviceUUID: 'GPS-3', imei: '' });
const card = deviceFixture({ _id: 'd4', deviceUUID: 'CARD-1', deviceType: 'shield_card', imei: '350000000000004' });
const lock = deviceFixture({ _id: 'd5', deviceUUID: 'LOCK-1', deviceType: 'smart_lock', imei: '350000000000005' });

const page = (...devices: DevicePage['devices']): DevicePage => ({ devices, total: devices.length });
const firstPage = deviceKeys.list('user-1', { type: 'all', page: 1, perPage: 6 });
const gpsPage = deviceKeys.list('user-1', { type: 'shield_gps', page: 1, perPage: 6 });

let queryClient: QueryClient;
let socket: FakeSocket;

beforeEach(() => {
  queryClient = new QueryClient();
  socket = new FakeSocket();
});

afterEach(() => {
  queryClient.clear();
  vi.restoreAllMocks();
});

const joins = () => socket.rooms(socketEvents.joinRoom);
const leaves = () => socket.rooms(socketEvents.leaveRoom);

describe('room sync', () => {
  it('joins the user room and the rooms of listed GPS devices by IMEI, once connected', () => {
    queryClient.setQueryData(firstPage, page(gps1, gpsWithoutImei, card, lock));
    queryClient.setQueryData(gpsPage, page(gps1, gps2));
    syncRooms(socket, queryClient, 'user-1');
    expect(socket.emitted).toEqual([]);

    socket.connect();
    expect(joins()).toEqual(['user-1', '350000000000001', '350000000000002']);
    expect(leaves()).toEqual([]);
    for (const { args } of socket.emitted) expect(args[1]).toEqual(expect.any(Function));
  });

  it('joins at once when the socket is already connected', () => {
    socket.connected = true;
    syncRooms(socket, queryClient, 'user-1');
    expect(joins()).toEqual(['user-1']);
  });

  it('follows the cached lists: joins newly listed devices and leaves the ones no longer listed', () => {
    queryClient.setQueryData(firstPage, page(gps1));
    syncRooms(socket, queryClient, 'user-1');
    socket.connect();
    socket.clearEmitted();

    queryClient.setQueryData(gpsPage, page(gps1, gps2));
    expect(joins()).toEqual(['350000000000002']);

    socket.clearEmitted();
    queryClient.setQueryData(firstPage, page(card));
    expect(leaves()).toEqual([]);
    queryClient.removeQueries({ queryKey: gpsPage });
    expect(leaves()).toEqual(['350000000000001', '350000000000002']);
    expect(joins()).toEqual([]);
  });

  it('ignores queries other than the device lists', () => {
    syncRooms(socket, queryClient, 'user-1');
    socket.connect();
    socket.clearEmitted();
    queryClient.setQueryData(deviceKeys.detail('GPS-2'), { success: true, device: [gps2], sharedDevices: [] });
    queryClient.setQueryData(['users', 'me'], { _id: 'user-1' });
    expect(socket.emitted).toEqual([]);
  });

  it('joins every room again after a reconnect, and asks nothing while disconnected', () => {
    queryClient.setQueryData(firstPage, page(gps1));
    syncRooms(socket, queryClient, 'user-1');
    socket.connect();
    socket.drop();
    socket.clearEmitted();

    queryClient.setQueryData(gpsPage, page(gps2));
    expect(socket.emitted).toEqual([]);

    socket.connect();
    expect(joins()).toEqual(['user-1', '350000000000001', '350000000000002']);
    expect(leaves()).toEqual([]);
  });

  it('warns once about a refused join, and shows nothing else', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    queryClient.setQueryData(firstPage, page(gps1));
    syncRooms(socket, queryClient, 'user-1');
    const answerJoins = () => {
      for (const { event, args } of socket.emitted) {
        if (event !== socketEvents.joinRoom) continue;
        const [room, ack] = args as [string, (answer: RoomAck) => void];
        ack(room === 'user-1' ? { ok: true, room } : { ok: false, room, message: 'Device not found' });
      }
    };

    socket.connect();
    answerJoins();
    socket.drop();
    socket.clearEmitted();
    socket.connect();
    answerJoins();

    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toContain('350000000000001');
  });

  it('stops following once stopped', () => {
    const stop = syncRooms(socket, queryClient, 'user-1');
    stop();
    expect(socket.listenerCount('connect')).toBe(0);
    socket.connected = true;
    queryClient.setQueryData(firstPage, page(gps1));
    expect(socket.emitted).toEqual([]);
  });
});
