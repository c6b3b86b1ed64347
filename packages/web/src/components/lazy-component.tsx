import { Suspense, type ComponentType, type ReactElement, type ReactNode } from 'react';
import { lazyModule, preloadedLazy } from './preloaded-lazy';

/**
 * A component whose code loads the first time it is drawn (`fallback`, nothing by default, shows until then):
 * what a screen draws below or beside its first view stays out of the JavaScript the screen loads first
 * (issue 22 §4). `load` may be called ahead (on hover, by a loader) to have the code by the time it is drawn.
 * Drawn again once its code has come, it shows at once (preloaded-lazy.tsx); a failed load is tried again.
 */
export function lazyComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: ReactNode = null,
): (props: P) => ReactElement {
  const Loaded = preloadedLazy(lazyModule(load), (component) => component);
  function LazyComponent(props: P): ReactElement {
    return (
      <Suspense fallback={fallback}>
        <Loaded {...props} />
      </Suspense>
    );
  }
  return LazyComponent;
}
