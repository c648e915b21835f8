/**
 * The users of the surrounding list as a table (sortable headers) or, on phones, as cards. Both
 * show name with initials, e-mail, role, status, last sign-in (dd/MM/yyyy HH:mm) and creation date.
 */
import { Box, Chip, Link, Stack, Typography } from '@mui/material';
import { DataTable, useLocaleState, useTranslate } from 'react-admin';
import type { Locale } from '../../domain/i18n';
import type { User } from '../../domain/users';
import { formatDate, formatDateTime } from '../format';
import { UserAvatar } from '../layout/UserAvatar';
import { EmptyState } from '../ui/lists/ListStates';
import { RecordCards } from '../ui/lists/RecordCards';
import { visuallyHidden } from '../ui/visuallyHidden';
import { RoleChip, UserStatusChip } from './UserChips';
import { UserRowMenu } from './UserRowMenu';

export interface RowActions {
  canWrite: boolean;
  selfId: string | undefined;
  onOpen: (user: User) => void;
  onToggleBlock: (user: User) => void;
  onResend: (user: User) => void;
}

function useDates() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return {
    lastLogin: (user: User) =>
      user.lastLoginAt
        ? formatDateTime(user.lastLoginAt, locale as Locale)
        : translate('app.users.list.never'),
    created: (user: User) => formatDate(user.createdAt, locale as Locale),
  };
}

function SelfChip() {
  const translate = useTranslate();
  return <Chip size="small" label={translate('app.users.list.you')} sx={{ height: 20, fontSize: 12 }} />;
}

export function UserTable({ canWrite, selfId, onOpen, onToggleBlock, onResend }: RowActions) {
  const translate = useTranslate();
  const dates = useDates();
  const field = (name: string) => translate(`app.users.fields.${name}`);
  return (
    <DataTable<User>
      bulkActionButtons={false}
      rowClick={(_id, _resource, record) => {
        onOpen(record as User);
        return false;
      }}
      hover
      empty={<EmptyState />}
      sx={{ '& .RaDataTable-headerCell': { fontWeight: 600, whiteSpace: 'nowrap' } }}
    >
      <DataTable.Col<User>
        source="firstName"
        label={field('name')}
        render={(user) => (
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 200 }}>
            <UserAvatar name={user.fullName} firstName={user.firstName} lastName={user.lastName} size={32} />
            <Link
              component="button"
              type="button"
              underline="hover"
              onClick={(event) => {
                event.stopPropagation();
                onOpen(user);
              }}
              sx={{ fontWeight: 500, textAlign: 'left', whiteSpace: 'nowrap' }}
            >
              {user.fullName}
            </Link>
            {user.id === selfId && <SelfChip />}
          </Stack>
        )}
      />
      <DataTable.Col<User> source="email" label={field('email')} />
      <DataTable.Col<User>
        source="role"
        label={field('role')}
        render={(user) => <RoleChip role={user.role} />}
      />
      <DataTable.Col<User>
        label={field('status')}
        disableSort
        render={(user) => <UserStatusChip user={user} />}
      />
      <DataTable.Col<User>
        source="lastLoginAt"
        label={field('lastLoginAt')}
        sortByOrder="DESC"
        render={dates.lastLogin}
        sx={{ whiteSpace: 'nowrap' }}
      />
      <DataTable.Col<User>
        source="createdAt"
        label={field('createdAt')}
        sortByOrder="DESC"
        render={dates.created}
        sx={{ whiteSpace: 'nowrap' }}
      />
      {canWrite && (
        <DataTable.Col<User>
          label={<Box sx={visuallyHidden}>{translate('app.users.list.actions')}</Box>}
          disableSort
          align="right"
          render={(user) => (
            <UserRowMenu
              user={user}
              isSelf={user.id === selfId}
              onOpen={onOpen}
              onToggleBlock={onToggleBlock}
              onResend={onResend}
            />
          )}
        />
      )}
    </DataTable>
  );
}

export function UserCards({ canWrite, selfId, onOpen, onToggleBlock, onResend }: RowActions) {
  const translate = useTranslate();
  const dates = useDates();
  return (
    <RecordCards<User>
      empty={<EmptyState />}
      render={(user) => (
        <Box sx={{ display: 'grid', gap: 1.25 }}>
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
            <UserAvatar name={user.fullName} firstName={user.firstName} lastName={user.lastName} size={40} />
            <Box sx={{ minWidth: 0, flex: 1 }}>
              <Link
                component="button"
                type="button"
                underline="hover"
                onClick={() => onOpen(user)}
                aria-label={translate('app.users.list.open', { name: user.fullName })}
                sx={{ fontWeight: 600, textAlign: 'left', color: 'text.primary', lineHeight: 1.3 }}
              >
                {user.fullName}
              </Link>
              <Typography variant="body2" color="text.secondary" noWrap>
                {user.email}
              </Typography>
            </Box>
            {user.id === selfId && <SelfChip />}
            {canWrite && (
              <UserRowMenu
                user={user}
                isSelf={user.id === selfId}
                onOpen={onOpen}
                onToggleBlock={onToggleBlock}
                onResend={onResend}
              />
            )}
          </Stack>
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
            <RoleChip role={user.role} />
            <UserStatusChip user={user} />
          </Stack>
          <Typography variant="caption" color="text.secondary">
            {translate('app.users.fields.lastLoginAt')}: {dates.lastLogin(user)} ·{' '}
            {translate('app.users.fields.createdAt')}: {dates.created(user)}
          </Typography>
        </Box>
      )}
    />
  );
}
