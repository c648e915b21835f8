/**
 * The buttons of the request's page: what the server says the user may do now (`allowedActions`,
 * the domain's rule of who moves a request where) and what the access map lets them press. Edit,
 * delete (confirmed), reject (with a reason), approve (price and validity), and once approved
 * 'Create order', which opens the order form with the request's customer, product, volume and price.
 */
import BlockRounded from '@mui/icons-material/BlockRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import EditOutlined from '@mui/icons-material/EditOutlined';
import ShoppingCartCheckoutRounded from '@mui/icons-material/ShoppingCartCheckoutRounded';
import TaskAltRounded from '@mui/icons-material/TaskAltRounded';
import { Box, Button } from '@mui/material';
import { useState } from 'react';
import { useCanAccess, useDataProvider, useGetOne, useNotify } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { PriceRequestAction, PriceRequestDetail } from '../../domain/priceRequests';
import type { Product } from '../../domain/products';
import { useAppTranslate } from '../providers/appTranslate';
import type { AppDataProvider } from '../providers/dataProvider';
import { ConfirmDeleteDialog } from '../ui/feedback/ConfirmDeleteDialog';
import { ApproveDialog } from './ApproveDialog';
import { createOrderState } from './createOrderState';
import { EditRequestDialog } from './EditRequestDialog';
import { PRICE_REQUEST_LIST_PATH } from './priceRequestLabels';
import { useRequestChanged } from './priceRequestQueries';
import { RejectDialog } from './RejectDialog';

type Dialog = 'edit' | 'delete' | 'reject' | 'approve' | null;

/** The actions offered: allowed by the request's state for this user, and by the access map. */
function useOffered(request: PriceRequestDetail) {
  const access: Record<Exclude<PriceRequestAction, 'cost' | 'expire'>, boolean> = {
    edit: useCanAccess({ resource: 'price-request', action: 'edit' }).canAccess === true,
    delete: useCanAccess({ resource: 'price-request', action: 'delete' }).canAccess === true,
    reject: useCanAccess({ resource: 'price-request', action: 'reject' }).canAccess === true,
    approve: useCanAccess({ resource: 'price-request', action: 'approve' }).canAccess === true,
  };
  const createsOrders = useCanAccess({ resource: 'orders', action: 'create' }).canAccess === true;
  const allowed = (action: keyof typeof access) => access[action] && request.allowedActions.includes(action);
  return {
    edit: allowed('edit'),
    delete: allowed('delete'),
    reject: allowed('reject'),
    approve: allowed('approve') && request.figures.msp !== null,
    createOrder: request.canCreateOrder && createsOrders && request.approvedPriceUsdPerTon !== null,
  };
}

export function PriceRequestActions({ request }: { request: PriceRequestDetail }) {
  const t = useAppTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const changed = useRequestChanged();
  const offered = useOffered(request);
  const [dialog, setDialog] = useState<Dialog>(null);
  const product = useGetOne<Product>(
    'products',
    { id: request.product.id },
    { enabled: offered.createOrder },
  );
  const close = () => setDialog(null);
  const msp = request.figures.msp;

  const createOrder = () => {
    const state = createOrderState(request, {
      id: request.product.id,
      reference: request.product.reference,
      name: request.product.name,
      packagingTypes: product.data?.packagingTypes ?? [request.packagingType],
    });
    if (state) navigate('/orders/create', { state });
  };

  const remove = async () => {
    await dataProvider.deletePriceRequest({ id: request.id, version: request.version });
    await changed(undefined, request.id);
    notify('app.priceRequestDetail.delete.done', {
      type: 'info',
      messageArgs: { number: request.displayNumber },
    });
    navigate(PRICE_REQUEST_LIST_PATH);
  };

  return (
    <>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {offered.edit && (
          <Button variant="outlined" startIcon={<EditOutlined />} onClick={() => setDialog('edit')}>
            {t('app.priceRequestDetail.actions.edit')}
          </Button>
        )}
        {offered.delete && (
          <Button
            variant="outlined"
            color="error"
            startIcon={<DeleteOutlineRounded />}
            onClick={() => setDialog('delete')}
          >
            {t('app.priceRequestDetail.actions.delete')}
          </Button>
        )}
        {offered.reject && (
          <Button
            variant="outlined"
            color="error"
            startIcon={<BlockRounded />}
            onClick={() => setDialog('reject')}
          >
            {t('app.priceRequestDetail.actions.reject')}
          </Button>
        )}
        {offered.approve && (
          <Button
            variant="contained"
            color="success"
            startIcon={<TaskAltRounded />}
            onClick={() => setDialog('approve')}
          >
            {t('app.priceRequestDetail.actions.approve')}
          </Button>
        )}
        {offered.createOrder && (
          <Button variant="contained" startIcon={<ShoppingCartCheckoutRounded />} onClick={createOrder}>
            {t('app.priceRequestDetail.actions.createOrder')}
          </Button>
        )}
      </Box>
      {dialog === 'edit' && <EditRequestDialog request={request} onClose={close} />}
      {dialog === 'reject' && <RejectDialog request={request} onClose={close} />}
      {dialog === 'approve' && msp !== null && (
        <ApproveDialog request={{ ...request, figures: { ...request.figures, msp } }} onClose={close} />
      )}
      <ConfirmDeleteDialog
        open={dialog === 'delete'}
        title={t('app.priceRequestDetail.delete.title', { number: request.displayNumber })}
        content={t('app.priceRequestDetail.delete.content')}
        onConfirm={remove}
        onClose={close}
      />
    </>
  );
}
