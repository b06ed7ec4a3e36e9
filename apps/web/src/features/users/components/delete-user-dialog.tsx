import { accountMessages, type ListedUser } from '@lodestar/contract';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { toast } from '../../../lib/toast';
import { useDeleteUser } from '../api/delete-user';

/** What deleting this account does to its devices, in the confirmation. */
export function deletionMessage(user: ListedUser): string {
  const devices =
    user.deviceCount === 0
      ? 'The account holds no device.'
      : `Its ${user.deviceCount === 1 ? 'device becomes' : `${user.deviceCount} devices become`} unclaimed: shares and group places end, and each gets a new passcode, so a new owner can claim it.`;
  return `Delete the account of ${user.name} (${user.email})? Every session ends at once and the account cannot be brought back. ${devices}`;
}

/** Deleting an account (superAdmin), after the confirmation says what happens to its devices. */
export function DeleteUserDialog({ user, onClose }: { user: ListedUser; onClose: () => void }) {
  const remove = useDeleteUser();
  const confirm = async () => {
    try {
      await remove.mutateAsync(user._id);
      toast.success(accountMessages.removedSuccessfully);
      onClose();
    } catch (error) {
      toast.error(error);
    }
  };
  return (
    <ConfirmDialog
      open
      title="Delete account"
      message={deletionMessage(user)}
      confirmLabel="Delete"
      pending={remove.isPending}
      onConfirm={() => void confirm()}
      onClose={onClose}
    />
  );
}
