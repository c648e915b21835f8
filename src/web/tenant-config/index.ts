/** The tenant configuration screen (/config/tenant) and the live theme host main.tsx renders through. */
import BusinessOutlined from '@mui/icons-material/BusinessOutlined';
import { TenantConfigPage } from './TenantConfigPage';

export default {
  edit: TenantConfigPage,
  icon: BusinessOutlined,
};
