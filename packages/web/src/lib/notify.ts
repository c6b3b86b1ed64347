import { notifications } from '@mantine/notifications';
import { toastDurationMs } from '@portal/domain';

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

notify.success = (message: string, title?: string) => notify({ message, title, kind: 'success' });
notify.error = (message: string, title?: string) => notify({ message, title, kind: 'error' });
notify.info = (message: string, title?: string) => notify({ message, title, kind: 'info' });
notify.hide = (id: string) => notifications.hide(id);
