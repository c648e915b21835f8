/** The tenant's public theme, loaded once before anything renders and shared through context. */
import { createContext, useContext } from 'react';
import type { TenantTheme } from './theme';

export const TenantThemeContext = createContext<TenantTheme | null>(null);

export function useTenantTheme(): TenantTheme {
  const theme = useContext(TenantThemeContext);
  if (!theme) throw new Error('useTenantTheme outside TenantThemeContext');
  return theme;
}
