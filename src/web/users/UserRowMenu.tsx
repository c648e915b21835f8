/** The "⋮" menu of a user's row or card: open the detail, resend the invitation, block or unblock. */
import BlockRounded from '@mui/icons-material/BlockRounded';
import EditOutlined from '@mui/icons-material/EditOutlined';
import LockOpenRounded from '@mui/icons-material/LockOpenRounded';
import MoreVertRounded from '@mui/icons-material/MoreVertRounded';
import SendOutlined from '@mui/icons-material/SendOutlined';
import { IconButton, ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { User } from '../../domain/users';
import { canResendInvitation } from './userStatus';

export interface UserRowMenuProps {
  user: User;
  isSelf: boolean;
  onOpen: (user: User) => void;
  onToggleBlock: (user: User) => void;
  onResend: (user: User) => void;
}

export function UserRowMenu({ user, isSelf, onOpen, onToggleBlock, onResend }: UserRowMenuProps) {
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const run = (action: (user: User) => void) => () => {
    setAnchor(null);
    action(user);
  };
  return (
    <>
      <IconButton
        size="small"
        aria-label={translate('app.users.list.moreActions', { name: user.fullName })}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => {
          // The row opens the detail on click: the menu is its own action.
          event.stopPropagation();
          setAnchor(event.currentTarget);
        }}
      >
        <MoreVertRounded fontSize="small" />
      </IconButton>
      <Menu
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        onClick={(event) => event.stopPropagation()}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <MenuItem onClick={run(onOpen)}>
          <ListItemIcon>
            <EditOutlined fontSize="small" />
          </ListItemIcon>
          <ListItemText>{translate('app.users.actions.edit')}</ListItemText>
        </MenuItem>
        {canResendInvitation(user) && (
          <MenuItem onClick={run(onResend)}>
            <ListItemIcon>
              <SendOutlined fontSize="small" />
            </ListItemIcon>
            <ListItemText>{translate('app.users.actions.resend')}</ListItemText>
          </MenuItem>
        )}
        {!isSelf &&
          (user.isBlocked ? (
            <MenuItem onClick={run(onToggleBlock)}>
              <ListItemIcon>
                <LockOpenRounded fontSize="small" />
              </ListItemIcon>
              <ListItemText>{translate('app.users.actions.unblock')}</ListItemText>
            </MenuItem>
          ) : (
            <MenuItem onClick={run(onToggleBlock)} sx={{ color: 'error.main' }}>
              <ListItemIcon sx={{ color: 'inherit' }}>
                <BlockRounded fontSize="small" />
              </ListItemIcon>
              <ListItemText>{translate('app.users.actions.block')}</ListItemText>
            </MenuItem>
          ))}
      </Menu>
    </>
  );
}
