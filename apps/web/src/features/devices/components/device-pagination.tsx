import Pagination from '@mui/material/Pagination';

interface DevicePaginationProps {
  page: number;
  pageCount: number;
  onChange: (page: number) => void;
}

/** The pages of the overview, under every view type; hidden while everything fits on one page. */
export function DevicePagination({ page, pageCount, onChange }: DevicePaginationProps) {
  if (pageCount <= 1) return null;
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
