import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useT } from '../lib/i18n/use-t';

export function FullPageLoader({ label }: { label?: string }) {
  const t = useT();
  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center' }}>
      <CircularProgress aria-label={label ?? t('common.loading')} />
    </Box>
  );
}
