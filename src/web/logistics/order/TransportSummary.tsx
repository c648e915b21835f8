/** A shipment's transport as read (who may not change it): vehicle, driver, carrier, comments. */
import { Alert, Box } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import type { Locale } from '../../../domain/i18n';
import type { ShipmentView } from '../../../domain/logistics';
import { formatDateTime } from '../../format';
import { TT } from '../transport/transportValues';
import { Fact } from './ShipmentDetails';

export function TransportSummary({ shipment }: { shipment: ShipmentView }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const t = shipment.transport;
  if (!t)
    return (
      <Alert severity="info" variant="outlined">
        {translate(`${TT}.none`)}
      </Alert>
    );
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, minmax(0, 1fr))' },
      }}
    >
      <Fact label={translate(`${TT}.plates`)}>{t.plates}</Fact>
      <Fact label={translate(`${TT}.driverName`)}>{t.driverName}</Fact>
      {t.vehicleType && <Fact label={translate(`${TT}.vehicleType`)}>{t.vehicleType.name}</Fact>}
      {t.supplierTransport && <Fact label={translate(`${TT}.provider`)}>{t.supplierTransport.name}</Fact>}
      {t.comments && <Fact label={translate(`${TT}.comments`)}>{t.comments}</Fact>}
      {t.assignedBy && (
        <Fact label="">
          {translate(`${TT}.current`, {
            name: t.assignedBy.name,
            date: formatDateTime(t.assignedAt, locale as Locale),
          })}
        </Fact>
      )}
    </Box>
  );
}
