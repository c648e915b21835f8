/**
 * The list's table on wide screens: the request's number (its link), status, customer, product
 * with its packaging, volume, MSP and approved price ('N/D' while there is none) with its validity,
 * who asked and for which delivery window. Headers sort on the server.
 */
import { Box, Link as MuiLink, Typography } from '@mui/material';
import { DataTable } from 'react-admin';
import { Link } from 'react-router-dom';
import type { PriceRequestRow } from '../../domain/priceRequests';
import { useAppTranslate } from '../providers/appTranslate';
import { EmptyState } from '../ui/lists/ListStates';
import { PriceRequestStatusChip } from './PriceRequestStatusChip';
import { priceRequestPath, usePriceRequestLabels } from './priceRequestLabels';

const NUMBER_CELL = { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } as const;

function Secondary({ children }: { children: string }) {
  return (
    <Typography variant="body2" color="text.secondary">
      {children}
    </Typography>
  );
}

export function PriceRequestTable() {
  const t = useAppTranslate();
  const labels = usePriceRequestLabels();
  return (
    <DataTable<PriceRequestRow>
      bulkActionButtons={false}
      rowClick={(id) => priceRequestPath(id)}
      hover
      empty={<EmptyState />}
      sx={{ '& .RaDataTable-headerCell': { fontWeight: 600 } }}
    >
      <DataTable.Col<PriceRequestRow>
        source="number"
        label={t('app.priceRequests.columns.number')}
        render={(row) => (
          <MuiLink
            component={Link}
            to={priceRequestPath(row.id)}
            onClick={(event) => event.stopPropagation()}
            underline="hover"
            sx={{ fontWeight: 600, whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}
          >
            {row.displayNumber}
          </MuiLink>
        )}
      />
      <DataTable.Col<PriceRequestRow>
        source="status"
        label={t('app.priceRequests.columns.status')}
        render={(row) => <PriceRequestStatusChip status={row.status} />}
      />
      <DataTable.Col<PriceRequestRow>
        source="customer"
        label={t('app.priceRequests.columns.customer')}
        render={(row) => <Box sx={{ minWidth: 160 }}>{row.customer.companyName}</Box>}
      />
      <DataTable.Col<PriceRequestRow>
        source="product"
        label={t('app.priceRequests.columns.product')}
        render={(row) => (
          <Box sx={{ minWidth: 150 }}>
            <Box component="span" sx={{ fontFamily: 'monospace', fontWeight: 600, whiteSpace: 'nowrap' }}>
              {row.product.reference}
            </Box>
            <Secondary>{`${row.product.name} · ${labels.packaging(row.packagingType)}`}</Secondary>
          </Box>
        )}
      />
      <DataTable.Col<PriceRequestRow>
        source="volumeTons"
        label={t('app.priceRequests.columns.volumeTons')}
        align="right"
        render={(row) => labels.tons(row.volumeTons)}
        sx={NUMBER_CELL}
      />
      <DataTable.Col<PriceRequestRow>
        source="msp"
        label={t('app.priceRequests.columns.msp')}
        disableSort
        align="right"
        render={(row) => labels.usdPerTon(row.msp)}
        sx={NUMBER_CELL}
      />
      <DataTable.Col<PriceRequestRow>
        source="approvedPriceUsdPerTon"
        label={t('app.priceRequests.columns.approvedPrice')}
        disableSort
        align="right"
        render={(row) => (
          <>
            <Box component="span" sx={{ fontWeight: row.approvedPriceUsdPerTon ? 600 : 400 }}>
              {labels.usdPerTon(row.approvedPriceUsdPerTon)}
            </Box>
            {row.validUntil && (
              <Secondary>{t('app.priceRequests.list.until', { date: labels.day(row.validUntil) })}</Secondary>
            )}
          </>
        )}
        sx={NUMBER_CELL}
      />
      <DataTable.Col<PriceRequestRow>
        source="requestedBy"
        label={t('app.priceRequests.columns.requestedBy')}
        disableSort
        render={(row) => (
          <Box sx={{ minWidth: 130 }}>
            {row.requestedBy.name}
            <Secondary>{labels.requestedBy(row.requestedByType)}</Secondary>
          </Box>
        )}
      />
      <DataTable.Col<PriceRequestRow>
        source="deliveryWindowFrom"
        label={t('app.priceRequests.columns.deliveryWindow')}
        render={(row) => (
          <Box sx={{ whiteSpace: 'nowrap' }}>
            {labels.day(row.deliveryWindowFrom)}
            <Secondary>{labels.day(row.deliveryWindowTo)}</Secondary>
          </Box>
        )}
      />
      <DataTable.Col<PriceRequestRow>
        source="createdAt"
        label={t('app.priceRequests.columns.createdAt')}
        render={(row) => labels.day(row.createdAt)}
        sx={{ whiteSpace: 'nowrap' }}
      />
    </DataTable>
  );
}
