import { Suspense } from 'react';
import { useWatch } from 'react-hook-form';
import { useOrderCreateAdditions } from './orderCreateAdditions';
import type { OrderCreateFormValues } from './orderCreateForm';

/** The availability per warehouse another area added (nothing when none did), for the chosen customer. */
export function AvailabilityButton({
  product,
  disabled,
}: {
  product?: { id: string; reference: string };
  disabled?: boolean;
}) {
  const { availability: Availability } = useOrderCreateAdditions();
  const customer = useWatch<OrderCreateFormValues, 'customer'>({ name: 'customer' });
  if (!Availability) return null;
  return (
    <Suspense fallback={null}>
      <Availability customerId={customer?.id || undefined} product={product} disabled={disabled} />
    </Suspense>
  );
}
