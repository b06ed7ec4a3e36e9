import MailOutlined from '@mui/icons-material/MailOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { Link } from 'react-router';
import { useT } from '../../../lib/i18n/use-t';
import { pathTo } from '../../../lib/paths';
import { useInvitations } from '../api/invitations';

/** Tells the user that invitations wait for an answer, with the way to them; nothing while none wait. */
export function PendingInvitationsBanner() {
  const t = useT();
  const count = useInvitations().data?.length ?? 0;
  if (count === 0) return null;
  return (
    <Alert
      severity="info"
      icon={<MailOutlined />}
      action={
        <Button component={Link} to={pathTo('invitations')} color="inherit" size="small">
          {t('sharing.invitations.view')}
        </Button>
      }
      sx={{ alignItems: 'center' }}
    >
      {t('sharing.invitations.pending', { count })}
    </Alert>
  );
}
