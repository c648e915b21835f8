/**
 * The assign dialog's smaller parts: each product's total as the selection stands (in the warning
 * colour past what was requested), and the automatic assignment offered instead of picking lots.
 */
import AutoModeRounded from '@mui/icons-material/AutoModeRounded';
import { Box, Button, Paper, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import type { Locale } from '../../../domain/i18n';
import { T } from './allocationQueries';
import type { SelectionCheck } from './assignSelection';
import { kg } from './quantities';

const D = `${T}.dialog`;

export function SelectionTotals({ totals }: { totals: SelectionCheck['totals'] }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const lang = locale as Locale;
  if (totals.length === 0) return null;
  return (
    <Box component="ul" sx={{ m: 0, pl: 2.5 }} data-testid="assign-totals">
      {totals.map((t) => (
        <Typography
          component="li"
          variant="body2"
          key={t.key}
          color={t.total.gt(t.requested) ? 'warning.main' : 'text.primary'}
        >
          {translate(`${D}.totals`, {
            product: t.product,
            total: kg(t.total, lang),
            requested: kg(t.requested, lang),
          })}
        </Typography>
      ))}
    </Box>
  );
}

export function AutoAssignAlternative({
  busy,
  disabled,
  onRun,
}: {
  busy: boolean;
  disabled: boolean;
  onRun: () => void;
}) {
  const translate = useTranslate();
  return (
    <Paper
      variant="outlined"
      sx={{ p: 1.5, borderRadius: 1.5, display: 'flex', gap: 1.5, alignItems: 'center', flexWrap: 'wrap' }}
    >
      <Box sx={{ flex: 1, minWidth: 200 }}>
        <Typography sx={{ fontWeight: 600 }}>{translate(`${D}.autoTitle`)}</Typography>
        <Typography variant="body2" color="text.secondary">
          {translate(`${D}.autoHint`)}
        </Typography>
      </Box>
      <Button
        variant="outlined"
        startIcon={<AutoModeRounded />}
        loading={busy}
        disabled={disabled}
        onClick={onRun}
      >
        {translate(`${T}.section.autoAssign`)}
      </Button>
    </Paper>
  );
}
