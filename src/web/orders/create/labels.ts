/** The order's enumerations labelled in the user's language, the delivery partner with the tenant's brand. */
import { useLocaleState } from 'react-admin';
import { PAYMENT_TERM_LABELS, type PaymentTerm } from '../../../domain/creditTerms';
import type { Locale } from '../../../domain/i18n';
import {
  DELIVERY_FREQUENCY_LABELS,
  DELIVERY_MODEL_LABELS,
  type DeliveryFrequency,
  type DeliveryModel,
  ORDER_DOCUMENT_TYPE_LABELS,
  ORDER_TYPE_LABELS,
  type OrderDocumentType,
  type OrderType,
} from '../../../domain/orders';
import { PACKAGING_LABELS, type PackagingType } from '../../../domain/products';
import { useTenantTheme } from '../../tenantTheme';

export interface OrderLabels {
  locale: Locale;
  packaging(type: PackagingType): string;
  orderType(type: OrderType): string;
  paymentTerm(term: PaymentTerm): string;
  deliveryModel(model: DeliveryModel): string;
  frequency(frequency: DeliveryFrequency): string;
  documentType(type: OrderDocumentType): string;
}

export function useOrderLabels(): OrderLabels {
  const [current] = useLocaleState();
  const locale: Locale = current === 'en' ? 'en' : 'es';
  const { productName, name } = useTenantTheme();
  const brand = productName || name;
  return {
    locale,
    packaging: (type) => PACKAGING_LABELS[type][locale],
    orderType: (type) => ORDER_TYPE_LABELS[type][locale],
    paymentTerm: (term) => PAYMENT_TERM_LABELS[term][locale],
    deliveryModel: (model) => DELIVERY_MODEL_LABELS[model][locale].replace('%{product}', brand),
    frequency: (frequency) => DELIVERY_FREQUENCY_LABELS[frequency][locale],
    documentType: (type) => ORDER_DOCUMENT_TYPE_LABELS[type][locale],
  };
}
