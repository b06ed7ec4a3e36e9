import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { deviceTypeLabels, Privilege, type Invitation } from '@lodestar/contract';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { formatDateTime } from '../../../lib/date-time';
import { pathTo } from '../../../lib/paths';
import { toast } from '../../../lib/toast';
import { useAcceptInvitation } from '../api/invitations';
import { privilegeLabel } from '../share-labels';
import { DeclineInvitationDialog } from './decline-invitation-dialog';

/** What an invitation opens: one device, or every device of the inviting account. */
export const invitationSubject = (invitation: Invitation) =>
  invitation.device ? invitation.device.name : `All devices of ${invitation.from.name}`;

/** An account invitation gives every device of the account, view only (docs/decisions/0009-sharing-and-groups.md). */
export const ACCOUNT_ACCESS_TEXT = 'Access: view only';

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
  const titleId = useId();
  const navigate = useNavigate();
  const accept = useAcceptInvitation();
  const [declining, setDeclining] = useState(false);
  const { device, from, privilege, expiryDate, message } = invitation;
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
            {invitationSubject(invitation)}
          </Typography>
          {device && (
            <Typography variant="body2" color="text.secondary">
              {deviceTypeLabels[device.deviceType]}
            </Typography>
          )}
          <Typography variant="body2">
            From {invitation.sharerName || from.name}
            {from.email && ` (${from.email})`}
          </Typography>
          {account ? (
            <Typography variant="body2">{ACCOUNT_ACCESS_TEXT}</Typography>
          ) : (
            privilege !== null && <Typography variant="body2">Privilege: {privilegeLabel(privilege)}</Typography>
          )}
          {!account && privilege === Privilege.Limited && expiryDate && (
            <Typography variant="body2">Expires {formatDateTime(expiryDate)}</Typography>
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
          Decline
        </Button>
        <Button variant="contained" loading={accept.isPending} onClick={() => void acceptInvitation()}>
          Accept
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
