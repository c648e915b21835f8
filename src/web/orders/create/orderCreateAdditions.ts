/**
 * What other areas add to the order creation form (inventory's 'Disponibilidad por almacén' today),
 * handed down by the app's resource list so that orders never imports those areas. The addition is
 * a lazy component: the form's own download does not carry it.
 */
import { type ComponentType, createContext, createElement, type ReactNode, useContext } from 'react';

export interface AvailabilityButtonProps {
  /** The chosen customer: its region is shown first. */
  customerId?: string;
  /** A row's product: only that product. */
  product?: { id: string; reference: string };
  disabled?: boolean;
}

export interface OrderCreateAdditions {
  availability?: ComponentType<AvailabilityButtonProps>;
}

const OrderCreateAdditionsContext = createContext<OrderCreateAdditions>({});

export function OrderCreateAdditionsProvider({
  additions,
  children,
}: {
  additions: OrderCreateAdditions;
  children: ReactNode;
}) {
  return createElement(OrderCreateAdditionsContext.Provider, { value: additions }, children);
}

export const useOrderCreateAdditions = () => useContext(OrderCreateAdditionsContext);
