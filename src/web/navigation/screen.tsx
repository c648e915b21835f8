/**
 * A routed screen as the resources declare it: loaded on demand with the texts it speaks, and
 * shown only when `canAccess` allows its action — otherwise 'Acceso Denegado' naming the section.
 * The same check decides whether its menu item shows.
 */
import { type ComponentType, lazy, type ReactElement, Suspense } from 'react';
import { CanAccess } from 'react-admin';
import type { TextGroup } from '../../../i18n/areas';
import type { AccessResource } from '../../domain/access';
import { withTexts } from '../providers/i18n';
import { NoAccess } from './NoAccess';
import { PageLoader } from './PageLoader';

export interface ScreenAccess {
  resource: AccessResource;
  action: string;
  /** The section named by the refusal (its text is `app.sections.<section>`). */
  section: string;
}

type Loader = () => Promise<{ default: ComponentType }>;

/** Asks `canAccess` for the screen's action before rendering it. */
export function AccessGate({ access, children }: { access: ScreenAccess; children: ReactElement }) {
  return (
    <CanAccess
      resource={access.resource}
      action={access.action}
      loading={<PageLoader />}
      accessDenied={<NoAccess sectionKey={access.section} />}
    >
      {children}
    </CanAccess>
  );
}

/** The element a Resource or route mounts: the gate around the lazily loaded screen. */
export function screen(load: Loader, access: ScreenAccess, texts: TextGroup[] = []): ReactElement {
  const Screen = lazy(texts.length ? () => withTexts(texts, load) : load);
  return (
    <AccessGate access={access}>
      <Suspense fallback={<PageLoader />}>
        <Screen />
      </Suspense>
    </AccessGate>
  );
}

/** A named export as the default a lazy component needs. */
export function named<K extends string, P = object>(
  load: () => Promise<Record<NoInfer<K>, ComponentType<P>>>,
  name: K,
): () => Promise<{ default: ComponentType<P> }> {
  return () => load().then((m) => ({ default: m[name] }));
}

/** A section whose screens come in a later release: the gate, then the plain 'in preparation' page. */
export function pendingScreen(access: ScreenAccess): ReactElement {
  const section = access.section;
  return screen(
    () =>
      import('./SectionPending').then((m) => ({
        default: () => <m.SectionPending section={section} />,
      })),
    access,
  );
}
