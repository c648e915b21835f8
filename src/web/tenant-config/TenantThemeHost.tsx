/**
 * The tenant's theme as live state: main.tsx renders the app through this host, so a saved
 * configuration (colour, names, logo, favicon, title) shows at once without a reload. Kept tiny
 * and free of the configuration screen's code: the shell loads it on every page.
 */
import { createContext, type ReactNode, useCallback, useContext, useState } from 'react';
import { TenantThemeContext } from '../tenantTheme';
import { applyDocumentTheme, type TenantTheme } from '../theme';

type UpdateTheme = (theme: TenantTheme) => void;

const UpdateTenantThemeContext = createContext<UpdateTheme | null>(null);

export function TenantThemeHost({
  initial,
  children,
}: {
  initial: TenantTheme;
  children: (theme: TenantTheme) => ReactNode;
}) {
  const [theme, setTheme] = useState(initial);
  const update = useCallback<UpdateTheme>((next) => {
    applyDocumentTheme(next);
    setTheme(next);
  }, []);
  return (
    <UpdateTenantThemeContext.Provider value={update}>
      <TenantThemeContext.Provider value={theme}>{children(theme)}</TenantThemeContext.Provider>
    </UpdateTenantThemeContext.Provider>
  );
}

/** Puts a new theme in force app-wide; null outside the host (tests), where nothing needs it. */
export function useUpdateTenantTheme(): UpdateTheme | null {
  return useContext(UpdateTenantThemeContext);
}
