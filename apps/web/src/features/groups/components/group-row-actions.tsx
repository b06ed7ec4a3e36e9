import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import type { GroupSummary } from '@lodestar/contract';
import { Link } from 'react-router';
import { useT } from '../../../lib/i18n/use-t';
import { pathTo } from '../../../lib/paths';

interface GroupRowActionsProps {
  group: GroupSummary;
  onDelete: (group: GroupSummary) => void;
}

/** A listed group's actions: edit (its full page) and delete. */
export function GroupRowActions({ group, onDelete }: GroupRowActionsProps) {
  const t = useT();
  return (
    <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
      <IconButton
        size="small"
        component={Link}
        to={pathTo('edit-group-device', { groupId: group._id })}
        aria-label={t('groups.editNamed', { name: group.name })}
      >
        <EditOutlined fontSize="small" />
      </IconButton>
      <IconButton
        size="small"
        aria-label={t('groups.deleteNamed', { name: group.name })}
        onClick={() => onDelete(group)}
      >
        <DeleteOutlined fontSize="small" />
      </IconButton>
    </Stack>
  );
}
