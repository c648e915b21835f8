/**
 * /price-request/quotes: pricing's supplier quotes, what a request's base cost is picked from —
 * searched by number or supplier, narrowed to a product, only the active ones by default (not past
 * their validity, tons left); recorded and changed in a dialog, suppliers picked or added there.
 */
import AddRounded from '@mui/icons-material/AddRounded';
import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { Box, Button, Card, FormControlLabel, IconButton, Switch, Tooltip, Typography } from '@mui/material';
import { useState } from 'react';
import { DataTable, useCanAccess, useListContext } from 'react-admin';
import { Link } from 'react-router-dom';
import type { SupplierQuoteView } from '../../../domain/priceRequests';
import { useAppTranslate } from '../../providers/appTranslate';
import { ClearFiltersButton } from '../../ui/lists/ListFilters';
import { EmptyState } from '../../ui/lists/ListStates';
import { PersistentList } from '../../ui/lists/PersistentList';
import { RecordCards } from '../../ui/lists/RecordCards';
import { ListSearchInput } from '../../ui/lists/SearchInput';
import { PageHeader } from '../../ui/PageHeader';
import { useIsPhone } from '../../ui/useIsPhone';
import { PRICE_REQUEST_LIST_PATH, usePriceRequestLabels } from '../priceRequestLabels';
import { EditQuoteDialog, NewQuoteDialog } from './QuoteDialog';

const AS_LISTED = { field: 'id', order: 'ASC' } as const;
const ONLY_ACTIVE = { active: 'true' };
const NUMBER_CELL = { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } as const;

export function SupplierQuoteListPage() {
  const t = useAppTranslate();
  const isPhone = useIsPhone();
  const canCreate = useCanAccess({ resource: 'supplier-quotes', action: 'create' }).canAccess === true;
  const canEdit = useCanAccess({ resource: 'supplier-quotes', action: 'edit' }).canAccess === true;
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<SupplierQuoteView | null>(null);
  const create = canCreate ? (
    <Button variant="contained" startIcon={<AddRounded />} onClick={() => setCreating(true)}>
      {t('app.supplierQuotes.list.create')}
    </Button>
  ) : undefined;
  return (
    <Box>
      <PageHeader
        overline={
          <Button
            component={Link}
            to={PRICE_REQUEST_LIST_PATH}
            size="small"
            color="inherit"
            startIcon={<ArrowBackRounded />}
          >
            {t('app.supplierQuotes.list.back')}
          </Button>
        }
        title={t('app.supplierQuotes.list.title')}
        subtitle={t('app.supplierQuotes.list.subtitle')}
        actions={create}
      />
      <PersistentList<SupplierQuoteView>
        view="supplier-quotes"
        resource="supplier-quotes"
        title={t('app.supplierQuotes.list.title')}
        sort={AS_LISTED}
        filterDefaultValues={ONLY_ACTIVE}
        actions={false}
        filters={<QuoteFilters />}
        empty={
          <Card>
            <EmptyState action={create} />
          </Card>
        }
        component={isPhone ? Box : Card}
        sx={{ '& .RaList-actions': { mb: 2, bgcolor: 'transparent' } }}
      >
        {isPhone ? (
          <QuoteCards onEdit={canEdit ? setEditing : undefined} />
        ) : (
          <QuoteTable onEdit={canEdit ? setEditing : undefined} />
        )}
      </PersistentList>
      {creating && <NewQuoteDialog onClose={() => setCreating(false)} />}
      {editing && <EditQuoteDialog quote={editing} onClose={() => setEditing(null)} />}
    </Box>
  );
}

function QuoteFilters() {
  const t = useAppTranslate();
  const { filterValues, setFilters, displayedFilters } = useListContext();
  return (
    <Box
      role="search"
      aria-label={t('app.supplierQuotes.list.search')}
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, width: '100%' }}
    >
      <ListSearchInput
        label={t('app.supplierQuotes.list.search')}
        placeholder={t('app.supplierQuotes.list.searchPlaceholder')}
        sx={{ flex: '1 1 260px', maxWidth: { md: 360 } }}
      />
      <FormControlLabel
        sx={{ mx: 0 }}
        control={
          <Switch
            checked={filterValues.active === 'true'}
            onChange={(event) =>
              setFilters(
                { ...filterValues, active: event.target.checked ? 'true' : undefined },
                displayedFilters,
                false,
              )
            }
          />
        }
        label={t('app.supplierQuotes.list.onlyActive')}
      />
      <ClearFiltersButton />
    </Box>
  );
}

function EditButton({ quote, onEdit }: { quote: SupplierQuoteView; onEdit: (q: SupplierQuoteView) => void }) {
  const t = useAppTranslate();
  const label = t('app.supplierQuotes.list.edit', { number: quote.number });
  return (
    <Tooltip title={label}>
      <IconButton
        aria-label={label}
        onClick={(event) => {
          event.stopPropagation();
          onEdit(quote);
        }}
      >
        <EditOutlined fontSize="small" />
      </IconButton>
    </Tooltip>
  );
}

function QuoteTable({ onEdit }: { onEdit?: (q: SupplierQuoteView) => void }) {
  const t = useAppTranslate();
  const labels = usePriceRequestLabels();
  return (
    <DataTable<SupplierQuoteView>
      bulkActionButtons={false}
      rowClick={false}
      empty={<EmptyState />}
      sx={{ '& .RaDataTable-headerCell': { fontWeight: 600 } }}
    >
      <DataTable.Col<SupplierQuoteView>
        source="number"
        label={t('app.supplierQuotes.fields.number')}
        disableSort
        render={(q) => (
          <Box component="span" sx={{ fontFamily: 'monospace', fontWeight: 600, whiteSpace: 'nowrap' }}>
            {q.number}
          </Box>
        )}
      />
      <DataTable.Col<SupplierQuoteView>
        source="supplier"
        label={t('app.supplierQuotes.fields.supplier')}
        disableSort
        render={(q) => q.supplier.name}
      />
      <DataTable.Col<SupplierQuoteView>
        source="product"
        label={t('app.supplierQuotes.fields.product')}
        disableSort
        render={(q) => (
          <Box sx={{ minWidth: 150 }}>
            <Box component="span" sx={{ fontFamily: 'monospace', fontWeight: 600 }}>
              {q.product.reference}
            </Box>
            <Typography variant="body2" color="text.secondary">
              {`${q.product.name} · ${labels.packaging(q.packagingType)}`}
            </Typography>
          </Box>
        )}
      />
      <DataTable.Col<SupplierQuoteView>
        source="priceUsdPerTon"
        label={t('app.supplierQuotes.fields.price')}
        disableSort
        align="right"
        render={(q) => labels.usdPerTon(q.priceUsdPerTon)}
        sx={NUMBER_CELL}
      />
      <DataTable.Col<SupplierQuoteView>
        source="availableQuantityTon"
        label={t('app.supplierQuotes.fields.available')}
        disableSort
        align="right"
        render={(q) => labels.tons(q.availableQuantityTon)}
        sx={NUMBER_CELL}
      />
      <DataTable.Col<SupplierQuoteView>
        source="validUntil"
        label={t('app.supplierQuotes.fields.validUntil')}
        disableSort
        render={(q) => labels.day(q.validUntil)}
        sx={{ whiteSpace: 'nowrap' }}
      />
      {onEdit ? (
        <DataTable.Col<SupplierQuoteView>
          label={t('app.supplierQuotes.list.actions')}
          disableSort
          align="right"
          render={(q) => <EditButton quote={q} onEdit={onEdit} />}
        />
      ) : null}
    </DataTable>
  );
}

function QuoteCards({ onEdit }: { onEdit?: (q: SupplierQuoteView) => void }) {
  const t = useAppTranslate();
  const labels = usePriceRequestLabels();
  return (
    <RecordCards<SupplierQuoteView>
      empty={<EmptyState />}
      render={(q) => (
        <Box sx={{ display: 'grid', gap: 0.5 }}>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
            <Typography sx={{ fontWeight: 700, fontFamily: 'monospace' }}>{q.number}</Typography>
            {onEdit && <EditButton quote={q} onEdit={onEdit} />}
          </Box>
          <Typography sx={{ fontWeight: 500 }}>{q.supplier.name}</Typography>
          <Typography variant="body2" color="text.secondary">
            {`${q.product.reference} · ${q.product.name} · ${labels.packaging(q.packagingType)}`}
          </Typography>
          <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums' }}>
            {t('app.supplierQuotes.list.cardFigures', {
              price: labels.usdPerTon(q.priceUsdPerTon),
              tons: labels.tons(q.availableQuantityTon),
              date: labels.day(q.validUntil),
            })}
          </Typography>
        </Box>
      )}
    />
  );
}
