import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { Device, LocationRecord } from '@lodestar/contract';
import { useT } from '../../../lib/i18n/use-t';
import { historyColumns } from './history-columns';
import { NoLocations } from './history-load-states';

interface HistoryTableProps {
  device: Device;
  locations: readonly LocationRecord[];
  emptyText: string;
}

/** One page of positions, newest first, or the empty text below the headings; narrow screens scroll it sideways. */
export function HistoryTable({ device, locations, emptyText }: HistoryTableProps) {
  const t = useT();
  const columns = historyColumns(device);
  return (
    <TableContainer>
      <Table size="small" aria-label={t('history.title')} sx={{ '& td, & th': { px: 1.25 } }}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column.header}>{t(column.header)}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {locations.map((location) => (
            <TableRow key={location._id}>
              {columns.map((column) => (
                <TableCell
                  key={column.header}
                  sx={{ whiteSpace: column.nowrap ? 'nowrap' : undefined, minWidth: column.minWidth }}
                >
                  {column.cell(location, t)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {locations.length === 0 && (
        <Box sx={{ px: 1.25, py: 2 }}>
          <NoLocations text={emptyText} />
        </Box>
      )}
    </TableContainer>
  );
}
