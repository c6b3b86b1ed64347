import { notifications } from '@mantine/notifications';
import { defaultToasts, errorToastText, toastDurationMs } from '@portal/domain';

export type NotifyKind = 'success' | 'error' | 'info' | 'warning';

export interface NotifyOptions {
  message: string;
  title?: string;
  kind?: NotifyKind;
  /** A sticky toast stays until closed. */
  sticky?: boolean;
  /** Overrides the reading-time duration (e.g. the signed-out toast clears after 10 s). */
  durationMs?: number;
  id?: string;
}

const colors: Record<NotifyKind, string> = { success: 'teal', error: 'red', info: 'blue', warning: 'yellow' };

/** Shows a toast that stays at least 4 s, or 50 ms per character for longer texts (spec 002 §9). */
export function notify({ message, title, kind = 'info', sticky, durationMs, id }: NotifyOptions): string {
  return notifications.show({
    id,
    message,
    title,
    color: colors[kind],
    autoClose: sticky ? false : (durationMs ?? toastDurationMs(message)),
    closeButtonProps: { 'aria-label': 'Close notification' },
  });
}

/** A success toast; without a text of its own it reads the spec's default 'Successfully updated'. */
notify.success = (message: string = defaultToasts.successfullyUpdated, title?: string) =>
  notify({ message, title, kind: 'success' });
/** A setting saved as it changed: the spec's default 'Updated'. */
notify.updated = () => notify({ message: defaultToasts.updated, kind: 'success' });
/** A failure's toast, built from the error (or its text); 'Something went wrong' when it says nothing. */
notify.error = (error?: unknown, title?: string) => notify({ message: errorToastText(error), title, kind: 'error' });
notify.info = (message: string, title?: string) => notify({ message, title, kind: 'info' });
notify.hide = (id: string) => notifications.hide(id);
