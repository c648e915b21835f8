/**
 * A routed screen as the resources declare it: loaded on demand with the texts it speaks, and
 * shown only when `canAccess` allows its action — otherwise 'Acceso Denegado' naming the section.
 * The same check decides whether its menu item shows.
 */
import { type ComponentType, type ReactElement, Suspense, use } from 'react';
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

interface LoadableScreen {
  /** The screen's component once its code is here. */
  loaded: ComponentType | null;
  /** Starts (once) downloading the screen's code and texts. */
  preload: () => Promise<{ default: ComponentType }>;
}

const loadable = new Map<Loader, LoadableScreen>();

/**
 * A screen loaded on demand, like React.lazy, except that once its code is here (read ahead while
 * the user was about to open it) it renders at once: React.lazy would still suspend for a moment,
 * and React holds a suspended route's content back for up to 300 ms.
 */
function loadableScreen(load: Loader, texts: TextGroup[]): LoadableScreen {
  const known = loadable.get(load);
  if (known) return known;
  let pending: Promise<{ default: ComponentType }> | null = null;
  const made: LoadableScreen = {
    loaded: null,
    preload: () => {
      // A failed download stays failed, as with React.lazy: the error boundary offers a reload.
      pending ??= (texts.length ? withTexts(texts, load) : load()).then((module) => {
        made.loaded = module.default;
        return module;
      });
      return pending;
    },
  };
  loadable.set(load, made);
  return made;
}

function LoadedScreen({ screen }: { screen: LoadableScreen }) {
  const Screen = screen.loaded ?? use(screen.preload()).default;
  return <Screen />;
}

/** Reads a screen's code and texts ahead (e.g. the order page while a row is pointed at). */
export function preloadScreen(load: Loader, texts: TextGroup[] = []): Promise<unknown> {
  return loadableScreen(load, texts).preload();
}

/** The element a Resource or route mounts: the gate around the lazily loaded screen. */
export function screen(load: Loader, access: ScreenAccess, texts: TextGroup[] = []): ReactElement {
  const loadedScreen = loadableScreen(load, texts);
  return (
    <AccessGate access={access}>
      <Suspense fallback={<PageLoader />}>
        <LoadedScreen screen={loadedScreen} />
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
