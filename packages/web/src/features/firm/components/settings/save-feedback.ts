import { isApiError } from '../../../../lib/api-client';
import { notify } from '../../../../lib/notify';

/** Firm settings speak with the spec's default toasts (spec 002 §8): 'Updated', 'Failed to update'. */
export const settingsSaved = () => notify.updated();

/** 'Failed to update' with the server's reason; field errors go back onto the form that kept the values. */
export function settingsFailed(error: unknown, setErrors?: (fields: Record<string, string>) => void) {
  if (isApiError(error) && error.fields && setErrors) setErrors(error.fields);
  notify({
    kind: 'error',
    title: 'Failed to update',
    message: error instanceof Error ? error.message : 'Failed to update',
  });
}
