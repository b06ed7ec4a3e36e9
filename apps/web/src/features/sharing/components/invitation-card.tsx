import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Privilege, type Invitation } from '@lodestar/contract';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { formatDateTime } from '../../../lib/date-time';
import type { Translate } from '../../../lib/i18n/translate';
import { useT } from '../../../lib/i18n/use-t';
import { pathTo } from '../../../lib/paths';
import { toast } from '../../../lib/toast';
import { useAcceptInvitation } from '../api/invitations';
import { privilegeLabel } from '../share-labels';
import { DeclineInvitationDialog } from './decline-invitation-dialog';

/** What an invitation opens: one device, or every device of the inviting account. */
const invitationSubject = (t: Translate, invitation: Invitation) =>
  invitation.device ? invitation.device.name : t('sharing.invitation.allDevicesOf', { name: invitation.from.name });

/** Who invites: the name they share as (else their account's), with their address when it is known. */
const invitationSender = (t: Translate, { sharerName, from }: Invitation) => {
  const name = sharerName || from.name;
  return from.email
    ? t('sharing.invitation.fromWithEmail', { name, email: from.email })
    : t('sharing.invitation.from', { name });
};

interface InvitationCardProps {
  invitation: Invitation;
  /** The invitation the page was opened for (the link in the mail). */
  highlighted?: boolean;
  /** Called once the invitation is answered without leaving the page. */
  onAnswered?: () => void;
}

/**
 * One pending invitation: from whom, for what, with which privilege (an account invitation: view only); Accept, or
 * Decline after asking.
 */
export function InvitationCard({ invitation, highlighted = false, onAnswered }: InvitationCardProps) {
  const t = useT();
  const titleId = useId();
  const navigate = useNavigate();
  const accept = useAcceptInvitation();
  const [declining, setDeclining] = useState(false);
  const { device, privilege, expiryDate, message } = invitation;
  const account = invitation.kind === 'account';

  const acceptInvitation = async () => {
    if (!(await toast.outcome(accept.mutateAsync(invitation)))) return;
    if (device) void navigate(pathTo('device-overview-device', { deviceUUID: device.deviceUUID }));
    else onAnswered?.();
  };

  return (
    <Card
      component="article"
      aria-labelledby={titleId}
      variant="outlined"
      aria-current={highlighted ? 'true' : undefined}
      sx={highlighted ? { borderColor: 'primary.main', borderWidth: 2 } : undefined}
    >
      <CardContent>
        <Stack spacing={0.75}>
          <Typography id={titleId} variant="h6" component="h2">
            {invitationSubject(t, invitation)}
          </Typography>
          {device && (
            <Typography variant="body2" color="text.secondary">
              {t(`deviceTypeLabels.${device.deviceType}`)}
            </Typography>
          )}
          <Typography variant="body2">{invitationSender(t, invitation)}</Typography>
          {account ? (
            // An account invitation gives every device of the account, view only (decision 0009).
            <Typography variant="body2">{t('sharing.invitation.accountAccess')}</Typography>
          ) : (
            privilege !== null && (
              <Typography variant="body2">
                {t('sharing.invitation.privilege', { privilege: privilegeLabel(t, privilege) })}
              </Typography>
            )
          )}
          {!account && privilege === Privilege.Limited && expiryDate && (
            <Typography variant="body2">
              {t('sharing.invitation.expires', { time: formatDateTime(expiryDate) })}
            </Typography>
          )}
          {message && (
            <Typography
              variant="body2"
              component="blockquote"
              sx={{ m: 0, mt: 1, pl: 1.5, borderLeft: 3, borderColor: 'divider', whiteSpace: 'pre-line' }}
            >
              {message}
            </Typography>
          )}
        </Stack>
      </CardContent>
      <CardActions sx={{ justifyContent: 'flex-end', px: 2, pb: 2 }}>
        <Button onClick={() => setDeclining(true)} disabled={accept.isPending}>
          {t('sharing.invitation.decline')}
        </Button>
        <Button variant="contained" loading={accept.isPending} onClick={() => void acceptInvitation()}>
          {t('sharing.invitation.accept')}
        </Button>
      </CardActions>
      {declining && (
        <DeclineInvitationDialog
          invitation={invitation}
          onDeclined={() => onAnswered?.()}
          onClose={() => setDeclining(false)}
        />
      )}
    </Card>
  );
}
