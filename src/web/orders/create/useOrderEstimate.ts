/**
 * The estimate the creation form shows while it is filled in, read from the form around it: the
 * totals and line totals of the rows that can be priced with the pricing in force, and how many
 * orders a multi-order makes.
 */
import { useWatch } from 'react-hook-form';
import type { QuantityUnit } from '../../../domain/orders';
import { usePricingInForce } from './creationQueries';
import { additionalOrdersCount, type OrderCreateFormValues } from './orderCreateForm';
import { orderEstimate } from './orderEstimate';

export function useOrderEstimate(unit: QuantityUnit) {
  const pricing = usePricingInForce();
  const [items, currency, deliveryModel, hasIva, isMultiOrder, additional] = useWatch<
    OrderCreateFormValues,
    ['items', 'currency', 'deliveryModel', 'hasIva', 'isMultiOrder', 'numberOfAdditionalOrders']
  >({
    name: ['items', 'currency', 'deliveryModel', 'hasIva', 'isMultiOrder', 'numberOfAdditionalOrders'],
  });
  const estimate = orderEstimate({ items, currency, deliveryModel, hasIva }, pricing.data?.values, unit);
  return {
    ...estimate,
    currency,
    pricingFailed: pricing.isError,
    exchangeRate: pricing.data?.values.exchangeRateUsdMxn,
    orders: isMultiOrder ? additionalOrdersCount(additional) + 1 : 1,
  };
}
