/** Per product of the order: requested, assigned and missing kilos, with a bar of the coverage. */
import { Box, LinearProgress, Stack, Typography } from '@mui/material';
import { Decimal } from 'decimal.js';
import { useLocaleState, useTranslate } from 'react-admin';
import type { Locale } from '../../../domain/i18n';
import type { RequirementView } from '../../../domain/inventory';
import { PACKAGING_LABELS } from '../../../domain/products';
import { T } from './allocationQueries';
import { kg } from './quantities';

const C = `${T}.coverage`;

function percent(r: RequirementView): number {
  const requested = new Decimal(r.requestedKg);
  if (requested.lte(0)) return 100;
  return Math.min(100, new Decimal(r.allocatedKg).div(requested).times(100).toNumber());
}

export function CoverageLines({ requirements }: { requirements: readonly RequirementView[] }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const lang = locale as Locale;
  if (requirements.length === 0) return null;
  const amount = (value: string) => translate(`${C}.kg`, { kg: kg(value, lang) });
  return (
    <Stack spacing={1.5} data-testid="inventory-coverage">
      <Typography variant="subtitle2" component="h3" sx={{ fontWeight: 600 }}>
        {translate(`${C}.title`)}
      </Typography>
      {requirements.map((r) => {
        const missing = new Decimal(r.missingKg).gt(0);
        return (
          <Box key={`${r.productId}|${r.packagingType}`} data-testid="coverage-line">
            <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ justifyContent: 'space-between', gap: 0.5 }}>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {`${r.reference} · ${PACKAGING_LABELS[r.packagingType][lang]}`}
              </Typography>
              <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                {`${translate(`${C}.requested`)}: ${amount(r.requestedKg)} · ${translate(`${C}.allocated`)}: ${amount(r.allocatedKg)} · `}
                <Box
                  component="span"
                  sx={{ color: missing ? 'warning.main' : 'success.main', fontWeight: 600 }}
                >
                  {`${translate(`${C}.missing`)}: ${amount(r.missingKg)}`}
                </Box>
              </Typography>
            </Stack>
            <LinearProgress
              variant="determinate"
              value={percent(r)}
              color={missing ? 'warning' : 'success'}
              aria-label={translate(`${C}.progress`, { product: r.reference })}
              sx={{ mt: 0.75, height: 6, borderRadius: 3 }}
            />
          </Box>
        );
      })}
    </Stack>
  );
}
