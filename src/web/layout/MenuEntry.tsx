/**
 * One menu item: a link to its section with its icon, and a star that pins it to the favourites.
 * Collapsed to icons it keeps only the link, named by a tooltip and its aria-label.
 */
import StarOutlineRounded from '@mui/icons-material/StarOutlineRounded';
import StarRounded from '@mui/icons-material/StarRounded';
import { IconButton, ListItem, ListItemButton, ListItemIcon, ListItemText, Tooltip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { MenuItem as Section } from '../navigation/menu';
import { labelSx, rowSx } from './navStyles';
import { sectionIcon } from './sectionIcons';

export interface MenuEntryProps {
  section: Section;
  active: boolean;
  collapsed?: boolean;
  favourite: boolean;
  onToggleFavourite(key: string): void;
  /** Items inside a group sit a step to the right of the group's title. */
  nested?: boolean;
}

export function MenuEntry({
  section,
  active,
  collapsed,
  favourite,
  onToggleFavourite,
  nested,
}: MenuEntryProps) {
  const translate = useTranslate();
  const label = translate(`app.sections.${section.key}`);
  const Icon = sectionIcon(section.key, section.group);

  if (collapsed) {
    return (
      <ListItem disablePadding sx={{ display: 'block', py: 0.25 }}>
        <Tooltip title={label} placement="right" arrow>
          <ListItemButton
            component={Link}
            to={section.path}
            selected={active}
            aria-current={active ? 'page' : undefined}
            aria-label={label}
            sx={(theme) => rowSx(theme, { active, collapsed: true })}
          >
            <ListItemIcon>
              <Icon />
            </ListItemIcon>
          </ListItemButton>
        </Tooltip>
      </ListItem>
    );
  }

  const starLabel = translate(favourite ? 'app.layout.favourites.remove' : 'app.layout.favourites.add', {
    name: label,
  });
  return (
    <ListItem
      disablePadding
      sx={{
        display: 'block',
        py: 0.25,
        '& .MuiListItemSecondaryAction-root': { right: 10 },
        '& .fav-star': { opacity: favourite ? 1 : 0, transition: 'opacity 120ms' },
        '&:hover .fav-star, & .fav-star:focus-visible': { opacity: 1 },
        '@media (hover: none)': { '& .fav-star': { opacity: favourite ? 1 : 0.55 } },
      }}
      secondaryAction={
        <Tooltip title={starLabel} placement="right">
          <IconButton
            className="fav-star"
            size="small"
            aria-label={starLabel}
            aria-pressed={favourite}
            onClick={() => onToggleFavourite(section.key)}
            sx={{
              color: favourite ? 'warning.main' : 'text.secondary',
              '& .MuiSvgIcon-root': { fontSize: 18 },
            }}
          >
            {favourite ? <StarRounded /> : <StarOutlineRounded />}
          </IconButton>
        </Tooltip>
      }
    >
      <ListItemButton
        component={Link}
        to={section.path}
        selected={active}
        aria-current={active ? 'page' : undefined}
        sx={(theme) => ({
          ...rowSx(theme, { active }),
          pr: 3.75,
          ...(nested ? { pl: 3.5, gap: 1.25, '& .MuiSvgIcon-root': { fontSize: 18 } } : {}),
        })}
      >
        <ListItemIcon>
          <Icon />
        </ListItemIcon>
        <ListItemText primary={label} sx={labelSx} />
      </ListItemButton>
    </ListItem>
  );
}
