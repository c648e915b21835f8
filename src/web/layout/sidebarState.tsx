/**
 * Open/collapsed state of the sidebar. On wide screens the sidebar is docked and collapses to
 * icons; the choice lives in a cookie for 7 days so it survives reloads. Below 1024 px it becomes a
 * temporary drawer, closed until asked for. Ctrl+B (⌘B on a Mac) toggles whichever applies.
 */
import { useMediaQuery } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { BREAKPOINTS, SIDEBAR_COOKIE_DAYS } from '../config';
import { getCookie, setCookie } from '../providers/cookies';

export const SIDEBAR_COOKIE = 'bo_sidebar';
export const SIDEBAR_WIDTH = 280;
export const SIDEBAR_COLLAPSED_WIDTH = 64;

/** Open unless the cookie says the user collapsed it. */
export function readSidebarCookie(): boolean {
  return getCookie(SIDEBAR_COOKIE) !== 'collapsed';
}

export function writeSidebarCookie(open: boolean): void {
  setCookie(SIDEBAR_COOKIE, open ? 'open' : 'collapsed', SIDEBAR_COOKIE_DAYS);
}

/** True for Ctrl+B / ⌘B without other modifiers. */
export function isToggleShortcut(
  event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>,
) {
  return (
    (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'b'
  );
}

export function isMacPlatform(): boolean {
  return typeof navigator !== 'undefined' && /mac|iphone|ipad/i.test(navigator.userAgent);
}

export interface SidebarState {
  /** Below 1024 px: the sidebar is a temporary drawer. */
  isMobile: boolean;
  /** Docked sidebar at full width (true) or icons only (false). */
  expanded: boolean;
  setExpanded(open: boolean): void;
  mobileOpen: boolean;
  setMobileOpen(open: boolean): void;
  /** Collapses/expands the docked sidebar, or opens/closes the drawer on small screens. */
  toggle(): void;
  /** Label of the keyboard shortcut for tooltips ('Ctrl+B' or '⌘B'). */
  shortcut: string;
}

const SidebarContext = createContext<SidebarState | null>(null);

export function SidebarStateProvider({ children }: { children: ReactNode }) {
  const theme = useTheme();
  const isMobile = useMediaQuery(theme.breakpoints.down(BREAKPOINTS.lg), { noSsr: true });
  const [expanded, setExpandedState] = useState(readSidebarCookie);
  const [mobileOpen, setMobileOpen] = useState(false);

  const setExpanded = useCallback((open: boolean) => {
    writeSidebarCookie(open);
    setExpandedState(open);
  }, []);

  const toggle = useCallback(() => {
    if (isMobile) setMobileOpen((open) => !open);
    else setExpanded(!expanded);
  }, [isMobile, expanded, setExpanded]);

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (!isToggleShortcut(event) || event.repeat) return;
      // Ctrl+B is also the browser's bookmarks shortcut: the app's meaning wins inside the app.
      event.preventDefault();
      toggle();
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [toggle]);

  // Leaving the small-screen layout must not leave an invisible drawer open.
  useEffect(() => {
    if (!isMobile) setMobileOpen(false);
  }, [isMobile]);

  const value = useMemo<SidebarState>(
    () => ({
      isMobile,
      expanded,
      setExpanded,
      mobileOpen,
      setMobileOpen,
      toggle,
      shortcut: isMacPlatform() ? '⌘B' : 'Ctrl+B',
    }),
    [isMobile, expanded, setExpanded, mobileOpen, toggle],
  );
  return <SidebarContext.Provider value={value}>{children}</SidebarContext.Provider>;
}

export function useSidebar(): SidebarState {
  const state = useContext(SidebarContext);
  if (!state) throw new Error('useSidebar outside SidebarStateProvider');
  return state;
}
