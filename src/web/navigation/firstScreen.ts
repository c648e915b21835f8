/**
 * The first screen of a page load before the frame's extras. On a cold load the main thread renders
 * the frame and the screen in the same passes; the frame's menu (every section, the favourites), the
 * notifications bell (and its request) are not what the visitor came for, so they mount once the
 * first screen has shown what it waits for (a screen that holds, e.g. the order list until its first
 * rows) and the browser has had an idle moment after painting it — at the latest
 * `FIRST_SCREEN_MAX_MS` after they were first asked for. Their places are kept meanwhile (the
 * menu's placeholder rows, the bell's button size), so nothing moves when they come. Once shown,
 * for the rest of the page's life: later screens and navigations render them at once.
 */
import { startTransition, useEffect, useLayoutEffect, useState } from 'react';

/** At the latest this long after the frame first asked, whatever holds. */
export const FIRST_SCREEN_MAX_MS = 3_000;
/** How long an idle moment may be waited for once nothing holds. */
const IDLE_TIMEOUT_MS = 500;

let shown = false;
let started = false;
let painted = false;
let holds = 0;
const listeners = new Set<() => void>();

function show() {
  if (shown) return;
  shown = true;
  // A transition: React renders the extras in slices and lets a click (the next page, a row) go
  // first instead of making it wait for the whole mount.
  startTransition(() => {
    for (const listener of listeners) listener();
  });
}

function whenIdle(work: () => void) {
  if (typeof window.requestIdleCallback === 'function')
    window.requestIdleCallback(work, { timeout: IDLE_TIMEOUT_MS });
  else setTimeout(work, 0);
}

/** Shows the extras at the next idle moment if the first paint is done and nothing holds then. */
function settle() {
  if (shown || !painted || holds > 0) return;
  whenIdle(() => {
    if (holds === 0) show();
  });
}

function start() {
  if (started) return;
  started = true;
  const afterPaint = () =>
    setTimeout(() => {
      painted = true;
      settle();
    }, 0);
  // The task after the next animation frame: the first frame has been painted.
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(afterPaint);
  else afterPaint();
  setTimeout(show, FIRST_SCREEN_MAX_MS);
}

/** Whether the frame's extras may render: false during a cold load's first screen. */
export function useFirstScreenDone(): boolean {
  const [done, setDone] = useState(shown);
  useEffect(() => {
    if (shown) {
      setDone(true);
      return;
    }
    const listener = () => setDone(true);
    listeners.add(listener);
    start();
    return () => {
      listeners.delete(listener);
    };
  }, []);
  return done;
}

/** Held by a screen while the content the visitor came for is coming (no effect once shown). */
export function useHoldFirstScreen(holding: boolean) {
  useLayoutEffect(() => {
    if (!holding || shown) return;
    holds += 1;
    return () => {
      holds -= 1;
      settle();
    };
  }, [holding]);
}
