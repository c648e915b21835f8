/** The signed-in user's profile (name, unit of measure, company-e-mail flag…), as react-admin's identity carries it. */
import { useGetIdentity } from 'react-admin';
import type { Profile } from '../../domain/users';

export function useProfile(): { profile: Profile | undefined; isPending: boolean } {
  const { identity, isPending } = useGetIdentity();
  return { profile: identity?.profile as Profile | undefined, isPending };
}
