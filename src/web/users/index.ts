/** The users resource: its list (with the detail drawer and the invitation dialog). */
import type { User } from '../../domain/users';
import { named, screen } from '../navigation/screen';

export default {
  list: screen(
    named(() => import('./UserList'), 'UserListPage'),
    { resource: 'users', action: 'list', section: 'users-list' },
    ['admin'],
  ),
  recordRepresentation: (record: User) => record.fullName,
};
