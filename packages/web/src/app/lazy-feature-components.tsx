import { lazyComponent } from '../components/lazy-component';

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
