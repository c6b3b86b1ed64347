import { clientPreviewMessages, type CurrentUserResponse, type User } from '@portal/domain';
import { useMemo } from 'react';
import { PageLoader } from '../../components/page-loader';
import { DocumentPreview } from '../../features/document-preview/components/document-preview';
import { DocumentsScreen } from '../../features/documents/components/documents-screen';
import { useClientConversations } from '../../features/conversation-list/api/entity-conversations';
import { ConversationView } from '../../features/messages/components/conversation/conversation-view';
import { ShownViewerProvider, type Viewer } from '../../features/messages/components/conversation/use-viewer';
import { ConversationList } from '../../features/conversation-list/components/conversation-list';
import { MessagesLayout } from '../../features/conversation-list/components/messages-layout';
import { PreviewProfile } from '../../features/preview/components/preview-profile';
import { clientPreviewPath, type PreviewPage } from '../../features/preview/preview-links';
import { ClientDashboard } from '../../features/answering/components/dashboard/client-dashboard';
import { ClientTaxReturns } from '../../features/tax-returns/components/client-tax-returns';
import type { EntitySummary } from '../../features/entities/api/get-my-entities';

export interface PreviewPageProps {
  page: PreviewPage;
  user: User;
  firm: CurrentUserResponse['firm'];
  /** The client's current entity, null when they have none. */
  current: EntitySummary | null;
  /** The conversation open on the Messages page. */
  conversationId: number | null;
}

/**
 * The client's own pages in the client preview (issue 21 §4): the Dashboard, Messages and Documents the
 * client has, fed with what the client reads (PreviewReads) and read-only. Where the client would go on to a
 * page of their own (a questionnaire, a tax return), staff go to their own view of it.
 */
export function PreviewPageContent({ page, user, firm, current, conversationId }: PreviewPageProps) {
  switch (page) {
    case 'messages':
      return <PreviewMessages user={user} firm={firm} current={current} conversationId={conversationId} />;
    case 'documents':
      return current ? (
        <DocumentsScreen
          key={current.id}
          company={{ id: current.id, name: current.name }}
          audience="client"
          headingLevel={1}
          showTags={firm.preferences.document_tags_enabled}
          viewerId={user.id}
          moveTargets={[]}
          readOnlyReason={clientPreviewMessages.readOnly}
          preview={DocumentPreview}
        />
      ) : null;
    case 'profile-settings':
      return <PreviewProfile user={user} />;
    default:
      return (
        <ClientDashboard
          companyHash={current?.hash_id ?? null}
          cardLinkTo={(card) => `/preview/${card.company_id}/questionnaire/${card.id}`}
          taxReturns={
            current && firm.preferences.new_tax_return_delivery_enabled ? (
              <ClientTaxReturns
                companyId={current.id}
                linkTo={(id, companyId) => `/tax-return-delivery-admin-view/${id}?companyId=${companyId}`}
              />
            ) : null
          }
        />
      );
  }
}

/** The client's Messages: their conversations about the current entity, the only one open, nothing sent. */
function PreviewMessages({ user, firm, current, conversationId }: Omit<PreviewPageProps, 'page'>) {
  const viewer = useMemo<Viewer>(
    () => ({
      userId: user.id,
      readonly: true,
      tagsDisabled: firm.preferences.message_tags_disabled,
      canManageParticipants: false,
      lookingOnly: clientPreviewMessages.readOnly,
    }),
    [user.id, firm.preferences.message_tags_disabled],
  );
  const conversations = useClientConversations(current?.hash_id);
  if (current && conversations.isPending) return <PageLoader />;
  const list = conversations.data?.conversations ?? [];
  // As on the client's /inbox, a single conversation opens by itself.
  const open = conversationId ?? (list.length === 1 ? list[0]!.id : null);
  const companyHash = current?.hash_id ?? null;
  return (
    <ShownViewerProvider value={viewer}>
      <MessagesLayout
        heading="Messages"
        list={
          <ConversationList
            audience="client"
            companyId={current?.id ?? null}
            selectedId={open}
            linkTo={(c) => clientPreviewPath(user.id, { companyHash, page: 'messages', conversationId: c.id })}
          />
        }
        conversation={
          open ? (
            <ConversationView key={open} conversationId={open} companyHash={companyHash ?? ''} audience="client" />
          ) : undefined
        }
      />
    </ShownViewerProvider>
  );
}
