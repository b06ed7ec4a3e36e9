import CloudOff from '@mui/icons-material/CloudOff';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { BrandLogo } from '../components/brand-logo';
import { offlineMessages } from '../lib/offline-messages';
import { useOffline } from '../lib/online-status';
import { CenteredPage } from './layouts/centered-page';

/** How often the page asks again while the browser is online and the server does not answer. */
export const UNREACHABLE_RETRY_SECONDS = 30;

/**
 * In place of a page that could not load for want of an answer: says whether the browser is offline or the server
 * does not answer, and tries again (`retry`) when the connection is back, and regularly while the server is silent.
 */
export function OfflinePage({ retry }: { retry: () => void }) {
  const offline = useOffline();
  useEffect(() => {
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [retry]);
  useEffect(() => {
    if (offline) return;
    const timer = window.setInterval(retry, UNREACHABLE_RETRY_SECONDS * 1000);
    return () => window.clearInterval(timer);
  }, [offline, retry]);

  return (
    <CenteredPage offlineBanner={false}>
      <Stack spacing={2.5}>
        <BrandLogo />
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <CloudOff color="warning" fontSize="large" />
          <Typography variant="h5" component="h1" sx={{ fontWeight: 600 }}>
            {offline ? offlineMessages.offlineTitle : offlineMessages.unreachableTitle}
          </Typography>
        </Stack>
        <Typography color="text.secondary">
          {offline ? offlineMessages.offlinePage : offlineMessages.unreachablePage(UNREACHABLE_RETRY_SECONDS)}
        </Typography>
        <Button variant="contained" onClick={retry}>
          {offlineMessages.tryAgain}
        </Button>
      </Stack>
    </CenteredPage>
  );
}
