import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';

export function HistorySkeleton({ height }: { height: number }) {
  return <Skeleton variant="rounded" height={height} role="status" aria-label="Loading history" />;
}

export function NoLocations({ text }: { text: string }) {
  return (
    <Typography role="status" color="text.secondary" variant="body2">
      {text}
    </Typography>
  );
}
