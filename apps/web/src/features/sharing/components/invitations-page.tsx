import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { invitationMessages, type Invitation } from '@lodestar/contract';
import { useNavigate, useParams } from 'react-router';
import { ErrorState } from '../../../components/error-state';
import { RouterLink } from '../../../components/router-link';
import { pathTo } from '../../../lib/paths';
import { useInvitations } from '../api/invitations';
import { InvitationCard } from './invitation-card';

export const ANSWERED_ELSEWHERE_TEXT = 'This invitation was already answered or was sent to another account.';

/**
 * The pending invitations (/invitations), device and account ones. Opened from the mail's link
 * (/invitations/:kind/:invitationId), that invitation comes first and stands out, or the page says why it is not
 * there.
 */
export function InvitationsPage() {
  const { kind, invitationId } = useParams();
  const navigate = useNavigate();
  const invitations = useInvitations();

  if (invitations.isPending) {
    return (
      <Stack spacing={2} role="status" aria-label="Loading invitations" sx={{ maxWidth: 720 }}>
        {[0, 1].map((key) => (
          <Skeleton key={key} variant="rounded" height={160} />
        ))}
      </Stack>
    );
  }
  if (invitations.isError)
    return <ErrorState message={invitationMessages.fetchFallback} onRetry={() => void invitations.refetch()} />;

  const isLinked = (invitation: Invitation) => invitation.kind === kind && invitation._id === invitationId;
  const linked = invitations.data.find(isLinked);
  const ordered = linked
    ? [linked, ...invitations.data.filter((invitation) => !isLinked(invitation))]
    : invitations.data;
  // Once the linked invitation is answered, the page becomes the plain list rather than "already answered".
  const backToList = () => void navigate(pathTo('invitations'), { replace: true });

  return (
    <Stack spacing={2} sx={{ maxWidth: 720 }}>
      {invitationId && !linked && (
        <Alert severity="info">
          {ANSWERED_ELSEWHERE_TEXT} <RouterLink to={pathTo('device-overview')}>Go to your devices</RouterLink>
        </Alert>
      )}
      {ordered.length === 0 ? (
        <Typography role="status" color="text.secondary">
          {invitationMessages.none}
        </Typography>
      ) : (
        ordered.map((invitation) => (
          <InvitationCard
            key={`${invitation.kind}-${invitation._id}`}
            invitation={invitation}
            highlighted={invitation === linked}
            onAnswered={invitation === linked ? backToList : undefined}
          />
        ))
      )}
    </Stack>
  );
}
