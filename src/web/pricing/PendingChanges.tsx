/**
 * What saving would change, listed as the history will show it ('IVA: 16 % → 15 %'). It alone
 * follows every keystroke, not the whole form.
 */
import { Box, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { Locale } from '../../domain/i18n';
import type { PricingVersion } from '../../domain/pricing';
import { type PricingFormValues, pendingChangesOf } from './pricingForm';
import { pricingChangeText } from './pricingText';

/** Reads the form around it. */
export function PendingChanges({ latest }: { latest: PricingVersion }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const values = useWatch<PricingFormValues>() as PricingFormValues;
  const pending = pendingChangesOf(latest.values, values);
  return (
    <Box role="status" aria-live="polite">
      {pending.length > 0 ? (
        <>
          <Typography variant="body2" sx={{ fontWeight: 600, mb: 0.5 }}>
            {translate('app.pricing.form.pending', { smart_count: pending.length })}
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 2.5, color: 'text.secondary', typography: 'body2' }}>
            {pending.map((change) => (
              <li key={change.field}>{pricingChangeText(change, translate, locale as Locale)}</li>
            ))}
          </Box>
        </>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {translate('app.pricing.form.noPending')}
        </Typography>
      )}
    </Box>
  );
}
