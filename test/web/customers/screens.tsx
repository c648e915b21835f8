/**
 * The customer and credit-term screens under test, rendered at their routes for a signed-in viewer
 * (renderScreen). Tests are .ts files; JSX lives here.
 */
import type { Address } from '../../../src/domain/customers';
import { CreditTermListPage } from '../../../src/web/credit-terms/CreditTermList';
import { AddressDialog } from '../../../src/web/customers/AddressDialog';
import { CustomerCreatePage } from '../../../src/web/customers/CustomerCreate';
import { CustomerListPage } from '../../../src/web/customers/CustomerList';
import { CustomerShowPage } from '../../../src/web/customers/CustomerShow';
import { ErrorState } from '../../../src/web/ui/lists/ListStates';
import { type RenderScreenOptions, renderScreen } from './renderScreen';

export { currentPath } from './renderScreen';

export function renderCustomerList(options: RenderScreenOptions = {}) {
  return renderScreen(<CustomerListPage />, {
    path: '/customers',
    route: '/customers',
    extraRoutes: { '/customers/:id': <h1>customer page</h1> },
    ...options,
  });
}

export function renderCustomerCreate(options: RenderScreenOptions = {}) {
  return renderScreen(<CustomerCreatePage />, {
    path: '/customers/create',
    route: '/customers/create',
    extraRoutes: { '/customers/:id': <h1>customer page</h1>, '/customers': <h1>customers list</h1> },
    ...options,
  });
}

export function renderCustomerShow(id: string, options: RenderScreenOptions = {}) {
  return renderScreen(<CustomerShowPage />, {
    path: `/customers/${id}`,
    route: '/customers/:id',
    ...options,
  });
}

export function renderCreditTerms(options: RenderScreenOptions = {}) {
  return renderScreen(<CreditTermListPage />, {
    path: '/customer-credit-terms',
    route: '/customer-credit-terms',
    ...options,
  });
}

export interface AddressDialogCalls {
  closed: number;
  saved: number;
}

export function renderAddressDialog(
  customerId: string,
  address: Address | null = null,
  options: RenderScreenOptions = {},
  addresses: Address[] = [],
) {
  const calls: AddressDialogCalls = { closed: 0, saved: 0 };
  const utils = renderScreen(
    <AddressDialog
      customerId={customerId}
      address={address}
      addresses={addresses}
      onClose={() => {
        calls.closed++;
      }}
      onSaved={() => {
        calls.saved++;
      }}
    />,
    options,
  );
  return { ...utils, calls };
}

export function renderErrorState(error: unknown, onRetry: () => void) {
  return renderScreen(<ErrorState error={error} onRetry={onRetry} />);
}
