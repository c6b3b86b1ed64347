import path from 'node:path';
import type { Plugin } from 'vite';

/** Mantine's ScrollArea, which every modal and the toasts draw. */
const SCROLL_AREA = /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/]ScrollArea[\\/]ScrollArea\.mjs$/;
export const MERGE_REFS = path.resolve(import.meta.dirname, 'src/lib/merge-refs.ts');

/**
 * Gives Mantine's ScrollArea the app's copy of floating-ui's `useMergeRefs` (src/lib/merge-refs.ts): it is all
 * ScrollArea takes from @floating-ui/react, yet the import put the whole popover engine (15 kB gzipped) in the
 * JavaScript every screen loads first (issue 22 §4). Menus, popovers and tooltips still load floating-ui.
 */
export function scrollAreaMergeRefs(): Plugin {
  return {
    name: 'portal:scroll-area-merge-refs',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === '@floating-ui/react' && importer && SCROLL_AREA.test(importer)) return MERGE_REFS;
      return null;
    },
  };
}
