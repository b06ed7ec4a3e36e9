import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { createSocketConnection } from '../../lib/socket-client';
import { useAppStore } from '../../lib/store';
import { useSignedInUser } from '../../lib/signed-in-user';
import { catchUpAfterReconnect } from './catch-up';
import { handleRealtimeEvents } from './realtime-events';
import { syncRooms } from './room-sync';

/**
 * The realtime connection of the signed-in portal, mounted once by its layout: connected
 * while there is a session, in the user's room and the rooms of the listed GPS devices, its events applied to the
 * cache, and what it missed while away read again after a reconnect. Sign-out (or a new session) closes it.
 */
export function useRealtimeConnection(): void {
  const authHeader = useAppStore((state) => state.authHeader);
  const { _id: userId } = useSignedInUser();
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!authHeader) return;
    const { socket, close } = createSocketConnection(authHeader);
    const stopEvents = handleRealtimeEvents(socket, queryClient);
    const stopRooms = syncRooms(socket, queryClient, userId);
    const stopCatchingUp = catchUpAfterReconnect(socket, queryClient);
    socket.connect();
    return () => {
      stopCatchingUp();
      stopRooms();
      stopEvents();
      close();
    };
  }, [authHeader, userId, queryClient]);
}
