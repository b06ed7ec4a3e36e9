import {
  LIVE_SOCKET_NAMESPACE,
  SOCKET_RECONNECT_MS,
  liveLinkMessages,
  liveSocketEvents,
  type LivePoint,
} from '@lodestar/contract';
import { io } from 'socket.io-client';

interface LiveSocketHandlers {
  onPosition: (point: LivePoint) => void;
  /** The link ended (revoked, expired, device handed on, or never was). */
  onEnded: () => void;
}

/**
 * The page's own socket: the live links' namespace, signed in by the link's token alone (no session), hearing only its
 * device's new positions. Answers a function that closes it.
 */
export function openLiveSocket(token: string, { onPosition, onEnded }: LiveSocketHandlers): () => void {
  const socket = io(LIVE_SOCKET_NAMESPACE, {
    forceNew: true,
    auth: { token },
    reconnectionDelay: SOCKET_RECONNECT_MS,
    reconnectionDelayMax: SOCKET_RECONNECT_MS,
    randomizationFactor: 0,
  });
  socket.on(liveSocketEvents.position, onPosition);
  socket.on(liveSocketEvents.ended, onEnded);
  // The server refuses a link that ended; any other refusal (too many sign-ins from the address) is tried again
  // later. A dropped connection Socket.IO retries by itself.
  let retry: ReturnType<typeof setTimeout> | undefined;
  socket.on('connect_error', (error) => {
    if (socket.active) return;
    if (error.message === liveLinkMessages.ended) onEnded();
    else retry = setTimeout(() => socket.connect(), SOCKET_RECONNECT_MS);
  });
  socket.on('disconnect', (reason) => {
    if (reason === 'io server disconnect') onEnded();
  });
  return () => {
    clearTimeout(retry);
    socket.removeAllListeners();
    socket.disconnect();
  };
}
