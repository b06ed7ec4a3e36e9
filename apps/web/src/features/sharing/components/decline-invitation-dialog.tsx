import type { Invitation } from '@lodestar/contract';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useT } from '../../../lib/i18n/use-t';
import { toast } from '../../../lib/toast';
import { useDeclineInvitation } from '../api/invitations';

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
  const t = useT();
  const decline = useDeclineInvitation();
  const run = async () => {
    if (await toast.outcome(decline.mutateAsync(invitation))) onDeclined();
  };
  return (
    <ConfirmDialog
      open
      title={t('sharing.decline.title')}
      message={t('sharing.decline.confirm')}
      confirmLabel={t('sharing.invitation.decline')}
      pending={decline.isPending}
      onConfirm={() => void run()}
      onClose={onClose}
    />
  );
}
