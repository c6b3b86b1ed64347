import '@mantine/notifications/styles.css';
import { Notifications } from '@mantine/notifications';
import toastClasses from './toasts.module.css';

/**
 * Where toasts show, top right below the header. Loaded after the first screen (provider.tsx): a toast
 * asked for before is kept by the notifications store and shown once this is drawn.
 */
export function Toasts() {
  return <Notifications position="top-right" zIndex={1000} classNames={{ root: toastClasses.root }} />;
}
