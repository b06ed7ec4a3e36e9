import { LIVE_SOCKET_NAMESPACE, SOCKET_RECONNECT_MS, liveSocketEvents, type LivePoint } from '@lodestar/contract';
import { io } from 'socket.io-client';

interface LiveSocketHandlers {
  onPosition: (point: LivePoint) => void;
  /** The link ended (revoked, expired, device handed on), or the server refused it. */
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
  // A refusal of the handshake is the link's end; a dropped connection is retried by Socket.IO itself.
  socket.on('connect_error', () => {
    if (!socket.active) onEnded();
  });
  socket.on('disconnect', (reason) => {
    if (reason === 'io server disconnect') onEnded();
  });
  return () => {
    socket.removeAllListeners();
    socket.disconnect();
  };
}
