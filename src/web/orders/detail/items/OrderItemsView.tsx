/** The products of the order, read-only: a table on wide screens, one card per product on phones. */
import {
  Box,
  Card,
  CardContent,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import type { Locale } from '../../../../domain/i18n';
import type { OrderDetail } from '../../../../domain/orders/views';
import { PACKAGING_LABELS } from '../../../../domain/products';
import { useIsPhone } from '../../../ui/useIsPhone';
import { kgText, moneyText, tonsText, unitPriceText } from './orderItemsFormat';

const T = 'app.orderDetail.items';

export function OrderItemsView({ order }: { order: OrderDetail }) {
  const translate = useTranslate();
  const [lang] = useLocaleState();
  const locale = lang as Locale;
  const phone = useIsPhone();

  if (phone) {
    return (
      <Stack spacing={1.5} data-testid="order-item-cards">
        {order.items.map((item) => (
          <Card key={item.id} variant="outlined" data-testid="order-item">
            <CardContent sx={{ p: 2, '&:last-child': { pb: 2 } }}>
              <Typography sx={{ fontFamily: 'monospace', fontWeight: 600 }}>{item.reference}</Typography>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                {item.productName} · {PACKAGING_LABELS[item.packagingType][locale]}
              </Typography>
              <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1 }}>
                <Figure
                  label={translate(`${T}.pricePerKg`)}
                  value={unitPriceText(item.price, order.currency, locale)}
                />
                <Figure
                  label={translate(`${T}.quantity`)}
                  value={kgText(item.quantityKg, locale)}
                  hint={tonsText(item.tons, locale)}
                />
              </Box>
              <Box
                sx={{
                  display: 'flex',
                  justifyContent: 'space-between',
                  mt: 1.5,
                  pt: 1,
                  borderTop: 1,
                  borderColor: 'divider',
                }}
              >
                <Typography variant="body2" color="text.secondary">
                  {translate(`${T}.total`)}
                </Typography>
                <Typography sx={{ fontWeight: 600 }}>
                  {moneyText(item.totalPrice, order.currency, locale)}
                </Typography>
              </Box>
            </CardContent>
          </Card>
        ))}
      </Stack>
    );
  }

  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" data-testid="order-items-table">
        <TableHead>
          <TableRow>
            <TableCell>{translate(`${T}.reference`)}</TableCell>
            <TableCell>{translate(`${T}.presentation`)}</TableCell>
            <TableCell align="right">{translate(`${T}.pricePerKg`)}</TableCell>
            <TableCell align="right">{translate(`${T}.quantity`)}</TableCell>
            <TableCell align="right">{translate(`${T}.total`)}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {order.items.map((item) => (
            <TableRow key={item.id} data-testid="order-item">
              <TableCell>
                <Typography variant="body2" sx={{ fontFamily: 'monospace', fontWeight: 600 }}>
                  {item.reference}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {item.productName}
                </Typography>
              </TableCell>
              <TableCell>{PACKAGING_LABELS[item.packagingType][locale]}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {unitPriceText(item.price, order.currency, locale)}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {kgText(item.quantityKg, locale)}
                <Typography variant="caption" color="text.secondary" component="div">
                  {tonsText(item.tons, locale)}
                </Typography>
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontWeight: 600 }}>
                {moneyText(item.totalPrice, order.currency, locale)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

function Figure({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography variant="body2" sx={{ fontWeight: 500 }}>
        {value}
      </Typography>
      {hint && (
        <Typography variant="caption" color="text.secondary">
          {hint}
        </Typography>
      )}
    </Box>
  );
}
