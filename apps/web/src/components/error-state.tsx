import Refresh from '@mui/icons-material/Refresh';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useT } from '../lib/i18n/use-t';

/**
 * A list or page that could not load, with a way to try again. A query that toasts its failure (its `errorToast`)
 * has said why already, so its state only says that nothing loaded; `message` is for failures nothing else tells.
 */
export function ErrorState({ message, onRetry }: { message?: string; onRetry: () => void }) {
  const t = useT();
  return (
    <Alert
      severity="error"
      variant="outlined"
      action={
        <Button color="inherit" size="small" startIcon={<Refresh />} onClick={onRetry}>
          {t('common.retry')}
        </Button>
      }
      sx={{ maxWidth: 720, alignItems: 'center' }}
    >
      {message ?? t('common.notLoaded')}
    </Alert>
  );
}
