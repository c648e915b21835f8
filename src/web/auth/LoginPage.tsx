import { Login } from 'react-admin';

/** Sign-in page (/login). */
export function LoginPage() {
  return <Login />;
}
