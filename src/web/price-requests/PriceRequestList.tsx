/**
 * /price-request: the requests the user may see (a seller their own, customer service their
 * sellers', pricing all), newest first, filtered by status chips, customer, product reference, who
 * asked, delivery method, payment term and a search; sorted on the server, paged, state kept per
 * view; the download mails the same selection as a file. Phones get cards.
 */
import AddRounded from '@mui/icons-material/AddRounded';
import RequestQuoteOutlined from '@mui/icons-material/RequestQuoteOutlined';
import { Box, Button, Card } from '@mui/material';
import { useCanAccess } from 'react-admin';
import { Link } from 'react-router-dom';
import type { PriceRequestRow } from '../../domain/priceRequests';
import { useAppTranslate } from '../providers/appTranslate';
import { EmptyState } from '../ui/lists/ListStates';
import { PersistentList } from '../ui/lists/PersistentList';
import { PageHeader } from '../ui/PageHeader';
import { useIsPhone } from '../ui/useIsPhone';
import { PriceRequestCards } from './PriceRequestCards';
import { PriceRequestDownloadButton } from './PriceRequestDownloadDialog';
import { PriceRequestFilters } from './PriceRequestFilters';
import { PriceRequestTable } from './PriceRequestTable';
import { SUPPLIER_QUOTES_PATH } from './priceRequestLabels';
import { DEFAULT_PRICE_REQUEST_SORT } from './priceRequestListQuery';

function CreateButton() {
  const t = useAppTranslate();
  return (
    <Button component={Link} to="/price-request/create" variant="contained" startIcon={<AddRounded />}>
      {t('app.priceRequests.list.create')}
    </Button>
  );
}

export function PriceRequestListPage() {
  const t = useAppTranslate();
  const isPhone = useIsPhone();
  const canCreate = useCanAccess({ resource: 'price-request', action: 'create' }).canAccess === true;
  const canExport = useCanAccess({ resource: 'price-request', action: 'export' }).canAccess === true;
  const keepsQuotes = useCanAccess({ resource: 'supplier-quotes', action: 'list' }).canAccess === true;
  return (
    <Box>
      <PageHeader
        title={t('app.priceRequests.list.title')}
        subtitle={t('app.priceRequests.list.subtitle')}
        actions={
          <>
            {keepsQuotes && (
              <Button
                component={Link}
                to={SUPPLIER_QUOTES_PATH}
                variant="outlined"
                startIcon={<RequestQuoteOutlined />}
              >
                {t('app.priceRequests.list.quotes')}
              </Button>
            )}
            {canCreate && <CreateButton />}
          </>
        }
      />
      <PersistentList<PriceRequestRow>
        view="price-request"
        resource="price-request"
        title={t('app.priceRequests.list.title')}
        sort={DEFAULT_PRICE_REQUEST_SORT}
        actions={false}
        filters={
          <PriceRequestFilters
            phone={isPhone}
            download={canExport ? <PriceRequestDownloadButton /> : undefined}
          />
        }
        empty={
          <Card>
            <EmptyState action={canCreate ? <CreateButton /> : undefined} />
          </Card>
        }
        component={isPhone ? Box : Card}
        sx={{ '& .RaList-actions': { mb: 2, bgcolor: 'transparent' } }}
      >
        {isPhone ? <PriceRequestCards /> : <PriceRequestTable />}
      </PersistentList>
    </Box>
  );
}
