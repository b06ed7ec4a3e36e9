import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import { Link } from 'react-router';
import { formatDate } from '../../../lib/date-time';
import { pathTo } from '../../../lib/paths';
import { GroupRowActions } from './group-row-actions';
import type { GroupRowsProps } from './group-table';

const devicesText = (count: number) => (count === 1 ? '1 device' : `${count} devices`);

/** The group list on a phone: one entry per group with the table's fields stacked, and its actions. */
export function GroupStackedList({ groups, onDelete }: GroupRowsProps) {
  return (
    <Paper variant="outlined">
      <List aria-label="Device groups" disablePadding>
        {groups.map((group) => (
          <ListItem
            key={group._id}
            divider
            disablePadding
            secondaryAction={<GroupRowActions group={group} onDelete={onDelete} />}
          >
            <ListItemButton component={Link} to={pathTo('group-device', { groupId: group._id })} sx={{ pr: 12 }}>
              <ListItemText
                primary={group.name}
                secondary={`${devicesText(group.deviceCount)} · Created ${formatDate(group.createdAt)}`}
                slotProps={{ primary: { noWrap: true, sx: { fontWeight: 600 } } }}
              />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}
