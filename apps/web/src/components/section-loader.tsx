import CloudOff from '@mui/icons-material/CloudOff';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useT } from '../lib/i18n/use-t';
import { useOffline } from '../lib/online-status';

/**
 * The spinner of a part of the page that is still loading; offline, it says that the part waits for the connection
 * (its calls are held until the browser is back online, then made).
 */
export function SectionLoader({ label }: { label?: string }) {
  const t = useT();
  const offline = useOffline();
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
      {offline ? (
        <Stack direction="row" spacing={1} role="status" sx={{ alignItems: 'center', px: 2 }}>
          <CloudOff color="warning" />
          <Typography color="text.secondary">{t('common.offline.sectionWaiting')}</Typography>
        </Stack>
      ) : (
        <CircularProgress aria-label={label ?? t('common.loading')} />
      )}
    </Box>
  );
}
