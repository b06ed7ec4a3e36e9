import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export function PeopleSkeleton({ label }: { label: string }) {
  return (
    <Stack spacing={1} role="status" aria-label={label}>
      {[0, 1].map((key) => (
        <Skeleton key={key} variant="rounded" height={48} />
      ))}
    </Stack>
  );
}

export function NoPeople({ text }: { text: string }) {
  return (
    <Typography role="status" color="text.secondary" variant="body2">
      {text}
    </Typography>
  );
}
