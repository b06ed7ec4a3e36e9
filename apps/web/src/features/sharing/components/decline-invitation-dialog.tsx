import type { Invitation } from '@lodestar/contract';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { toast } from '../../../lib/toast';
import { useDeclineInvitation } from '../api/invitations';

export const declineTexts = {
  title: 'Decline invitation',
  confirm: 'Are you sure you want to decline this invitation?',
};

/** Declining deletes the invitation, so it asks first. */
export function DeclineInvitationDialog({
  invitation,
  onDeclined,
  onClose,
}: {
  invitation: Invitation;
  onDeclined: () => void;
  onClose: () => void;
}) {
  const decline = useDeclineInvitation();
  const run = async () => {
    if (await toast.outcome(decline.mutateAsync(invitation))) onDeclined();
  };
  return (
    <ConfirmDialog
      open
      title={declineTexts.title}
      message={declineTexts.confirm}
      confirmLabel="Decline"
      pending={decline.isPending}
      onConfirm={() => void run()}
      onClose={onClose}
    />
  );
}
