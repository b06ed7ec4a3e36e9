import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';

/** Placeholders of a part still loading, announced by `label`: `count` blocks of `height` px, in a row or a column. */
export function ListSkeleton({
  label,
  count,
  height,
  direction = 'column',
}: {
  label: string;
  count: number;
  height: number;
  direction?: 'row' | 'column';
}) {
  return (
    <Stack direction={direction} spacing={2} role="status" aria-label={label}>
      {Array.from({ length: count }, (_, key) => (
        <Skeleton key={key} variant="rounded" height={height} sx={{ flex: 1 }} />
      ))}
    </Stack>
  );
}
