import { ErrorState } from '../../../components/error-state';
import { SectionLoader } from '../../../components/section-loader';
import { useT } from '../../../lib/i18n/use-t';
import { useGroup } from '../api/get-group';
import { GroupForm, type GroupFormProps } from './group-form';

type GroupEditorProps = Omit<GroupFormProps, 'group'> & {
  /** The group to edit, read first; without it the form creates a group. */
  groupId?: string | undefined;
};

/** The group form, for a new group or for an existing one once it has been read. */
export function GroupEditor({ groupId, ...props }: GroupEditorProps) {
  return groupId ? <StoredGroupForm groupId={groupId} {...props} /> : <GroupForm {...props} />;
}

function StoredGroupForm({ groupId, ...props }: Omit<GroupFormProps, 'group'> & { groupId: string }) {
  const t = useT();
  const group = useGroup(groupId);
  if (group.data) return <GroupForm group={group.data} {...props} />;
  if (group.isError) return <ErrorState onRetry={() => void group.refetch()} />;
  return <SectionLoader label={t('groups.form.loading')} />;
}
