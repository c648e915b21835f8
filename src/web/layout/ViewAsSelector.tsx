/** Admins only: pick a role (by display name) to view the product as that role sees it. */
import ExpandMoreRounded from '@mui/icons-material/ExpandMoreRounded';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import {
  Box,
  Button,
  CircularProgress,
  IconButton,
  ListSubheader,
  Menu,
  MenuItem,
  Tooltip,
  Typography,
} from '@mui/material';
import { type MouseEvent, useId, useState } from 'react';
import { useLocale, useTranslate } from 'react-admin';
import { useRoleLabel } from '../roleLabel';
import { useViewAsActions, useViewAsRoles } from './useViewAs';

export function ViewAsSelector({ compact }: { compact: boolean }) {
  const translate = useTranslate();
  const locale = useLocale();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [switching, setSwitching] = useState<string | null>(null);
  const menuId = useId();
  // Fetched when first opened, then cached (5 min fresh) like the original's roles list.
  const roles = useViewAsRoles(Boolean(anchor));
  const { start } = useViewAsActions();
  const label = translate('app.layout.viewAs.button');
  const roleLabel = useRoleLabel();
  const sorted = [...(roles.data ?? [])]
    .map((role) => ({ ...role, displayName: roleLabel(role) }))
    .sort((a, b) => a.displayName.localeCompare(b.displayName, locale));

  async function choose(role: string) {
    setSwitching(role);
    await start(role);
    setSwitching(null);
    setAnchor(null);
  }

  const triggerProps = {
    'aria-haspopup': 'menu' as const,
    'aria-expanded': Boolean(anchor),
    'aria-controls': anchor ? menuId : undefined,
    onClick: (event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget),
  };

  return (
    <>
      {compact ? (
        <Tooltip title={label}>
          <IconButton aria-label={label} {...triggerProps} sx={{ color: 'text.secondary' }}>
            <VisibilityOutlined />
          </IconButton>
        </Tooltip>
      ) : (
        <Button
          variant="outlined"
          color="inherit"
          size="small"
          startIcon={<VisibilityOutlined />}
          endIcon={<ExpandMoreRounded />}
          {...triggerProps}
          sx={{
            color: 'text.secondary',
            borderColor: 'divider',
            px: 1.5,
            height: 36,
            '&:hover': { borderColor: 'text.secondary', bgcolor: 'action.hover' },
          }}
        >
          {label}
        </Button>
      )}
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          paper: {
            sx: { mt: 0.75, minWidth: 240, borderRadius: 2, border: '1px solid', borderColor: 'divider' },
          },
          list: { 'aria-label': translate('app.layout.viewAs.title') },
        }}
      >
        <ListSubheader
          sx={{ lineHeight: '34px', fontSize: '0.75rem', fontWeight: 700, color: 'text.secondary' }}
        >
          {translate('app.layout.viewAs.title')}
        </ListSubheader>
        {roles.isPending && (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, px: 2, py: 1.25 }} role="status">
            <CircularProgress size={16} />
            <Typography variant="body2" color="text.secondary">
              {translate('app.layout.viewAs.loading')}
            </Typography>
          </Box>
        )}
        {roles.isError && (
          <Typography variant="body2" color="error" sx={{ px: 2, py: 1.25 }} role="alert">
            {translate('app.layout.viewAs.loadError')}
          </Typography>
        )}
        {roles.isSuccess && sorted.length === 0 && (
          <Typography variant="body2" color="text.secondary" sx={{ px: 2, py: 1.25 }}>
            {translate('app.layout.viewAs.empty')}
          </Typography>
        )}
        {sorted.map((role) => (
          <MenuItem
            key={role.id}
            disabled={switching !== null}
            onClick={() => choose(role.name)}
            sx={{ mx: 0.75, borderRadius: 1.5, minHeight: 38, justifyContent: 'space-between', gap: 2 }}
          >
            {role.displayName}
            {switching === role.name && <CircularProgress size={16} />}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
