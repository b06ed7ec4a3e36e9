import { SOCKET_RECONNECT_MS } from '@lodestar/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeSocket } from '../test/fake-socket';
import { createSocketConnection } from './socket-client';
import { useAppStore } from './store';

/** A fake socket as Socket.IO hands it out: `active` while it means to stay connected. */
class FakeIoSocket extends FakeSocket {
  active = false;
  override connect = vi.fn(() => {
    this.active = true;
  });
  disconnect = vi.fn(() => {
    this.active = false;
    this.connected = false;
  });
}

const io = vi.hoisted(() => vi.fn());
vi.mock('socket.io-client', () => ({ io }));

const AUTH = 'Bearer session-token';
let socket: FakeIoSocket;

beforeEach(() => {
  vi.useFakeTimers();
  socket = new FakeIoSocket();
  io.mockReset().mockReturnValue(socket);
  useAppStore.getState().setAuthHeader(AUTH);
});

afterEach(() => {
  vi.useRealTimers();
});

/** The server refuses the connection (say, an expired session): Socket.IO gives up on it. */
const refuse = () => {
  socket.active = false;
  socket.receive('connect_error', new Error('Session expired'));
};

describe('socket client', () => {
  it('connects to this origin with the session as Authorization header and auth token, retrying a drop every 10 s', () => {
    createSocketConnection(AUTH);
    expect(io).toHaveBeenCalledTimes(1);
    const [first, second] = io.mock.calls[0] ?? [];
    expect(typeof first).toBe('object');
    expect(second).toBeUndefined();
    expect(first).toMatchObject({
      autoConnect: false,
      forceNew: true,
      transports: ['polling', 'websocket'],
      extraHeaders: { Authorization: AUTH },
      auth: { token: 'session-token' },
      reconnection: true,
      reconnectionDelay: 10_000,
      reconnectionDelayMax: 10_000,
      randomizationFactor: 0,
    });
    expect(first).not.toHaveProperty('path');
    expect(SOCKET_RECONNECT_MS).toBe(10_000);
  });

  it('tries a refused connection again after 10 s, while the session is signed in', () => {
    createSocketConnection(AUTH);
    refuse();
    vi.advanceTimersByTime(SOCKET_RECONNECT_MS - 1);
    expect(socket.connect).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(socket.connect).toHaveBeenCalledTimes(1);

    refuse();
    useAppStore.getState().clearSession();
    vi.advanceTimersByTime(SOCKET_RECONNECT_MS);
    expect(socket.connect).toHaveBeenCalledTimes(1);
  });

  it('leaves a dropped connection to Socket.IO, which reconnects by itself', () => {
    createSocketConnection(AUTH);
    socket.active = true;
    socket.receive('connect_error', new Error('xhr poll error'));
    vi.advanceTimersByTime(SOCKET_RECONNECT_MS * 3);
    expect(socket.connect).not.toHaveBeenCalled();
  });

  it('closes for good: disconnects and drops a pending retry', () => {
    const { close } = createSocketConnection(AUTH);
    refuse();
    close();
    vi.advanceTimersByTime(SOCKET_RECONNECT_MS * 3);
    expect(socket.disconnect).toHaveBeenCalledTimes(1);
    expect(socket.connect).not.toHaveBeenCalled();
    expect(socket.listenerCount('connect_error')).toBe(0);
  });
});
