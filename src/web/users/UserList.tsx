/**
 * /users: the tenant's users, searched by name or e-mail, filtered by role and status, sorted on
 * the server, with the list's state kept per view. A row (a card on phones) opens the detail
 * drawer; with USER_MANAGEMENT write the page invites users and each row has its access actions.
 */
import PersonAddAlt1Outlined from '@mui/icons-material/PersonAddAlt1Outlined';
import { Box, Button, Card } from '@mui/material';
import { useState } from 'react';
import { useCanAccess, useGetIdentity, useTranslate } from 'react-admin';
import type { User } from '../../domain/users';
import { useRoleLabel } from '../roleLabel';
import { ClearFiltersButton, ListFilterSelect } from '../ui/lists/ListFilters';
import { ListSortSelect } from '../ui/lists/ListSortSelect';
import { EmptyState } from '../ui/lists/ListStates';
import { PersistentList } from '../ui/lists/PersistentList';
import { ListSearchInput } from '../ui/lists/SearchInput';
import { PageHeader } from '../ui/PageHeader';
import { useIsPhone } from '../ui/useIsPhone';
import { UserDrawer } from './UserDrawer';
import { UserInviteDialog } from './UserInviteDialog';
import { type RowActions, UserCards, UserTable } from './UserRows';
import { useRefreshUsers, useRoles } from './userQueries';
import { BLOCKED_FILTER } from './userStatus';
import { useBlockToggle, useResendInvitation } from './useUserActions';

const SORT = { field: 'firstName', order: 'ASC' } as const;
const SORTABLE = ['firstName', 'lastName', 'email', 'role', 'lastLoginAt', 'createdAt'] as const;

export function UserListPage() {
  const translate = useTranslate();
  const isPhone = useIsPhone();
  const canWrite = useCanAccess({ resource: 'users', action: 'edit' }).canAccess === true;
  // Nobody blocks themself or changes their own role.
  const { identity } = useGetIdentity();
  const selfId = identity?.id === undefined ? undefined : String(identity.id);
  const [openId, setOpenId] = useState<string | null>(null);
  const [inviting, setInviting] = useState(false);
  const block = useBlockToggle();
  const { resend } = useResendInvitation();
  const refresh = useRefreshUsers();

  const actions: RowActions = {
    canWrite,
    selfId,
    onOpen: (user: User) => setOpenId(user.id),
    onToggleBlock: block.ask,
    onResend: (user: User) => void resend(user),
  };
  const inviteButton = canWrite ? (
    <Button variant="contained" startIcon={<PersonAddAlt1Outlined />} onClick={() => setInviting(true)}>
      {translate('app.users.list.invite')}
    </Button>
  ) : undefined;

  return (
    <Box>
      <PageHeader
        title={translate('app.users.list.title')}
        subtitle={translate('app.users.list.subtitle')}
        actions={inviteButton}
      />
      <PersistentList<User>
        view="users"
        resource="users"
        title={translate('app.users.list.title')}
        sort={SORT}
        actions={false}
        filters={<UserFilters phone={isPhone} />}
        empty={
          <Card>
            <EmptyState action={inviteButton} />
          </Card>
        }
        component={isPhone ? Box : Card}
        sx={{ '& .RaList-actions': { mb: 2, bgcolor: 'transparent' } }}
      >
        {isPhone ? <UserCards {...actions} /> : <UserTable {...actions} />}
      </PersistentList>
      <UserDrawer userId={openId} onClose={() => setOpenId(null)} />
      {inviting && <UserInviteDialog onClose={() => setInviting(false)} onInvited={() => void refresh()} />}
      {block.dialog}
    </Box>
  );
}

function UserFilters({ phone }: { phone: boolean }) {
  const translate = useTranslate();
  const roles = useRoles();
  const roleLabel = useRoleLabel();
  const field = (name: string) => translate(`app.users.fields.${name}`);
  return (
    <Box
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, width: '100%' }}
      role="search"
      aria-label={translate('app.users.list.search')}
    >
      <ListSearchInput
        label={translate('app.users.list.search')}
        placeholder={translate('app.users.list.searchPlaceholder')}
        sx={{ flex: '1 1 280px', maxWidth: { md: 420 } }}
      />
      <ListFilterSelect
        source="role"
        label={field('role')}
        allLabel={translate('app.users.list.allRoles')}
        options={(roles.data ?? []).map((r) => ({ value: r.name, label: roleLabel(r) }))}
        sx={{ flex: { xs: '1 1 100%', sm: '0 0 220px' } }}
      />
      <ListFilterSelect
        source="blocked"
        label={field('status')}
        allLabel={translate('app.users.list.allStatuses')}
        options={[
          { value: BLOCKED_FILTER.active, label: translate('app.users.list.statusActive') },
          { value: BLOCKED_FILTER.blocked, label: translate('app.users.list.statusBlocked') },
        ]}
        sx={{ flex: { xs: '1 1 100%', sm: '0 0 180px' } }}
      />
      {phone && <ListSortSelect options={SORTABLE.map((name) => ({ field: name, label: field(name) }))} />}
      <ClearFiltersButton />
    </Box>
  );
}
