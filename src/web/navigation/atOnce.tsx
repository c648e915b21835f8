/**
 * A component loaded on demand, like React.lazy, except that once its code is here (started with the
 * entry, as the frame and the sign-in page are) it renders in the same pass: React.lazy suspends once
 * even for code already downloaded, which commits the fallback first and then holds the content back
 * for up to 300 ms (React's throttle on revealing a suspended boundary).
 */
import { type ComponentType, use } from 'react';

export interface AtOnce<P extends object> {
  /** Renders the component, suspending (to the nearest Suspense) only while its code is coming. */
  Component: ComponentType<P>;
  /** Starts (once) downloading the code; a failed download stays failed, as with React.lazy. */
  preload: () => Promise<ComponentType<P>>;
}

export function atOnce<P extends object>(load: () => Promise<ComponentType<P>>): AtOnce<P> {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | null = null;
  const preload = () => {
    pending ??= load().then((component) => {
      loaded = component;
      return component;
    });
    return pending;
  };
  // biome-ignore lint/correctness/noComponentHookFactories: made once per loader at a module's top level, as React.lazy makes its component
  function Component(props: P) {
    const Loaded = loaded ?? use(preload());
    return <Loaded {...props} />;
  }
  return { Component, preload };
}
