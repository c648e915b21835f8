/**
 * A group of the menu (Orders, Inventory…). Expanded it folds open and shut; collapsed to icons it
 * opens a small flyout menu with its items beside the sidebar.
 */
import ExpandMoreRounded from '@mui/icons-material/ExpandMoreRounded';
import {
  Collapse,
  List,
  ListItem,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  ListSubheader,
  Menu,
  MenuItem,
  Tooltip,
} from '@mui/material';
import { alpha } from '@mui/material/styles';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { GroupKey, MenuItem as Section } from '../navigation/menu';
import { MenuEntry } from './MenuEntry';
import { labelSx, rowSx } from './navStyles';
import { GROUP_ICONS, sectionIcon } from './sectionIcons';

export interface MenuGroupProps {
  group: GroupKey;
  items: readonly Section[];
  active: ReadonlySet<string>;
  open: boolean;
  onOpenChange(group: GroupKey, open: boolean): void;
  collapsed: boolean;
  favourites: readonly string[];
  onToggleFavourite(key: string): void;
}

export function MenuGroup(props: MenuGroupProps) {
  const { group, items, active, open, onOpenChange, collapsed, favourites, onToggleFavourite } = props;
  const translate = useTranslate();
  const id = useId();
  const label = translate(`app.groups.${group}`);
  const Icon = GROUP_ICONS[group];
  const holdsActive = items.some((s) => active.has(s.key));

  if (collapsed) return <CollapsedGroup {...props} label={label} holdsActive={holdsActive} />;

  return (
    <ListItem disablePadding sx={{ display: 'block', py: 0.25 }}>
      <ListItemButton
        onClick={() => onOpenChange(group, !open)}
        aria-expanded={open}
        aria-controls={id}
        sx={(theme) => rowSx(theme, { active: holdsActive && !open })}
      >
        <ListItemIcon>
          <Icon />
        </ListItemIcon>
        <ListItemText primary={label} sx={labelSx} />
        <ExpandMoreRounded
          aria-hidden
          sx={{
            ml: 'auto',
            color: 'text.secondary',
            transition: 'transform 160ms',
            transform: open ? 'rotate(0deg)' : 'rotate(-90deg)',
          }}
        />
      </ListItemButton>
      <Collapse in={open} timeout="auto" unmountOnExit>
        <List
          id={id}
          disablePadding
          aria-label={label}
          sx={{
            position: 'relative',
            '&::before': {
              content: '""',
              position: 'absolute',
              left: 27.5,
              top: 4,
              bottom: 4,
              borderLeft: '1px solid',
              borderColor: 'divider',
            },
          }}
        >
          {items.map((section) => (
            <MenuEntry
              key={section.key}
              section={section}
              active={active.has(section.key)}
              favourite={favourites.includes(section.key)}
              onToggleFavourite={onToggleFavourite}
              nested
            />
          ))}
        </List>
      </Collapse>
    </ListItem>
  );
}

function CollapsedGroup({
  group,
  items,
  active,
  label,
  holdsActive,
}: MenuGroupProps & { label: string; holdsActive: boolean }) {
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const Icon = GROUP_ICONS[group];
  return (
    <ListItem disablePadding sx={{ display: 'block', py: 0.25 }}>
      <Tooltip title={anchor ? '' : label} placement="right" arrow>
        <ListItemButton
          aria-label={label}
          aria-haspopup="menu"
          aria-expanded={Boolean(anchor)}
          aria-controls={anchor ? menuId : undefined}
          selected={holdsActive}
          onClick={(event) => setAnchor(event.currentTarget)}
          sx={(theme) => rowSx(theme, { active: holdsActive, collapsed: true })}
        >
          <ListItemIcon>
            <Icon />
          </ListItemIcon>
        </ListItemButton>
      </Tooltip>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'left' }}
        slotProps={{
          paper: {
            sx: { ml: 1, minWidth: 232, borderRadius: 2, border: '1px solid', borderColor: 'divider' },
          },
          list: { 'aria-label': translate('app.layout.nav.groupMenu', { group: label }), dense: true },
        }}
      >
        <ListSubheader
          sx={{ lineHeight: '32px', fontWeight: 700, fontSize: '0.75rem', color: 'text.secondary' }}
        >
          {label}
        </ListSubheader>
        {items.map((section) => {
          const ItemIcon = sectionIcon(section.key, section.group);
          const isActive = active.has(section.key);
          return (
            <MenuItem
              key={section.key}
              component={Link}
              to={section.path}
              selected={isActive}
              aria-current={isActive ? 'page' : undefined}
              onClick={() => setAnchor(null)}
              sx={(theme) => ({
                mx: 0.75,
                borderRadius: 1.5,
                gap: 1.5,
                minHeight: 36,
                color: isActive ? 'primary.main' : 'text.primary',
                fontWeight: isActive ? 600 : 400,
                '&.Mui-selected': { bgcolor: alpha(theme.palette.primary.main, 0.1) },
              })}
            >
              <ItemIcon fontSize="small" sx={{ color: isActive ? 'primary.main' : 'text.secondary' }} />
              {translate(`app.sections.${section.key}`)}
            </MenuItem>
          );
        })}
      </Menu>
    </ListItem>
  );
}
