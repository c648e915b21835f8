/** How the order page writes a product row's price, quantity and total. */
import type { Locale } from '../../../../domain/i18n';
import type { Currency } from '../../../../domain/orders/enums';
import { formatMoney, formatNumber } from '../../../format';

/** A unit price keeps up to 4 decimals ('$2.5 USD', '$0.1234 USD'), never rounded to cents. */
export const unitPriceText = (price: string, currency: Currency, locale: Locale) =>
  `$${formatNumber(price, 4, locale)} ${currency}`;

export const kgText = (kg: string, locale: Locale) => `${formatNumber(kg, 3, locale)} kg`;

export const tonsText = (tons: string, locale: Locale) => `${formatNumber(tons, 3, locale)} ton`;

export const moneyText = (amount: string, currency: Currency, locale: Locale) =>
  formatMoney(amount, currency, locale);
