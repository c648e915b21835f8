/**
 * Sending a shipment's transport: the toast of the outcome in the original's words ('Transporte
 * asignado exitosamente' / 'Error al asignar el transporte: …'), the shipment as the API answers it
 * handed to the caller. A refusal is rethrown so the form puts its field errors on the inputs.
 */
import { useMemo } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { businessDay } from '../../../domain/dates';
import { type ShipmentView, type TransportBody, transportSchema } from '../../../domain/logistics';
import { serverMessageOf } from '../../providers/apiErrors';
import type { AppDataProvider } from '../../providers/dataProvider';
import { useNotifyText } from '../../ui/feedback/useNotifyText';
import { useDomainResolver } from '../../ui/forms/useDomainResolver';
import { isDeliveryPartner, TT, transportBody } from './transportValues';

/** The inputs a refusal's details may name. */
export const TRANSPORT_FIELDS = [
  'plates',
  'driverName',
  'comments',
  'vehicleTypeId',
  'vehicleProviderId',
  'newProviderName',
  'deliveryDate',
] as const;

export function useTransportResolver(deliveryModel: string) {
  const deliveryPartner = isDeliveryPartner(deliveryModel);
  const today = useMemo(() => businessDay(), []);
  const schema = useMemo(() => transportSchema({ deliveryPartner, today }), [deliveryPartner, today]);
  return { resolver: useDomainResolver(schema), today, deliveryPartner };
}

export function useAssignTransport(
  shipmentId: string,
  deliveryModel: string,
  onAssigned: (shipment: ShipmentView) => unknown,
) {
  const translate = useTranslate();
  const notifyText = useNotifyText();
  const dataProvider = useDataProvider<AppDataProvider>();
  return async (values: TransportBody) => {
    let shipment: ShipmentView;
    try {
      shipment = await dataProvider.assignTransport(
        shipmentId,
        transportBody(values, isDeliveryPartner(deliveryModel)),
      );
    } catch (error) {
      const message = serverMessageOf(error) ?? translate(`${TT}.unknownError`);
      notifyText(translate(`${TT}.failed`, { message }), 'error');
      throw error;
    }
    notifyText(translate(`${TT}.assigned`), 'success');
    await onAssigned(shipment);
  };
}
