import { useCallback, useMemo, useRef, type Ref, type RefCallback } from 'react';

/**
 * Several refs as one callback ref, each ref's cleanup run when the element goes: @floating-ui/react's
 * `useMergeRefs` (MIT), the one thing Mantine's ScrollArea takes from it. The build gives ScrollArea this
 * copy (packages/web/vite.config.ts), so every screen's modals and toasts do not load the popover engine.
 */
export function useMergeRefs<T>(refs: Array<Ref<T> | undefined>): RefCallback<T> | null {
  const cleanupRef = useRef<(() => void) | undefined>(undefined);
  const refEffect = useCallback(
    (instance: T) => {
      const cleanups = refs.map((ref) => {
        if (ref == null) return undefined;
        if (typeof ref === 'function') {
          const cleanup = ref(instance);
          return typeof cleanup === 'function' ? cleanup : () => void ref(null);
        }
        ref.current = instance;
        return () => {
          ref.current = null;
        };
      });
      return () => cleanups.forEach((cleanup) => cleanup?.());
    },
    // The refs themselves are the dependencies, as in floating-ui.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    refs,
  );
  return useMemo(
    () => {
      if (refs.every((ref) => ref == null)) return null;
      return (value: T | null) => {
        cleanupRef.current?.();
        cleanupRef.current = undefined;
        if (value != null) cleanupRef.current = refEffect(value);
      };
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    refs,
  );
}
