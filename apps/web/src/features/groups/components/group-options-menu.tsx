import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import MoreVert from '@mui/icons-material/MoreVert';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { GroupSummary } from '@lodestar/contract';
import { useState } from 'react';
import { useT } from '../../../lib/i18n/use-t';
import { usePopupAnchor } from '../../../lib/use-popup-anchor';
import { useLeaveDeletedGroup } from '../hooks/use-leave-deleted-group';
import { DeleteGroupDialog } from './delete-group-dialog';
import { GroupFormDialog } from './group-form-dialog';

/**
 * The options of the group on screen: Edit Group opens the edit popup; Delete Group asks, then
 * leaves for the device overview showing all devices.
 */
export function GroupOptionsMenu({ group }: { group: Pick<GroupSummary, '_id' | 'name'> }) {
  const t = useT();
  const popup = usePopupAnchor();
  const [dialog, setDialog] = useState<'edit' | 'delete' | null>(null);
  const leave = useLeaveDeletedGroup();
  const open = (next: 'edit' | 'delete') => {
    popup.close();
    setDialog(next);
  };
  const close = () => setDialog(null);

  return (
    <>
      <IconButton size="small" aria-label={t('groups.options.label')} {...popup.triggerProps}>
        <MoreVert fontSize="small" />
      </IconButton>
      <Menu anchorEl={popup.anchor} open={popup.open} onClose={popup.close}>
        <MenuItem onClick={() => open('edit')}>
          <ListItemIcon>
            <EditOutlined fontSize="small" />
          </ListItemIcon>
          <ListItemText primary={t('groups.editGroup')} />
        </MenuItem>
        <MenuItem onClick={() => open('delete')}>
          <ListItemIcon>
            <DeleteOutlined fontSize="small" />
          </ListItemIcon>
          <ListItemText primary={t('groups.deleteGroup')} />
        </MenuItem>
      </Menu>
      {dialog === 'edit' && <GroupFormDialog groupId={group._id} onClose={close} />}
      {dialog === 'delete' && <DeleteGroupDialog group={group} onClose={close} afterDelete={leave} />}
    </>
  );
}
