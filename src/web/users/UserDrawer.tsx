/**
 * The user's detail beside the list: who they are, their access (status, block / unblock, resend
 * the invitation), their activity, and their data, editable with USER_MANAGEMENT write.
 */
import BlockRounded from '@mui/icons-material/BlockRounded';
import CloseRounded from '@mui/icons-material/CloseRounded';
import LockOpenRounded from '@mui/icons-material/LockOpenRounded';
import SendOutlined from '@mui/icons-material/SendOutlined';
import {
  Alert,
  Box,
  Button,
  Divider,
  Drawer,
  IconButton,
  Skeleton,
  Stack,
  Tooltip,
  Typography,
} from '@mui/material';
import { useId } from 'react';
import { useCanAccess, useGetIdentity, useGetOne, useLocaleState, useTranslate } from 'react-admin';
import type { Locale } from '../../domain/i18n';
import type { User } from '../../domain/users';
import { formatDate, formatDateTime } from '../format';
import { UserAvatar } from '../layout/UserAvatar';
import { useRoleLabel } from '../roleLabel';
import { ErrorState } from '../ui/lists/ListStates';
import { RoleChip, UserStatusChip } from './UserChips';
import { Section, UserEditForm } from './UserEditForm';
import { canResendInvitation } from './userStatus';
import { useBlockToggle, useResendInvitation } from './useUserActions';

export interface UserDrawerProps {
  /** The user shown; none closes the drawer. */
  userId: string | null;
  onClose: () => void;
}

export function UserDrawer({ userId, onClose }: UserDrawerProps) {
  const translate = useTranslate();
  const titleId = useId();
  return (
    <Drawer
      anchor="right"
      open={Boolean(userId)}
      onClose={onClose}
      // Above the page's floating buttons (cookie preferences), like any other modal.
      sx={{ zIndex: (theme) => theme.zIndex.modal }}
      slotProps={{
        paper: {
          'aria-labelledby': titleId,
          sx: { width: { xs: '100%', sm: 520 }, display: 'flex', flexDirection: 'column' },
        },
      }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          px: { xs: 2, sm: 3 },
          py: 1.5,
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Typography id={titleId} variant="h3" component="h2" sx={{ fontSize: '1.1rem' }}>
          {translate('app.users.detail.title')}
        </Typography>
        <Tooltip title={translate('app.users.detail.close')}>
          <IconButton onClick={onClose} aria-label={translate('app.users.detail.close')} edge="end">
            <CloseRounded />
          </IconButton>
        </Tooltip>
      </Box>
      <Box sx={{ flex: 1, overflowY: 'auto' }}>{userId && <UserDetail id={userId} />}</Box>
    </Drawer>
  );
}

function UserDetail({ id }: { id: string }) {
  const canWrite = useCanAccess({ resource: 'users', action: 'edit' }).canAccess === true;
  // Nobody blocks themself or changes their own role.
  const { identity } = useGetIdentity();
  const selfId = identity?.id === undefined ? undefined : String(identity.id);
  const { data: user, error, isPending, refetch } = useGetOne<User>('users', { id });
  if (isPending) return <DetailSkeleton />;
  if (error || !user) return <ErrorState error={error} onRetry={() => void refetch()} dense />;
  const isSelf = user.id === selfId;
  return (
    <>
      <UserSummary user={user} isSelf={isSelf} canWrite={canWrite} />
      <Divider />
      <UserActivity user={user} />
      <Divider />
      {canWrite ? (
        <UserEditForm key={user.id} user={user} isSelf={isSelf} reload={async () => (await refetch()).data} />
      ) : (
        <UserValues user={user} />
      )}
    </>
  );
}

function UserSummary({ user, isSelf, canWrite }: { user: User; isSelf: boolean; canWrite: boolean }) {
  const translate = useTranslate();
  const block = useBlockToggle();
  const { resend, sendingId } = useResendInvitation();
  const note = user.isBlocked ? 'blockedNote' : user.invitationPending ? 'pendingNote' : null;
  return (
    <Box sx={{ px: { xs: 2, sm: 3 }, py: 2.5 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <UserAvatar name={user.fullName} firstName={user.firstName} lastName={user.lastName} size={56} />
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h2" component="p" sx={{ fontSize: '1.25rem', overflowWrap: 'anywhere' }}>
            {user.fullName}
          </Typography>
          <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {user.email}
          </Typography>
          <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap', rowGap: 1 }}>
            <RoleChip role={user.role} />
            <UserStatusChip user={user} />
          </Stack>
        </Box>
      </Stack>
      {note && (
        <Alert severity={user.isBlocked ? 'error' : 'warning'} sx={{ mt: 2 }}>
          {translate(`app.users.detail.${note}`)}
        </Alert>
      )}
      {isSelf && canWrite && (
        <Alert severity="info" sx={{ mt: 2 }}>
          {translate('app.users.detail.self')}
        </Alert>
      )}
      {canWrite && (canResendInvitation(user) || !isSelf) && (
        <Stack direction="row" spacing={1} sx={{ mt: 2, flexWrap: 'wrap', rowGap: 1 }}>
          {canResendInvitation(user) && (
            <Button
              variant="outlined"
              startIcon={<SendOutlined />}
              loading={sendingId === user.id}
              loadingPosition="start"
              onClick={() => void resend(user)}
            >
              {translate(sendingId === user.id ? 'app.users.actions.resending' : 'app.users.actions.resend')}
            </Button>
          )}
          {!isSelf &&
            (user.isBlocked ? (
              <Button variant="outlined" startIcon={<LockOpenRounded />} onClick={() => block.ask(user)}>
                {translate('app.users.actions.unblock')}
              </Button>
            ) : (
              <Button
                variant="outlined"
                color="error"
                startIcon={<BlockRounded />}
                onClick={() => block.ask(user)}
              >
                {translate('app.users.actions.block')}
              </Button>
            ))}
        </Stack>
      )}
      {block.dialog}
    </Box>
  );
}

function UserActivity({ user }: { user: User }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const rows: [string, string][] = [
    [
      'lastLoginAt',
      user.lastLoginAt
        ? formatDateTime(user.lastLoginAt, locale as Locale)
        : translate('app.users.list.never'),
    ],
    ['createdAt', formatDate(user.createdAt, locale as Locale)],
  ];
  if (user.customer) rows.push(['customer', user.customer.companyName]);
  return (
    <Section title={translate('app.users.detail.activity')}>
      <ValueList rows={rows} />
    </Section>
  );
}

/** The data as read-only values, for those who may see users but not change them. */
function UserValues({ user }: { user: User }) {
  const translate = useTranslate();
  const roleLabel = useRoleLabel();
  const none = translate('app.users.detail.none');
  const yesNo = (value: boolean) => translate(value ? 'app.users.detail.yes' : 'app.users.detail.no');
  return (
    <>
      <Section title={translate('app.users.detail.data')}>
        <ValueList
          rows={[
            ['firstName', user.firstName],
            ['lastName', user.lastName],
            ['phone', user.phone ? `${user.areaCode} ${user.phone}` : none],
            ['role', roleLabel(user.role)],
          ]}
        />
      </Section>
      <Divider />
      <Section title={translate('app.users.detail.preferences')}>
        <ValueList
          rows={[
            ['orderFlow', translate(`app.users.orderFlow.${user.orderFlow}`)],
            ['unitMeasure', translate(`app.users.unitMeasure.${user.unitMeasure}`)],
            ['externalErp', yesNo(user.externalErp)],
            ['requiresExternalId', yesNo(user.requiresExternalId)],
          ]}
        />
      </Section>
    </>
  );
}

function ValueList({ rows }: { rows: [string, string][] }) {
  const translate = useTranslate();
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gap: 2, gridTemplateColumns: '1fr 1fr' }}>
      {rows.map(([name, value]) => (
        <Box key={name} sx={{ minWidth: 0 }}>
          <Typography component="dt" variant="caption" color="text.secondary">
            {translate(`app.users.fields.${name}`)}
          </Typography>
          <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

function DetailSkeleton() {
  return (
    <Box sx={{ px: 3, py: 2.5 }} role="status" aria-busy="true">
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 3 }}>
        <Skeleton variant="circular" width={56} height={56} />
        <Box sx={{ flex: 1 }}>
          <Skeleton width="60%" />
          <Skeleton width="80%" />
        </Box>
      </Stack>
      {[0, 1, 2, 3].map((i) => (
        <Skeleton key={i} height={56} sx={{ mb: 1 }} />
      ))}
    </Box>
  );
}
