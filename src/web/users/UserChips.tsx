/** The user's access status (Activo / Bloqueado / Invitación pendiente) and role, as chips. */
import BlockRounded from '@mui/icons-material/BlockRounded';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import MarkEmailUnreadOutlined from '@mui/icons-material/MarkEmailUnreadOutlined';
import { Chip, type ChipProps } from '@mui/material';
import type { ReactElement } from 'react';
import { useTranslate } from 'react-admin';
import { isAdminRole } from '../../domain/roles';
import type { User } from '../../domain/users';
import { useRoleLabel } from '../roleLabel';
import { statusOf, type UserStatus } from './userStatus';

const LOOK: Record<UserStatus, { color: ChipProps['color']; icon: ReactElement }> = {
  active: { color: 'success', icon: <CheckCircleRounded /> },
  blocked: { color: 'error', icon: <BlockRounded /> },
  pending: { color: 'warning', icon: <MarkEmailUnreadOutlined /> },
};

export function UserStatusChip({ user }: { user: Pick<User, 'isBlocked' | 'invitationPending'> }) {
  const translate = useTranslate();
  const status = statusOf(user);
  const { color, icon } = LOOK[status];
  return (
    <Chip
      size="small"
      variant="outlined"
      color={color}
      icon={icon}
      label={translate(`app.users.status.${status}`)}
      data-status={status}
      sx={{ fontWeight: 500, '& .MuiChip-icon': { fontSize: 16 } }}
    />
  );
}

export function RoleChip({ role }: { role: User['role'] }) {
  const admin = isAdminRole(role.name);
  const label = useRoleLabel();
  return (
    <Chip
      size="small"
      label={label(role)}
      color={admin ? 'primary' : 'default'}
      variant={admin ? 'filled' : 'outlined'}
      sx={{ maxWidth: '100%' }}
    />
  );
}
