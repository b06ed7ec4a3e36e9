import Paper from '@mui/material/Paper';
import { useNavigate, useParams } from 'react-router';
import { pathTo } from '../../../lib/paths';
import { GroupEditor } from './group-editor';

/**
 * Create Group (/group/devices/create) and Edit Group (/group/devices/edit/:groupId) as full pages; the top bar
 * names the page. Saving opens the group; Cancel goes back to the group, or to the groups when creating.
 */
export function GroupFormPage() {
  const { groupId } = useParams();
  const navigate = useNavigate();
  const openGroup = (id: string) => void navigate(pathTo('group-device', { groupId: id }));

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 720 }}>
      <GroupEditor
        key={groupId ?? 'new'}
        groupId={groupId}
        onCancel={() => (groupId ? openGroup(groupId) : void navigate(pathTo('group-devices')))}
        onSaved={openGroup}
      />
    </Paper>
  );
}
