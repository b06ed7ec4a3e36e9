import { SOCKET_RECONNECT_MS } from '@lodestar/contract';
import { io, type Socket } from 'socket.io-client';
import { useAppStore } from './store';

/** What the realtime code needs of a socket; a test's fake socket provides the same. */
export interface RealtimeSocket {
  readonly connected: boolean;
  emit(event: string, ...args: unknown[]): unknown;
  on(event: string, listener: (...args: unknown[]) => void): unknown;
  off(event: string, listener: (...args: unknown[]) => void): unknown;
}

export interface SocketConnection {
  socket: Socket;
  /** Disconnects for good: no reconnection and no pending retry. */
  close: () => void;
}

/**
 * The realtime connection of a session: Socket.IO to this origin (path `/socket.io`), not yet
 * connected. The session goes as the `Authorization` header, which only HTTP long-polling can carry, so polling
 * comes first and the websocket upgrade rides the authenticated session; `auth.token` carries it too, for a
 * transport that cannot send headers. A dropped connection is retried every SOCKET_RECONNECT_MS (10 s).
 */
export function createSocketClient(authHeader: string): Socket {
  return io({
    autoConnect: false,
    // A new manager per session, never one cached by an earlier session with its old header.
    forceNew: true,
    transports: ['polling', 'websocket'],
    extraHeaders: { Authorization: authHeader },
    auth: { token: authHeader.replace(/^Bearer\s+/i, '') },
    reconnection: true,
    // A fixed cadence: socket.io's jitter turns into 0 ms waits once its backoff overflows after ~1,000 attempts.
    reconnectionDelay: SOCKET_RECONNECT_MS,
    reconnectionDelayMax: SOCKET_RECONNECT_MS,
    randomizationFactor: 0,
  });
}

/**
 * Socket.IO reconnects after a dropped connection by itself, but not after the server refused one (a
 * `connect_error` that leaves the socket inactive, e.g. an expired session). Such a refusal is tried again after
 * SOCKET_RECONNECT_MS (10 s), and only while the session that opened the socket is still the signed-in one.
 */
export function retryRefusedConnection(socket: Socket, authHeader: string): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const onConnectError = () => {
    if (socket.active) return;
    clearTimeout(timer);
    timer = setTimeout(() => {
      if (!socket.active && useAppStore.getState().authHeader === authHeader) socket.connect();
    }, SOCKET_RECONNECT_MS);
  };
  socket.on('connect_error', onConnectError);
  return () => {
    clearTimeout(timer);
    socket.off('connect_error', onConnectError);
  };
}

/** The realtime connection of a session, to connect once its listeners are on; `close` ends it. */
export function createSocketConnection(authHeader: string): SocketConnection {
  const socket = createSocketClient(authHeader);
  const stopRetrying = retryRefusedConnection(socket, authHeader);
  return {
    socket,
    close: () => {
      stopRetrying();
      socket.disconnect();
    },
  };
}
