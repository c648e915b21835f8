/**
 * The transport form's inputs, reading the form around them: plates (upper case; letters, digits
 * and hyphens), driver and comments for every shipment; for the delivery-partner model also the
 * vehicle type (GET /vehicle-type), the carrier (ProviderField) and the delivery date, from today.
 * No input caps its length: the schema's own texts say what is too long.
 */
import { Alert, Box } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import type { TransportProviderView } from '../../../domain/logistics';
import type { AppDataProvider } from '../../providers/dataProvider';
import { FormDateField } from '../../ui/forms/FormDateField';
import { FormSelect } from '../../ui/forms/FormSelect';
import { FormTextField } from '../../ui/forms/FormTextField';
import { ProviderField } from './ProviderField';
import { TT } from './transportValues';

const upper = (text: string) => text.toUpperCase();

function VehicleTypeField() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const types = useQuery({
    queryKey: ['orders', 'getVehicleTypes'],
    queryFn: () => dataProvider.getVehicleTypes(),
    staleTime: 5 * 60_000,
  });
  return (
    <>
      <FormSelect
        name="vehicleTypeId"
        required
        label={translate(`${TT}.vehicleType`)}
        options={(types.data ?? []).map((t) => ({ value: t.id, label: t.name }))}
      />
      {types.isError && (
        <Alert severity="error" sx={{ gridColumn: '1 / -1' }}>
          {translate(`${TT}.listError`)}
        </Alert>
      )}
    </>
  );
}

export function TransportFields({
  deliveryPartner,
  today,
  initialProvider = null,
}: {
  deliveryPartner: boolean;
  today: string;
  /** The carrier already assigned, so the autocomplete shows its name. */
  initialProvider?: TransportProviderView | null;
}) {
  const translate = useTranslate();
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
        alignItems: 'start',
      }}
    >
      <FormTextField name="plates" required label={translate(`${TT}.plates`)} transform={upper} />
      <FormTextField name="driverName" required label={translate(`${TT}.driverName`)} />
      {deliveryPartner && (
        <>
          <VehicleTypeField />
          <ProviderField initial={initialProvider} />
          <FormDateField name="deliveryDate" required label={translate(`${TT}.deliveryDate`)} min={today} />
        </>
      )}
      <FormTextField
        name="comments"
        label={translate(`${TT}.comments`)}
        multiline
        minRows={2}
        sx={{ gridColumn: '1 / -1' }}
      />
    </Box>
  );
}
