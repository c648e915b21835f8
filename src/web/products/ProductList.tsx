/**
 * The product catalogue: searched on reference and name, filtered by state, sorted on the server,
 * ten per page. Each product shows its packaging types as chips and, for those who may change
 * products, an edit button. Phones get cards instead of the table.
 */
import EditOutlined from '@mui/icons-material/EditOutlined';
import { Box, Card, Chip, IconButton, Tooltip, Typography } from '@mui/material';
import { DataTable, useLocaleState, useTranslate } from 'react-admin';
import type { Locale } from '../../domain/i18n';
import type { Product } from '../../domain/products';
import { ClearFiltersButton, ListFilterSelect } from '../ui/lists/ListFilters';
import { ListSortSelect } from '../ui/lists/ListSortSelect';
import { EmptyState } from '../ui/lists/ListStates';
import { PersistentList } from '../ui/lists/PersistentList';
import { RecordCards } from '../ui/lists/RecordCards';
import { ListSearchInput } from '../ui/lists/SearchInput';
import { useIsPhone } from '../ui/useIsPhone';
import { orderedPackaging, packagingLabel } from './productForm';

const SORT = { field: 'reference', order: 'ASC' } as const;
const SORTABLE = ['reference', 'name', 'createdAt'] as const;

interface Props {
  canWrite: boolean;
  onEdit: (product: Product) => void;
}

export function ProductList({ canWrite, onEdit }: Props) {
  const translate = useTranslate();
  const isPhone = useIsPhone();
  return (
    <PersistentList<Product>
      view="products"
      resource="products"
      title={translate('app.products.title')}
      sort={SORT}
      actions={false}
      filters={<ProductFilters phone={isPhone} />}
      empty={
        <Card>
          <EmptyState
            title={translate('app.products.list.emptyTitle')}
            message={translate('app.products.list.emptyMessage')}
          />
        </Card>
      }
      component={isPhone ? Box : Card}
      sx={{ '& .RaList-actions': { mb: 2, bgcolor: 'transparent' } }}
    >
      {isPhone ? (
        <ProductCards canWrite={canWrite} onEdit={onEdit} />
      ) : (
        <ProductTable canWrite={canWrite} onEdit={onEdit} />
      )}
    </PersistentList>
  );
}

function ProductFilters({ phone }: { phone: boolean }) {
  const translate = useTranslate();
  return (
    <Box
      role="search"
      aria-label={translate('app.products.list.search')}
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, width: '100%' }}
    >
      <ListSearchInput
        label={translate('app.products.list.search')}
        placeholder={translate('app.products.list.searchPlaceholder')}
        sx={{ flex: '1 1 240px', maxWidth: { md: 380 } }}
      />
      <ListFilterSelect
        source="active"
        label={translate('app.products.list.state')}
        allLabel={translate('app.products.list.allStates')}
        options={[
          { value: 'true', label: translate('app.products.list.onlyActive') },
          { value: 'false', label: translate('app.products.list.onlyInactive') },
        ]}
        sx={{ flex: { xs: '1 1 100%', sm: '0 0 180px' } }}
      />
      {phone && (
        <ListSortSelect
          options={SORTABLE.map((field) => ({
            field,
            label: translate(`app.products.fields.${field}`),
          }))}
        />
      )}
      <ClearFiltersButton />
    </Box>
  );
}

export function PackagingList({ product }: { product: Product }) {
  const [locale] = useLocaleState();
  return (
    <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, m: 0, p: 0, listStyle: 'none' }}>
      {orderedPackaging(product.packagingTypes).map((type) => (
        <li key={type}>
          <Chip
            size="small"
            variant="outlined"
            label={product.packagingLabels[type] ?? packagingLabel(type, locale as Locale)}
          />
        </li>
      ))}
    </Box>
  );
}

export function ActiveChip({ active }: { active: boolean }) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      color={active ? 'success' : 'default'}
      variant={active ? 'filled' : 'outlined'}
      label={translate(active ? 'app.products.list.active' : 'app.products.list.inactive')}
      sx={active ? { bgcolor: 'rgba(46,125,50,0.12)', color: 'success.dark', fontWeight: 600 } : undefined}
    />
  );
}

function EditButton({ product, onEdit }: { product: Product; onEdit: Props['onEdit'] }) {
  const translate = useTranslate();
  const label = translate('app.products.list.editOne', { reference: product.reference });
  return (
    <Tooltip title={translate('app.products.list.edit')}>
      <IconButton
        size="small"
        aria-label={label}
        onClick={(event) => {
          event.stopPropagation();
          onEdit(product);
        }}
      >
        <EditOutlined fontSize="small" />
      </IconButton>
    </Tooltip>
  );
}

function ProductTable({ canWrite, onEdit }: Props) {
  const translate = useTranslate();
  const field = (name: string) => translate(`app.products.fields.${name}`);
  return (
    <DataTable<Product>
      bulkActionButtons={false}
      rowClick={false}
      hover
      empty={<EmptyState />}
      sx={{ '& .RaDataTable-headerCell': { fontWeight: 600, whiteSpace: 'nowrap' } }}
    >
      <DataTable.Col<Product>
        source="reference"
        label={field('reference')}
        render={(record) => (
          <Box component="span" sx={{ fontFamily: 'monospace', fontWeight: 600, whiteSpace: 'nowrap' }}>
            {record.reference}
          </Box>
        )}
      />
      <DataTable.Col<Product> source="name" label={field('name')} />
      <DataTable.Col<Product>
        source="packagingTypes"
        label={field('packagingTypes')}
        disableSort
        render={(record) => <PackagingList product={record} />}
      />
      <DataTable.Col<Product>
        source="active"
        label={field('active')}
        disableSort
        render={(record) => <ActiveChip active={record.active} />}
      />
      {canWrite ? (
        <DataTable.Col<Product>
          label={
            <Box component="span" sx={visuallyHiddenSx}>
              {translate('app.products.list.actions')}
            </Box>
          }
          align="right"
          render={(record) => <EditButton product={record} onEdit={onEdit} />}
        />
      ) : null}
    </DataTable>
  );
}

const visuallyHiddenSx = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

function ProductCards({ canWrite, onEdit }: Props) {
  const translate = useTranslate();
  return (
    <RecordCards<Product>
      empty={<EmptyState />}
      render={(record) => (
        <Box sx={{ display: 'grid', gap: 1 }}>
          <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography sx={{ fontFamily: 'monospace', fontWeight: 700, lineHeight: 1.3 }}>
                {record.reference}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {record.name}
              </Typography>
            </Box>
            <ActiveChip active={record.active} />
            {canWrite && <EditButton product={record} onEdit={onEdit} />}
          </Box>
          <Box>
            <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 0.5 }}>
              {translate('app.products.fields.packagingTypes')}
            </Typography>
            <PackagingList product={record} />
          </Box>
        </Box>
      )}
    />
  );
}
