import { lazy, Suspense, type ComponentProps, type ComponentType, type ReactElement } from 'react';

/**
 * A component whose code loads the first time it is drawn (nothing shows until then): what AppProviders gives
 * the features stays out of the JavaScript every screen loads first (issue 22 §4).
 */
function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>): (props: P) => ReactElement {
  const Loaded = lazy(async () => ({ default: await load() }));
  function LazyComponent(props: P): ReactElement {
    return (
      <Suspense fallback={null}>
        <Loaded {...(props as ComponentProps<typeof Loaded>)} />
      </Suspense>
    );
  }
  return LazyComponent;
}

export const AdoptSignature = lazyComponent(() =>
  import('../features/signatures/components/adopt-signature').then((m) => m.AdoptSignature),
);
export const AdoptedSignatureView = lazyComponent(() =>
  import('../features/signatures/components/adopted-signature-view').then((m) => m.AdoptedSignatureView),
);
export const RecordTagsDialog = lazyComponent(() =>
  import('../features/tags/components/record-tags-dialog').then((m) => m.RecordTagsDialog),
);
export const BulkTagsDialog = lazyComponent(() =>
  import('../features/tags/components/bulk-tags-dialog').then((m) => m.BulkTagsDialog),
);
