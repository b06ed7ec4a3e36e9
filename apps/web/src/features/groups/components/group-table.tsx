import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { GroupSummary } from '@lodestar/contract';
import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { RouterLink } from '../../../components/router-link';
import { formatDate } from '../../../lib/date-time';
import { useT } from '../../../lib/i18n/use-t';
import { pathTo } from '../../../lib/paths';
import { GroupRowActions } from './group-row-actions';

export interface GroupRowsProps {
  groups: GroupSummary[];
  onDelete: (group: GroupSummary) => void;
}

/** The group list as a table: Name, Devices, Created At, Action; a row click opens the group. */
export function GroupTable({ groups, onDelete }: GroupRowsProps) {
  const t = useT();
  const navigate = useNavigate();
  const openFromRow = (event: MouseEvent, group: GroupSummary) => {
    // The name's link and the action buttons do their own thing.
    if ((event.target as HTMLElement).closest('a, button')) return;
    void navigate(pathTo('group-device', { groupId: group._id }));
  };

  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={t('groups.listLabel')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('groups.table.name')}</TableCell>
            <TableCell align="right">{t('groups.devices')}</TableCell>
            <TableCell>{t('groups.table.created')}</TableCell>
            <TableCell align="right">{t('groups.table.action')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {groups.map((group) => (
            <TableRow key={group._id} hover onClick={(event) => openFromRow(event, group)} sx={{ cursor: 'pointer' }}>
              <TableCell>
                <RouterLink
                  to={pathTo('group-device', { groupId: group._id })}
                  underline="hover"
                  sx={{ fontWeight: 600, color: 'text.primary' }}
                >
                  <bdi>{group.name}</bdi>
                </RouterLink>
              </TableCell>
              <TableCell align="right">{group.deviceCount}</TableCell>
              <TableCell>{formatDate(group.createdAt)}</TableCell>
              <TableCell align="right" sx={{ width: 96 }}>
                <GroupRowActions group={group} onDelete={onDelete} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
