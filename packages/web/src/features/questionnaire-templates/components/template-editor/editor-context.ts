import { createContext, useContext } from 'react';
import type { EditorTemplate } from './template-tree';
import type { FieldErrors } from './use-template-draft';

export interface EditorContextValue {
  update: (fn: (t: EditorTemplate) => EditorTemplate) => void;
  errors: FieldErrors;
  /** A built-in template: shown, not edited. */
  readOnly: boolean;
}

/**
 * The nested editors reach the draft's updater and its errors here instead of through every level. The
 * whole draft is a context of its own, read only by the few parts that look across sections (triggers), so
 * that typing in one question does not re-render every other question.
 */
export const EditorContext = createContext<EditorContextValue | null>(null);
export const DraftContext = createContext<EditorTemplate | null>(null);

export function useEditor(): EditorContextValue {
  const value = useContext(EditorContext);
  if (!value) throw new Error('useEditor needs an EditorContext provider');
  return value;
}

export function useDraft(): EditorTemplate {
  const value = useContext(DraftContext);
  if (!value) throw new Error('useDraft needs a DraftContext provider');
  return value;
}
