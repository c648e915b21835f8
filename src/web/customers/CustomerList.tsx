/**
 * /customers: the customers the user may see, sorted on the server by any column the API allows,
 * searched and filtered by region and (for those who see more than their own) by seller. A row or
 * card opens the customer; phones get cards instead of the table.
 */
import AddRounded from '@mui/icons-material/AddRounded';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import { Box, Button, Card, Chip, Link as MuiLink, Typography } from '@mui/material';
import { DataTable, useCanAccess, useGetList, useLocaleState, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { Customer } from '../../domain/customers';
import type { Locale } from '../../domain/i18n';
import { useDataScope } from '../auth/useDataScope';
import { formatDate } from '../format';
import { ClearFiltersButton, ListFilterAutocomplete, ListFilterSelect } from '../ui/lists/ListFilters';
import { ListSortSelect } from '../ui/lists/ListSortSelect';
import { EmptyState } from '../ui/lists/ListStates';
import { PersistentList } from '../ui/lists/PersistentList';
import { RecordCards } from '../ui/lists/RecordCards';
import { ListSearchInput } from '../ui/lists/SearchInput';
import { PageHeader } from '../ui/PageHeader';
import { useIsPhone } from '../ui/useIsPhone';
import { useRegions } from './referenceLists';

const SORT = { field: 'companyName', order: 'ASC' } as const;
const SORTABLE = ['companyName', 'fullName', 'rfc', 'region', 'seller', 'createdAt'] as const;

export const customerPath = (id: string | number) => `/customers/${id}`;

function CreateCustomerButton() {
  const translate = useTranslate();
  return (
    <Button component={Link} to="/customers/create" variant="contained" startIcon={<AddRounded />}>
      {translate('app.customers.list.create')}
    </Button>
  );
}

export function CustomerListPage() {
  const translate = useTranslate();
  const isPhone = useIsPhone();
  const canWrite = useCanAccess({ resource: 'customers', action: 'create' }).canAccess === true;
  const chooseSeller = useDataScope().seesOtherSellers;
  return (
    <Box>
      <PageHeader
        title={translate('app.customers.list.title')}
        subtitle={translate('app.customers.list.subtitle')}
        actions={canWrite ? <CreateCustomerButton /> : undefined}
      />
      <PersistentList<Customer>
        view="customers"
        resource="customers"
        title={translate('app.customers.list.title')}
        sort={SORT}
        actions={false}
        filters={<CustomerFilters showSeller={chooseSeller} phone={isPhone} />}
        empty={
          <Card>
            <EmptyState action={canWrite ? <CreateCustomerButton /> : undefined} />
          </Card>
        }
        component={isPhone ? Box : Card}
        sx={{ '& .RaList-actions': { mb: 2, bgcolor: 'transparent' } }}
      >
        {isPhone ? <CustomerCards /> : <CustomerTable />}
      </PersistentList>
    </Box>
  );
}

interface SellerOption {
  id: string;
  fullName: string;
}

function CustomerFilters({ showSeller, phone }: { showSeller: boolean; phone: boolean }) {
  const translate = useTranslate();
  const regions = useRegions();
  const sellers = useGetList<SellerOption>(
    'sellers',
    { pagination: { page: 1, perPage: 100 }, sort: { field: 'id', order: 'ASC' } },
    { enabled: showSeller },
  );
  const field = (name: string) => translate(`app.customers.fields.${name}`);
  return (
    <Box
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, width: '100%' }}
      role="search"
      aria-label={translate('app.customers.list.search')}
    >
      <ListSearchInput
        label={translate('app.customers.list.search')}
        placeholder={translate('app.customers.list.searchPlaceholder')}
        sx={{ flex: '1 1 280px', maxWidth: { md: 420 } }}
      />
      <ListFilterSelect
        source="regionId"
        label={field('region')}
        allLabel={translate('app.customers.list.allRegions')}
        options={(regions.data ?? []).map((r) => ({ value: r.id, label: r.name }))}
        sx={{ flex: { xs: '1 1 100%', sm: '0 0 200px' } }}
      />
      {showSeller && (
        <ListFilterAutocomplete
          source="sellerId"
          label={field('seller')}
          allLabel={translate('app.customers.list.allSellers')}
          options={(sellers.data ?? []).map((s) => ({ value: s.id, label: s.fullName }))}
          loading={sellers.isPending}
          sx={{ flex: { xs: '1 1 100%', sm: '0 0 240px' } }}
        />
      )}
      {phone && <ListSortSelect options={SORTABLE.map((name) => ({ field: name, label: field(name) }))} />}
      <ClearFiltersButton />
    </Box>
  );
}

function CustomerTable() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const field = (name: string) => translate(`app.customers.fields.${name}`);
  const none = translate('app.customers.show.empty');
  return (
    <DataTable<Customer>
      bulkActionButtons={false}
      rowClick={(id) => customerPath(id)}
      hover
      empty={<EmptyState />}
      sx={{
        '& .RaDataTable-headerCell': { fontWeight: 600, whiteSpace: 'nowrap' },
      }}
    >
      <DataTable.Col<Customer>
        source="companyName"
        label={field('companyName')}
        render={(record) => (
          <MuiLink
            component={Link}
            to={customerPath(record.id)}
            onClick={(event) => event.stopPropagation()}
            underline="hover"
            sx={{ fontWeight: 500 }}
          >
            {record.companyName}
          </MuiLink>
        )}
      />
      <DataTable.Col<Customer> source="fullName" label={field('fullName')} />
      <DataTable.Col<Customer>
        source="rfc"
        label={field('rfc')}
        render={(record) => (
          <Box component="span" sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}>
            {record.rfc}
          </Box>
        )}
      />
      <DataTable.Col<Customer>
        source="region"
        label={field('region')}
        render={(record) => record.region?.name ?? none}
      />
      <DataTable.Col<Customer>
        source="seller"
        label={field('seller')}
        render={(record) => record.seller?.fullName ?? translate('app.customers.list.noSeller')}
      />
      <DataTable.Col<Customer>
        source="createdAt"
        label={field('createdAt')}
        render={(record) => formatDate(record.createdAt, locale as Locale)}
        sx={{ whiteSpace: 'nowrap' }}
      />
    </DataTable>
  );
}

function CustomerCards() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return (
    <RecordCards<Customer>
      to={(record) => customerPath(record.id)}
      label={(record) => translate('app.customers.list.open', { name: record.companyName })}
      empty={<EmptyState />}
      render={(record) => (
        <Box sx={{ display: 'grid', gap: 0.75 }}>
          <Typography sx={{ fontWeight: 600, lineHeight: 1.3 }}>{record.companyName}</Typography>
          <Typography variant="body2" color="text.secondary">
            {record.fullName}
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75 }}>
            <Chip size="small" variant="outlined" label={record.rfc} sx={{ fontFamily: 'monospace' }} />
            {record.region && <Chip size="small" icon={<PlaceOutlined />} label={record.region.name} />}
          </Box>
          <Typography variant="caption" color="text.secondary">
            {record.seller?.fullName ?? translate('app.customers.list.noSeller')} ·{' '}
            {formatDate(record.createdAt, locale as Locale)}
          </Typography>
        </Box>
      )}
    />
  );
}
