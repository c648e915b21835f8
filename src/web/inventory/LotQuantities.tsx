/** A lot's stock at a glance: received, allocated, shipped and available, each in kg and tons. */

import { Box, Card, CardContent, Typography } from '@mui/material';
import { Decimal } from 'decimal.js';
import type { ReactNode } from 'react';
import { useLocaleState } from 'react-admin';
import type { Locale } from '../../domain/i18n';
import type { LotView } from '../../domain/inventory/lots';
import { formatTons } from '../format';
import { useAppTranslate } from '../providers/appTranslate';
import { StockChip, useKg } from './LotParts';

export function LotQuantities({ lot }: { lot: LotView }) {
  const t = useAppTranslate();
  const kg = useKg();
  const adjusted = new Decimal(lot.adjustedKg);
  const cards = [
    { key: 'received', label: t('app.inventory.show.received'), value: lot.receivedKg },
    { key: 'allocated', label: t('app.inventory.show.allocated'), value: lot.allocatedKg },
    { key: 'shipped', label: t('app.inventory.show.shipped'), value: lot.shippedKg },
    { key: 'available', label: t('app.inventory.show.available'), value: lot.availableKg },
  ] as const;
  return (
    <Box
      component="section"
      aria-label={t('app.inventory.show.quantities')}
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
      }}
    >
      {cards.map((card) => (
        <QuantityCard
          key={card.key}
          testId={`quantity-${card.key}`}
          label={card.label}
          kg={card.value}
          highlight={card.key === 'available'}
        >
          {card.key === 'available' && (
            <StockChip receivedKg={lot.receivedKg} availableKg={lot.availableKg} />
          )}
          {card.key === 'received' && !adjusted.isZero() && (
            <Typography variant="caption" color="text.secondary">
              {t('app.inventory.show.adjustedNote', {
                kg: `${adjusted.isPositive() ? '+' : '−'}${kg(adjusted.abs().toFixed())}`,
              })}
            </Typography>
          )}
        </QuantityCard>
      ))}
    </Box>
  );
}

function QuantityCard({
  label,
  kg: value,
  highlight,
  testId,
  children,
}: {
  label: string;
  kg: string;
  highlight: boolean;
  testId: string;
  children?: ReactNode;
}) {
  const [locale] = useLocaleState();
  const kg = useKg();
  return (
    <Card
      data-testid={testId}
      sx={highlight ? { borderColor: 'primary.main', borderWidth: 2, borderStyle: 'solid' } : undefined}
    >
      <CardContent sx={{ display: 'grid', gap: 0.5 }}>
        <Typography variant="overline" color="text.secondary" component="h3">
          {label}
        </Typography>
        <Typography sx={{ fontSize: '1.35rem', fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>
          {kg(value)} kg
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {formatTons(value, 3, locale as Locale)}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}
