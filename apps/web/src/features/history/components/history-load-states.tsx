import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';

export function HistorySkeleton({ height }: { height: number }) {
  return <Skeleton variant="rounded" height={height} role="status" aria-label="Loading history" />;
}

export const emptyHistoryTexts = {
  none: 'No locations yet.',
  noMatch: 'No locations match this filter.',
};

export function NoLocations({ text = emptyHistoryTexts.none }: { text?: string }) {
  return (
    <Typography role="status" color="text.secondary" variant="body2">
      {text}
    </Typography>
  );
}
