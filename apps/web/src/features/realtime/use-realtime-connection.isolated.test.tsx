import { socketEvents } from '@lodestar/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useAppStore } from '../../lib/store';
import { SignedInUserContext } from '../../lib/signed-in-user';
import { deviceKeys } from '../devices/api/device-keys';
import { FakeSocket } from '../../test/fake-socket';
import { userFixture } from '../../test/fixtures';
import { useRealtimeConnection } from './use-realtime-connection';

const connection = vi.hoisted(() => ({ create: vi.fn(), close: vi.fn() }));
vi.mock('../../lib/socket-client', () => ({ createSocketConnection: connection.create }));

let socket: FakeSocket;

beforeEach(() => {
  socket = new FakeSocket();
  connection.close.mockReset();
  connection.create.mockReset().mockImplementation(() => ({ socket, close: connection.close }));
});

function renderConnection(queryClient = new QueryClient()) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <SignedInUserContext value={userFixture({ _id: 'user-7' })}>{children}</SignedInUserContext>
    </QueryClientProvider>
  );
  return renderHook(() => useRealtimeConnection(), { wrapper });
}

describe('useRealtimeConnection', () => {
  it('connects with the session once listening, joins the user room, and closes on sign-out', () => {
    useAppStore.getState().setAuthHeader('Bearer one');
    renderConnection();
    expect(connection.create).toHaveBeenCalledWith('Bearer one');
    expect(socket.connected).toBe(true);
    expect(socket.rooms(socketEvents.joinRoom)).toEqual(['user-7']);
    expect(socket.listenerCount(socketEvents.deviceInfoUpdate)).toBe(1);

    act(() => useAppStore.getState().clearSession());
    expect(connection.close).toHaveBeenCalledTimes(1);
    expect(socket.listenerCount('connect')).toBe(0);
    expect(socket.listenerCount(socketEvents.deviceInfoUpdate)).toBe(0);
  });

  it('after a reconnect, joins the rooms again first, then reads the devices again', () => {
    useAppStore.getState().setAuthHeader('Bearer three');
    const queryClient = new QueryClient();
    const detailKey = deviceKeys.detail('GPS-1');
    queryClient.setQueryData(detailKey, { success: true, device: [], sharedDevices: [] });
    renderConnection(queryClient);
    const joinsWhenRefreshed: unknown[][] = [];
    queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'invalidate') {
        joinsWhenRefreshed.push(socket.rooms(socketEvents.joinRoom));
      }
    });

    act(() => socket.drop());
    socket.clearEmitted();
    act(() => socket.connect());
    expect(queryClient.getQueryState(detailKey)?.isInvalidated).toBe(true);
    expect(joinsWhenRefreshed).toEqual([['user-7']]);
  });

  it('does not connect without a session, and closes on unmount', () => {
    const view = renderConnection();
    expect(connection.create).not.toHaveBeenCalled();

    act(() => useAppStore.getState().setAuthHeader('Bearer two'));
    expect(connection.create).toHaveBeenCalledWith('Bearer two');
    view.unmount();
    expect(connection.close).toHaveBeenCalledTimes(1);
  });
});
