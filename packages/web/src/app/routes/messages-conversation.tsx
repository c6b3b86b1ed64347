import { useParams } from 'react-router';
import { NotFound } from '../../components/not-found';
import { ConversationView } from '../../features/messages/components/conversation/conversation-view';
import { ConversationList } from '../../features/conversation-list/components/conversation-list';
import { MessagesLayout } from '../../features/conversation-list/components/messages-layout';
import { useCurrentEntityDetail } from '../entity-outlet';
import { AddEntityButton, MassEmailButton, staffConversationPath } from './messages-shared';

/** /admin/{hash}/messages/{id}: the advisor's chat, beside the entity's conversations (Show All widens the list). */
export function Component() {
  const entity = useCurrentEntityDetail();
  const { conversationId = '' } = useParams();
  const id = /^\d+$/.test(conversationId) ? Number(conversationId) : NaN;
  if (!(id > 0)) return <NotFound />;
  return (
    <MessagesLayout
      list={
        <ConversationList
          audience="staff"
          companyId={entity.id}
          selectedId={id}
          linkTo={staffConversationPath}
          emptyActions={<AddEntityButton />}
          massEmail={<MassEmailButton />}
        />
      }
      conversation={<ConversationView key={id} conversationId={id} companyHash={entity.hash_id} audience="staff" />}
    />
  );
}
