import { Box, Skeleton, Typography } from '@mui/material';
import { lazy, Suspense } from 'react';
import { Title, useGetIdentity, useTranslate } from 'react-admin';
import type { Profile } from '../../domain/users';
import { withTexts } from '../providers/i18n';
import { useTenantTheme } from '../tenantTheme';

/** Loaded after the greeting: the queues' tables and pickers stay out of the first download. */
const FinanceQueues = lazy(() =>
  withTexts(['orders'], () => import('../finance/queues/FinanceQueues')).then((m) => ({
    default: m.FinanceQueues,
  })),
);

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
        <Suspense fallback={<Skeleton variant="rounded" height={160} />}>
          <FinanceQueues />
        </Suspense>
      </Box>
    </Box>
  );
}
