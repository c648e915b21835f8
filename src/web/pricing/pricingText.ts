/**
 * How pricing values and their changes read: VAT as a percentage ('16 %'), the exchange rate in
 * MXN, the rest in USD per ton, es-MX/en-US digits ('1,234.50'); a change as 'IVA: 16 % → 15 %'.
 */
import { Decimal } from 'decimal.js';
import type { TranslateFunction } from 'react-admin';
import type { Locale } from '../../domain/i18n';
import type { PricingChange } from '../../domain/pricing';
import { PACKAGING_LABELS, PACKAGING_TYPES, type PackagingType } from '../../domain/products';
import { LOCALE_TAG } from '../config';
import { type PricingField, unitOf } from './pricingForm';

function isPricingField(field: string): field is PricingField {
  return (
    [
      'exchangeRateUsdMxn',
      'vatRate',
      'deliveryPremiumPerTon',
      'storageCostPerTon',
      'transferCostPerTon',
      'pickingCostPerTon',
      'packagingCostPerTon',
      'defaultCommissionPerTon',
      'defaultSalesMarginPerTon',
    ].includes(field) || PACKAGING_TYPES.some((p) => field === `handlingPerTon.${p}`)
  );
}

function digits(value: Decimal.Value, locale: Locale, min: number, max: number): string {
  return new Intl.NumberFormat(LOCALE_TAG[locale], {
    minimumFractionDigits: min,
    maximumFractionDigits: max,
  }).format(Number(new Decimal(value).toFixed(max)));
}

/** '0.16' as VAT → '16 %'; '18.5' as the exchange rate → '18.50 MXN'; '8' → '8.00 USD/t'. */
export function pricingValueText(field: string, value: string | null, locale: Locale): string {
  if (value === null || value === '') return '—';
  let number: Decimal;
  try {
    number = new Decimal(value);
  } catch {
    return value;
  }
  if (!isPricingField(field)) return digits(number, locale, 0, 6);
  switch (unitOf(field)) {
    case 'percent':
      return `${digits(number.times(100), locale, 0, 4)} %`;
    case 'mxnPerUsd':
      return `${digits(number, locale, 2, 6)} MXN`;
    default:
      return `${digits(number, locale, 2, 6)} USD/t`;
  }
}

/** 'IVA', 'Tipo de cambio', 'Maniobras · Saco'. */
export function pricingFieldLabel(field: string, translate: TranslateFunction, locale: Locale): string {
  const [head, packaging] = field.split('.');
  if (head === 'handlingPerTon' && packaging && packaging in PACKAGING_LABELS) {
    return `${translate('app.pricing.fields.handling')} · ${PACKAGING_LABELS[packaging as PackagingType][locale]}`;
  }
  return translate(`app.pricing.fields.${head}`, { _: field });
}

/** 'IVA: 16 % → 15 %' (a first value has no "before": 'IVA: 16 %'). */
export function pricingChangeText(
  change: PricingChange,
  translate: TranslateFunction,
  locale: Locale,
): string {
  const label = pricingFieldLabel(change.field, translate, locale);
  const to = pricingValueText(change.field, change.to, locale);
  if (change.from === null) return `${label}: ${to}`;
  return `${label}: ${pricingValueText(change.field, change.from, locale)} → ${to}`;
}
