/**
 * The frame of every public sign-in screen: on wide screens a panel in the tenant's colour with its
 * logo, name and business description beside the form; on phones a single column with a compact
 * header. The language switch and the policy links are always at hand.
 */
import { Box, Card, Link, Stack, Typography } from '@mui/material';
import { darken, useTheme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { CookiePreferencesLink } from '../legal/CookiePreferencesButton';
import { useTenantTheme } from '../tenantTheme';
import { LanguageSwitch } from '../ui/LanguageSwitch';
import { TenantMark } from '../ui/TenantMark';
import { visuallyHidden } from '../ui/visuallyHidden';

export function AuthShell({ children }: { children: ReactNode }) {
  const translate = useTranslate();
  const tenant = useTenantTheme();
  const theme = useTheme();
  const color = theme.palette.primary.main;
  const onColor = theme.palette.getContrastText(color);
  const newTab = translate('app.auth.shell.newTab');

  return (
    <Box
      sx={{
        minHeight: '100dvh',
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: 'minmax(380px, 5fr) 7fr' },
        bgcolor: 'background.default',
      }}
    >
      <Box
        component="aside"
        sx={{
          display: { xs: 'none', md: 'flex' },
          flexDirection: 'column',
          justifyContent: 'space-between',
          gap: 6,
          p: { md: 6, lg: 8 },
          color: onColor,
          position: 'relative',
          overflow: 'hidden',
          background: `linear-gradient(155deg, ${color} 0%, ${darken(color, 0.45)} 100%)`,
          '&::before, &::after': {
            content: '""',
            position: 'absolute',
            borderRadius: '50%',
            border: `1px solid ${onColor}`,
            opacity: 0.08,
            pointerEvents: 'none',
          },
          '&::before': { width: 520, height: 520, right: -220, bottom: -180 },
          '&::after': { width: 340, height: 340, right: -120, bottom: -90 },
        }}
      >
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <TenantMark tenant={tenant} size={48} />
          <Typography variant="subtitle1" sx={{ fontWeight: 600, opacity: 0.92 }}>
            {tenant.shortName || tenant.name}
          </Typography>
        </Stack>
        <Box sx={{ maxWidth: 460, position: 'relative' }}>
          <Typography
            variant="overline"
            component="p"
            sx={{ opacity: 0.75, letterSpacing: '0.12em', fontWeight: 500 }}
          >
            {translate('app.auth.shell.panelTitle', { company: tenant.shortName || tenant.name })}
          </Typography>
          <Typography
            variant="h1"
            component="p"
            sx={{ fontSize: { md: '2.25rem', lg: '2.6rem' }, fontWeight: 700, lineHeight: 1.15, mt: 1 }}
          >
            {tenant.name}
          </Typography>
          {tenant.businessDescription && (
            <Typography sx={{ mt: 2.5, fontSize: '1.05rem', lineHeight: 1.6, opacity: 0.88 }}>
              {tenant.businessDescription}
            </Typography>
          )}
          <Typography sx={{ mt: 2, opacity: 0.7 }}>{translate('app.auth.shell.panelHint')}</Typography>
        </Box>
        <Stack spacing={0.5} sx={{ opacity: 0.75, position: 'relative' }}>
          {tenant.website && (
            <Link href={tenant.website} target="_blank" rel="noopener" color="inherit" underline="hover">
              {tenant.website.replace(/^https?:\/\//, '')}
            </Link>
          )}
          {tenant.contactPhone && <Typography variant="body2">{tenant.contactPhone}</Typography>}
        </Stack>
      </Box>

      <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100dvh', minWidth: 0 }}>
        <Stack
          direction="row"
          sx={{
            alignItems: 'center',
            justifyContent: { xs: 'space-between', md: 'flex-end' },
            px: { xs: 2, sm: 3 },
            py: 2,
            gap: 2,
          }}
        >
          <Stack
            direction="row"
            spacing={1.25}
            sx={{ alignItems: 'center', display: { md: 'none' }, minWidth: 0 }}
          >
            <TenantMark tenant={tenant} size={36} />
            <Typography variant="subtitle2" sx={{ fontWeight: 600 }} noWrap>
              {tenant.shortName || tenant.name}
            </Typography>
          </Stack>
          <LanguageSwitch />
        </Stack>

        <Box
          component="main"
          sx={{ flex: 1, display: 'grid', placeItems: 'center', px: { xs: 1.5, sm: 3 }, pb: 3 }}
        >
          <Card
            sx={{
              width: '100%',
              maxWidth: 440,
              p: { xs: 2.5, sm: 4 },
              borderRadius: 3,
              boxShadow: '0 12px 40px rgba(15, 23, 42, 0.08)',
            }}
          >
            {children}
          </Card>
        </Box>

        <Stack
          component="footer"
          direction="row"
          sx={{
            justifyContent: 'center',
            flexWrap: 'wrap',
            columnGap: 2.5,
            rowGap: 0.5,
            px: 2,
            pb: { xs: 8, sm: 3 },
            color: 'text.secondary',
          }}
        >
          <Typography variant="caption">
            {translate('app.auth.shell.rights', { year: new Date().getFullYear(), company: tenant.name })}
          </Typography>
          <Link href="/privacy-policy" target="_blank" rel="noopener" variant="caption" color="inherit">
            {translate('app.auth.shell.privacy')}
            <Box component="span" sx={visuallyHidden}>{` ${newTab}`}</Box>
          </Link>
          <Link href="/cookie-policy" target="_blank" rel="noopener" variant="caption" color="inherit">
            {translate('app.auth.shell.cookies')}
            <Box component="span" sx={visuallyHidden}>{` ${newTab}`}</Box>
          </Link>
          <CookiePreferencesLink />
        </Stack>
      </Box>
    </Box>
  );
}
