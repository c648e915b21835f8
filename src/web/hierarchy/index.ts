/** The customer-service hierarchy screen (representatives, their sellers, chains of command). */
import AccountTreeOutlined from '@mui/icons-material/AccountTreeOutlined';
import { HierarchyPage } from './HierarchyPage';

export default {
  list: HierarchyPage,
  icon: AccountTreeOutlined,
};
