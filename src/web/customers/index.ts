/** The customers resource: list, create, and the customer page (/customers/{id}: data and addresses, edited in place). */
import type { Customer } from '../../domain/customers';
import { named, screen } from '../navigation/screen';

export default {
  list: screen(
    named(() => import('./CustomerList'), 'CustomerListPage'),
    { resource: 'customers', action: 'list', section: 'customers' },
    ['admin'],
  ),
  create: screen(
    named(() => import('./CustomerCreate'), 'CustomerCreatePage'),
    { resource: 'customers', action: 'create', section: 'customers-create' },
    ['admin'],
  ),
  edit: screen(
    named(() => import('./CustomerShow'), 'CustomerShowPage'),
    { resource: 'customers', action: 'show', section: 'customer-detail' },
    ['admin'],
  ),
  recordRepresentation: (record: Customer) => record.companyName,
};
