import LockOutlined from '@mui/icons-material/LockOutlined';
import { Box, Button, CircularProgress, Paper, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useLogout, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { useTenantTheme } from '../tenantTheme';
import { useAllowedMenu } from './useAllowedMenu';

/**
 * 'Acceso Denegado' naming the section the user tried to open, with a way to a section the user
 * may open (home when allowed, else the first of the menu). A user who may open none (no role yet)
 * is told what to do instead: a way home would only lead back here.
 */
export function NoAccess({ sectionKey }: { sectionKey: string }) {
  const translate = useTranslate();
  const allowed = useAllowedMenu();
  const section = translate(`app.sections.${sectionKey}`, { _: sectionKey });
  if (allowed.isPending)
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', minHeight: '60vh' }}>
        <CircularProgress size={32} />
      </Box>
    );
  const way = allowed.items.find((i) => i.key === 'dashboard') ?? allowed.items[0];
  if (!way) return <NoRole />;
  return (
    <Refusal title={translate('app.guard.title')}>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        {translate('app.guard.section', { section })}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {translate('app.guard.contact')}
      </Typography>
      <Button component={Link} to={way.path} variant="contained">
        {way.key === 'dashboard'
          ? translate('app.guard.home')
          : translate('app.guard.goTo', { section: translate(`app.sections.${way.key}`, { _: way.key }) })}
      </Button>
    </Refusal>
  );
}

/** The user is signed in but the role grants nothing: who can help, and the way out. */
function NoRole() {
  const translate = useTranslate();
  const logout = useLogout();
  const company = useTenantTheme().name;
  return (
    <Refusal title={translate('app.guard.noRoleTitle')} testId="no-role">
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        {translate('app.guard.noRoleBody', { company })}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {translate('app.guard.noRoleNext', { company })}
      </Typography>
      <Button variant="contained" onClick={() => void logout({}, '/login', false)}>
        {translate('app.guard.signOut')}
      </Button>
    </Refusal>
  );
}

function Refusal({ title, testId, children }: { title: string; testId?: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', minHeight: '60vh', p: 2 }} data-testid={testId}>
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, maxWidth: 480, textAlign: 'center' }}>
        <Box
          sx={{
            width: 64,
            height: 64,
            borderRadius: '50%',
            display: 'grid',
            placeItems: 'center',
            mx: 'auto',
            mb: 2,
            backgroundColor: 'rgba(211,47,47,0.08)',
          }}
        >
          <LockOutlined color="error" fontSize="large" />
        </Box>
        <Typography variant="h2" component="h1" gutterBottom>
          {title}
        </Typography>
        {children}
      </Paper>
    </Box>
  );
}
