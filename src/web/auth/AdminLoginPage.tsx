import { Navigate } from 'react-router-dom';

/** AdminLoginPage: built by the sign-in flows work. */
export default function AdminLoginPage() {
  return <Navigate to="/login" replace />;
}
