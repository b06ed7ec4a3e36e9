import { UPLOAD_PAGINATION_LINKS, UPLOAD_RESULTS_PER_PAGE, type UploadResult } from '@lodestar/contract';
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
import type { MessageId } from '../../../lib/i18n/catalogue';
import { useContractText } from '../../../lib/i18n/contract-text';
import { useT } from '../../../lib/i18n/use-t';

/** The columns' names; a cell shows its column's name beside it when the rows stack (`data-column`). */
const COLUMNS = {
  name: 'deviceUpload.results.name',
  serialNumber: 'deviceUpload.results.serialNumber',
  createdAt: 'deviceUpload.results.createdAt',
  status: 'deviceUpload.results.status',
  reason: 'deviceUpload.results.reason',
  action: 'deviceUpload.results.action',
} as const satisfies Record<string, MessageId>;
type Column = keyof typeof COLUMNS;

// The cells are placed by `data-cell`, which stays the same in every language.
const stacked = stackedBelow(700, {
  '& td[data-cell="name"]': { typography: 'subtitle2', gridRow: 1 },
  '& td[data-cell="name"]::before, & td[data-cell="action"]::before': { content: 'none' },
  '& td[data-cell="action"]': { gridColumn: 2, gridRow: 1, alignSelf: 'center' },
});

/** A cell whose row left it empty. */
const NONE = '—';

/** Add Devices' result table: Boundary and sibling counts of 1 show at most 7 pagination links. */
const PAGINATION = { boundaryCount: 1, siblingCount: (UPLOAD_PAGINATION_LINKS - 5) / 2 };

const matches = (result: UploadResult, search: string, shownError: (text: string) => string) =>
  [result.name, result.serialNumber, shownError(result.error)].some((text) => text.toLowerCase().includes(search));

/** Each row of the upload: what it added and why not; search, remove a row from the table, 10 a page. */
export function UploadResults({ results, onRemove }: { results: UploadResult[]; onRemove: (row: number) => void }) {
  const t = useT();
  const contractText = useContractText();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const found = results.filter((result) => matches(result, search.trim().toLowerCase(), contractText));
  const pages = Math.max(1, Math.ceil(found.length / UPLOAD_RESULTS_PER_PAGE));
  const current = Math.min(page, pages);
  const shown = found.slice((current - 1) * UPLOAD_RESULTS_PER_PAGE, current * UPLOAD_RESULTS_PER_PAGE);
  const added = results.filter((result) => result.status === 'activated').length;
  const cell = (column: Column) => ({ 'data-cell': column, 'data-column': t(COLUMNS[column]) });

  return (
    <Stack spacing={1.5}>
      <Typography role="status">{t('deviceUpload.results.summary', { added, rows: results.length })}</Typography>
      <SearchField
        label={t('deviceUpload.results.search')}
        value={search}
        onChange={(value) => {
          setSearch(value);
          setPage(1);
        }}
      />
      {shown.length === 0 ? (
        <Typography color="text.secondary">{t('deviceUpload.results.noMatch')}</Typography>
      ) : (
        <StackedTable
          label={t('deviceUpload.results.label')}
          columns={Object.values(COLUMNS).map((column) => t(column))}
          sx={stacked}
        >
          {shown.map((result) => (
            <TableRow key={result.row}>
              <TableCell {...cell('name')}>{result.name || NONE}</TableCell>
              <TableCell {...cell('serialNumber')} sx={{ whiteSpace: 'nowrap' }}>
                {result.serialNumber || NONE}
              </TableCell>
              <TableCell {...cell('createdAt')} sx={{ whiteSpace: 'nowrap' }}>
                {formatDateTime(result.createdAt)}
              </TableCell>
              <TableCell {...cell('status')}>
                <Chip
                  size="small"
                  color={result.status === 'activated' ? 'success' : 'error'}
                  variant="outlined"
                  label={t(
                    result.status === 'activated'
                      ? 'deviceUpload.results.activated'
                      : 'deviceUpload.results.notActivated',
                  )}
                />
              </TableCell>
              <TableCell {...cell('reason')}>
                {result.error ? contractText(result.error) : t('deviceUpload.results.addedReason')}
              </TableCell>
              <TableCell {...cell('action')}>
                <IconButton
                  aria-label={t('deviceUpload.results.remove', { row: result.row })}
                  onClick={() => onRemove(result.row)}
                >
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
