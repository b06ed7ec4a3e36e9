import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import { newVersionMessages } from '../lib/new-version-messages';
import { switchToNewVersion, useNewVersionReady } from '../lib/new-version';

/** Tells an open tab that a new version of the portal is ready, and reloads into it on a click; it stays until then. */
export function NewVersionPrompt() {
  const ready = useNewVersionReady();
  return (
    <Snackbar
      open={ready}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      message={newVersionMessages.ready}
      action={
        <Button color="secondary" size="small" onClick={switchToNewVersion}>
          {newVersionMessages.reload}
        </Button>
      }
    />
  );
}
