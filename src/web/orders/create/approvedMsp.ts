/**
 * The MSP guard as the order form sees it: the MSPs approved (and still valid) for the chosen
 * customer's products, each line's minimum as a price per kg in the order's currency, whether the
 * typed price is below it, and a refusal (422 PRICE_BELOW_MSP) turned into errors on the lines it
 * names. The rule itself is the domain's (`mspPerKg`, `mspShortfalls`); the server applies it too.
 */
import { useQuery } from '@tanstack/react-query';
import { Decimal } from 'decimal.js';
import { useMemo } from 'react';
import type { TranslateFunction } from 'react-admin';
import { useDataProvider } from 'react-admin';
import type { Currency } from '../../../domain/orders';
import { parseDecimalInput } from '../../../domain/orders/decimals';
import { displayPriceRequestNumber, mspPerKg, mspRefusalDetailsSchema } from '../../../domain/priceRequests';
import { codeOf, serverMessageOf } from '../../providers/apiErrors';
import type { AppDataProvider } from '../../providers/dataProvider';
import type { ApprovedMsp } from '../../providers/dataProvider/priceRequests';
import type { SubmissionErrors } from '../../ui/forms/submissionErrors';

export type { ApprovedMsp };

/** The approvals for these products of this customer, by product (none while unknown). */
export function useApprovedMsps(
  customerId: string | null | undefined,
  productIds: readonly string[],
  enabled = true,
): Map<string, ApprovedMsp> {
  const dataProvider = useDataProvider<AppDataProvider>();
  const ids = useMemo(() => [...new Set(productIds.filter(Boolean))].sort(), [productIds]);
  const query = useQuery({
    queryKey: ['orders', 'getApprovedMsp', { customerId, productIds: ids }],
    queryFn: () => dataProvider.getApprovedMsp({ customerId: customerId ?? '', productIds: ids }),
    enabled: enabled && Boolean(customerId) && ids.length > 0,
    staleTime: 60_000,
    // A user who may not read approvals (or a failed call) simply gets no warning: the server guards.
    retry: false,
  });
  return useMemo(() => new Map((query.data ?? []).map((a) => [a.productId, a])), [query.data]);
}

export interface LineMsp {
  /** 'SP-00042'. */
  number: string;
  /** The minimum per kg in the order's currency, as shown ('0.452'). */
  perKg: string;
  /** The typed price is a number below it. */
  below: boolean;
}

/** A line's MSP in the order's currency; null when it has none or the rate is not known yet (MXN). */
export function lineMsp(
  approval: ApprovedMsp | undefined,
  typedPrice: string,
  currency: Currency,
  exchangeRateUsdMxn: string | undefined,
): LineMsp | null {
  if (!approval) return null;
  if (currency === 'MXN' && !exchangeRateUsdMxn) return null;
  const perKg = mspPerKg(approval.msp, currency, exchangeRateUsdMxn ?? '1');
  const price = parseDecimalInput(typedPrice);
  return {
    number: displayPriceRequestNumber(approval.number),
    perKg,
    below: price?.lt(new Decimal(perKg)) === true,
  };
}

/** A refused order's lines below their MSP: the input of each ('items.N.targetPrice') and its minimum. */
export function mspRefusalLines(
  error: unknown,
  productIds: readonly string[],
): { input: string; perKg: string; number: string }[] | null {
  if (codeOf(error) !== 'PRICE_BELOW_MSP') return null;
  const body = (error as { body?: { details?: unknown } } | null)?.body;
  const parsed = mspRefusalDetailsSchema.safeParse(body?.details);
  if (!parsed.success) return [];
  return parsed.data.lines.flatMap((line) =>
    productIds.flatMap((id, index) =>
      id === line.productId
        ? [
            {
              input: `items.${index}.targetPrice`,
              perKg: line.mspPerKg,
              number: displayPriceRequestNumber(line.number),
            },
          ]
        : [],
    ),
  );
}

/**
 * The refusal as the form's errors: each line's minimum on its price, the server's words above the
 * form, and for pricing the reminder (on the override itself) that it may override.
 */
export function mspRefusalErrors(
  error: unknown,
  lines: readonly { input: string; perKg: string; number: string }[],
  currency: Currency,
  canOverride: boolean,
  translate: TranslateFunction,
): SubmissionErrors {
  const errors: SubmissionErrors = {};
  for (const line of lines)
    errors[line.input] = translate('app.orderCreate.msp.refused', {
      msp: line.perKg,
      currency,
      number: line.number,
    });
  if (canOverride) errors.mspOverride = translate('app.orderCreate.msp.overrideHint');
  errors.root = { serverError: serverMessageOf(error) ?? translate('app.orderCreate.msp.refusedTitle') };
  return errors;
}
