import { Navigate } from 'react-router-dom';

/** RecoveryPage: built by the sign-in flows work. */
export default function RecoveryPage() {
  return <Navigate to="/login" replace />;
}
