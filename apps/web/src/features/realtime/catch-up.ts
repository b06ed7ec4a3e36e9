import type { QueryClient } from '@tanstack/react-query';
import type { RealtimeSocket } from '../../lib/socket-client';
import { deviceKeys } from '../devices';
import { historyKeys } from '../../lib/history-keys';
import { notificationKeys } from '../notifications';

/**
 * Reads again what the realtime events keep current, every query of devices and of their history, and the
 * notifications: what is on screen at once, the rest when next shown.
 */
async function refreshLiveData(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: deviceKeys.all }),
    queryClient.invalidateQueries({ queryKey: historyKeys.all }),
    queryClient.invalidateQueries({ queryKey: notificationKeys.list }),
  ]);
}

/**
 * A socket that was away (dropped, or refused while connecting) missed the events of that time, and the server does
 * not replay them: its next connect refreshes the live data. Listen after the room sync, so that the rooms are asked
 * for before the data. Returns the function that stops listening.
 */
export function catchUpAfterReconnect(socket: RealtimeSocket, queryClient: QueryClient): () => void {
  let away = false;
  const onAway = () => {
    away = true;
  };
  const onConnect = () => {
    if (!away) return;
    away = false;
    void refreshLiveData(queryClient);
  };
  socket.on('disconnect', onAway);
  socket.on('connect_error', onAway);
  socket.on('connect', onConnect);
  return () => {
    socket.off('disconnect', onAway);
    socket.off('connect_error', onAway);
    socket.off('connect', onConnect);
  };
}
