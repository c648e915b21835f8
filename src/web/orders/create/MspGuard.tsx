/**
 * What the order form shows about approved MSPs: under a line's price, the minimum approved for
 * the customer and product (per kg, in the order's currency), as a warning while the typed price is
 * below it; and, for pricing (who may override the guard), the override with its reason, offered
 * while a line is below its MSP or after the server refused one.
 */
import ReportProblemOutlined from '@mui/icons-material/ReportProblemOutlined';
import { Alert, Box, Checkbox, FormControlLabel, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useController, useFormState } from 'react-hook-form';
import type { Currency } from '../../../domain/orders';
import { FormTextField } from '../../ui/forms/FormTextField';
import { fieldErrorText } from '../../ui/forms/fieldError';
import type { LineMsp } from './approvedMsp';
import type { OrderCreateFormValues } from './orderCreateForm';

export function MspNotice({ msp, currency, index }: { msp: LineMsp; currency: Currency; index: number }) {
  const translate = useTranslate();
  const text = translate(msp.below ? 'app.orderCreate.msp.below' : 'app.orderCreate.msp.minimum', {
    msp: msp.perKg,
    currency,
    number: msp.number,
  });
  return (
    <Box
      data-testid={`msp-notice-${index}`}
      sx={{ gridColumn: '1 / -1', display: 'flex', alignItems: 'center', gap: 1, mt: -1 }}
    >
      {msp.below && <ReportProblemOutlined fontSize="small" color="warning" aria-hidden />}
      <Typography
        variant="body2"
        role={msp.below ? 'alert' : undefined}
        sx={{ color: msp.below ? 'warning.dark' : 'text.secondary', fontWeight: msp.below ? 600 : 400 }}
      >
        {text}
      </Typography>
    </Box>
  );
}

/** The override of the MSP guard: on, it is sent with its reason (5 characters at least). */
export function MspOverrideField() {
  const translate = useTranslate();
  const { isSubmitting } = useFormState();
  const { field, fieldState } = useController<OrderCreateFormValues, 'mspOverride'>({ name: 'mspOverride' });
  const on = field.value !== null && field.value !== undefined;
  // The refusal's hint sits on the override itself; the reason's own errors on the reason.
  const hint = fieldErrorText(translate, fieldState.error);
  return (
    <Alert severity="warning" icon={false} sx={{ display: 'grid', gap: 1 }} data-testid="msp-override">
      <FormControlLabel
        control={
          <Checkbox
            checked={on}
            onChange={(event) => field.onChange(event.target.checked ? { reason: '' } : null)}
            disabled={isSubmitting}
          />
        }
        label={translate('app.orderCreate.msp.override')}
      />
      {hint && !on && (
        <Typography variant="body2" color="warning.dark">
          {hint}
        </Typography>
      )}
      {on && (
        <FormTextField
          name="mspOverride.reason"
          required
          label={translate('app.orderCreate.msp.reason')}
          helperText={translate('app.orderCreate.msp.reasonHint')}
          limits={{ min: 5, max: 500 }}
          disabled={isSubmitting}
          multiline
          minRows={2}
        />
      )}
    </Alert>
  );
}
