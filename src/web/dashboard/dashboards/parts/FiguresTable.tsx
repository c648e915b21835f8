/**
 * A chart's figures as a table: what a screen reader reads and a narrow phone shows, with the
 * same formatting as the chart. Scrolls sideways inside its card when wider than the screen.
 */
import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import type { ReactNode } from 'react';
import { visuallyHidden } from '../../../ui/visuallyHidden';

export interface FigureColumn<Row> {
  label: string;
  value: (row: Row) => ReactNode;
  /** Numbers align right. */
  numeric?: boolean;
}

export interface FiguresTableProps<Row> {
  caption: string;
  columns: FigureColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row, index: number) => string;
}

export function FiguresTable<Row>({ caption, columns, rows, rowKey }: FiguresTableProps<Row>) {
  return (
    // Focusable and named: a keyboard reaches what scrolls sideways on a phone.
    <TableContainer tabIndex={0} role="region" aria-label={caption} sx={{ overflowX: 'auto' }}>
      <Table size="small">
        <caption style={visuallyHidden}>{caption}</caption>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell
                key={column.label}
                align={column.numeric ? 'right' : 'left'}
                sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}
              >
                {column.label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row, index) => (
            <TableRow key={rowKey(row, index)}>
              {columns.map((column, c) => (
                <TableCell
                  key={column.label}
                  align={column.numeric ? 'right' : 'left'}
                  component={c === 0 ? 'th' : 'td'}
                  scope={c === 0 ? 'row' : undefined}
                  sx={{ whiteSpace: column.numeric ? 'nowrap' : 'normal' }}
                >
                  {column.value(row)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
