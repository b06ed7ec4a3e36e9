import Refresh from '@mui/icons-material/Refresh';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';

/** A list or page that could not load, with a way to try again. */
export function ErrorState({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Alert
      severity="error"
      variant="outlined"
      action={
        <Button color="inherit" size="small" startIcon={<Refresh />} onClick={onRetry}>
          Retry
        </Button>
      }
      sx={{ maxWidth: 720, alignItems: 'center' }}
    >
      {message}
    </Alert>
  );
}
