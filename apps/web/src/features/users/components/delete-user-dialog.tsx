import type { ListedUser } from '@lodestar/contract';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import type { Translate } from '../../../lib/i18n/translate';
import { useT } from '../../../lib/i18n/use-t';
import { toast } from '../../../lib/toast';
import { useDeleteUser } from '../api/delete-user';

/** What deleting this account does to its devices, in the confirmation. */
export const deletionMessage = (t: Translate, user: ListedUser): string =>
  t('users.delete.message', { name: user.name, email: user.email, count: user.deviceCount });

/** Deleting an account (superAdmin), after the confirmation says what happens to its devices. */
export function DeleteUserDialog({ user, onClose }: { user: ListedUser; onClose: () => void }) {
  const t = useT();
  const remove = useDeleteUser();
  const confirm = async () => {
    try {
      await remove.mutateAsync(user._id);
      toast.success(t('accountMessages.removedSuccessfully'));
      onClose();
    } catch (error) {
      toast.error(error);
    }
  };
  return (
    <ConfirmDialog
      open
      title={t('users.delete.title')}
      message={deletionMessage(t, user)}
      confirmLabel={t('users.delete.confirm')}
      pending={remove.isPending}
      onConfirm={() => void confirm()}
      onClose={onClose}
    />
  );
}
