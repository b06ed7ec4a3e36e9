import CloudOff from '@mui/icons-material/CloudOff';
import Alert from '@mui/material/Alert';
import { useT } from '../lib/i18n/use-t';
import { useOffline } from '../lib/online-status';

/**
 * Says, for as long as it lasts, that the browser has no network: live updates stop and calls fail. `attached`: a
 * strip along the bottom of a bar, else a box of its own.
 */
export function OfflineBanner({ attached = false }: { attached?: boolean }) {
  const t = useT();
  const offline = useOffline();
  if (!offline) return null;
  return (
    <Alert severity="warning" icon={<CloudOff fontSize="inherit" />} role="status" square={attached}>
      {t('common.offline.banner')}
    </Alert>
  );
}
