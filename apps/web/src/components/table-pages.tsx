import TablePagination from '@mui/material/TablePagination';
import { TABLE_PAGE_SIZES } from '@lodestar/contract';
import type { MessageId } from '../lib/i18n/catalogue';
import { useT } from '../lib/i18n/use-t';

const pageButtons: Record<'first' | 'last' | 'next' | 'previous', MessageId> = {
  first: 'common.pages.first',
  previous: 'common.pages.previous',
  next: 'common.pages.next',
  last: 'common.pages.last',
};

interface TablePagesProps {
  /** Rows in every page together. */
  total: number;
  /** 1-based. */
  page: number;
  perPage: number;
  onPageChange: (page: number) => void;
  /** A new page size, shown from its first page. */
  onPerPageChange: (perPage: number) => void;
}

/**
 * A paged table's pages, how many rows there are, and its page-size choice, in the shown language; nothing for a table
 * without rows.
 */
export function TablePages({ total, page, perPage, onPageChange, onPerPageChange }: TablePagesProps) {
  const t = useT();
  if (total === 0) return null;
  return (
    <TablePagination
      component="div"
      count={total}
      page={page - 1}
      rowsPerPage={perPage}
      rowsPerPageOptions={[...TABLE_PAGE_SIZES]}
      onPageChange={(_event, next) => onPageChange(next + 1)}
      onRowsPerPageChange={(event) => onPerPageChange(Number(event.target.value))}
      labelRowsPerPage={t('common.pages.rowsPerPage')}
      labelDisplayedRows={({ from, to, count }) => t('common.pages.shown', { from, to, count })}
      getItemAriaLabel={(type) => t(pageButtons[type])}
    />
  );
}
