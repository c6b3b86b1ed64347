import { lazy, useState, type ComponentProps, type ComponentType, type ReactElement } from 'react';

/** A module loaded on demand (`load`), readable at once (`loaded`) after its first load has finished. */
export interface LazyModule<M> {
  load: () => Promise<M>;
  loaded: () => M | undefined;
}

export function lazyModule<M>(importModule: () => Promise<M>): LazyModule<M> {
  let module: M | undefined;
  let pending: Promise<M> | undefined;
  return {
    // A failed load is tried again next time.
    load: () =>
      (pending ??= importModule().then(
        (m) => (module = m),
        (e: unknown) => {
          pending = undefined;
          throw e;
        },
      )),
    loaded: () => module,
  };
}

/**
 * Like React's `lazy`, but drawn at once when its module has already loaded (a loader awaited it): a `lazy`
 * component always suspends on its first draw, and React then holds the revealed screen back up to 300 ms after
 * the fallback (its Suspense throttling), which delayed the first screen's paint (issue 22 §4). The choice is
 * made once per mounted instance, so a screen never switches component type (and state) under the user.
 */
export function preloadedLazy<M, P extends object>(
  code: LazyModule<M>,
  pick: (module: M) => ComponentType<P>,
): (props: P) => ReactElement {
  const Lazy = lazy(async () => ({ default: pick(await code.load()) }));
  function PreloadedLazy(props: P): ReactElement {
    const [Loaded] = useState(() => {
      const module = code.loaded();
      return module ? pick(module) : undefined;
    });
    return Loaded ? <Loaded {...props} /> : <Lazy {...(props as ComponentProps<typeof Lazy>)} />;
  }
  return PreloadedLazy;
}
