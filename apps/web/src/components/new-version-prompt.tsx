import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import { useT } from '../lib/i18n/use-t';
import { switchToNewVersion, useNewVersionReady } from '../lib/new-version';

/** Tells an open tab that a new version of the portal is ready, and reloads into it on a click; it stays until then. */
export function NewVersionPrompt() {
  const t = useT();
  const ready = useNewVersionReady();
  return (
    <Snackbar
      open={ready}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      message={t('common.newVersion.ready')}
      action={
        <Button color="secondary" size="small" onClick={switchToNewVersion}>
          {t('common.newVersion.reload')}
        </Button>
      }
    />
  );
}
