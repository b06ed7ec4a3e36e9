import { messages } from '@lodestar/contract';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { pathTo } from '../../../lib/paths';
import { toast } from '../../../lib/toast';

/** Settings the user may not open send them to the overview with the toast 'Permission denied'. */
export function PermissionDeniedRedirect() {
  const navigate = useNavigate();
  // Strict mode runs effects twice; the toast is shown once.
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    toast.error(undefined, messages.permissionDenied);
    void navigate(pathTo('device-overview'), { replace: true });
  }, [navigate]);
  return null;
}
