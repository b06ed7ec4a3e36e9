import Pagination from '@mui/material/Pagination';
import type { ViewType } from '@lodestar/contract';

interface DevicePaginationProps {
  page: number;
  pageCount: number;
  onChange: (page: number) => void;
  viewType: ViewType;
}

/**
 * The pages of the overview under the grid and the list; hidden while everything fits on one page, and in combo view,
 * whose carousel's arrows go on to the pages beside (one way to page in each view).
 */
export function DevicePagination({ page, pageCount, onChange, viewType }: DevicePaginationProps) {
  if (pageCount <= 1 || viewType === 'combo') return null;
  return (
    <Pagination
      count={pageCount}
      page={page}
      onChange={(_event, next) => onChange(next)}
      color="primary"
      sx={{ display: 'flex', justifyContent: 'center' }}
    />
  );
}
