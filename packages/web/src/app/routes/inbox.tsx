import { Navigate } from 'react-router';
import { PageLoader } from '../../components/page-loader';
import { useMyEntities } from '../../features/entities/api/get-my-entities';
import { useClientConversations } from '../../features/conversation-list/api/entity-conversations';
import { ConversationList } from '../../features/conversation-list/components/conversation-list';
import { MessagesLayout } from '../../features/conversation-list/components/messages-layout';
import { useCurrentEntity } from '../current-entity';
import { clientConversationPath, ConversationIdRedirect, useConversationIdParam } from './messages-shared';

function CurrentEntityInbox() {
  const { current } = useCurrentEntity();
  // The current entity is known once the client's entities are: until then the list would be the wrong one.
  const mine = useMyEntities();
  const conversations = useClientConversations(current?.hash_id);
  if (mine.isPending || (current && conversations.isPending)) return <PageLoader />;
  const list = conversations.data?.conversations ?? [];
  const only = list.length === 1 ? list[0] : undefined;
  if (only && current) {
    return <Navigate to={clientConversationPath({ ...only, relevant_company_hash_id: current.hash_id })} replace />;
  }
  return (
    <MessagesLayout
      heading="Messages"
      list={
        <ConversationList
          audience="client"
          companyId={current?.id ?? null}
          selectedId={null}
          linkTo={clientConversationPath}
        />
      }
    />
  );
}

/** /inbox: the client's conversations about their current entity; with only one, it opens. */
export function Component() {
  const conversationId = useConversationIdParam();
  if (conversationId === null) return <CurrentEntityInbox />;
  return (
    <ConversationIdRedirect
      conversationId={conversationId}
      basePath="/inbox"
      pathOf={(c) => (c.relevant_company_hash_id ? clientConversationPath(c) : '/inbox')}
      stay={() => null}
    />
  );
}
