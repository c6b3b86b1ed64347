import { Navigate } from 'react-router';
import { PageLoader } from '../../components/page-loader';
import { useEntityConversations } from '../../features/conversation-list/api/entity-conversations';
import { ConversationList } from '../../features/conversation-list/components/conversation-list';
import { MessagesLayout } from '../../features/conversation-list/components/messages-layout';
import { useCurrentEntityDetail } from '../entity-outlet';
import { AddEntityButton, MassEmailButton, staffConversationPath } from './messages-shared';

/** /admin/{hash}/messages: the entity's conversations; its only one opens directly. */
export function Component() {
  const entity = useCurrentEntityDetail();
  const conversations = useEntityConversations(entity.id);
  if (conversations.isPending) return <PageLoader />;
  const only = conversations.data?.conversations.length === 1 ? conversations.data.conversations[0] : undefined;
  if (only)
    return <Navigate to={staffConversationPath({ ...only, relevant_company_hash_id: entity.hash_id })} replace />;
  return (
    <MessagesLayout
      list={
        <ConversationList
          audience="staff"
          companyId={entity.id}
          selectedId={null}
          linkTo={staffConversationPath}
          emptyActions={<AddEntityButton />}
          massEmail={<MassEmailButton />}
        />
      }
    />
  );
}
