import type { AddressInfo } from 'node:net';
import {
  socketEvents,
  type DeviceInfoUpdate,
  type LocationHistoryInsert,
  type NotificationInsert,
  type ReceiverVerified,
  type RoomAck,
  type TransferUpdate,
} from '@lodestar/contract';
import { io, type Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { createTestApp, type TestApp } from './test-app.js';

/** What the server sends, by event name (packages/contract/src/realtime.ts). */
export interface ServerEvents {
  [socketEvents.deviceInfoUpdate]: DeviceInfoUpdate;
  [socketEvents.locationHistoryInsert]: LocationHistoryInsert;
  [socketEvents.roomError]: RoomAck;
  [socketEvents.notificationInsert]: NotificationInsert;
  [socketEvents.receiverVerified]: ReceiverVerified;
  [socketEvents.transferUpdate]: TransferUpdate;
}
export type ServerEventName = keyof ServerEvents;

export interface ConnectOptions {
  /** Listeners attached before the socket connects: they hear what the server says as it signs in. */
  on?: Record<string, (...args: never[]) => void>;
  /** Sent as the handshake's `auth` (for example `{ token }` instead of the Authorization header). */
  auth?: Record<string, unknown>;
  /** websocket first, then long polling, unless a test wants one of them. */
  transports?: ('websocket' | 'polling')[];
  timeoutMs?: number;
}

/** Every socket connectSocket made and closeSockets has not closed yet. */
const open = new Set<Socket>();

/** Makes the app's HTTP server (where Socket.IO lives) listen on a free port of 127.0.0.1; answers its base URL. */
export async function listen(t: TestApp): Promise<string> {
  if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as AddressInfo;
  return `http://127.0.0.1:${port}`;
}

/**
 * A Socket.IO client connected to `baseUrl` as a browser would be, with `authorization` as its Authorization header;
 * rejects with the connect_error when the server refuses it. No reconnection: a dropped socket stays dropped.
 */
export function connectSocket(baseUrl: string, authorization?: string, opts: ConnectOptions = {}): Promise<Socket> {
  const socket = io(baseUrl, {
    transports: opts.transports ?? ['websocket', 'polling'],
    ...(authorization ? { extraHeaders: { authorization } } : {}),
    ...(opts.auth ? { auth: opts.auth } : {}),
    forceNew: true,
    reconnection: false,
    timeout: opts.timeoutMs ?? 5000,
  });
  open.add(socket);
  for (const [event, listener] of Object.entries(opts.on ?? {}))
    socket.on(event, listener as (...args: unknown[]) => void);
  return new Promise((resolve, reject) => {
    socket.once('connect', () => {
      socket.off('connect_error');
      resolve(socket);
    });
    socket.once('connect_error', (error) => {
      socket.off('connect');
      closeSocket(socket);
      reject(error);
    });
  });
}

/** Asks to join a room (a user id, an IMEI or a serial number, or anything else a client might send); answers the ack. */
export function joinRoom(socket: Socket, room: unknown, timeoutMs = 5000): Promise<RoomAck> {
  return socket.timeout(timeoutMs).emitWithAck(socketEvents.joinRoom, room) as Promise<RoomAck>;
}

export function leaveRoom(socket: Socket, room: unknown, timeoutMs = 5000): Promise<RoomAck> {
  return socket.timeout(timeoutMs).emitWithAck(socketEvents.leaveRoom, room) as Promise<RoomAck>;
}

/** The payload of the next `name` event; rejects after `timeoutMs`. Call it before what should cause the event. */
export function nextEvent<K extends ServerEventName>(
  socket: Socket,
  name: K,
  timeoutMs = 10_000,
): Promise<ServerEvents[K]> {
  return new Promise((resolve, reject) => {
    const listener = (payload: ServerEvents[K]) => {
      clearTimeout(timer);
      resolve(payload);
    };
    const timer = setTimeout(() => {
      socket.off(name, listener as never);
      reject(new Error(`no ${name} event within ${timeoutMs} ms`));
    }, timeoutMs);
    socket.once(name, listener as never);
  });
}

/**
 * Watches for `name` events from now on. Call it before what might cause one, and call the answer once the sockets
 * that should get the event have had it: that resolves `ms` later when none arrived since the watch began, and
 * rejects with the payload when one did.
 */
export function expectNoEvent(socket: Socket, name: ServerEventName, ms = 500): () => Promise<void> {
  const seen = recordEvents(socket, name);
  return async () => {
    await sleep(ms);
    seen.stop();
    if (seen.events.length > 0) throw new Error(`unexpected ${name} event: ${JSON.stringify(seen.events[0])}`);
  };
}

/** Keeps every `name` event the socket gets from now on, until stop(). */
export function recordEvents<K extends ServerEventName>(socket: Socket, name: K) {
  const events: ServerEvents[K][] = [];
  const listener = (payload: ServerEvents[K]) => events.push(payload);
  socket.on(name, listener as never);
  return { events, stop: () => socket.off(name, listener as never) };
}

/** The reason of the socket's disconnect; rejects after `timeoutMs`. Call it before what should disconnect it. */
export function nextDisconnect(socket: Socket, timeoutMs = 5000): Promise<Socket.DisconnectReason> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`still connected after ${timeoutMs} ms`)), timeoutMs);
    socket.once('disconnect', (reason) => {
      clearTimeout(timer);
      resolve(reason);
    });
  });
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function closeSocket(socket: Socket): void {
  socket.removeAllListeners();
  socket.disconnect();
  open.delete(socket);
}

/** Closes every socket connectSocket made (afterEach / afterAll), so neither the servers nor vitest wait on them. */
export function closeSockets(): void {
  for (const socket of [...open]) closeSocket(socket);
}

/**
 * A test app on a fresh database, listening for sockets, made before the file's tests and closed after them; each
 * test's sockets are closed after it. Read `t` and `baseUrl` inside tests or hooks, once it is made.
 */
export function listeningTestApp(): { t: TestApp; baseUrl: string } {
  const made = {} as { t: TestApp; baseUrl: string };
  beforeAll(async () => {
    made.t = await createTestApp();
    made.baseUrl = await listen(made.t);
  });
  afterEach(() => closeSockets());
  afterAll(async () => {
    closeSockets();
    await made.t?.close();
  });
  return made;
}
