/**
 * The pages of the surrounding queue list: numbered pages under a dashboard queue (only when there
 * is more than one), or the rows-per-page choice with the range shown under a queue that is a page
 * of its own.
 */
import { Pagination, TablePagination } from '@mui/material';
import { useListContext } from 'react-admin';
import { PAGE_SIZE_OPTIONS } from './listConfig';

const pageCount = (total: number | undefined, perPage: number) => (total ? Math.ceil(total / perPage) : 0);

export function QueuePages() {
  const { page, perPage, total, setPage } = useListContext();
  const pages = pageCount(total, perPage);
  if (pages <= 1) return null;
  return (
    <Pagination
      count={pages}
      page={page}
      onChange={(_, next) => setPage(next)}
      size="small"
      siblingCount={1}
      sx={{ alignSelf: 'center' }}
    />
  );
}

export interface QueueTablePaginationProps {
  /** 'Filas por página'. */
  rowsPerPageLabel: string;
  /** The word between the range and the total ('1–10 de 25'). */
  of: string;
  /** The page sizes offered, when the queue has its own (10, 20, 50 otherwise). */
  sizes?: readonly number[];
}

export function QueueTablePagination({
  rowsPerPageLabel,
  of,
  sizes = PAGE_SIZE_OPTIONS,
}: QueueTablePaginationProps) {
  const { page, perPage, total, setPage, setPerPage } = useListContext();
  if (!total) return null;
  return (
    <TablePagination
      component="div"
      count={total}
      page={page - 1}
      rowsPerPage={perPage}
      rowsPerPageOptions={[...sizes]}
      onPageChange={(_, next) => setPage(next + 1)}
      onRowsPerPageChange={(event) => setPerPage(Number(event.target.value))}
      labelRowsPerPage={rowsPerPageLabel}
      labelDisplayedRows={({ from, to, count }) => `${from}–${to} ${of} ${count}`}
    />
  );
}
