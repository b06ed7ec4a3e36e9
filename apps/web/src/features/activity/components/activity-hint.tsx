import Alert from '@mui/material/Alert';
import { useT } from '../../../lib/i18n/use-t';
import { MAX_ACTIVITY_DEVICES } from '../activity-limits';

/** What the page is for, while no device is chosen. */
export function ActivityHint() {
  const t = useT();
  return (
    <Alert severity="info" variant="outlined" sx={{ alignSelf: 'start' }}>
      {t('activity.hint', { count: MAX_ACTIVITY_DEVICES })}
    </Alert>
  );
}
