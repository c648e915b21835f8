/**
 * /inventory: the tenant's lots, newest reception first, searched, filtered (only lots with stock
 * by default), sorted on the server by the column clicked and exported as a file. Each row shows
 * what was received, allocated and is still available, flagged when low or sold out; the cost
 * column is only for who may read costs. Phones get cards instead of the table.
 */
import AddRounded from '@mui/icons-material/AddRounded';
import { Box, Button, Card, Chip, Link as MuiLink, Typography } from '@mui/material';
import { DataTable, useCanAccess, useLocaleState } from 'react-admin';
import { Link } from 'react-router-dom';
import type { Locale } from '../../domain/i18n';
import type { LotView } from '../../domain/inventory/lots';
import { formatDate } from '../format';
import { useAppTranslate } from '../providers/appTranslate';
import { EmptyState } from '../ui/lists/ListStates';
import { PersistentList } from '../ui/lists/PersistentList';
import { RecordCards } from '../ui/lists/RecordCards';
import { PageHeader } from '../ui/PageHeader';
import { useIsPhone } from '../ui/useIsPhone';
import { LotExportButton } from './LotExportDialog';
import { LotFilters } from './LotFilters';
import { lotPath, StockChip, useKg, useUsd } from './LotParts';

const SORT = { field: 'receptionDate', order: 'DESC' } as const;
const ONLY_WITH_STOCK = { withStock: 'true' };

function CreateLotButton() {
  const t = useAppTranslate();
  return (
    <Button component={Link} to="/inventory/create" variant="contained" startIcon={<AddRounded />}>
      {t('app.inventory.list.create')}
    </Button>
  );
}

export function LotListPage() {
  const t = useAppTranslate();
  const isPhone = useIsPhone();
  const canCreate = useCanAccess({ resource: 'inventory', action: 'create' }).canAccess === true;
  const canExport = useCanAccess({ resource: 'inventory', action: 'export' }).canAccess === true;
  const readsCost = useCanAccess({ resource: 'inventory', action: 'readCost' }).canAccess === true;
  return (
    <Box>
      <PageHeader
        title={t('app.inventory.list.title')}
        subtitle={t('app.inventory.list.subtitle')}
        actions={canCreate ? <CreateLotButton /> : undefined}
      />
      <PersistentList<LotView>
        view="inventory"
        resource="inventory"
        title={t('app.inventory.list.title')}
        sort={SORT}
        filterDefaultValues={ONLY_WITH_STOCK}
        actions={false}
        filters={<LotFilters phone={isPhone} exportButton={canExport ? <LotExportButton /> : undefined} />}
        empty={
          <Card>
            <EmptyState action={canCreate ? <CreateLotButton /> : undefined} />
          </Card>
        }
        component={isPhone ? Box : Card}
        sx={{ '& .RaList-actions': { mb: 2, bgcolor: 'transparent' } }}
      >
        {isPhone ? <LotCards readsCost={readsCost} /> : <LotTable readsCost={readsCost} />}
      </PersistentList>
    </Box>
  );
}

const NUMBER_CELL = { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } as const;

function LotTable({ readsCost }: { readsCost: boolean }) {
  const t = useAppTranslate();
  const [locale] = useLocaleState();
  const kg = useKg();
  const usd = useUsd();
  return (
    <DataTable<LotView>
      bulkActionButtons={false}
      rowClick={(id) => lotPath(id)}
      hover
      empty={<EmptyState />}
      // Ten columns: on a laptop the table scrolls sideways rather than clipping the last one.
      sx={{ overflowX: 'auto', '& .RaDataTable-headerCell': { fontWeight: 600, whiteSpace: 'nowrap' } }}
    >
      <DataTable.Col<LotView>
        source="lot"
        label={t('app.inventory.fields.lot')}
        render={(record) => (
          <MuiLink
            component={Link}
            to={lotPath(record.id)}
            onClick={(event) => event.stopPropagation()}
            underline="hover"
            sx={{ fontWeight: 600, fontFamily: 'monospace', whiteSpace: 'nowrap' }}
          >
            {record.lot}
          </MuiLink>
        )}
      />
      <DataTable.Col<LotView>
        source="product"
        label={t('app.inventory.fields.product')}
        render={(record) => (
          <Box sx={{ minWidth: 150 }}>
            <Box component="span" sx={{ fontFamily: 'monospace', fontWeight: 600, whiteSpace: 'nowrap' }}>
              {record.product.reference}
            </Box>
            <Typography variant="body2" color="text.secondary">
              {record.product.name}
            </Typography>
          </Box>
        )}
      />
      <DataTable.Col<LotView>
        source="packagingType"
        label={t('app.inventory.fields.packaging')}
        disableSort
        render={(record) => record.packagingLabel}
      />
      <DataTable.Col<LotView>
        source="warehouse"
        label={t('app.inventory.fields.warehouse')}
        render={(record) => (
          <Box sx={{ minWidth: 120 }}>
            <Box component="span" sx={{ fontFamily: 'monospace', fontWeight: 600, whiteSpace: 'nowrap' }}>
              {record.warehouse.code}
            </Box>
            <Typography variant="body2" color="text.secondary">
              {record.warehouse.name}
            </Typography>
          </Box>
        )}
      />
      <DataTable.Col<LotView>
        source="receptionDate"
        label={t('app.inventory.fields.receptionDate')}
        render={(record) => formatDate(record.receptionDate, locale as Locale)}
        sx={{ whiteSpace: 'nowrap' }}
      />
      <DataTable.Col<LotView>
        source="receivedKg"
        label={t('app.inventory.fields.received')}
        disableSort
        align="right"
        render={(record) => kg(record.receivedKg)}
        sx={NUMBER_CELL}
      />
      <DataTable.Col<LotView>
        source="allocatedKg"
        label={t('app.inventory.fields.allocated')}
        disableSort
        align="right"
        render={(record) => kg(record.allocatedKg)}
        sx={NUMBER_CELL}
      />
      <DataTable.Col<LotView>
        source="availableKg"
        label={t('app.inventory.fields.available')}
        align="right"
        render={(record) => (
          <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
            <StockChip receivedKg={record.receivedKg} availableKg={record.availableKg} />
            <Box component="span" sx={{ fontWeight: 600 }}>
              {kg(record.availableKg)}
            </Box>
          </Box>
        )}
        sx={NUMBER_CELL}
      />
      {readsCost ? (
        <DataTable.Col<LotView>
          source="costUsdPerTon"
          label={t('app.inventory.fields.cost')}
          disableSort
          align="right"
          render={(record) => (record.costUsdPerTon === null ? '—' : usd(record.costUsdPerTon))}
          sx={NUMBER_CELL}
        />
      ) : null}
    </DataTable>
  );
}

function LotCards({ readsCost }: { readsCost: boolean }) {
  const t = useAppTranslate();
  const [locale] = useLocaleState();
  const kg = useKg();
  const usd = useUsd();
  return (
    <RecordCards<LotView>
      to={(record) => lotPath(record.id)}
      label={(record) => t('app.inventory.list.open', { lot: record.lot })}
      empty={<EmptyState />}
      render={(record) => (
        <Box sx={{ display: 'grid', gap: 0.75 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, justifyContent: 'space-between' }}>
            <Typography sx={{ fontWeight: 700, fontFamily: 'monospace' }}>{record.lot}</Typography>
            <StockChip receivedKg={record.receivedKg} availableKg={record.availableKg} />
          </Box>
          <Typography variant="body2">
            {record.product.reference} · {record.product.name}
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75 }}>
            <Chip size="small" variant="outlined" label={record.packagingLabel} />
            <Chip size="small" label={`${record.warehouse.code} · ${record.warehouse.name}`} />
          </Box>
          <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums' }}>
            {t('app.inventory.list.availableOf', {
              available: kg(record.availableKg),
              received: kg(record.receivedKg),
            })}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {formatDate(record.receptionDate, locale as Locale)}
            {readsCost && record.costUsdPerTon !== null
              ? ` · ${t('app.inventory.fields.cost')} ${usd(record.costUsdPerTon)}`
              : ''}
          </Typography>
        </Box>
      )}
    />
  );
}
