import Alert from '@mui/material/Alert';
import { MAX_ACTIVITY_DEVICES } from '../activity-limits';

/** What the page is for, while no device is chosen. */
export function ActivityHint() {
  return (
    <Alert severity="info" variant="outlined" sx={{ alignSelf: 'start' }}>
      Search for devices above and pick up to {MAX_ACTIVITY_DEVICES} of them to see where they have been.
    </Alert>
  );
}
