import { useTags } from './get-tags';

/** The firm's document tag names (what the documents feature offers while uploading). */
export function useDocumentTagNames(): string[] {
  const tags = useTags();
  return (tags.data?.document_tags ?? []).map((t) => t.name);
}
