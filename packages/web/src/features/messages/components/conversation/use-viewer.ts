import { can, type CurrentUserResponse } from '@portal/domain';
import { createContext, useContext } from 'react';
import { actorOf } from '../../../../app/firm-scope';
import { useSession } from '../../../../app/session';

/** What the conversation needs to know about the signed-in user and their firm. */
export interface Viewer {
  userId: number | null;
  readonly: boolean;
  tagsDisabled: boolean;
  canManageParticipants: boolean;
  /**
   * Set when someone else looks through this user's eyes (the client preview, issue 21 §4): nothing is
   * written, not even "seen", and this says why.
   */
  lookingOnly?: string;
}

export function viewerOf(session: CurrentUserResponse | null): Viewer {
  if (!session) return { userId: null, readonly: true, tagsDisabled: true, canManageParticipants: false };
  return {
    userId: session.user.id,
    readonly: session.user.readonly_access,
    tagsDisabled: session.firm.preferences.message_tags_disabled,
    canManageParticipants: can(actorOf(session), 'conversations.manage_participants'),
  };
}

/**
 * The session as the app's root loader left it. The view's props are fixed by the screens that
 * render it, so the session is read here rather than passed down.
 */
export function useViewer(): Viewer {
  const shown = useContext(ShownViewer);
  const session = useSession();
  return shown ?? viewerOf(session);
}

const ShownViewer = createContext<Viewer | null>(null);
/** The client preview shows the conversation as this viewer (the client), instead of the signed-in user. */
export const ShownViewerProvider = ShownViewer.Provider;
