import { can, type CurrentUserResponse } from '@portal/domain';
import { actorOf } from '../../../../app/firm-scope';
import { useSession } from '../../../../app/session';

/** What the conversation needs to know about the signed-in user and their firm. */
export interface Viewer {
  userId: number | null;
  readonly: boolean;
  tagsDisabled: boolean;
  canManageParticipants: boolean;
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
export const useViewer = (): Viewer => viewerOf(useSession());
