import type { Server as HttpServer } from 'node:http';
import { createAdapter } from '@socket.io/redis-adapter';
import {
  LIVE_SOCKET_NAMESPACE,
  roomRequestSchema,
  serverMessages,
  socketEvents,
  type DeviceInfoUpdate,
  type LocationHistoryInsert,
  type NotificationInsert,
  type ReceiverVerified,
  type RoomAck,
  type TransferUpdate,
} from '@lodestar/contract';
import { Redis } from 'ioredis';
import { Server, type Socket } from 'socket.io';
import type { Clock } from '../adapters/clock.js';
import type { Principal } from '../http/authenticate.js';
import type { CommittedReport } from '../ingest/pipeline/position-pipeline.js';
import type { DevicesRepository } from '../modules/devices/index.js';
import { serveLiveLinkSockets, type LiveLinkAccess, type LiveNamespace } from './live-link-sockets.js';
import { sessionRoom, userRoom, viewerDeviceRoom } from './room-names.js';

interface ServerToClient {
  [socketEvents.roomError]: (answer: RoomAck) => void;
  [socketEvents.deviceInfoUpdate]: (update: DeviceInfoUpdate) => void;
  [socketEvents.locationHistoryInsert]: (insert: LocationHistoryInsert) => void;
  [socketEvents.notificationInsert]: (insert: NotificationInsert) => void;
  [socketEvents.receiverVerified]: (update: ReceiverVerified) => void;
  [socketEvents.transferUpdate]: (update: TransferUpdate) => void;
}

interface SocketData {
  principal: Principal;
}

interface GatewayDeps {
  server: HttpServer;
  authenticate: (authorization: string | undefined) => Promise<Principal | null>;
  devices: Pick<DevicesRepository, 'findVisibleIdByKey'>;
  /** Which live links answer, for the sockets of their pages. */
  liveLinks: LiveLinkAccess;
  /** TRUST_PROXY: how many proxy hops in front of the server tell the client's address. */
  proxyHops: number;
  clock: Clock;
  redisUrl?: string;
  log: { warn(details: object, message: string): void };
}

const NOT_YOURS = 'You cannot join this room.';
/** How often the sockets of sessions that ran out are looked for; a room request checks at once. */
export const EXPIRED_SESSION_CHECK_MS = 30_000;
const SHUTTING_DOWN = 'The server is shutting down.';

/** The room a request names, for the answer. Never throws on what a client sends, as String({ toString: 1 }) would. */
const roomNameOf = (requested: unknown): string =>
  typeof requested === 'string' || typeof requested === 'number' || typeof requested === 'boolean' ? String(requested) : '';

function tokenOf(socket: Socket): string | undefined {
  const header = socket.handshake.headers.authorization;
  if (header) return header;
  const token: unknown = socket.handshake.auth?.token;
  return typeof token === 'string' && token ? token : undefined;
}

type GatewayServer = Server<Record<string, never>, ServerToClient, Record<string, never>, SocketData>;

/** Shares rooms and events between server processes through Redis, when one is configured; answers its clients. */
function useRedisFanOut(io: GatewayServer, redisUrl: string | undefined, log: GatewayDeps['log']) {
  const redis = redisUrl ? { pub: new Redis(redisUrl), sub: new Redis(redisUrl) } : null;
  if (redis) {
    for (const client of [redis.pub, redis.sub]) client.on('error', (error) => log.warn({ err: error }, 'realtime Redis error'));
    io.adapter(createAdapter(redis.pub, redis.sub));
  }
  return redis;
}

/** Lets in only sockets of a verified account's session, and puts each in its session's room. */
function signInSockets(io: GatewayServer, authenticate: GatewayDeps['authenticate']): void {
  io.use((socket, next) => {
    authenticate(tokenOf(socket))
      .then((principal) => {
        if (!principal?.user.emailVerifiedAt) return next(new Error(serverMessages.unauthorized));
        socket.data.principal = principal;
        void socket.join(sessionRoom(principal.sessionId));
        next();
      })
      .catch(() => next(new Error(serverMessages.unauthorized)));
  });
}

const hasExpired = (principal: Principal, clock: Clock) => principal.expiresAt !== null && principal.expiresAt <= clock.now();

/** The internal room a client's room name stands for, if this user may be in it. */
async function roomFor(
  { devices, clock }: Pick<GatewayDeps, 'devices' | 'clock'>,
  principal: Principal,
  requested: unknown,
): Promise<string | null> {
  const parsed = roomRequestSchema.safeParse(requested);
  if (!parsed.success) return null;
  const userId = principal.user.id;
  if (parsed.data === userId) return userRoom(userId);
  const deviceId = await devices.findVisibleIdByKey(userId, parsed.data, clock.now());
  return deviceId ? viewerDeviceRoom(userId, deviceId) : null;
}

/** Answers a socket's requests to join and leave rooms: its own user room, and the rooms of devices it can see. */
function serveRoomRequests(io: GatewayServer, deps: Pick<GatewayDeps, 'devices' | 'clock'>): void {
  io.on('connection', (socket) => {
    const { principal } = socket.data;
    const reply = (ack: unknown, answer: RoomAck) => {
      if (typeof ack === 'function') (ack as (answer: RoomAck) => void)(answer);
      if (!answer.ok) socket.emit(socketEvents.roomError, answer);
    };
    socket.on(socketEvents.joinRoom, async (requested: unknown, ack: unknown) => {
      if (hasExpired(principal, deps.clock)) return void socket.disconnect(true);
      const room = roomNameOf(requested);
      const internal = await roomFor(deps, principal, requested).catch(() => null);
      if (!internal) return reply(ack, { ok: false, room, message: NOT_YOURS });
      await socket.join(internal);
      reply(ack, { ok: true, room });
    });
    socket.on(socketEvents.leaveRoom, async (requested: unknown, ack: unknown) => {
      const room = roomNameOf(requested);
      const internal = await roomFor(deps, principal, requested).catch(() => null);
      if (internal) await socket.leave(internal);
      reply(ack, { ok: true, room });
    });
  });
}

/**
 * Disconnects this process's sockets whose session ran out, every EXPIRED_SESSION_CHECK_MS and when asked: a socket
 * never outlives the session that opened it.
 */
function watchSessionExpiry(io: GatewayServer, clock: Clock) {
  const endExpiredSessions = (): void => {
    for (const socket of io.sockets.sockets.values()) if (hasExpired(socket.data.principal, clock)) socket.disconnect(true);
  };
  const check = setInterval(endExpiredSessions, EXPIRED_SESSION_CHECK_MS);
  check.unref();
  return { endExpiredSessions, stop: () => clearInterval(check) };
}

const audienceOf = (report: CommittedReport) =>
  report.viewers.flatMap((userId) => [userRoom(userId), viewerDeviceRoom(userId, report.device.id)]);

/**
 * Socket.IO on the server's port. A socket is signed in with the Authorization header
 * (or `auth.token`), may join its own user room and the room of any device it can see, and receives a device's
 * events only through rooms tied to its user. Each event goes to the rooms of the accounts that see the device at
 * commit time, so a revoked or expired share stops the events without the socket having to leave anything.
 */
export function createRealtimeGateway({ server, authenticate, devices, liveLinks, proxyHops, clock, redisUrl, log }: GatewayDeps) {
  let closing = false;
  const io: GatewayServer = new Server(server, {
    serveClient: false,
    allowRequest: (_request, answer) => answer(closing ? SHUTTING_DOWN : null, !closing),
    // Browsers join from the same origin; other clients (apps, scripts) send no Origin at all.
    cors: { origin: false },
  });
  const redis = useRedisFanOut(io, redisUrl, log);
  signInSockets(io, authenticate);

  const { endExpiredSessions, stop: stopExpiryCheck } = watchSessionExpiry(io, clock);

  serveRoomRequests(io, { devices, clock });
  const live = io.of(LIVE_SOCKET_NAMESPACE) as unknown as LiveNamespace;
  const liveSockets = serveLiveLinkSockets(live, { access: liveLinks, proxyHops, log });

  return {
    io,

    /**
     * Tells the live views about committed reports: changed device fields, and the new head of the history; the pages
     * of the device's answering live links hear the new position alone.
     */
    publish(reports: CommittedReport[]): void {
      for (const report of reports) {
        liveSockets.publish(report.liveLinks, report.head);
        const audience = audienceOf(report);
        if (audience.length === 0) continue;
        const { id, deviceUUID, imei } = report.device;
        const update: DeviceInfoUpdate = { _id: id, deviceUUID, imei, changes: report.changes };
        io.to(audience).emit(socketEvents.deviceInfoUpdate, update);
        if (report.head) {
          const insert: LocationHistoryInsert = { _id: id, deviceUUID, imei, location: report.head };
          io.to(audience).emit(socketEvents.locationHistoryInsert, insert);
        }
      }
    },

    /** A new notification reaches its recipient's sockets in their user room, on every server process. */
    notify(userId: string, insert: NotificationInsert): void {
      io.to(userRoom(userId)).emit(socketEvents.notificationInsert, insert);
    },

    /** A seller's receiver verified their address: the seller's transfer pages show it at once (decision 0084). */
    receiverVerified(sellerIds: string[], update: ReceiverVerified): void {
      if (sellerIds.length > 0) io.to(sellerIds.map(userRoom)).emit(socketEvents.receiverVerified, update);
    },

    /** A transfer that waited for its receiver ended: its seller's transfer pages hear how. */
    transferUpdate(sellerId: string, update: TransferUpdate): void {
      io.to(userRoom(sellerId)).emit(socketEvents.transferUpdate, update);
    },

    endExpiredSessions,

    /** Live links' pages: a revoked link's are told it ended; those of links that stopped answering, every 30 s. */
    endLiveLink: liveSockets.end,
    endStaleLiveLinks: liveSockets.endStale,

    /** Signing out closes the session's sockets, on every server process. */
    endSession(sessionId: string): void {
      io.in(sessionRoom(sessionId)).disconnectSockets(true);
    },

    /**
     * Drops this process's connections so the HTTP server can close; the server itself is closed by its owner. The
     * sockets get no Socket.IO disconnect (after which a client stays away): they see their transport close and
     * reconnect, to another process or to this one once it is back, and new connections are refused meanwhile.
     */
    async close(): Promise<void> {
      closing = true;
      stopExpiryCheck();
      liveSockets.stop();
      io.engine.close();
      if (redis) await Promise.all([redis.pub.quit(), redis.sub.quit()]).catch(() => undefined);
    },
  };
}

export type RealtimeGateway = ReturnType<typeof createRealtimeGateway>;
