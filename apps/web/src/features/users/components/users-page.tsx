import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { can, isListedUser, SEARCH_DEBOUNCE_MS, type ListedUser } from '@lodestar/contract';
import { useState } from 'react';
import { ErrorState } from '../../../components/error-state';
import { SearchField } from '../../../components/search-field';
import { SectionLoader } from '../../../components/section-loader';
import { TablePages } from '../../../components/table-pages';
import { useT } from '../../../lib/i18n/use-t';
import { useSignedInUser } from '../../../lib/signed-in-user';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useOverviewPage } from '../../devices';
import { useUsers } from '../api/search-users';
import { DeleteUserDialog } from './delete-user-dialog';
import { UserList } from './user-list';

/** The page size the users table starts at. */
const USERS_PER_PAGE = 10;

/**
 * Users (/users, admin and superAdmin): every account, searched by email or name and paged, with its roles, devices
 * and last sign-in; a superAdmin may delete one (never their own) after a confirmation.
 */
export function UsersPage() {
  const t = useT();
  const { _id: selfId, roles } = useSignedInUser();
  const [text, setText] = useState('');
  const filter = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  // A new search starts at its first page.
  const [page, setPage] = useOverviewPage(filter);
  const [perPage, setPerPage] = useState(USERS_PER_PAGE);
  const users = useUsers({ page, perPage, filter });
  const [deleting, setDeleting] = useState<ListedUser | null>(null);
  const mayDelete = (user: ListedUser) => can('deleteUsers', roles) && user._id !== selfId;

  return (
    <Stack spacing={2}>
      <SearchField label={t('users.search')} value={text} onChange={setText} sx={{ width: { sm: 360 } }} />
      {!users.data ? (
        users.isError ? (
          <ErrorState message={t('users.loadFailed')} onRetry={() => void users.refetch()} />
        ) : (
          <SectionLoader label={t('users.loading')} />
        )
      ) : users.data.data.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
          {t(filter ? 'users.noMatch' : 'users.none')}
        </Typography>
      ) : (
        <Box aria-busy={users.isPlaceholderData} sx={{ opacity: users.isPlaceholderData ? 0.6 : 1 }}>
          <UserList users={users.data.data.filter(isListedUser)} mayDelete={mayDelete} onDelete={setDeleting} />
          <TablePages
            total={users.data.pagination.total}
            page={page}
            perPage={perPage}
            onPageChange={setPage}
            onPerPageChange={(size) => {
              setPerPage(size);
              setPage(1);
            }}
          />
        </Box>
      )}
      {deleting && <DeleteUserDialog user={deleting} onClose={() => setDeleting(null)} />}
    </Stack>
  );
}
