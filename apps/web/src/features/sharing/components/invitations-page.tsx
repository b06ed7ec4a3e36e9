import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Invitation } from '@lodestar/contract';
import { useNavigate, useParams } from 'react-router';
import { ErrorState } from '../../../components/error-state';
import { RouterLink } from '../../../components/router-link';
import { useT } from '../../../lib/i18n/use-t';
import { pathTo } from '../../../lib/paths';
import { useInvitations } from '../api/invitations';
import { InvitationCard } from './invitation-card';

/** The linked invitation is not among the pending ones: why, and the way to the devices. */
function AnsweredElsewhere() {
  const t = useT();
  const answered = t('sharing.invitations.answeredElsewhere');
  return (
    <Alert severity="info">
      {answered} <RouterLink to={pathTo('device-overview')}>{t('sharing.invitations.toDevices')}</RouterLink>
    </Alert>
  );
}

/**
 * The pending invitations (/invitations), device and account ones. Opened from the mail's link
 * (/invitations/:kind/:invitationId), that invitation comes first and stands out, or the page says why it is not
 * there.
 */
export function InvitationsPage() {
  const t = useT();
  const { kind, invitationId } = useParams();
  const navigate = useNavigate();
  const invitations = useInvitations();

  if (invitations.isPending) {
    return (
      <Stack spacing={2} role="status" aria-label={t('sharing.invitations.loading')} sx={{ maxWidth: 720 }}>
        {[0, 1].map((key) => (
          <Skeleton key={key} variant="rounded" height={160} />
        ))}
      </Stack>
    );
  }
  if (invitations.isError)
    return <ErrorState message={t('invitationMessages.fetchFallback')} onRetry={() => void invitations.refetch()} />;

  const isLinked = (invitation: Invitation) => invitation.kind === kind && invitation._id === invitationId;
  const linked = invitations.data.find(isLinked);
  const ordered = linked
    ? [linked, ...invitations.data.filter((invitation) => !isLinked(invitation))]
    : invitations.data;
  // Once the linked invitation is answered, the page becomes the plain list rather than "already answered".
  const backToList = () => void navigate(pathTo('invitations'), { replace: true });

  return (
    <Stack spacing={2} sx={{ maxWidth: 720 }}>
      {invitationId && !linked && <AnsweredElsewhere />}
      {ordered.length === 0 ? (
        <Typography role="status" color="text.secondary">
          {t('invitationMessages.none')}
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
