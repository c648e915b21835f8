/** The users resource: its list (with the detail drawer and the invitation dialog). */
import ManageAccountsOutlined from '@mui/icons-material/ManageAccountsOutlined';
import type { User } from '../../domain/users';
import { named, screen } from '../navigation/screen';

export default {
  list: screen(
    named(() => import('./UserList'), 'UserListPage'),
    { resource: 'users', action: 'list', section: 'users-list' },
    ['admin'],
  ),
  icon: ManageAccountsOutlined,
  recordRepresentation: (record: User) => record.fullName,
};
