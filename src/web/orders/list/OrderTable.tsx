/**
 * The order table (tablets and desktops): the columns the user chose, sorted on the server by the
 * headers the API can sort on; a row opens the order, read ahead while the row is pointed at.
 */
import { Box, Link as MuiLink, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import {
  DataTable,
  DataTableBody,
  type DataTableBodyProps,
  DataTableRow,
  type DataTableRowProps,
  useLocaleState,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { Link } from 'react-router-dom';
import type { Locale } from '../../../domain/i18n';
import type { OrderListColumn } from '../../../domain/orders/listColumns';
import type { OrderListRow } from '../../../domain/orders/views';
import { formatDate, formatNumber } from '../../format';
import { useTenantTheme } from '../../tenantTheme';
import { EmptyState } from '../../ui/lists/ListStates';
import { readAheadHandlers, useOrderReadAhead } from '../detail/orderReadAhead';
import { OrderStatusChip } from './OrderStatusChip';
import { deliveryModelLabel, orderPath, paymentTermLabel, totalText } from './orderLabels';

type Row = OrderListRow & { id: string };

/** Columns whose header is shorter than their name, so nine columns fit a laptop. */
const SHORT_HEADERS: Partial<Record<OrderListColumn, true>> = {
  number: true,
  deliveryDate: true,
  createdAt: true,
};

interface ColumnSpec {
  /** The API's sort field, when the column can be sorted. */
  sort?: string;
  align?: 'right';
  render: (row: Row) => ReactNode;
}

function useColumnSpecs(): Record<OrderListColumn, ColumnSpec> {
  const translate = useTranslate();
  const [localeState] = useLocaleState();
  const locale = (localeState as Locale) ?? 'es';
  const { productName } = useTenantTheme();
  const nowrap = (text: ReactNode) => (
    <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
      {text}
    </Box>
  );
  return {
    number: {
      sort: 'number',
      render: (row) => (
        <MuiLink
          component={Link}
          to={orderPath(row.id)}
          onClick={(event) => event.stopPropagation()}
          underline="hover"
          sx={{ fontWeight: 600, whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}
        >
          {row.displayNumber}
        </MuiLink>
      ),
    },
    company: {
      sort: 'customer',
      render: (row) => (
        <Box sx={{ minWidth: 170, maxWidth: 220 }}>
          <Typography variant="body2">{row.customer.companyName}</Typography>
          <Typography variant="caption" color="text.secondary" sx={{ fontFamily: 'monospace' }}>
            {row.customer.rfc}
          </Typography>
        </Box>
      ),
    },
    seller: {
      sort: 'seller',
      render: (row) => (
        <Box sx={{ minWidth: 110 }}>{row.seller?.name ?? translate('app.orderList.noSeller')}</Box>
      ),
    },
    products: {
      render: (row) => (
        <Box sx={{ minWidth: 130, maxWidth: 180 }} title={row.products}>
          {row.products}
        </Box>
      ),
    },
    tons: { sort: 'tons', align: 'right', render: (row) => nowrap(formatNumber(row.tons, 3, locale)) },
    status: { sort: 'opsStatus', render: (row) => <OrderStatusChip status={row.opsStatus} /> },
    deliveryDate: { sort: 'deliveryDate', render: (row) => nowrap(formatDate(row.deliveryDate, locale)) },
    deliveryModel: { render: (row) => nowrap(deliveryModelLabel(row.deliveryModel, locale, productName)) },
    paymentTerm: { render: (row) => nowrap(paymentTermLabel(row.paymentTerm, locale)) },
    total: { sort: 'total', align: 'right', render: (row) => nowrap(totalText(row, locale)) },
    createdAt: { sort: 'createdAt', render: (row) => nowrap(formatDate(row.createdAt, locale)) },
  };
}

function ReadAheadRow(props: DataTableRowProps) {
  const record = useRecordContext<Row>();
  const readAhead = useOrderReadAhead();
  return <DataTableRow {...props} {...(record ? readAheadHandlers(readAhead, record.id) : {})} />;
}

function ReadAheadBody(props: DataTableBodyProps) {
  return <DataTableBody {...props} row={ReadAheadRow} />;
}

export function OrderTable({ columns }: { columns: readonly OrderListColumn[] }) {
  const translate = useTranslate();
  const specs = useColumnSpecs();
  return (
    <DataTable<Row>
      body={ReadAheadBody}
      bulkActionButtons={false}
      rowClick={(id) => orderPath(id)}
      hover
      empty={<EmptyState />}
      sx={{
        '& .RaDataTable-headerCell': { fontWeight: 600, whiteSpace: 'nowrap' },
        // Nine columns on a laptop: a little less air between them keeps them all in view.
        '& .MuiTableCell-root': { px: 1.25 },
        '& .MuiTableCell-root:first-of-type': { pl: 2 },
      }}
    >
      {columns.map((column) => {
        const spec = specs[column];
        return (
          <DataTable.Col<Row>
            key={column}
            source={spec.sort ?? column}
            disableSort={!spec.sort}
            label={translate(
              column in SHORT_HEADERS ? `app.orderList.headers.${column}` : `app.orderList.columns.${column}`,
            )}
            align={spec.align}
            render={spec.render}
          />
        );
      })}
    </DataTable>
  );
}
