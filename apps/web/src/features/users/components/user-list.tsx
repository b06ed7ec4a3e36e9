import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { ListedUser } from '@lodestar/contract';
import { formatDateTime } from '../../../lib/date-time';
import type { Translate } from '../../../lib/i18n/translate';
import { useT } from '../../../lib/i18n/use-t';

interface UserListProps {
  users: ListedUser[];
  mayDelete: (user: ListedUser) => boolean;
  onDelete: (user: ListedUser) => void;
}

const lastSignIn = (t: Translate, user: ListedUser) =>
  user.lastSignInAt ? formatDateTime(user.lastSignInAt) : t('users.list.never');

function Roles({ user }: { user: ListedUser }) {
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {user.roles.map((role) => (
        <Chip key={role} label={role} size="small" variant="outlined" />
      ))}
    </Stack>
  );
}

function DeleteButton({ user, onDelete }: { user: ListedUser; onDelete: (user: ListedUser) => void }) {
  const t = useT();
  return (
    <IconButton aria-label={t('users.list.delete', { email: user.email })} onClick={() => onDelete(user)} size="small">
      <DeleteOutlined fontSize="small" />
    </IconButton>
  );
}

/** The users as a table (Name and email, Roles, Devices, Last sign-in, Action), or stacked cards on a phone. */
export function UserList({ users, mayDelete, onDelete }: UserListProps) {
  const t = useT();
  // The table needs the room a side menu leaves on a laptop; below that, cards.
  const wide = useMediaQuery('(min-width:960px)', { noSsr: true });
  if (!wide) {
    return (
      <Stack component="ul" aria-label={t('users.list.label')} spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {users.map((user) => (
          <Paper component="li" key={user._id} variant="outlined" sx={{ p: 1.5 }}>
            <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start', gap: 1 }}>
              <Stack sx={{ minWidth: 0 }}>
                <Typography sx={{ fontWeight: 600 }}>{user.name}</Typography>
                <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                  {user.email}
                </Typography>
              </Stack>
              {mayDelete(user) && <DeleteButton user={user} onDelete={onDelete} />}
            </Stack>
            <Roles user={user} />
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {t('users.list.summary', { count: user.deviceCount, lastSignIn: lastSignIn(t, user) })}
            </Typography>
          </Paper>
        ))}
      </Stack>
    );
  }
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={t('users.list.label')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('users.list.name')}</TableCell>
            <TableCell>{t('users.list.roles')}</TableCell>
            <TableCell align="right">{t('users.list.devices')}</TableCell>
            <TableCell>{t('users.list.lastSignIn')}</TableCell>
            <TableCell align="right">{t('users.list.action')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {users.map((user) => (
            <TableRow key={user._id}>
              <TableCell>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {user.name}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {user.email}
                </Typography>
              </TableCell>
              <TableCell>
                <Roles user={user} />
              </TableCell>
              <TableCell align="right">{user.deviceCount}</TableCell>
              <TableCell>{lastSignIn(t, user)}</TableCell>
              <TableCell align="right" sx={{ width: 72 }}>
                {mayDelete(user) && <DeleteButton user={user} onDelete={onDelete} />}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
