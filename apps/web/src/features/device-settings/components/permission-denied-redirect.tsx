import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import type { MessageId } from '../../../lib/i18n/catalogue';
import { useT } from '../../../lib/i18n/use-t';
import { pathTo } from '../../../lib/paths';
import { toast } from '../../../lib/toast';
import type { DeniedState } from '../../devices';

/**
 * Settings the user may not open send them to the overview with the toast 'Permission denied', with the device
 * still selected when they can see it (an address that names a device they cannot see is not kept); the overview
 * says why beside it (`reason`).
 */
export function PermissionDeniedRedirect({ deviceUUID, reason }: { deviceUUID?: string; reason: MessageId }) {
  const t = useT();
  const navigate = useNavigate();
  // Strict mode runs effects twice; the toast is shown once.
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    toast.error(undefined, t('messages.permissionDenied'));
    const overview = deviceUUID ? pathTo('device-overview-device', { deviceUUID }) : pathTo('device-overview');
    void navigate(overview, { replace: true, state: { deniedBecause: reason } satisfies DeniedState });
  }, [navigate, deviceUUID, reason, t]);
  return null;
}
