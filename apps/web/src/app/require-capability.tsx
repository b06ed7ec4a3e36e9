import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { can, type Capability } from '@lodestar/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useT } from '../lib/i18n/use-t';
import { useSignedInUser } from '../lib/signed-in-user';
import { pathTo } from '../lib/paths';

/**
 * A portal page only some roles may open: the side menu hides its link from the others, and a
 * typed or shared address shows them 'Permission denied' instead of the page (whose code is then not loaded).
 */
export function RequireCapability({ capability, children }: { capability: Capability; children: ReactNode }) {
  const t = useT();
  const { roles } = useSignedInUser();
  if (can(capability, roles)) return children;
  return (
    <Alert
      severity="error"
      variant="outlined"
      action={
        <Button component={Link} to={pathTo('device-overview')} color="inherit" size="small">
          {t('common.goToMyDevices')}
        </Button>
      }
      sx={{ maxWidth: 720, alignItems: 'center' }}
    >
      {t('messages.permissionDenied')}
    </Alert>
  );
}
