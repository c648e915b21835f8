/**
 * The tenant's logo linking home (/); without a logo, a monogram and the tenant's short name. The
 * link is named by what it shows plus a hidden 'go home' (no aria-label that would leave out the
 * visible name).
 */
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { useTenantTheme } from '../tenantTheme';
import { visuallyHidden } from '../ui/visuallyHidden';

export function TenantLogo() {
  const tenant = useTenantTheme();
  const translate = useTranslate();
  const name = tenant.shortName || tenant.name;
  return (
    <Box
      component={Link}
      to="/"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 1.25,
        minWidth: 0,
        color: 'text.primary',
        textDecoration: 'none',
        borderRadius: 1,
        px: 0.5,
        py: 0.5,
        '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
      }}
    >
      {tenant.logo ? (
        <Box
          component="img"
          src={tenant.logo}
          alt={translate('app.layout.header.logo', { name: tenant.name })}
          sx={{ height: 32, maxWidth: 168, objectFit: 'contain', display: 'block' }}
        />
      ) : (
        <>
          <Box
            aria-hidden
            sx={{
              width: 32,
              height: 32,
              borderRadius: '8px',
              bgcolor: 'primary.main',
              color: 'primary.contrastText',
              display: 'grid',
              placeItems: 'center',
              fontWeight: 700,
              fontSize: 15,
              flexShrink: 0,
            }}
          >
            {name.charAt(0).toLocaleUpperCase()}
          </Box>
          <Typography
            component="span"
            noWrap
            sx={{ fontWeight: 700, fontSize: '1.05rem', letterSpacing: '-0.01em', color: 'primary.main' }}
          >
            {name}
          </Typography>
        </>
      )}
      <Box component="span" sx={visuallyHidden}>
        {` ${translate('app.layout.header.home')}`}
      </Box>
    </Box>
  );
}
