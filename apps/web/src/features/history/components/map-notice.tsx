import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

/**
 * A short message in the middle of a map with nothing on it to show (no positions in its range). Centred in either
 * direction: in a right-to-left language the RTL style plugin mirrors the translate along with `left` (right: 50%,
 * translate(50%, -50%)).
 */
export function MapNotice({ text }: { text: string }) {
  return (
    <Paper
      elevation={2}
      sx={{
        position: 'absolute',
        zIndex: 1000,
        left: '50%',
        top: '50%',
        transform: 'translate(-50%, -50%)',
        maxWidth: 'calc(100% - 32px)',
        px: 2,
        py: 1,
      }}
    >
      <Typography role="status" color="text.secondary" variant="body2" sx={{ textAlign: 'center' }}>
        {text}
      </Typography>
    </Paper>
  );
}
