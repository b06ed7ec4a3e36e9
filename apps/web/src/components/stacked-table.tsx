import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { visuallyHidden } from './visually-hidden';

/**
 * A table's look where its container is narrower than `width` px (a phone, or a tablet beside the menu): each row
 * becomes a card whose cells stack, each after its column's name (`data-column`); `cells` places them. The table
 * stays a table for assistive technology; only its look changes. Its container needs `containerType: 'inline-size'`.
 */
export const stackedBelow = (width: number, cells: Record<string, object>) =>
  ({
    [`@container (max-width: ${width - 0.05}px)`]: {
      display: 'block',
      '& thead': visuallyHidden,
      '& tbody': { display: 'block' },
      '& tbody tr': {
        display: 'grid',
        gridTemplateColumns: '1fr auto',
        columnGap: 1,
        rowGap: 0.5,
        px: 2,
        py: 1.5,
        borderBottom: 1,
        borderColor: 'divider',
      },
      '& tbody tr:last-of-type': { borderBottom: 0 },
      '& tbody td': { display: 'block', border: 0, p: 0, gridColumn: 1, whiteSpace: 'normal' },
      '& td[data-column]::before': { content: 'attr(data-column) ": "', color: 'text.secondary' },
      ...cells,
    },
  }) as const;

interface StackedTableProps {
  /** The table's accessible name. */
  label: string;
  /** The header cells, in order; `extraHeader` follows them (e.g. an unlabelled column of row menus). */
  columns: readonly string[];
  extraHeader?: ReactNode;
  /** The look below a width, from `stackedBelow`. */
  sx: SxProps<Theme>;
  /** The body's rows. */
  children: ReactNode;
}

/** A small outlined table whose rows become stacked cards in a narrow container (`stackedBelow`). */
export function StackedTable({ label, columns, extraHeader, sx, children }: StackedTableProps) {
  return (
    <TableContainer component={Paper} variant="outlined" sx={{ containerType: 'inline-size' }}>
      <Table size="small" aria-label={label} sx={sx}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column}>{column}</TableCell>
            ))}
            {extraHeader}
          </TableRow>
        </TableHead>
        <TableBody>{children}</TableBody>
      </Table>
    </TableContainer>
  );
}
