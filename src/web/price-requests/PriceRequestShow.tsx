/**
 * /price-request/{id}: a request — its status and actions, what was asked, its figures (MSP, total
 * cost, approved price and validity) and its history with who did what. Pricing costs it here while
 * it is open (the cost calculator); whoever may act on it finds the buttons the server allows.
 */
import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import { Box, Button, Card, Skeleton } from '@mui/material';
import { Title, useCanAccess } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import { useAppTranslate } from '../providers/appTranslate';
import { ErrorState } from '../ui/lists/ListStates';
import { PageHeader } from '../ui/PageHeader';
import { CostCalculator } from './calculator/CostCalculator';
import { PriceRequestActions } from './PriceRequestActions';
import { PriceRequestFiguresCard } from './PriceRequestFiguresCard';
import { PriceRequestHistory } from './PriceRequestHistory';
import { PriceRequestStatusChip } from './PriceRequestStatusChip';
import { PriceRequestSummaryCard } from './PriceRequestSummaryCard';
import { PRICE_REQUEST_LIST_PATH } from './priceRequestLabels';
import { usePriceRequest } from './priceRequestQueries';

function BackToList() {
  const t = useAppTranslate();
  return (
    <Button
      component={Link}
      to={PRICE_REQUEST_LIST_PATH}
      size="small"
      color="inherit"
      startIcon={<ArrowBackRounded />}
    >
      {t('app.priceRequestDetail.back')}
    </Button>
  );
}

export function PriceRequestShowPage() {
  const { id = '' } = useParams();
  const t = useAppTranslate();
  const costs = useCanAccess({ resource: 'price-request', action: 'cost' }).canAccess === true;
  const { data: request, error, isPending, refetch } = usePriceRequest(id);

  if (isPending) {
    return (
      <Box aria-busy="true">
        <Skeleton variant="text" width={120} />
        <Skeleton variant="text" sx={{ fontSize: '2rem', maxWidth: 480 }} />
        <Skeleton variant="rounded" height={180} sx={{ mt: 2 }} />
      </Box>
    );
  }

  if (error || !request) {
    return (
      <Box>
        <Title title={t('app.sections.price-requests')} />
        <PageHeader overline={<BackToList />} title={t('app.priceRequestDetail.notFoundTitle')} />
        <Card>
          <ErrorState
            error={error}
            onRetry={() => void refetch()}
            title={t('app.priceRequestDetail.loadError')}
          />
        </Card>
      </Box>
    );
  }

  const title = t('app.priceRequestDetail.title', { number: request.displayNumber });
  const calculator = costs && request.allowedActions.includes('cost');
  return (
    <Box>
      <Title title={title} />
      <PageHeader
        overline={<BackToList />}
        title={
          <Box
            component="span"
            sx={{ display: 'inline-flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}
          >
            {title}
            <PriceRequestStatusChip status={request.status} />
          </Box>
        }
        subtitle={`${request.customer.companyName} · ${request.product.reference} · ${request.product.name}`}
        actions={<PriceRequestActions request={request} />}
      />
      <Box sx={{ display: 'grid', gap: 3 }}>
        <PriceRequestFiguresCard request={request} />
        {calculator && <CostCalculator request={request} />}
        <PriceRequestSummaryCard request={request} />
        <PriceRequestHistory request={request} />
      </Box>
    </Box>
  );
}
