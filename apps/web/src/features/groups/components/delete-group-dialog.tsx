import type { GroupSummary } from '@lodestar/contract';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useT } from '../../../lib/i18n/use-t';
import { toast } from '../../../lib/toast';
import { useDeleteGroup } from '../api/delete-group';

interface DeleteGroupDialogProps {
  group: Pick<GroupSummary, '_id' | 'name'>;
  onClose: () => void;
  /** What follows a deletion (leaving the group's page); nothing by default. */
  afterDelete?: () => Promise<void> | void;
}

/** Asks before deleting a group, then deletes it and says so. */
export function DeleteGroupDialog({ group, onClose, afterDelete }: DeleteGroupDialogProps) {
  const t = useT();
  const remove = useDeleteGroup(afterDelete);

  const confirm = async () => {
    if (await toast.outcome(remove.mutateAsync(group._id))) onClose();
  };

  return (
    <ConfirmDialog
      open
      title={t('groups.deleteNamed', { name: group.name })}
      message={t('groupMessages.confirmDelete')}
      confirmLabel={t('groups.delete.confirm')}
      pending={remove.isPending}
      onConfirm={() => void confirm()}
      onClose={onClose}
    />
  );
}
