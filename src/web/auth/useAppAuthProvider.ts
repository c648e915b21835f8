/** The app's authProvider with its extra methods (profile, view-as), from react-admin's context. */
import { useAuthProvider } from 'react-admin';
import type { AppAuthProvider } from '../providers/authProvider';

export function useAppAuthProvider(): AppAuthProvider {
  const provider = useAuthProvider();
  if (!provider || typeof (provider as Partial<AppAuthProvider>).getProfile !== 'function') {
    throw new Error('useAppAuthProvider needs the app authProvider (createAuthProvider)');
  }
  return provider as AppAuthProvider;
}
