import { Box, Typography } from '@mui/material';
import { Title, useGetIdentity, useTranslate } from 'react-admin';
import type { Profile } from '../../domain/users';
import { FinanceQueues } from '../finance/queues/FinanceQueues';
import { useTenantTheme } from '../tenantTheme';

/** Home (/dashboard): greets the user by first and last name; the action queues sit below. */
export default function HomePage() {
  const translate = useTranslate();
  const tenant = useTenantTheme();
  const { identity } = useGetIdentity();
  const profile = identity?.profile as Profile | undefined;
  const name = profile ? `${profile.firstName} ${profile.lastName}`.trim() : '';
  return (
    <Box sx={{ py: { xs: 2, md: 3 } }}>
      <Title title={translate('app.sections.dashboard')} />
      <Typography variant="h1" component="h1" data-testid="welcome">
        {translate('app.dashboard.welcome', { name })}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5 }}>
        {translate('app.dashboard.welcomeSubtitle', { tenant: tenant.name })}
      </Typography>
      <Box sx={{ mt: { xs: 2.5, md: 3.5 } }}>
        <FinanceQueues />
      </Box>
    </Box>
  );
}
