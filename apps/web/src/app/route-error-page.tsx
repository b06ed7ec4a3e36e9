import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { systemEndpoints } from '@lodestar/contract';
import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { callApi, isUnanswered } from '../lib/api-client';
import { useT } from '../lib/i18n/use-t';
import { useOffline } from '../lib/online-status';
import { CenteredPage } from './layouts/centered-page';
import { OfflinePage } from './offline-page';

let reloading = false;

/** Reloads the page once the server answers, so that a reload never lands on the browser's own error page. */
async function reloadOnceAnswered() {
  try {
    await callApi(systemEndpoints.health, {}, { anonymous: true });
  } catch {
    return;
  }
  if (reloading) return;
  reloading = true;
  window.location.reload();
}

/**
 * A page that failed for want of an answer rather than for a fault: its code or an answer it needs could not be
 * fetched (the browser's wording of a failed module load differs: Chromium, Firefox, Safari).
 */
const failedToLoad = (error: unknown) =>
  isUnanswered(error) ||
  (error instanceof TypeError &&
    /failed to fetch|dynamically imported module|importing a module script/i.test(error.message));

const retry = () => void reloadOnceAnswered();

/**
 * Shown when a page fails to load. Offline, or online without an answer (a network that carries nothing yet, a server
 * away), it says so and reloads once the connection is back and again by itself; other faults say something went
 * wrong.
 */
export function RouteErrorPage() {
  const t = useT();
  const offline = useOffline();
  const error = useRouteError();
  // Here rather than only in the offline page, which going online unmounts before the event reaches its listener.
  useEffect(() => {
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, []);
  if (offline || failedToLoad(error)) return <OfflinePage retry={retry} />;
  return (
    <CenteredPage>
      <Stack spacing={2.5}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 600 }}>
          {t('commonTexts.genericError')}
        </Typography>
        <Typography color="text.secondary">{t('common.pageFailed')}</Typography>
        <Button variant="contained" onClick={() => window.location.reload()}>
          {t('common.tryAgain')}
        </Button>
      </Stack>
    </CenteredPage>
  );
}
