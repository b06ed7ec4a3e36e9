import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import { Link } from 'react-router';
import { formatDate } from '../../../lib/date-time';
import { useT } from '../../../lib/i18n/use-t';
import { pathTo } from '../../../lib/paths';
import { GroupRowActions } from './group-row-actions';
import type { GroupRowsProps } from './group-table';

/** The group list on a phone: one entry per group with the table's fields stacked, and its actions. */
export function GroupStackedList({ groups, onDelete }: GroupRowsProps) {
  const t = useT();
  return (
    <Paper variant="outlined">
      <List aria-label={t('groups.listLabel')} disablePadding>
        {groups.map((group) => (
          <ListItem
            key={group._id}
            divider
            disablePadding
            secondaryAction={<GroupRowActions group={group} onDelete={onDelete} />}
          >
            <ListItemButton component={Link} to={pathTo('group-device', { groupId: group._id })} sx={{ pr: 12 }}>
              <ListItemText
                primary={<bdi>{group.name}</bdi>}
                secondary={t('groups.list.summary', { count: group.deviceCount, date: formatDate(group.createdAt) })}
                slotProps={{ primary: { noWrap: true, sx: { fontWeight: 600 } } }}
              />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}
