/**
 * /customers/{id}: who the customer is (company, RFC, region, seller), its data editable in place
 * and its addresses. A customer the user may not see answers 404: the page says it was not found.
 */
import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import PersonSearchOutlined from '@mui/icons-material/PersonSearchOutlined';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import SupportAgentOutlined from '@mui/icons-material/SupportAgentOutlined';
import { Box, Button, Card, Chip, Skeleton, Stack } from '@mui/material';
import { Title, useCanAccess, useGetOne, useLocaleState, useTranslate } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import type { CustomerDetail } from '../../domain/customers';
import type { Locale } from '../../domain/i18n';
import { useDataScope } from '../auth/useDataScope';
import { formatDate } from '../format';
import { statusOf } from '../providers/apiErrors';
import { ErrorState, StateBlock } from '../ui/lists/ListStates';
import { PageHeader } from '../ui/PageHeader';
import { AddressesSection } from './AddressesSection';
import { CustomerDataCard } from './CustomerDataCard';

const ignoreLoadError = () => undefined;

function BackToList() {
  const translate = useTranslate();
  return (
    <Button component={Link} to="/customers" size="small" color="inherit" startIcon={<ArrowBackRounded />}>
      {translate('app.customers.show.back')}
    </Button>
  );
}

export function CustomerShowPage() {
  const { id = '' } = useParams();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const canWrite = useCanAccess({ resource: 'customers', action: 'edit' }).canAccess === true;
  const chooseSeller = useDataScope().seesOtherSellers;
  const {
    data: customer,
    error,
    isPending,
    refetch,
  } = useGetOne<CustomerDetail>('customers', { id }, { onError: ignoreLoadError, retry: false });

  if (isPending) {
    return (
      <Box aria-busy="true">
        <Skeleton variant="text" width={120} />
        <Skeleton variant="text" sx={{ fontSize: '2rem', maxWidth: 480 }} />
        <Skeleton variant="rounded" height={180} sx={{ mt: 2 }} />
      </Box>
    );
  }

  if (error || !customer) {
    const status = statusOf(error);
    const notFound = status === 404 || status === 400;
    return (
      <Box>
        <Title title={translate('app.sections.customer-detail')} />
        <PageHeader overline={<BackToList />} title={translate('app.sections.customer-detail')} />
        <Card>
          {notFound ? (
            <StateBlock
              testId="customer-not-found"
              role="alert"
              tone="warning"
              icon={<PersonSearchOutlined />}
              title={translate('app.customers.show.notFound')}
              message={translate('app.customers.show.notFoundHint')}
              action={
                <Button component={Link} to="/customers" variant="outlined">
                  {translate('app.customers.show.backToList')}
                </Button>
              }
            />
          ) : (
            <ErrorState
              error={error}
              title={translate('app.customers.show.loadError')}
              onRetry={() => void refetch()}
            />
          )}
        </Card>
      </Box>
    );
  }

  return (
    <Box>
      <Title title={customer.companyName} />
      <PageHeader
        overline={<BackToList />}
        title={customer.companyName}
        subtitle={
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mt: 1 }}>
            <Chip
              label={customer.rfc}
              variant="outlined"
              size="small"
              sx={{ fontFamily: 'monospace', fontWeight: 600 }}
              data-testid="customer-rfc"
            />
            <Chip
              icon={<PlaceOutlined />}
              label={customer.region?.name ?? translate('app.customers.list.noRegion')}
              size="small"
            />
            <Chip
              icon={<SupportAgentOutlined />}
              label={customer.seller?.fullName ?? translate('app.customers.list.noSeller')}
              size="small"
            />
            <Chip
              label={translate('app.customers.show.createdAt', {
                date: formatDate(customer.createdAt, locale as Locale),
              })}
              size="small"
              variant="outlined"
            />
          </Stack>
        }
      />
      <Box sx={{ display: 'grid', gap: 3 }}>
        <CustomerDataCard
          customer={customer}
          canWrite={canWrite}
          chooseSeller={chooseSeller}
          reload={async () => (await refetch()).data}
        />
        <AddressesSection customerId={customer.id} canWrite={canWrite} />
      </Box>
    </Box>
  );
}
