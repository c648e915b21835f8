import { Navigate } from 'react-router-dom';

/** OAuthLanding: built by the sign-in flows work. */
export default function OAuthLanding() {
  return <Navigate to="/login" replace />;
}
