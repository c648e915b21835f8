/**
 * A shipment's transport as a form of its own (the order page's transport tab): the inputs of
 * TransportFields, checked by the domain's `transportSchema` for the order's delivery model, sent
 * with the shipment's version. A refusal puts its field errors on the inputs (and the toast says
 * it); a stale version offers nothing to reload here — the section shows the latest shipment.
 */
import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined';
import { Box, Button } from '@mui/material';
import { useState } from 'react';
import { Form, useTranslate } from 'react-admin';
import { type FieldValues, type Resolver, useFormState } from 'react-hook-form';
import type { ShipmentView, TransportBody } from '../../../domain/logistics';
import { FormFailure } from '../../ui/forms/FormFailure';
import { submissionErrors } from '../../ui/forms/submissionErrors';
import { TransportFields } from './TransportFields';
import { type TransportInitial, TT, transportDefaults } from './transportValues';
import { TRANSPORT_FIELDS, useAssignTransport, useTransportResolver } from './useAssignTransport';

export interface TransportFormProps {
  shipmentId: string;
  /** The shipment's version as read: two people never overwrite each other. */
  version: number;
  /** The order's delivery model ('DELIVERY_PARTNER' asks for type, carrier and date). */
  deliveryModel: string;
  initial?: TransportInitial;
  onAssigned: (shipment: ShipmentView) => unknown;
}

function SaveButton({ label }: { label: string }) {
  const translate = useTranslate();
  const { isSubmitting } = useFormState();
  return (
    <Button
      type="submit"
      variant="contained"
      loading={isSubmitting}
      loadingPosition="start"
      startIcon={<LocalShippingOutlined />}
    >
      {isSubmitting ? translate('app.lists.form.saving') : label}
    </Button>
  );
}

export function TransportForm({
  shipmentId,
  version,
  deliveryModel,
  initial = {},
  onAssigned,
}: TransportFormProps) {
  const translate = useTranslate();
  const { resolver, today, deliveryPartner } = useTransportResolver(deliveryModel);
  const save = useAssignTransport(shipmentId, deliveryModel, onAssigned);
  // Read once per shipment version (the Form's key): a re-render must not reset what is typed.
  const [defaults] = useState(() => transportDefaults(initial, version, today));
  const submit = async (values: FieldValues) => {
    try {
      await save(values as TransportBody);
      return undefined;
    } catch (error) {
      return submissionErrors(error, translate, { fields: TRANSPORT_FIELDS });
    }
  };
  return (
    <Form
      noValidate
      resolver={resolver as unknown as Resolver<FieldValues>}
      defaultValues={defaults}
      onSubmit={submit}
      disableInvalidFormNotification
    >
      <Box sx={{ display: 'grid', gap: 2 }} data-testid="transport-form">
        <FormFailure />
        <TransportFields
          deliveryPartner={deliveryPartner}
          today={today}
          initialProvider={initial.transport?.supplierTransport ?? null}
        />
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <SaveButton label={translate(initial.transport ? `${TT}.change` : `${TT}.save`)} />
        </Box>
      </Box>
    </Form>
  );
}
