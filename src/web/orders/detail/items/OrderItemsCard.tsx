/** The products section: the rows, and the two edits of the table (quantities; product rows). */
import { Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useProfile } from '../../../layout/useProfile';
import { SectionCard } from '../documents/SectionCard';
import { EditButton } from '../editing/EditControls';
import { useOrderEditing } from '../editing/useOrderEditing';
import { ItemsEditor } from './ItemsEditor';
import { OrderItemsView } from './OrderItemsView';

export function OrderItemsCard() {
  const translate = useTranslate();
  const { order, editing } = useOrderEditing();
  // Quantities are typed in the user's unit (KG unless their profile says TON).
  const unit = useProfile().profile?.unitMeasure ?? 'KG';
  const mode = editing === 'quantity' || editing === 'products' ? editing : null;
  return (
    <SectionCard
      testId="order-items"
      title={translate('app.orderDetail.sections.products')}
      actions={
        mode ? undefined : (
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <EditButton
              field="quantity"
              label={translate('app.orderDetail.items.quantity')}
              text={translate('app.orderDetail.items.editQuantity')}
            />
            <EditButton
              field="products"
              label={translate('app.orderDetail.sections.products')}
              text={translate('app.orderDetail.items.editProducts')}
            />
          </Stack>
        )
      }
    >
      {mode ? (
        <ItemsEditor key={`${mode}-${order.version}-${unit}`} mode={mode} unit={unit} />
      ) : (
        <OrderItemsView order={order} />
      )}
    </SectionCard>
  );
}
