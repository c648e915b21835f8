/** /admin/login: the same sign-in with the administrative heading. */
import { LoginPage } from './LoginPage';

export function AdminLoginPage() {
  return <LoginPage variant="admin" />;
}

export default AdminLoginPage;
