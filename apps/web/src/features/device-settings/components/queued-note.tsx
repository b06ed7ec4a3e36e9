import Alert from '@mui/material/Alert';

/** Settings reach a tracker when it next reports, so a saved change is queued until then. */
export function QueuedNote({ children }: { children: string }) {
  return (
    <Alert severity="info" variant="outlined" sx={{ mb: 2 }}>
      {children}
    </Alert>
  );
}
