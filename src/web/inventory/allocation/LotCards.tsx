/**
 * The assign dialog's lot cards: a lot with stock (lot, product reference, packaging, warehouse,
 * available kg, reception date, 'Región del cliente' when it is in the order's region) that can be
 * added once, and a picked lot with its quantity input and the problem of that quantity.
 */
import AddRounded from '@mui/icons-material/AddRounded';
import CloseRounded from '@mui/icons-material/CloseRounded';
import { Box, Button, Chip, IconButton, Paper, Stack, TextField, Tooltip, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import type { Locale } from '../../../domain/i18n';
import type { CandidateLot } from '../../../domain/inventory';
import { PACKAGING_LABELS } from '../../../domain/products';
import { formatDate } from '../../format';
import { T } from './allocationQueries';
import { kg } from './quantities';

const D = `${T}.dialog`;

function LotFacts({ lot }: { lot: CandidateLot }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const lang = locale as Locale;
  return (
    <>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
        <Typography sx={{ fontWeight: 600 }}>{lot.lot}</Typography>
        <Typography color="text.secondary">{lot.product.reference}</Typography>
        {lot.preferred && (
          <Chip size="small" color="primary" variant="outlined" label={translate(`${D}.preferred`)} />
        )}
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {[
          `${translate(`${D}.packaging`)}: ${PACKAGING_LABELS[lot.packagingType][lang]}`,
          `${translate(`${D}.warehouse`)}: ${lot.warehouse.name}`,
          `${translate(`${D}.available`)}: ${kg(lot.quantityAvailable, lang)} kg`,
          `${translate(`${D}.reception`)}: ${formatDate(lot.receptionDate, lang)}`,
        ].join(' · ')}
      </Typography>
    </>
  );
}

const cardSx = { p: 1.5, borderRadius: 1.5, display: 'flex', gap: 1.5, alignItems: 'flex-start' } as const;

export function CandidateCard({
  lot,
  picked,
  onPick,
}: {
  lot: CandidateLot;
  picked: boolean;
  onPick: () => void;
}) {
  const translate = useTranslate();
  return (
    <Paper variant="outlined" sx={cardSx} data-testid="candidate-lot">
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <LotFacts lot={lot} />
      </Box>
      <Tooltip title={picked ? translate(`${D}.alreadySelected`) : ''}>
        <span>
          <Button
            size="small"
            variant="outlined"
            startIcon={<AddRounded />}
            disabled={picked}
            onClick={onPick}
            aria-label={translate(`${D}.select`, { lot: lot.lot })}
          >
            {translate('ra.action.add')}
          </Button>
        </span>
      </Tooltip>
    </Paper>
  );
}

export function PickedCard({
  lot,
  quantity,
  error,
  onQuantity,
  onBlur,
  onRemove,
  disabled,
}: {
  lot: CandidateLot;
  quantity: string;
  error: ReactNode;
  onQuantity: (value: string) => void;
  onBlur: () => void;
  onRemove: () => void;
  disabled: boolean;
}) {
  const translate = useTranslate();
  return (
    <Paper
      variant="outlined"
      sx={{ ...cardSx, borderColor: error ? 'error.main' : 'primary.main' }}
      data-testid="picked-lot"
    >
      <Box sx={{ flex: 1, minWidth: 0, display: 'grid', gap: 1 }}>
        <Box>
          <LotFacts lot={lot} />
        </Box>
        <TextField
          size="small"
          label={translate(`${D}.quantity`, { lot: lot.lot })}
          value={quantity}
          onChange={(e) => onQuantity(e.target.value)}
          onBlur={onBlur}
          error={Boolean(error)}
          helperText={error || ' '}
          disabled={disabled}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          sx={{ maxWidth: 260 }}
        />
      </Box>
      <IconButton
        aria-label={translate(`${D}.remove`, { lot: lot.lot })}
        onClick={onRemove}
        disabled={disabled}
      >
        <CloseRounded />
      </IconButton>
    </Paper>
  );
}
