/** Small pieces the lot screens share: the stock chip, kilograms as the business reads them, the lot's path. */
import { Chip } from '@mui/material';
import { useLocaleState } from 'react-admin';
import type { Locale } from '../../domain/i18n';
import { formatNumber } from '../format';
import { useAppTranslate } from '../providers/appTranslate';
import { stockLevel } from './lotStock';

export const lotPath = (id: string | number) => `/inventory/${id}`;

/** Kilograms with thousands separators and up to 3 decimals, in the user's language. */
export function useKg() {
  const [locale] = useLocaleState();
  return (kg: string) => formatNumber(kg, 3, locale as Locale);
}

/** A cost in USD per ton: thousands separators, cents. */
export function useUsd() {
  const [locale] = useLocaleState();
  return (usd: string) => formatNumber(usd, 2, locale as Locale);
}

/** 'Agotado' or 'Existencia baja' beside a lot's available stock; nothing when it is plentiful. */
export function StockChip({ receivedKg, availableKg }: { receivedKg: string; availableKg: string }) {
  const t = useAppTranslate();
  const level = stockLevel(receivedKg, availableKg);
  if (level === 'ok') return null;
  return level === 'soldOut' ? (
    <Chip size="small" variant="outlined" label={t('app.inventory.list.soldOut')} />
  ) : (
    <Chip size="small" color="warning" variant="outlined" label={t('app.inventory.list.lowStock')} />
  );
}
