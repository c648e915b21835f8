/** The users resource: its list (with the detail drawer and the invitation dialog). */
import ManageAccountsOutlined from '@mui/icons-material/ManageAccountsOutlined';
import type { User } from '../../domain/users';
import { UserListPage } from './UserList';

export default {
  list: UserListPage,
  icon: ManageAccountsOutlined,
  recordRepresentation: (record: User) => record.fullName,
};
