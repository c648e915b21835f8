/** The customer-credit-terms resource: one list page with its create/edit dialog. */
import CreditScoreOutlined from '@mui/icons-material/CreditScoreOutlined';
import type { CreditTerm } from '../../domain/creditTerms';
import { CreditTermListPage } from './CreditTermList';

export default {
  list: CreditTermListPage,
  icon: CreditScoreOutlined,
  recordRepresentation: (record: CreditTerm) => record.customer.companyName,
};
