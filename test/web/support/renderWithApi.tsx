/** A screen or section rendered for a signed-in viewer, talking to the API (answered by msw): renderAdmin with a viewer. */
import type { ReactElement } from 'react';
import type { Locale } from '../../../src/domain/i18n';
import { renderAdmin, type Viewer } from './renderAdmin';

export interface ApiViewer extends Omit<Viewer, 'profile'> {
  /** Who the header shows (and whose preferences the screen reads). */
  identity?: { id: string | number; fullName?: string; profile?: Viewer['profile'] };
}

export function renderWithApi(
  ui: ReactElement,
  { identity, locale = 'es', ...viewer }: ApiViewer & { locale?: Locale },
) {
  return renderAdmin(ui, {
    locale,
    viewer: {
      ...viewer,
      ...(identity
        ? { id: String(identity.id), fullName: identity.fullName ?? 'Ana Robles', profile: identity.profile }
        : {}),
    },
  });
}
