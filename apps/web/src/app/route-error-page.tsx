import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { GENERIC_ERROR } from '@lodestar/contract';
import { useEffect } from 'react';
import { useOffline } from '../lib/online-status';
import { CenteredPage } from './layouts/centered-page';
import { OfflinePage } from './offline-page';

const reload = () => window.location.reload();

/**
 * Shown when a page fails to load (for example a lost connection while fetching its code or the configuration);
 * offline, it says so and reloads once the connection is back.
 */
export function RouteErrorPage() {
  const offline = useOffline();
  // Here rather than only in the offline page, which going online unmounts before the event reaches its listener.
  useEffect(() => {
    window.addEventListener('online', reload);
    return () => window.removeEventListener('online', reload);
  }, []);
  if (offline) return <OfflinePage retry={reload} />;
  return (
    <CenteredPage>
      <Stack spacing={2.5}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 600 }}>
          {GENERIC_ERROR}
        </Typography>
        <Typography color="text.secondary">
          The page could not be loaded. Check your connection and try again.
        </Typography>
        <Button variant="contained" onClick={reload}>
          Try again
        </Button>
      </Stack>
    </CenteredPage>
  );
}
