/**
 * The sidebar's navigation, driven by the menu metadata: Home, the user's favourites, then each
 * group with the items `canAccess` lets the viewer open (a group with none is left out). Skeleton rows stand in
 * while identity and permissions load, so nothing jumps when they arrive.
 */
import TuneRounded from '@mui/icons-material/TuneRounded';
import { Box, Divider, IconButton, List, Skeleton, Tooltip, Typography } from '@mui/material';
import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { useFirstScreenDone } from '../navigation/firstScreen';
import { GROUPS, type GroupKey, itemsOf, type MenuItem as Section } from '../navigation/menu';
import { useAllowedMenu } from '../navigation/useAllowedMenu';
import { useFavourites } from './FavouritesContext';
import { FavouritesDialog } from './FavouritesDialog';
import { visibleFavourites } from './favourites';
import { MenuEntry } from './MenuEntry';
import { MenuGroup } from './MenuGroup';
import { activeGroups, activeKeys } from './menuModel';
import { overlineSx } from './navStyles';
import { useSidebar } from './sidebarState';

export function AppMenu() {
  const translate = useTranslate();
  const { items: allowed, isPending } = useAllowedMenu();
  // A cold load's first screen comes first; the placeholder rows keep the menu's place meanwhile.
  const firstScreenDone = useFirstScreenDone();
  const isLoading = isPending || !firstScreenDone;
  const { pathname } = useLocation();
  const sidebar = useSidebar();
  const collapsed = !sidebar.isMobile && !sidebar.expanded;
  const favourites = useFavourites();
  const [openGroups, setOpenGroups] = useState<ReadonlySet<GroupKey>>(new Set());
  const [managing, setManaging] = useState(false);
  const favouritesHeading = useId();

  const { top, groups, all } = useMemo(() => {
    const top = itemsOf(allowed);
    const groups = GROUPS.map((group) => ({ group, items: itemsOf(allowed, group) })).filter(
      (g) => g.items.length > 0,
    );
    return { top, groups, all: [...top, ...groups.flatMap((g) => g.items)] };
  }, [allowed]);

  const active = useMemo(() => activeKeys(pathname, all), [pathname, all]);
  const groupsToOpen = [...activeGroups(active, all)].join();

  // The group holding the current page opens on each navigation; others keep what the user chose.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reopens on every navigation, not only when the group changes
  useEffect(() => {
    if (!groupsToOpen) return;
    setOpenGroups((open) => new Set([...open, ...(groupsToOpen.split(',') as GroupKey[])]));
  }, [groupsToOpen, pathname]);

  const favouriteSections = useMemo(() => {
    const byKey = new Map<string, Section>(all.map((s) => [s.key, s]));
    return visibleFavourites(
      favourites.list,
      all.map((s) => s.key),
    ).flatMap((key) => byKey.get(key) ?? []);
  }, [favourites.list, all]);
  const visibleKeys = favouriteSections.map((s) => s.key);

  const setGroupOpen = (group: GroupKey, open: boolean) =>
    setOpenGroups((current) => {
      const next = new Set(current);
      if (open) next.add(group);
      else next.delete(group);
      return next;
    });

  const entry = (section: Section) => (
    <MenuEntry
      key={section.key}
      section={section}
      active={active.has(section.key)}
      collapsed={collapsed}
      favourite={favourites.list.includes(section.key)}
      onToggleFavourite={favourites.toggle}
    />
  );

  return (
    <Box
      component="nav"
      aria-label={translate('app.layout.nav.label')}
      aria-busy={isLoading || undefined}
      sx={{ pb: 1.5 }}
    >
      {isLoading ? (
        <MenuSkeleton collapsed={collapsed} label={translate('app.layout.nav.loading')} />
      ) : (
        <>
          <List disablePadding sx={{ pt: 1 }}>
            {top.map(entry)}
          </List>

          {collapsed ? (
            favouriteSections.length > 0 && (
              <>
                <Divider sx={{ mx: 2, my: 1 }} />
                <List disablePadding aria-label={translate('app.layout.favourites.title')}>
                  {favouriteSections.map(entry)}
                </List>
              </>
            )
          ) : (
            <Box component="section" aria-labelledby={favouritesHeading}>
              <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', pr: 1.5 }}>
                <Typography component="h2" id={favouritesHeading} sx={overlineSx}>
                  {translate('app.layout.favourites.title')}
                </Typography>
                <Tooltip title={translate('app.layout.favourites.manage')}>
                  <IconButton
                    size="small"
                    aria-label={translate('app.layout.favourites.manage')}
                    aria-haspopup="dialog"
                    onClick={() => setManaging(true)}
                    sx={{ mt: 1, color: 'text.secondary', '& .MuiSvgIcon-root': { fontSize: 18 } }}
                  >
                    <TuneRounded />
                  </IconButton>
                </Tooltip>
              </Box>
              {favouriteSections.length > 0 ? (
                <List disablePadding aria-labelledby={favouritesHeading}>
                  {favouriteSections.map(entry)}
                </List>
              ) : (
                <Typography
                  variant="body2"
                  color="text.secondary"
                  sx={{ px: 2.25, fontSize: '0.8rem', lineHeight: 1.45 }}
                >
                  {translate('app.layout.favourites.hint')}
                </Typography>
              )}
            </Box>
          )}

          {groups.length > 0 &&
            (collapsed ? (
              <Divider sx={{ mx: 2, my: 1 }} />
            ) : (
              <Typography component="h2" sx={overlineSx}>
                {translate('app.layout.nav.sections')}
              </Typography>
            ))}
          <List disablePadding aria-label={translate('app.layout.nav.sections')}>
            {groups.map(({ group, items }) => (
              <MenuGroup
                key={group}
                group={group}
                items={items}
                active={active}
                open={openGroups.has(group)}
                onOpenChange={setGroupOpen}
                collapsed={collapsed}
                favourites={favourites.list}
                onToggleFavourite={favourites.toggle}
              />
            ))}
          </List>
        </>
      )}
      <FavouritesDialog
        open={managing}
        onClose={() => setManaging(false)}
        items={favouriteSections}
        onMove={(key, direction) => favourites.move(key, direction, visibleKeys)}
        onRemove={favourites.remove}
      />
    </Box>
  );
}

const SKELETON_WIDTHS = [58, 72, 64, 80, 52, 68, 76, 60];

function MenuSkeleton({ collapsed, label }: { collapsed: boolean; label: string }) {
  return (
    <Box role="status" aria-label={label} sx={{ pt: 1 }}>
      {SKELETON_WIDTHS.map((width, i) => (
        <Box
          // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholder rows
          key={i}
          sx={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: collapsed ? 'center' : 'flex-start',
            gap: 1.5,
            height: 40,
            mx: 1,
            my: 0.25,
            px: collapsed ? 0 : 1.25,
          }}
        >
          <Skeleton variant="rounded" width={20} height={20} />
          {!collapsed && <Skeleton variant="text" width={`${width}%`} height={18} />}
        </Box>
      ))}
    </Box>
  );
}
