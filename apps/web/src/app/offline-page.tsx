import CloudOff from '@mui/icons-material/CloudOff';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { BrandLogo } from '../components/brand-logo';
import { useT } from '../lib/i18n/use-t';
import { useOffline } from '../lib/online-status';
import { CenteredPage } from './layouts/centered-page';

/**
 * Seconds between tries while the browser is online and the server does not answer: soon at first, since a network
 * often carries nothing for a moment after the browser says it is back, then less often.
 */
export const UNANSWERED_RETRY_SECONDS = [2, 4, 8, 16, 30] as const;

/** `retry` after each wait of UNANSWERED_RETRY_SECONDS in turn, the last one repeated; none while offline. */
function useRetryWhileUnanswered(offline: boolean, retry: () => void) {
  useEffect(() => {
    if (offline) return;
    let tries = 0;
    let timer = 0;
    const waitThenRetry = () => {
      const seconds = UNANSWERED_RETRY_SECONDS[Math.min(tries, UNANSWERED_RETRY_SECONDS.length - 1)]!;
      timer = window.setTimeout(() => {
        tries += 1;
        retry();
        waitThenRetry();
      }, seconds * 1000);
    };
    waitThenRetry();
    return () => window.clearTimeout(timer);
  }, [offline, retry]);
}

/**
 * In place of a page that could not load for want of an answer: says whether the browser is offline or the server
 * does not answer, and tries again (`retry`) when the connection is back, and by itself while the server is silent.
 */
export function OfflinePage({ retry }: { retry: () => void }) {
  const t = useT();
  const offline = useOffline();
  useEffect(() => {
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [retry]);
  useRetryWhileUnanswered(offline, retry);

  return (
    <CenteredPage offlineBanner={false}>
      <Stack spacing={2.5}>
        <BrandLogo />
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <CloudOff color="warning" fontSize="large" />
          <Typography variant="h5" component="h1" sx={{ fontWeight: 600 }}>
            {t(offline ? 'common.offline.title' : 'common.offline.unreachableTitle')}
          </Typography>
        </Stack>
        <Typography color="text.secondary">
          {t(offline ? 'common.offline.page' : 'common.offline.unreachablePage')}
        </Typography>
        <Button variant="contained" onClick={retry}>
          {t('common.tryAgain')}
        </Button>
      </Stack>
    </CenteredPage>
  );
}
