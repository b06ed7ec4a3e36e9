import Refresh from '@mui/icons-material/Refresh';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';

/**
 * A list or page that could not load, with a way to try again. A query that toasts its failure (its `errorToast`)
 * has said why already, so its state only says that nothing loaded; `message` is for failures nothing else tells.
 */
export function ErrorState({ message = 'Not loaded.', onRetry }: { message?: string; onRetry: () => void }) {
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
