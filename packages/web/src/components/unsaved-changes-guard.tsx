import { useEffect, type RefObject } from 'react';
import { useBlocker } from 'react-router';
import { ConfirmDialog } from './confirm-dialog';

export interface UnsavedChangesGuardProps {
  /** Whether there is something to lose. */
  dirty: boolean;
  /**
   * Set just before a navigation the screen makes on purpose (after a save, or a discard already agreed):
   * the state that clears `dirty` is not applied yet when that navigation starts.
   */
  allowNext?: RefObject<boolean>;
  title: string;
  message: string;
  confirmLabel: string;
}

/**
 * Leaving a screen with unsaved changes asks first: a link, Back or the screen's own Cancel opens the
 * question (the router's blocker), closing or reloading the tab opens the browser's own (beforeunload).
 * Changing only the query string or hash stays on the screen and is let through.
 */
export function UnsavedChangesGuard({ dirty, allowNext, title, message, confirmLabel }: UnsavedChangesGuardProps) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && !allowNext?.current && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!dirty) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  return (
    <ConfirmDialog
      opened={blocker.state === 'blocked'}
      title={title}
      message={message}
      confirmLabel={confirmLabel}
      danger
      onClose={() => blocker.reset?.()}
      onConfirm={() => blocker.proceed?.()}
    />
  );
}
