import { roomAckSchema, socketEvents } from '@lodestar/contract';
import { matchQuery, type QueryClient } from '@tanstack/react-query';
import type { RealtimeSocket } from '../../lib/socket-client';
import { deviceKeys } from '../devices';
import type { DevicePage } from '../devices';

const listFilter = { queryKey: deviceKeys.lists };

/** The rooms to be in: the user's own, and one per GPS device (by IMEI) on any cached page of devices. */
export function wantedRooms(queryClient: QueryClient, userId: string): Set<string> {
  const rooms = new Set([userId]);
  for (const [, page] of queryClient.getQueriesData<DevicePage>(listFilter)) {
    for (const device of page?.devices ?? []) {
      if (device.deviceType === 'shield_gps' && device.imei) rooms.add(device.imei);
    }
  }
  return rooms;
}

/**
 * Keeps the socket in the rooms of `wantedRooms`: joins and leaves follow the cached device
 * lists, and every room is joined again after a reconnect, since the server forgets a dropped connection's rooms.
 * A refused join is logged once per room. Returns the function that stops following.
 */
export function syncRooms(socket: RealtimeSocket, queryClient: QueryClient, userId: string): () => void {
  const joined = new Set<string>();
  const warned = new Set<string>();

  const onJoinAck = (answer: unknown) => {
    const ack = roomAckSchema.safeParse(answer);
    if (!ack.success || ack.data.ok || warned.has(ack.data.room)) return;
    warned.add(ack.data.room);
    console.warn(`Realtime: could not join room ${ack.data.room}: ${ack.data.message}`);
  };

  const sync = () => {
    if (!socket.connected) return;
    const wanted = wantedRooms(queryClient, userId);
    for (const room of wanted) {
      if (joined.has(room)) continue;
      joined.add(room);
      socket.emit(socketEvents.joinRoom, room, onJoinAck);
    }
    for (const room of joined) {
      if (wanted.has(room)) continue;
      joined.delete(room);
      socket.emit(socketEvents.leaveRoom, room, () => {});
    }
  };

  const onConnect = () => {
    joined.clear();
    sync();
  };

  socket.on('connect', onConnect);
  const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
    if (matchQuery(listFilter, event.query)) sync();
  });
  sync();

  return () => {
    unsubscribe();
    socket.off('connect', onConnect);
  };
}
