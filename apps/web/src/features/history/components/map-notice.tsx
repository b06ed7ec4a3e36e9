import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

/** A short message over the bottom of a map, for a map with nothing on it to show (no positions in its range). */
export function MapNotice({ text }: { text: string }) {
  return (
    <Paper
      elevation={2}
      sx={{ position: 'absolute', zIndex: 1000, left: '50%', bottom: 16, transform: 'translateX(-50%)', px: 2, py: 1 }}
    >
      <Typography role="status" color="text.secondary" variant="body2" sx={{ whiteSpace: 'nowrap' }}>
        {text}
      </Typography>
    </Paper>
  );
}
