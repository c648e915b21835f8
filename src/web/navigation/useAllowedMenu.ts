/**
 * The menu items the signed-in user may open: react-admin's `canAccess` asked for each item's
 * action (the same question each page asks), in one query that is asked again whenever the
 * session's tokens change (the app invalidates every 'auth' query then).
 */
import { useQuery } from '@tanstack/react-query';
import { useAuthProvider } from 'react-admin';
import { MENU, type MenuItem } from './menu';

export function useAllowedMenu(): { items: MenuItem[]; isPending: boolean } {
  const authProvider = useAuthProvider();
  const { data, isPending } = useQuery({
    queryKey: ['auth', 'canAccess', 'menu'],
    queryFn: async () => {
      const canAccess = authProvider?.canAccess;
      if (!canAccess) return [...MENU];
      const allowed = await Promise.all(
        MENU.map((item) => canAccess({ resource: item.resource, action: item.action })),
      );
      return MENU.filter((_, index) => allowed[index]);
    },
  });
  return { items: data ?? [], isPending };
}
