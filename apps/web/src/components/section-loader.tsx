import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

/** The spinner of a part of the page that is still loading. */
export function SectionLoader({ label = 'Loading' }: { label?: string }) {
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
      <CircularProgress aria-label={label} />
    </Box>
  );
}
