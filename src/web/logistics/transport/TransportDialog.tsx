/**
 * A shipment's transport in a modal, self-contained for any screen that lists shipments (the order
 * page, 'Pendientes de entrega'): it reads the vehicle types and carriers, checks the values with the
 * domain's `transportSchema`, sends them with the shipment's version, toasts the outcome and hands
 * the updated shipment to `onAssigned` before closing.
 */
import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { ShipmentView, TransportBody, TransportInput } from '../../../domain/logistics';
import { FormDialog } from '../../ui/forms/FormDialog';
import { TransportFields } from './TransportFields';
import type { TransportFormProps } from './TransportForm';
import { TT, transportDefaults } from './transportValues';
import { TRANSPORT_FIELDS, useAssignTransport, useTransportResolver } from './useAssignTransport';

export interface TransportDialogProps extends TransportFormProps {
  /** The shipment's number, for the title. */
  shipmentNumber: number | string;
  onClose: () => void;
}

export function TransportDialog({
  shipmentId,
  shipmentNumber,
  version,
  deliveryModel,
  initial = {},
  onAssigned,
  onClose,
}: TransportDialogProps) {
  const translate = useTranslate();
  const { resolver, today, deliveryPartner } = useTransportResolver(deliveryModel);
  const [defaults] = useState(() => transportDefaults(initial, version, today));
  const save = useAssignTransport(shipmentId, deliveryModel, async (shipment: ShipmentView) => {
    await onAssigned(shipment);
    onClose();
  });
  return (
    <FormDialog<TransportInput, TransportBody>
      title={translate(`${TT}.dialogTitle`, { number: shipmentNumber })}
      saveLabel={translate(`${TT}.save`)}
      saveIcon={<LocalShippingOutlined />}
      resolver={resolver}
      defaultValues={defaults}
      onSave={save}
      errors={{ fields: TRANSPORT_FIELDS }}
      onClose={onClose}
      maxWidth="sm"
    >
      <TransportFields
        deliveryPartner={deliveryPartner}
        today={today}
        initialProvider={initial.transport?.supplierTransport ?? null}
      />
    </FormDialog>
  );
}
