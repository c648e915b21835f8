/**
 * The sections other areas add to the order page (finance today; inventory and logistics next),
 * handed down by the app's resource list so that orders never imports those areas. Each section
 * gets the order and a way to reload it; sections load on demand, while the page loads.
 */
import {
  type ComponentType,
  createContext,
  createElement,
  type ReactNode,
  useContext,
  useEffect,
} from 'react';
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
  return createElement(OrderPageSectionsContext.Provider, { value: sections }, children);
}

export const useOrderPageSections = () => useContext(OrderPageSectionsContext);
