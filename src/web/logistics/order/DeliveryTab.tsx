/**
 * A shipment's delivery confirmation: pending or confirmed, and the date — the real delivery date
 * when confirmed (required, not after today), the scheduled one while pending (not before today).
 * The save button shows only while something differs from what is saved; the toast says what
 * changed ('Entrega confirmada exitosamente', 'Estado de entrega actualizado exitosamente',
 * 'Fecha cambiada exitosamente').
 */
import CheckCircleOutlineRounded from '@mui/icons-material/CheckCircleOutlineRounded';
import ScheduleRounded from '@mui/icons-material/ScheduleRounded';
import { Box, Button, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useMemo, useRef, useState } from 'react';
import { useDataProvider, useLocaleState, useTranslate } from 'react-admin';
import { businessDay } from '../../../domain/dates';
import type { Locale } from '../../../domain/i18n';
import { confirmDeliverySchema, type ShipmentView } from '../../../domain/logistics';
import { formatDate } from '../../format';
import type { AppDataProvider } from '../../providers/dataProvider';
import { DateInput } from '../../ui/forms/DateInput';
import { T, useLogisticsWrites } from './logisticsQueries';
import { dayOf } from './shipmentRows';

const V = `${T}.delivery`;

const savedOf = (shipment: ShipmentView) => ({
  isCompleted: shipment.isDelivered,
  date: shipment.isDelivered && shipment.deliveredAt ? dayOf(shipment.deliveredAt) : shipment.dateDelivery,
});

export function DeliveryTab({
  orderId,
  shipment,
  deliver,
  onChanged,
}: {
  orderId: string;
  shipment: ShipmentView;
  /** May confirm the delivery or move its date. */
  deliver: boolean;
  onChanged: () => void;
}) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const lang = locale as Locale;
  const today = useMemo(() => businessDay(), []);
  const saved = savedOf(shipment);
  const [isCompleted, setCompleted] = useState(saved.isCompleted);
  const [date, setDate] = useState(saved.date);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const dataProvider = useDataProvider<AppDataProvider>();
  const { applied, done, fail } = useLogisticsWrites(orderId, onChanged);
  const dateRef = useRef<HTMLInputElement>(null);
  const dirty = isCompleted !== saved.isCompleted || date !== saved.date;

  if (!deliver)
    return (
      <Stack spacing={1} data-testid="delivery-tab">
        <Typography variant="body2">
          {translate(`${V}.status`)}:{' '}
          <strong>{translate(isCompleted ? `${V}.confirmed` : `${V}.pending`)}</strong>
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {`${translate(isCompleted ? `${V}.realDate` : `${V}.scheduledDate`)}: ${formatDate(saved.date, lang)}`}
        </Typography>
      </Stack>
    );

  const toggle = (next: boolean | null) => {
    if (next === null || next === isCompleted) return;
    setCompleted(next);
    setError(null);
    // Confirming starts from today (the usual case); back to pending, from the scheduled date.
    setDate(next ? (saved.isCompleted ? saved.date : today) : shipment.dateDelivery);
  };

  const save = async () => {
    const parsed = confirmDeliverySchema(today).safeParse({
      isCompleted,
      deliveryDate: date || null,
      version: shipment.version,
    });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      setError(issue ? translate(issue.message, { _: issue.message }) : null);
      return;
    }
    setSaving(true);
    try {
      applied(await dataProvider.confirmDelivery(shipment.id, parsed.data));
      if (isCompleted && !saved.isCompleted) done(`${V}.confirmedToast`);
      else if (isCompleted !== saved.isCompleted) done(`${V}.statusToast`);
      else done(`${V}.dateToast`);
    } catch (failure) {
      fail(`${V}.failed`, failure);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack spacing={2} data-testid="delivery-tab">
      <Box>
        <Typography
          variant="caption"
          color="text.secondary"
          sx={{ display: 'block', mb: 0.5 }}
          id="delivery-status"
        >
          {translate(`${V}.status`)}
        </Typography>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={isCompleted}
          onChange={(_e, next: boolean | null) => toggle(next)}
          aria-labelledby="delivery-status"
          disabled={saving}
        >
          <ToggleButton value={false} sx={{ gap: 0.75, px: 2 }}>
            <ScheduleRounded fontSize="small" />
            {translate(`${V}.pending`)}
          </ToggleButton>
          <ToggleButton value={true} color="success" sx={{ gap: 0.75, px: 2 }}>
            <CheckCircleOutlineRounded fontSize="small" />
            {translate(`${V}.confirmed`)}
          </ToggleButton>
        </ToggleButtonGroup>
      </Box>
      <Box sx={{ maxWidth: 280 }}>
        <DateInput
          name="deliveryDate"
          label={translate(isCompleted ? `${V}.realDate` : `${V}.scheduledDate`)}
          required={isCompleted}
          value={date}
          onChange={(value) => {
            setDate(value);
            setError(null);
          }}
          onBlur={() => undefined}
          inputRef={dateRef}
          error={error ?? undefined}
          disabled={saving}
          {...(isCompleted ? { max: today } : { min: today })}
        />
      </Box>
      {dirty && (
        <Box>
          <Button variant="contained" onClick={() => void save()} loading={saving}>
            {translate(`${V}.save`)}
          </Button>
        </Box>
      )}
    </Stack>
  );
}
