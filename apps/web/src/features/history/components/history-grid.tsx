import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import type { Device } from '@lodestar/contract';
import { useState } from 'react';
import { ErrorState } from '../../../components/error-state';
import { TablePages } from '../../../components/table-pages';
import { useT } from '../../../lib/i18n/use-t';
import { useHistoryPage } from '../api/find-history';
import type { HistoryPageQuery } from '../../../lib/history-keys';
import { HistorySkeleton } from './history-load-states';
import { HistoryFilterSelect } from './history-filter-select';
import { HistoryTable } from './history-table';

/** The history grid shows 10 rows per page by default. */
const GRID_PER_PAGE = 10;

/** The Grid view: the device's positions page by page, newest first, with a filter. */
export function HistoryGrid({ device }: { device: Device }) {
  const t = useT();
  const [query, setQuery] = useState<HistoryPageQuery>({ page: 1, perPage: GRID_PER_PAGE, filter: 'all' });
  const history = useHistoryPage(device, query);
  const response = history.data;
  const lastPage = Math.max(1, Math.ceil((response?.pagination.total ?? 0) / query.perPage));

  // A page emptied under the user (history cleared) moves back to the last page there is.
  if (response && !history.isPlaceholderData && query.page > lastPage) setQuery({ ...query, page: lastPage });

  return (
    <Stack spacing={1.5}>
      <HistoryFilterSelect value={query.filter} onChange={(filter) => setQuery({ ...query, filter, page: 1 })} />
      {response ? (
        <Paper
          variant="outlined"
          aria-busy={history.isPlaceholderData}
          sx={{ opacity: history.isPlaceholderData ? 0.6 : 1, transition: 'opacity 0.2s' }}
        >
          <HistoryTable
            device={device}
            locations={response.data}
            emptyText={t(query.filter === 'all' ? 'historyEmptyMessages.noLocations' : 'historyEmptyMessages.noMatch')}
          />
          <TablePages
            total={response.pagination.total}
            page={query.page}
            perPage={query.perPage}
            onPageChange={(page) => setQuery({ ...query, page })}
            onPerPageChange={(perPage) => setQuery({ ...query, perPage, page: 1 })}
          />
        </Paper>
      ) : history.isError ? (
        <ErrorState onRetry={() => void history.refetch()} />
      ) : (
        <HistorySkeleton height={360} />
      )}
    </Stack>
  );
}
