/**
 * The screen of each section (by menu key), loaded on demand. A section without a screen yet shows
 * the "in preparation" page; each business area adds its screens here.
 */
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

export const sectionPages: Record<string, LazyExoticComponent<ComponentType>> = {
  dashboard: lazy(() => import('./dashboard/HomePage')),
};
