import Add from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import useMediaQuery from '@mui/material/useMediaQuery';
import { SEARCH_DEBOUNCE_MS, type GroupSummary } from '@lodestar/contract';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { SearchField } from '../../../components/search-field';
import { TablePages } from '../../../components/table-pages';
import { useT } from '../../../lib/i18n/use-t';
import { pathTo } from '../../../lib/paths';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useOverviewPage } from '../../devices';
import { useGroups } from '../api/list-groups';
import { useLeaveDeletedGroup } from '../hooks/use-leave-deleted-group';
import { DeleteGroupDialog } from './delete-group-dialog';
import { GroupListStates } from './group-list-states';
import { GroupStackedList } from './group-stacked-list';
import { GroupTable } from './group-table';

/** The page size the groups table starts at. */
const GROUPS_PER_PAGE = 10;

/**
 * Device Groups (/group/devices): the user's groups, searchable by name and paged, as a table
 * (a stacked list on a phone). A deletion from here, as from the side menu or the group's page, resets the filter to
 * all, reloads the devices and goes to the device overview.
 */
export function GroupListPage() {
  const t = useT();
  const [text, setText] = useState('');
  const filter = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  // Searching goes back to the first page, as the overview does.
  const [page, setPage] = useOverviewPage(filter);
  const [perPage, setPerPage] = useState(GROUPS_PER_PAGE);
  const groups = useGroups({ page, perPage, filter });
  const [deleting, setDeleting] = useState<GroupSummary | null>(null);
  const leave = useLeaveDeletedGroup();
  const wide = useMediaQuery('(min-width:600px)', { noSsr: true });

  // A page emptied by a deletion moves back to the last page instead of showing no group.
  const settled = groups.isSuccess && !groups.isPlaceholderData ? groups.data.pagination : undefined;
  const lastPage = settled ? Math.max(1, settled.totalPages) : page;
  useEffect(() => {
    if (page > lastPage) setPage(lastPage);
  }, [page, lastPage, setPage]);

  const total = groups.data?.pagination.total ?? 0;
  const Rows = wide ? GroupTable : GroupStackedList;

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'space-between' }}>
        <SearchField label={t('groups.list.search')} value={text} onChange={setText} sx={{ width: { sm: 320 } }} />
        <Button component={Link} to={pathTo('create-group-devices')} variant="contained" startIcon={<Add />}>
          {t('groups.list.create')}
        </Button>
      </Stack>
      <GroupListStates groups={groups} filter={filter}>
        {(rows) => (
          <>
            <Rows groups={rows} onDelete={setDeleting} />
            <TablePages
              total={total}
              page={Math.min(page, lastPage)}
              perPage={perPage}
              onPageChange={setPage}
              onPerPageChange={(size) => {
                setPerPage(size);
                setPage(1);
              }}
            />
          </>
        )}
      </GroupListStates>
      {deleting && <DeleteGroupDialog group={deleting} onClose={() => setDeleting(null)} afterDelete={leave} />}
    </Stack>
  );
}
