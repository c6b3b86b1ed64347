import type { Tag } from '@portal/domain';
import { createContext, useContext, type ComponentType } from 'react';

interface TagsDialogBase {
  kind: 'document';
  onClose: () => void;
  onSaved: () => void;
}

/**
 * Editing tags is the tags feature's; features do not import each other, so app/ provides its dialogs and
 * the firm's document tag names here (AppProviders) and the documents screens render what they are given.
 */
export interface TaggingComponents {
  RecordTagsDialog: ComponentType<
    TagsDialogBase & { record: { id: number; name: string; tags: (Tag | string)[] } | null }
  >;
  BulkTagsDialog: ComponentType<TagsDialogBase & { ids: number[] | null }>;
  /** A hook: the firm's document tag names, for choosing tags while uploading. */
  useDocumentTagNames: () => string[];
}

const TaggingComponentsContext = createContext<TaggingComponents | null>(null);

export const TaggingComponentsProvider = TaggingComponentsContext.Provider;

export function useTaggingComponents(): TaggingComponents {
  const components = useContext(TaggingComponentsContext);
  if (!components) throw new Error('TaggingComponentsProvider is missing (app/provider.tsx provides it)');
  return components;
}
