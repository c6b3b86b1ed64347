import { ConversationList } from '../../features/conversation-list/components/conversation-list';
import { MessagesLayout } from '../../features/conversation-list/components/messages-layout';
import { ConversationView } from '../../features/messages/components/conversation/conversation-view';
import {
  AddEntityButton,
  MassEmailButton,
  ConversationIdRedirect,
  staffConversationPath,
  useConversationIdParam,
} from './messages-shared';

function AllConversations({ openId }: { openId?: number }) {
  return (
    <MessagesLayout
      heading="Messages"
      list={
        <ConversationList
          audience="staff"
          companyId={null}
          selectedId={openId ?? null}
          linkTo={staffConversationPath}
          emptyActions={<AddEntityButton />}
          massEmail={<MassEmailButton />}
        />
      }
      conversation={
        openId !== undefined ? (
          <ConversationView key={openId} conversationId={openId} companyHash="" audience="staff" />
        ) : undefined
      }
    />
  );
}

/** /messages: every conversation the advisor may read; ?conversationId= goes on to the conversation. */
export function Component() {
  const conversationId = useConversationIdParam();
  if (conversationId === null) return <AllConversations />;
  return (
    <ConversationIdRedirect
      conversationId={conversationId}
      basePath="/messages"
      pathOf={(c) => (c.relevant_company_hash_id ? staffConversationPath(c) : null)}
      stay={(c) => <AllConversations openId={c.id} />}
    />
  );
}
