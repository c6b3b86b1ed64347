import { templateInputSchema, type TemplateInput } from '@portal/domain';
import { useCallback, useMemo, useRef, useState } from 'react';
import { draftToInput } from './template-convert';
import type { EditorTemplate } from './template-tree';

/** Messages by issue path ('name', 'sections.0.questions.1.text'); the first issue of a path wins. */
export type FieldErrors = Record<string, string>;

export function validateDraft(draft: EditorTemplate): { input: TemplateInput | null; errors: FieldErrors } {
  const result = templateInputSchema.safeParse(draftToInput(draft));
  if (result.success) return { input: result.data, errors: {} };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const path = issue.path.join('.');
    errors[path] ??= issue.message;
  }
  return { input: null, errors };
}

function sameErrors(a: FieldErrors, b: FieldErrors): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((k) => a[k] === b[k]);
}

/**
 * The draft being edited. Once a save has been tried, errors follow every change, so a message goes away as
 * soon as its field is fixed; before that the form stays quiet while the user types.
 */
export function useTemplateDraft(initial: EditorTemplate) {
  const [draft, setDraft] = useState(initial);
  const [dirty, setDirty] = useState(false);
  const [validating, setValidating] = useState(false);
  const [serverFields, setServerFields] = useState<FieldErrors>({});

  const update = useCallback((fn: (t: EditorTemplate) => EditorTemplate) => {
    setDraft(fn);
    setDirty(true);
  }, []);

  const clientErrors = useMemo(() => (validating ? validateDraft(draft).errors : {}), [draft, validating]);
  // The same messages keep the same object, so memoised editors are not re-rendered for nothing.
  const lastErrors = useRef<FieldErrors>({});
  const errors = useMemo(() => {
    const next = { ...serverFields, ...clientErrors };
    if (!sameErrors(lastErrors.current, next)) lastErrors.current = next;
    return lastErrors.current;
  }, [serverFields, clientErrors]);

  /** Validates for a save: the input to send, or null (the errors then show). */
  const prepare = () => {
    setValidating(true);
    setServerFields({});
    return validateDraft(draft).input;
  };

  return { draft, update, dirty, errors, prepare, setServerFields, markSaved: () => setDirty(false) };
}

export type TemplateDraft = ReturnType<typeof useTemplateDraft>;
