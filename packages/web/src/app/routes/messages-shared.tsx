import { Button } from '@mantine/core';
import type { ConversationSummary } from '@portal/domain';
import { IconPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { PageLoader } from '../../components/page-loader';
import { useConversationLocation } from '../../features/conversation-list/api/list-conversations';
import { useCreateClientAction } from '../create-client-action';
import { MassEmailDialog } from '../../features/mass-email/components/mass-email-dialog';
import { useDisclosure } from '@mantine/hooks';
import { IconMail } from '@tabler/icons-react';

/**
 * Where an advisor reads a conversation: under its entity. An archived one has no entity left, so it
 * opens on /messages itself.
 */
export const staffConversationPath = (c: Pick<ConversationSummary, 'id' | 'relevant_company_hash_id'>) =>
  c.relevant_company_hash_id
    ? `/admin/${encodeURIComponent(c.relevant_company_hash_id)}/messages/${c.id}`
    : `/messages?conversationId=${c.id}`;

export const clientConversationPath = (c: Pick<ConversationSummary, 'id' | 'relevant_company_hash_id'>) =>
  `/inbox/${encodeURIComponent(c.relevant_company_hash_id ?? '')}/${c.id}`;

/** The empty list's Add Entity: the Create User and Entity dialog the Entities page opens. */
export function AddEntityButton() {
  const createClient = useCreateClientAction();
  return (
    <>
      <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={createClient.open}>
        Add Entity
      </Button>
      {createClient.dialog}
    </>
  );
}

/** Mass Email (spec 000 §2): for advisors with no company selected; the list decides when to show it. */
export function MassEmailButton() {
  const [opened, dialog] = useDisclosure(false);
  return (
    <>
      <Button size="xs" variant="light" leftSection={<IconMail size={14} aria-hidden />} onClick={dialog.open}>
        Mass Email
      </Button>
      <MassEmailDialog opened={opened} onClose={dialog.close} />
    </>
  );
}

/** The `conversationId` query parameter, when it is a usable id. */
export function useConversationIdParam(): number | null {
  const [params] = useSearchParams();
  const raw = params.get('conversationId');
  const id = raw && /^\d+$/.test(raw) ? Number(raw) : null;
  return id && id > 0 ? id : null;
}

/**
 * `?conversationId=` links (notifications, emails) are sent on to the conversation's own address. A
 * conversation the caller cannot see is logged and the plain page shown (spec 000 §8); `stay` renders
 * one that has no address of its own (an archived conversation, for advisors).
 */
export function ConversationIdRedirect({
  conversationId,
  basePath,
  pathOf,
  stay,
}: {
  conversationId: number;
  basePath: string;
  pathOf: (c: ConversationSummary) => string | null;
  stay: (c: ConversationSummary) => ReactNode;
}) {
  const found = useConversationLocation(conversationId);
  if (found.isError) {
    console.error(`Conversation ${conversationId} is not available`, found.error);
    return <Navigate to={basePath} replace />;
  }
  if (!found.data) return <PageLoader />;
  const to = pathOf(found.data);
  return to ? <Navigate to={to} replace /> : stay(found.data);
}
