/**
 * The customer accepts the order confirmation (the proforma) from its portal: 'Aceptar
 * confirmación', while the order is just created, moves it to 'eFirma cliente'. Only the customer
 * signs (staff holding the same permission are refused by the server, so they are not offered it).
 */
import DrawOutlined from '@mui/icons-material/DrawOutlined';
import { Button, CircularProgress } from '@mui/material';
import { useState } from 'react';
import { useCanAccess, useDataProvider, useNotify, usePermissions, useTranslate } from 'react-admin';
import type { OrderDetail } from '../../../domain/orders/views';
import type { AppPermissions } from '../../providers/authProvider';
import type { AppDataProvider } from '../../providers/dataProvider';
import { refusalMessage } from '../refusals';

const T = 'app.orderDetail.signature';

export function SignConfirmation({ order, onChanged }: { order: OrderDetail; onChanged: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { canAccess } = useCanAccess({ resource: 'orders', action: 'sign' });
  const { permissions } = usePermissions<AppPermissions>();
  const [signing, setSigning] = useState(false);
  if (!canAccess || permissions?.role !== 'customer' || order.opsStatus !== 'ORDEN_CREADA') return null;

  const sign = async () => {
    setSigning(true);
    try {
      await dataProvider.signOrderConfirmation({ id: order.id });
      notify(`${T}.done`, { type: 'success' });
      onChanged();
    } catch (error) {
      notify(refusalMessage(error) ?? translate(`${T}.error`), { type: 'error' });
    } finally {
      setSigning(false);
    }
  };

  return (
    <Button
      variant="outlined"
      data-testid="sign-confirmation"
      disabled={signing}
      onClick={() => void sign()}
      startIcon={signing ? <CircularProgress size={16} color="inherit" /> : <DrawOutlined />}
    >
      {translate(`${T}.accept`)}
    </Button>
  );
}
