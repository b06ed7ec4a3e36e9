import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useT } from '../../../lib/i18n/use-t';

export function HistorySkeleton({ height }: { height: number }) {
  const t = useT();
  return <Skeleton variant="rounded" height={height} role="status" aria-label={t('history.loading')} />;
}

export function NoLocations({ text }: { text: string }) {
  return (
    <Typography role="status" color="text.secondary" variant="body2">
      {text}
    </Typography>
  );
}
