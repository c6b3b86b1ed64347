import { lazy, Suspense, type ComponentProps, type ComponentType, type ReactElement, type ReactNode } from 'react';

/**
 * A component whose code loads the first time it is drawn (`fallback`, nothing by default, shows until then):
 * what a screen draws below or beside its first view stays out of the JavaScript the screen loads first
 * (issue 22 §4). `load` may be called ahead (on hover, by a loader) to have the code by the time it is drawn.
 */
export function lazyComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: ReactNode = null,
): (props: P) => ReactElement {
  const Loaded = lazy(async () => ({ default: await load() }));
  function LazyComponent(props: P): ReactElement {
    return (
      <Suspense fallback={fallback}>
        <Loaded {...(props as ComponentProps<typeof Loaded>)} />
      </Suspense>
    );
  }
  return LazyComponent;
}
