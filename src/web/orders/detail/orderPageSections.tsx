/**
 * The sections other areas add to the order page (finance today; inventory and logistics next),
 * handed down by the app's resource list so that orders never imports those areas. Each section
 * gets the order and a way to reload it; sections load on demand, while the page loads.
 */
import { Skeleton } from '@mui/material';
import { type ComponentType, createContext, type ReactNode, Suspense, useContext, useEffect } from 'react';
import type { OrderSectionProps } from './sectionProps';

export type OrderPageSection = ComponentType<OrderSectionProps>;

const OrderPageSectionsContext = createContext<readonly OrderPageSection[]>([]);

export function OrderPageSectionsProvider({
  sections,
  preload,
  children,
}: {
  sections: readonly OrderPageSection[];
  /** Starts the sections' downloads when the page is asked for, not when the order has arrived. */
  preload?: () => Promise<void>;
  children: ReactNode;
}) {
  useEffect(() => {
    preload?.().catch(() => undefined);
  }, [preload]);
  return <OrderPageSectionsContext.Provider value={sections}>{children}</OrderPageSectionsContext.Provider>;
}

/** Every section added to the page, in the order given, each while it loads a placeholder. */
export function AddedOrderSections(props: OrderSectionProps) {
  const sections = useContext(OrderPageSectionsContext);
  return sections.map((Section, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: the list is fixed for the app's lifetime
    <Suspense key={index} fallback={<Skeleton variant="rounded" height={120} />}>
      <Section {...props} />
    </Suspense>
  ));
}
