import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { prefetchPlansTab } from '../start-reads';

/** The Update Plan tab's reads, asked for while the device itself is still on its way instead of after it. */
export function usePlansTabAlongside(deviceUUID: string, enabled: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (enabled) prefetchPlansTab(queryClient, deviceUUID);
  }, [queryClient, deviceUUID, enabled]);
}
