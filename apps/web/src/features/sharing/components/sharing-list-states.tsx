import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** A list of people while it loads: `rows` placeholder rows, announced by `label`. */
export function PeopleListSkeleton({
  label,
  rows = 2,
  rowHeight = 48,
}: {
  label: string;
  rows?: number;
  rowHeight?: number;
}) {
  return (
    <Stack spacing={1} role="status" aria-label={label}>
      {Array.from({ length: rows }, (_, key) => (
        <Skeleton key={key} variant="rounded" height={rowHeight} />
      ))}
    </Stack>
  );
}

/** What an empty list of people says instead. */
export function NoPeople({ text }: { text: string }) {
  return (
    <Typography role="status" color="text.secondary" variant="body2">
      {text}
    </Typography>
  );
}
