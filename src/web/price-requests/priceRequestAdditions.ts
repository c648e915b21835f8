/**
 * What other areas add to the price-request form (inventory's quantity summary per warehouse),
 * handed down by the app's resource list so that this area never imports inventory's screens.
 */
import { type ComponentType, createContext, createElement, type ReactNode, useContext } from 'react';
import type { AvailabilityProps } from './RequestProductRows';

export interface PriceRequestAdditions {
  availability?: ComponentType<AvailabilityProps>;
}

const PriceRequestAdditionsContext = createContext<PriceRequestAdditions>({});

export function PriceRequestAdditionsProvider({
  additions,
  children,
}: {
  additions: PriceRequestAdditions;
  children: ReactNode;
}) {
  return createElement(PriceRequestAdditionsContext.Provider, { value: additions }, children);
}

export const usePriceRequestAdditions = () => useContext(PriceRequestAdditionsContext);
