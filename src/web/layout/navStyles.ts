/** Shared look of the sidebar rows: 40 px high, rounded, tenant colour when active. */
import { alpha, type Theme } from '@mui/material/styles';
import type { SystemStyleObject } from '@mui/system';

export const ROW_HEIGHT = 40;

export function rowSx(theme: Theme, { active = false, collapsed = false } = {}): SystemStyleObject<Theme> {
  return {
    minHeight: ROW_HEIGHT,
    borderRadius: 2,
    mx: 1,
    px: collapsed ? 0 : 1.25,
    justifyContent: collapsed ? 'center' : 'flex-start',
    gap: 1.5,
    color: active ? theme.palette.primary.main : theme.palette.text.primary,
    fontWeight: active ? 600 : 500,
    transition: theme.transitions.create(['background-color', 'color'], { duration: 120 }),
    '& .MuiListItemIcon-root': {
      minWidth: 0,
      color: active ? theme.palette.primary.main : theme.palette.text.secondary,
    },
    '& .MuiSvgIcon-root': { fontSize: 20 },
    '&:hover': { bgcolor: active ? alpha(theme.palette.primary.main, 0.14) : theme.palette.action.hover },
    '&.Mui-selected, &.Mui-selected:hover': {
      bgcolor: alpha(theme.palette.primary.main, active ? 0.1 : 0.06),
    },
    '&.Mui-focusVisible': {
      outline: `2px solid ${theme.palette.primary.main}`,
      outlineOffset: -2,
      bgcolor: 'transparent',
    },
  };
}

/** A long label wraps onto a second line rather than being cut: the whole name is always readable. */
export const labelSx = {
  m: 0,
  py: 0.5,
  '& .MuiListItemText-primary': {
    fontSize: '0.875rem',
    fontWeight: 'inherit',
    lineHeight: 1.3,
    overflowWrap: 'break-word',
  },
} as const;

export const overlineSx = {
  px: 2.25,
  pt: 2,
  pb: 0.75,
  fontSize: '0.7rem',
  fontWeight: 700,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  color: 'text.secondary',
} as const;
