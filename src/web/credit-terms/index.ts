/** The customer-credit-terms resource: one list page with its create/edit dialog. */
import type { CreditTerm } from '../../domain/creditTerms';
import { named, screen } from '../navigation/screen';

export default {
  list: screen(
    named(() => import('./CreditTermList'), 'CreditTermListPage'),
    { resource: 'customer-credit-terms', action: 'list', section: 'customer-credit-terms' },
    ['admin'],
  ),
  recordRepresentation: (record: CreditTerm) => record.customer.companyName,
};
