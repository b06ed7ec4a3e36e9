import { messages } from '@lodestar/contract';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { pathTo } from '../../../lib/paths';
import { toast } from '../../../lib/toast';

/**
 * Settings the user may not open send them to the overview with the toast 'Permission denied', with the device
 * still selected when they can see it (an address that names a device they cannot see is not kept).
 */
export function PermissionDeniedRedirect({ deviceUUID }: { deviceUUID?: string }) {
  const navigate = useNavigate();
  // Strict mode runs effects twice; the toast is shown once.
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    toast.error(undefined, messages.permissionDenied);
    const overview = deviceUUID ? pathTo('device-overview-device', { deviceUUID }) : pathTo('device-overview');
    void navigate(overview, { replace: true });
  }, [navigate, deviceUUID]);
  return null;
}
