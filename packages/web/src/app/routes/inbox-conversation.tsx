import { useParams } from 'react-router';
import { NotFound } from '../../components/not-found';
import { PageLoader } from '../../components/page-loader';
import { useMyEntities } from '../../features/entities/api/get-my-entities';
import { ConversationView } from '../../features/messages/components/conversation/conversation-view';
import { ConversationList } from '../../features/conversation-list/components/conversation-list';
import { MessagesLayout } from '../../features/conversation-list/components/messages-layout';
import { useCurrentEntity } from '../current-entity';
import { clientConversationPath } from './messages-shared';

/** /inbox/{hash}/{id}: the client's chat, beside that entity's conversations. */
export function Component() {
  const { companyHash = '', conversationId = '' } = useParams();
  const { entities } = useCurrentEntity();
  // The current entity is known once the client's entities are: until then the list would be the wrong one.
  const mine = useMyEntities();
  const id = /^\d+$/.test(conversationId) ? Number(conversationId) : NaN;
  if (!(id > 0)) return <NotFound />;
  if (mine.isPending) return <PageLoader />;
  const company = entities.find((e) => e.hash_id === companyHash);
  return (
    <MessagesLayout
      heading="Messages"
      list={
        <ConversationList
          audience="client"
          companyId={company?.id ?? null}
          selectedId={id}
          linkTo={clientConversationPath}
        />
      }
      conversation={<ConversationView key={id} conversationId={id} companyHash={companyHash} audience="client" />}
    />
  );
}
