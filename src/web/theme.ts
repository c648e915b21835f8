/** The MUI theme of a tenant: react-admin's default look with the tenant's colour as primary. */
import { alpha, createTheme, type Theme } from '@mui/material/styles';
import { defaultTheme, type RaThemeOptions } from 'react-admin';
import { DEFAULT_COLOR } from './config';

export interface TenantTheme {
  slug: string;
  name: string;
  shortName: string;
  seoTitle: string | null;
  seoDescription: string | null;
  seoKeywords: string | null;
  businessDescription: string | null;
  favicon: string | null;
  logo: string | null;
  website: string | null;
  color: string;
  contactPhone: string | null;
  emailContact: string | null;
  productName: string;
  /** The dashboards come from the tenant's external BI (signed embed URLs), not the built-in pages. */
  externalBi: boolean;
}

const HEX = /^#[0-9a-fA-F]{6}$/;

export function createAppTheme(color: string | null | undefined): RaThemeOptions & Theme {
  const primary = color && HEX.test(color) ? color : DEFAULT_COLOR;
  const base = createTheme({
    ...defaultTheme,
    palette: {
      mode: 'light',
      // Text on a coloured fill (buttons, chips) is white only when it reads at 4.5:1 (WCAG AA),
      // dark otherwise: a light tenant colour gets dark text.
      contrastThreshold: 4.5,
      primary: { main: primary },
      secondary: { main: '#0f766e' },
      // MUI's orange (#ed6c02) and light blue (#0288d1) read below 4.5:1 as text on white and
      // under white text: the darker shades of the same hues do.
      warning: { main: '#b45309' },
      info: { main: '#0369a1' },
      background: { default: '#f4f6f9', paper: '#ffffff' },
      text: { primary: '#1f2937', secondary: '#5b6472' },
    },
    shape: { borderRadius: 10 },
    typography: {
      fontFamily: 'Roboto, "Helvetica Neue", Arial, sans-serif',
      h1: { fontSize: '1.75rem', fontWeight: 600 },
      h2: { fontSize: '1.5rem', fontWeight: 600 },
      h3: { fontSize: '1.25rem', fontWeight: 600 },
      button: { textTransform: 'none', fontWeight: 600 },
    },
    components: {
      ...defaultTheme.components,
      MuiPaper: { styleOverrides: { root: { backgroundImage: 'none' } } },
      MuiButton: { defaultProps: { disableElevation: true } },
      MuiCard: { styleOverrides: { root: { border: '1px solid #e5e7eb', boxShadow: 'none' } } },
      MuiAppBar: { styleOverrides: { root: { boxShadow: 'none' } } },
      MuiTooltip: { styleOverrides: { tooltip: { fontSize: '0.8rem' } } },
      // The hint under a disabled field says why it is disabled ('choose the product first'):
      // it stays readable instead of taking the disabled grey.
      MuiFormHelperText: {
        styleOverrides: {
          root: ({ theme }) => ({ '&.Mui-disabled': { color: theme.palette.text.secondary } }),
        },
      },
    },
  });
  return {
    ...base,
    sidebar: { width: 280, closedWidth: 64 },
    palette: { ...base.palette, action: { ...base.palette.action, selected: alpha(primary, 0.12) } },
  } as RaThemeOptions & Theme;
}

/** Title, description, favicon and theme colour of the page, before and after sign-in. */
export function applyDocumentTheme(theme: TenantTheme): void {
  document.title = theme.seoTitle || theme.name;
  const description = document.getElementById('app-description');
  if (description)
    description.setAttribute('content', theme.seoDescription ?? theme.businessDescription ?? '');
  const favicon = document.getElementById('app-favicon');
  if (favicon && theme.favicon) favicon.setAttribute('href', theme.favicon);
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', theme.color || DEFAULT_COLOR);
}
