/**
 * The customer's home: their open orders (the server keeps the list to the customer's own), the
 * most recent first, each a link to its page with its status, requested delivery and total.
 */
import ChevronRightRounded from '@mui/icons-material/ChevronRightRounded';
import { Alert, Box, Button, ButtonBase, Paper, Skeleton, Stack, Typography } from '@mui/material';
import { useGetList, useLocaleState } from 'react-admin';
import { Link } from 'react-router-dom';
import type { Locale } from '../../domain/i18n';
import type { OrderListRow } from '../../domain/orders/views';
import { formatDate, formatMoney } from '../format';
import { OrderStatusChip } from '../orders/list/OrderStatusChip';
import { useAppTranslate } from '../providers/appTranslate';

/** The home shows a few; the order list has the rest. */
const SHOWN = 5;

function OrderLine({ order, locale }: { order: OrderListRow; locale: Locale }) {
  const t = useAppTranslate();
  return (
    <ButtonBase
      component={Link}
      to={`/orders/${order.id}`}
      data-testid="customer-order"
      sx={(theme) => ({
        width: 1,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'flex-start',
        textAlign: 'left',
        gap: 2,
        px: { xs: 2, sm: 2.5 },
        py: 1.5,
        borderTop: 1,
        borderColor: 'divider',
        '&:hover': { bgcolor: 'action.hover' },
        '&.Mui-focusVisible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: -2 },
      })}
    >
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography sx={{ fontWeight: 700 }}>{order.displayNumber}</Typography>
          <OrderStatusChip status={order.opsStatus} />
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {t('app.dashboard.customerOrders.deliveryDate', { date: formatDate(order.deliveryDate, locale) })}
        </Typography>
      </Box>
      <Typography sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
        {formatMoney(order.totalWithTaxes, order.currency, locale)}
      </Typography>
      <ChevronRightRounded aria-hidden sx={{ color: 'text.secondary' }} />
    </ButtonBase>
  );
}

export function CustomerOrders() {
  const t = useAppTranslate();
  const [locale] = useLocaleState();
  const { data, isPending, isError, refetch } = useGetList<OrderListRow>('orders', {
    pagination: { page: 1, perPage: SHOWN },
    sort: { field: 'createdAt', order: 'DESC' },
    filter: { statusTab: 'DEFAULT' },
  });
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="customer-orders-title"
      data-testid="customer-orders"
      sx={{ borderRadius: 2, overflow: 'hidden' }}
    >
      <Box sx={{ p: { xs: 2, sm: 2.5 } }}>
        <Typography id="customer-orders-title" component="h2" variant="h6" sx={{ fontWeight: 600 }}>
          {t('app.dashboard.customerOrders.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('app.dashboard.customerOrders.hint')}
        </Typography>
      </Box>
      {isPending ? (
        <Box sx={{ px: 2.5, pb: 2 }}>
          <Skeleton variant="rounded" height={120} />
        </Box>
      ) : isError ? (
        <Alert
          severity="error"
          sx={{ mx: 2.5, mb: 2 }}
          action={
            <Button color="inherit" size="small" onClick={() => void refetch()}>
              {t('app.lists.error.reload')}
            </Button>
          }
        >
          {t('app.dashboard.customerOrders.error')}
        </Alert>
      ) : data && data.length > 0 ? (
        <Box component="ul" aria-labelledby="customer-orders-title" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {data.map((order) => (
            <li key={order.id}>
              <OrderLine order={order} locale={locale as Locale} />
            </li>
          ))}
        </Box>
      ) : (
        <Typography color="text.secondary" sx={{ px: 2.5, pb: 2 }}>
          {t('app.dashboard.customerOrders.empty')}
        </Typography>
      )}
      <Box sx={{ px: { xs: 2, sm: 2.5 }, py: 1.5, borderTop: 1, borderColor: 'divider' }}>
        <Button component={Link} to="/orders" endIcon={<ChevronRightRounded />}>
          {t('app.dashboard.customerOrders.all')}
        </Button>
      </Box>
    </Paper>
  );
}
