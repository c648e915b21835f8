/** The customers resource: its screens (list, create, show with editable data and addresses). */
import PeopleAltOutlined from '@mui/icons-material/PeopleAltOutlined';
import type { Customer } from '../../domain/customers';
import { CustomerCreatePage } from './CustomerCreate';
import { CustomerListPage } from './CustomerList';
import { CustomerShowPage } from './CustomerShow';

export default {
  list: CustomerListPage,
  create: CustomerCreatePage,
  show: CustomerShowPage,
  edit: CustomerShowPage,
  icon: PeopleAltOutlined,
  recordRepresentation: (record: Customer) => record.companyName,
};
