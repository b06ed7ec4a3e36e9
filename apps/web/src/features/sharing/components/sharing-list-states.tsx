import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export function SharingSkeleton() {
  return (
    <Stack spacing={1} role="status" aria-label="Loading shares">
      {[0, 1, 2].map((key) => (
        <Skeleton key={key} variant="rounded" height={52} />
      ))}
    </Stack>
  );
}

export const NOT_SHARED_TEXT = 'This device is not shared with anyone yet.';

export function NotShared() {
  return (
    <Typography role="status" color="text.secondary" variant="body2">
      {NOT_SHARED_TEXT}
    </Typography>
  );
}
