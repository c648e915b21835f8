/**
 * The area's words and figures as the user reads them: statuses, who asked, delivery methods (the
 * delivery partner with the tenant's brand), payment terms and packaging in the user's language;
 * USD per ton and tons with their separators; 'N/D' where there is no figure yet.
 */
import { useLocaleState } from 'react-admin';
import { PAYMENT_TERM_LABELS, type PaymentTerm } from '../../domain/creditTerms';
import type { Locale } from '../../domain/i18n';
import { DELIVERY_MODEL_LABELS, type DeliveryModel } from '../../domain/orders/enums';
import {
  PRICE_REQUEST_STATUS_LABELS,
  type PriceRequestStatus,
  REQUESTED_BY_TYPE_LABELS,
  type RequestedByType,
} from '../../domain/priceRequests';
import { PACKAGING_LABELS, type PackagingType } from '../../domain/products';
import { LOCALE_TAG } from '../config';
import { formatDate, formatNumber } from '../format';
import { useAppTranslate } from '../providers/appTranslate';
import { useTenantTheme } from '../tenantTheme';

export interface PriceRequestLabels {
  locale: Locale;
  status(status: PriceRequestStatus): string;
  requestedBy(type: RequestedByType): string;
  deliveryMethod(method: DeliveryModel): string;
  paymentTerm(term: PaymentTerm): string;
  packaging(type: PackagingType): string;
  /** USD per ton, 2 decimals ('1,234.50'); 'N/D' for none. */
  usdPerTon(value: string | null): string;
  /** Tons, up to 3 decimals ('25.5 t'). */
  tons(value: string): string;
  /** dd/MM/yyyy; '—' for none. */
  day(value: string | null): string;
  notAvailable: string;
}

export function usePriceRequestLabels(): PriceRequestLabels {
  const t = useAppTranslate();
  const [current] = useLocaleState();
  const locale: Locale = current === 'en' ? 'en' : 'es';
  const { productName, name } = useTenantTheme();
  const brand = productName || name;
  const notAvailable = t('app.priceRequests.notAvailable');
  return {
    locale,
    status: (status) => PRICE_REQUEST_STATUS_LABELS[status][locale],
    requestedBy: (type) => REQUESTED_BY_TYPE_LABELS[type][locale],
    deliveryMethod: (method) => DELIVERY_MODEL_LABELS[method][locale].replace('%{product}', brand),
    paymentTerm: (term) => PAYMENT_TERM_LABELS[term][locale],
    packaging: (type) => PACKAGING_LABELS[type][locale],
    usdPerTon: (value) =>
      value === null
        ? notAvailable
        : new Intl.NumberFormat(LOCALE_TAG[locale], {
            minimumFractionDigits: 2,
            maximumFractionDigits: 2,
          }).format(Number(value)),
    tons: (value) => t('app.priceRequests.tons', { tons: formatNumber(value, 3, locale) }),
    day: (value) => (value ? formatDate(value, locale) : '—'),
    notAvailable,
  };
}

export const priceRequestPath = (id: string | number) => `/price-request/${id}`;
export const PRICE_REQUEST_LIST_PATH = '/price-request';
export const SUPPLIER_QUOTES_PATH = '/price-request/quotes';
