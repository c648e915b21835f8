/**
 * Checks the current path against the section table: without access the no-access screen names
 * the section. While loading (or signed out) access is allowed, as in the original.
 */
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { canOpen, sectionForPath } from '../navigation/sections';
import { NoAccess } from './NoAccess';
import { useViewer } from './useViewer';

export function RouteGuard({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const { viewer, isLoading } = useViewer();
  const section = sectionForPath(pathname);
  if (isLoading || !viewer || !section || canOpen(section, viewer)) return <>{children}</>;
  return <NoAccess sectionKey={section.key} />;
}
