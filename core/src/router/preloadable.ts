import { createElement, useEffect, useState, type ComponentType } from 'react';

export type PreloadableComponent<P> = ComponentType<P> & { preload(): Promise<ComponentType<P>> };

/**
 * A component whose code loads on first use, like `React.lazy`, but which renders at once when its code is already
 * there (preloaded while the session was restored). `lazy` suspends on its first render whatever happened before, and
 * React holds back the reveal of a Suspense boundary until 300 ms after its fallback appeared: on a returning user's
 * boot that is 300 ms of an empty page with nothing left to wait for. Until the code is there this renders nothing; a
 * failed load is thrown to the nearest error boundary and forgotten, so a later render tries again.
 */
export function preloadable<P extends object>(load: () => Promise<ComponentType<P>>): PreloadableComponent<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = (): Promise<ComponentType<P>> => {
    loading ??= load().then(
      (component) => (loaded = component),
      (err: unknown) => {
        loading = undefined;
        throw err;
      },
    );
    return loading;
  };
  function Preloadable(props: P) {
    const [component, setComponent] = useState<ComponentType<P> | undefined>(() => loaded);
    useEffect(() => {
      if (component) return;
      let alive = true;
      preload().then(
        (c) => alive && setComponent(() => c),
        (err: unknown) =>
          alive &&
          setComponent(() => {
            throw err;
          }),
      );
      return () => {
        alive = false;
      };
    }, [component]);
    return component ? createElement(component, props) : null;
  }
  return Object.assign(Preloadable, { preload });
}
