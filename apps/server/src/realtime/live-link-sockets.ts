import {
  liveLinkMessages,
  liveSocketEvents,
  serverMessages,
  type LocationRecord,
  type LivePoint,
} from '@lodestar/contract';
import proxyAddr from '@fastify/proxy-addr';
import type { Namespace } from 'socket.io';
import { trustedProxies } from '../config.js';
import { liveLinkRoom } from './room-names.js';

/** Which links answer: the live-links service, as the sockets need it. */
export interface LiveLinkAccess {
  /** The link behind the token, null when none answers, 'limited' when the address signed in too often. */
  answering(token: string, address: string): Promise<{ id: string; newest: LivePoint | null } | null | 'limited'>;
  stillAnswering(ids: string[]): Promise<string[]>;
}

interface LiveServerToClient {
  [liveSocketEvents.position]: (point: LivePoint) => void;
  [liveSocketEvents.ended]: () => void;
}

interface LiveSocketData {
  linkId: string;
  /** The device's newest fix when the socket signed in, told to it first. */
  newest: LivePoint | null;
}

interface LiveSocketDeps {
  access: LiveLinkAccess;
  /** TRUST_PROXY: how many proxy hops in front of the server tell the client's address. */
  proxyHops: number;
  log: { warn(details: object, message: string): void };
}

/** The live links' namespace of the gateway's server (LIVE_SOCKET_NAMESPACE). */
export type LiveNamespace = Namespace<Record<string, never>, LiveServerToClient, Record<string, never>, LiveSocketData>;

/** How often the pages' sockets are checked against their links: expired, revoked elsewhere, device handed on. */
export const LIVE_LINK_CHECK_MS = 30_000;
const MAX_TOKEN_LENGTH = 100;

/**
 * The sockets of the pages behind live links, in a namespace of their own: signed in by the link's token (`auth.token`)
 * instead of a session, each in its link's room alone, so it hears its one device's positions and nothing else.
 */
export function serveLiveLinkSockets(live: LiveNamespace, { access, proxyHops, log }: LiveSocketDeps) {
  live.use((socket, next) => {
    const token: unknown = socket.handshake.auth?.token;
    if (typeof token !== 'string' || !token || token.length > MAX_TOKEN_LENGTH)
      return next(new Error(liveLinkMessages.ended));
    access
      // The address as Fastify's request.ip reads it for the page's call: through TRUST_PROXY hops of X-Forwarded-For.
      .answering(token, proxyAddr(socket.request, trustedProxies(proxyHops)))
      .then((link) => {
        if (link === 'limited') return next(new Error(serverMessages.tooManyRequests));
        if (!link) return next(new Error(liveLinkMessages.ended));
        socket.data.linkId = link.id;
        socket.data.newest = link.newest;
        void socket.join(liveLinkRoom(link.id));
        next();
      })
      .catch(() => next(new Error(liveLinkMessages.ended)));
  });

  // The page read the device's position before its socket signed in: a fix that came between is told now.
  live.on('connection', (socket) => {
    if (socket.data.newest) socket.emit(liveSocketEvents.position, socket.data.newest);
  });

  /** Tells this process's page sockets whose link no longer answers that it has ended, and closes them. */
  async function endStale(): Promise<void> {
    const sockets = [...live.sockets.values()];
    if (sockets.length === 0) return;
    const answering = new Set(await access.stillAnswering([...new Set(sockets.map((socket) => socket.data.linkId))]));
    for (const socket of sockets) {
      if (answering.has(socket.data.linkId)) continue;
      socket.emit(liveSocketEvents.ended);
      socket.disconnect(true);
    }
  }
  const check = setInterval(
    () => endStale().catch((error: unknown) => log.warn({ err: error }, 'live link check failed')),
    LIVE_LINK_CHECK_MS,
  );
  check.unref();

  return {
    /** A device's new head of history reaches the pages of its answering links: where and when, nothing else. */
    publish(linkIds: string[], head: LocationRecord | null): void {
      if (linkIds.length === 0 || !head) return;
      const point: LivePoint = { time: head.timeCreated, latitude: head.latitude, longitude: head.longitude };
      live.to(linkIds.map(liveLinkRoom)).emit(liveSocketEvents.position, point);
    },
    /** A revoked link's pages hear that it ended and are closed, on every server process. */
    end(linkId: string): void {
      live.to(liveLinkRoom(linkId)).emit(liveSocketEvents.ended);
      live.in(liveLinkRoom(linkId)).disconnectSockets(true);
    },
    endStale,
    stop: () => clearInterval(check),
  };
}
