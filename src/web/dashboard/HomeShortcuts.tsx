/**
 * The home's shortcuts: the screens of everyday work the user may open (the same `canAccess`
 * answer as the sidebar), as large links. Sections still in preparation are left out: a shortcut
 * leads somewhere useful.
 */
import { Box, ButtonBase, Paper, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { sectionIcon } from '../layout/sectionIcons';
import { useAllowedMenu } from '../navigation/useAllowedMenu';
import { useAppTranslate } from '../providers/appTranslate';

/** The menu keys offered at home, in this order, when the user may open them. */
export const HOME_SHORTCUTS = [
  'orders-create',
  'orders',
  'orders-pending-released',
  'inventory',
  'customers',
  'customer-credit-terms',
] as const;

export function HomeShortcuts() {
  const t = useAppTranslate();
  const { items } = useAllowedMenu();
  const shortcuts = HOME_SHORTCUTS.flatMap((key) => {
    const item = items.find((i) => i.key === key);
    return item ? [{ key, item }] : [];
  });
  if (shortcuts.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="home-shortcuts-title" data-testid="home-shortcuts">
      <Typography id="home-shortcuts-title" component="h2" variant="h6" sx={{ fontWeight: 600, mb: 1.5 }}>
        {t('app.dashboard.shortcuts.title')}
      </Typography>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: {
            xs: 'repeat(2, minmax(0, 1fr))',
            md: 'repeat(auto-fill, minmax(200px, 1fr))',
          },
        }}
      >
        {shortcuts.map(({ key, item }) => {
          const Icon = sectionIcon(key, item.group);
          return (
            <li key={key}>
              <Paper variant="outlined" sx={{ borderRadius: 2, height: 1 }}>
                <ButtonBase
                  component={Link}
                  to={item.path}
                  sx={(theme) => ({
                    width: 1,
                    height: 1,
                    p: 2,
                    gap: 1.5,
                    justifyContent: 'flex-start',
                    textAlign: 'left',
                    borderRadius: 2,
                    '&:hover': { bgcolor: 'action.hover' },
                    '&.Mui-focusVisible': {
                      outline: `2px solid ${theme.palette.primary.main}`,
                      outlineOffset: 2,
                    },
                  })}
                >
                  <Icon color="primary" aria-hidden />
                  <Typography sx={{ fontWeight: 600, minWidth: 0, overflowWrap: 'break-word' }}>
                    {t(`app.sections.${key}`)}
                  </Typography>
                </ButtonBase>
              </Paper>
            </li>
          );
        })}
      </Box>
    </Box>
  );
}
