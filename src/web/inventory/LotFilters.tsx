/**
 * The lot list's search and filters: text over lot, product reference and warehouse; warehouse,
 * product and packaging; 'Solo con existencia' (on by default). Phones sort with a select, as
 * they have no column headers. The export button sits at the end of the row.
 */
import { Box, FormControlLabel, Switch } from '@mui/material';
import type { ReactNode } from 'react';
import { useListContext, useLocaleState } from 'react-admin';
import type { Locale } from '../../domain/i18n';
import { PACKAGING_LABELS, PACKAGING_TYPES } from '../../domain/products';
import { useAppTranslate } from '../providers/appTranslate';
import { ClearFiltersButton, ListFilterAutocomplete, ListFilterSelect } from '../ui/lists/ListFilters';
import { ListSortSelect } from '../ui/lists/ListSortSelect';
import { ListSearchInput } from '../ui/lists/SearchInput';
import { useProductOptions, useWarehouseOptions } from './referenceLists';

const SORTABLE = ['receptionDate', 'lot', 'availableKg', 'product', 'warehouse'] as const;

export function LotFilters({ phone, exportButton }: { phone: boolean; exportButton?: ReactNode }) {
  const t = useAppTranslate();
  const [locale] = useLocaleState();
  const warehouses = useWarehouseOptions();
  const products = useProductOptions();
  const field = {
    receptionDate: t('app.inventory.fields.receptionDate'),
    lot: t('app.inventory.fields.lot'),
    availableKg: t('app.inventory.fields.available'),
    product: t('app.inventory.fields.product'),
    warehouse: t('app.inventory.fields.warehouse'),
  };
  return (
    <Box
      role="search"
      aria-label={t('app.inventory.list.search')}
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, width: '100%' }}
    >
      <ListSearchInput
        label={t('app.inventory.list.search')}
        placeholder={t('app.inventory.list.searchPlaceholder')}
        sx={{ flex: '1 1 260px', maxWidth: { md: 360 } }}
      />
      <ListFilterAutocomplete
        source="warehouseId"
        label={field.warehouse}
        allLabel={t('app.inventory.list.allWarehouses')}
        options={(warehouses.data ?? []).map((w) => ({ value: w.id, label: `${w.code} · ${w.name}` }))}
        loading={warehouses.isPending}
        sx={{ flex: { xs: '1 1 100%', sm: '0 0 220px' } }}
      />
      <ListFilterAutocomplete
        source="productId"
        label={field.product}
        allLabel={t('app.inventory.list.allProducts')}
        options={(products.data ?? []).map((p) => ({ value: p.id, label: `${p.reference} · ${p.name}` }))}
        loading={products.isPending}
        sx={{ flex: { xs: '1 1 100%', sm: '0 0 240px' } }}
      />
      <ListFilterSelect
        source="packagingType"
        label={t('app.inventory.fields.packaging')}
        allLabel={t('app.inventory.list.allPackaging')}
        options={PACKAGING_TYPES.map((type) => ({
          value: type,
          label: PACKAGING_LABELS[type][locale as Locale],
        }))}
        sx={{ flex: { xs: '1 1 100%', sm: '0 0 170px' } }}
      />
      <WithStockSwitch />
      {phone && <ListSortSelect options={SORTABLE.map((name) => ({ field: name, label: field[name] }))} />}
      <ClearFiltersButton />
      {exportButton && <Box sx={{ ml: { sm: 'auto' } }}>{exportButton}</Box>}
    </Box>
  );
}

/** On: only lots with available stock (`withStock=true`); off: every lot. */
function WithStockSwitch() {
  const t = useAppTranslate();
  const { filterValues, setFilters, displayedFilters } = useListContext();
  const on = filterValues.withStock === 'true';
  return (
    <FormControlLabel
      sx={{ mx: 0 }}
      control={
        <Switch
          checked={on}
          onChange={(event) =>
            setFilters(
              { ...filterValues, withStock: event.target.checked ? 'true' : 'false' },
              displayedFilters,
              false,
            )
          }
        />
      }
      label={t('app.inventory.list.withStock')}
    />
  );
}
