import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { deviceKeys } from '../devices/api/device-keys';
import type { DevicePage } from '../devices/api/find-devices';
import { groupKeys } from '../../lib/group-keys';
import { historyKeys } from '../../lib/history-keys';
import { FakeSocket } from '../../test/fake-socket';
import { catchUpAfterReconnect } from './catch-up';

const listKey = deviceKeys.list('user-1', { type: 'all', page: 1, perPage: 6 });
const liveKeys = [
  listKey,
  deviceKeys.detail('GPS-1'),
  deviceKeys.firmware('GPS-1'),
  historyKeys.map('GPS-1', 10),
  historyKeys.page('GPS-1', { page: 2, perPage: 10, filter: 'all' }),
];
const otherKeys = [groupKeys.list({ page: 1, perPage: 10 }), ['users', 'me']];

let queryClient: QueryClient;
let socket: FakeSocket;
/** Reads of the device list that the page on screen makes. */
let listReads: Mock<() => Promise<DevicePage>>;
let stopObserving: () => void;

beforeEach(() => {
  queryClient = new QueryClient();
  socket = new FakeSocket();
  for (const key of [...liveKeys, ...otherKeys]) queryClient.setQueryData(key, { cached: key });
  listReads = vi.fn(async (): Promise<DevicePage> => ({ devices: [], total: 0 }));
  // The device list is on screen: an observer with data that stays fresh until something invalidates it.
  stopObserving = new QueryObserver(queryClient, {
    queryKey: listKey,
    queryFn: listReads,
    staleTime: Infinity,
  }).subscribe(() => {});
});

afterEach(() => {
  stopObserving();
  queryClient.clear();
});

const invalidated = (keys: readonly (readonly unknown[])[]) =>
  keys.map((key) => queryClient.getQueryState(key)?.isInvalidated ?? false);

describe('catching up after a reconnect', () => {
  it('reads nothing again on the first connect', () => {
    catchUpAfterReconnect(socket, queryClient);
    socket.connect();
    expect(invalidated([...liveKeys, ...otherKeys]).some(Boolean)).toBe(false);
    expect(listReads).not.toHaveBeenCalled();
  });

  it('after a drop, refreshes every query of devices and of their history, and nothing else', async () => {
    catchUpAfterReconnect(socket, queryClient);
    socket.connect();
    socket.drop();
    expect(invalidated(liveKeys).some(Boolean)).toBe(false);

    socket.connect();
    expect(invalidated(liveKeys).every(Boolean)).toBe(true);
    expect(invalidated(otherKeys).some(Boolean)).toBe(false);
    await vi.waitFor(() => expect(listReads).toHaveBeenCalledTimes(1));
  });

  it('after a refused first try, refreshes on the connect that follows', () => {
    catchUpAfterReconnect(socket, queryClient);
    socket.receive('connect_error', new Error('xhr poll error'));
    socket.connect();
    expect(invalidated(liveKeys).every(Boolean)).toBe(true);
  });

  it('stops listening once stopped', () => {
    const stop = catchUpAfterReconnect(socket, queryClient);
    stop();
    for (const event of ['connect', 'disconnect', 'connect_error']) expect(socket.listenerCount(event)).toBe(0);
  });
});
