import { Skeleton } from '@mui/material';
import { Suspense } from 'react';
import { useOrderPageSections } from './orderPageSections';
import type { OrderSectionProps } from './sectionProps';

/** Every section other areas added to the order page, in the order given, each while it loads a placeholder. */
export function AddedOrderSections(props: OrderSectionProps) {
  return useOrderPageSections().map((Section, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: the list is fixed for the app's lifetime
    <Suspense key={index} fallback={<Skeleton variant="rounded" height={120} />}>
      <Section {...props} />
    </Suspense>
  ));
}
