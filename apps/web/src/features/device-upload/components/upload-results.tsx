import {
  ADDED_STATUS_LABEL,
  UPLOAD_PAGINATION_LINKS,
  UPLOAD_RESULTS_PER_PAGE,
  type UploadResult,
} from '@lodestar/contract';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { SearchField } from '../../../components/search-field';
import { StackedTable, stackedBelow } from '../../../components/stacked-table';
import { formatDateTime } from '../../../lib/date-time';

const COLUMNS = ['Device Name', 'Serial Number', 'Created At', 'Status', 'Reason', 'Action'] as const;

const stacked = stackedBelow(700, {
  '& td[data-column="Device Name"]': { typography: 'subtitle2', gridRow: 1 },
  '& td[data-column="Device Name"]::before, & td[data-column="Action"]::before': { content: 'none' },
  '& td[data-column="Action"]': { gridColumn: 2, gridRow: 1, alignSelf: 'center' },
});

/** Add Devices' result table: Boundary and sibling counts of 1 show at most 7 pagination links. */
const PAGINATION = { boundaryCount: 1, siblingCount: (UPLOAD_PAGINATION_LINKS - 5) / 2 };

const matches = (result: UploadResult, search: string) =>
  [result.name, result.serialNumber, result.error].some((text) => text.toLowerCase().includes(search));

/** Each row of the upload: what it added and why not; search, remove a row from the table, 10 a page. */
export function UploadResults({ results, onRemove }: { results: UploadResult[]; onRemove: (row: number) => void }) {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const found = results.filter((result) => matches(result, search.trim().toLowerCase()));
  const pages = Math.max(1, Math.ceil(found.length / UPLOAD_RESULTS_PER_PAGE));
  const current = Math.min(page, pages);
  const shown = found.slice((current - 1) * UPLOAD_RESULTS_PER_PAGE, current * UPLOAD_RESULTS_PER_PAGE);
  const added = results.filter((result) => result.status === 'activated').length;

  return (
    <Stack spacing={1.5}>
      <Typography role="status">
        {added} of {results.length} {results.length === 1 ? 'row' : 'rows'} added to your account.
      </Typography>
      <SearchField
        label="Search results"
        value={search}
        onChange={(value) => {
          setSearch(value);
          setPage(1);
        }}
      />
      {shown.length === 0 ? (
        <Typography color="text.secondary">No row matches this search.</Typography>
      ) : (
        <StackedTable label="Upload results" columns={COLUMNS} sx={stacked}>
          {shown.map((result) => (
            <TableRow key={result.row}>
              <TableCell data-column="Device Name">{result.name || '—'}</TableCell>
              <TableCell data-column="Serial Number" sx={{ whiteSpace: 'nowrap' }}>
                {result.serialNumber || '—'}
              </TableCell>
              <TableCell data-column="Created At" sx={{ whiteSpace: 'nowrap' }}>
                {formatDateTime(result.createdAt)}
              </TableCell>
              <TableCell data-column="Status">
                <Chip
                  size="small"
                  color={result.status === 'activated' ? 'success' : 'error'}
                  variant="outlined"
                  label={result.status === 'activated' ? ADDED_STATUS_LABEL : 'Not Activated'}
                />
              </TableCell>
              <TableCell data-column="Reason">
                {result.error || 'Added to your account. Choose a plan on its Update Plan tab to start tracking.'}
              </TableCell>
              <TableCell data-column="Action">
                <IconButton aria-label={`Remove row ${result.row} from the table`} onClick={() => onRemove(result.row)}>
                  <DeleteOutlined />
                </IconButton>
              </TableCell>
            </TableRow>
          ))}
        </StackedTable>
      )}
      {pages > 1 && (
        <Pagination
          count={pages}
          page={current}
          onChange={(_, next) => setPage(next)}
          {...PAGINATION}
          sx={{ alignSelf: 'center' }}
        />
      )}
    </Stack>
  );
}
