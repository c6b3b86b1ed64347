import { Alert, Button, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { canUnsend, messageMessages, type ConversationSummary, type Message } from '@portal/domain';
import { useEffect, useMemo, useRef, useState } from 'react';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { notify } from '../../../../lib/notify';
import { useDeleteMessage } from '../../api/delete-message';
import { useDeleteScheduledMessage } from '../../api/delete-scheduled-message';
import { useEditScheduledMessage } from '../../api/edit-scheduled-message';
import { useConversationTimeline } from '../../api/get-conversation';
import { useJoinConversation } from '../../api/join-conversation';
import { useMarkConversationSeen } from '../../api/mark-conversation-seen';
import { Composer } from './composer';
import { ConversationHeader } from './conversation-header';
import { EditMessageDialog } from './edit-message-dialog';
import { MessageList } from './message-list';
import { ScheduleDialog } from './schedule-dialog';
import { ThreadPanel } from './thread-panel';
import { useViewer, type Viewer } from './use-viewer';

export const ENTITY_READ_ONLY = 'This entity is read-only, so no new messages can be sent.';

export interface ConversationViewProps {
  conversationId: number;
  companyHash: string;
  audience: 'staff' | 'client';
}

/** Why the caller cannot write here, or null when they can (spec 000 §5 Messaging). */
export function disabledReasonOf(conversation: ConversationSummary, viewer: Viewer): string | null {
  if (viewer.lookingOnly) return viewer.lookingOnly;
  if (!conversation.is_participant) return messageMessages.notInConversation;
  if (conversation.archived) return messageMessages.archived;
  if (viewer.readonly) return messageMessages.readOnly;
  if (conversation.read_only) return ENTITY_READ_ONLY;
  return null;
}

/** The chat of one conversation, shared by the advisor (/admin/{hash}/messages/{id}) and client (/inbox/{hash}/{id}) screens. */
export function ConversationView({ conversationId, audience }: ConversationViewProps) {
  const viewer = useViewer();
  const timeline = useConversationTimeline(conversationId);
  const pages = timeline.data?.pages;
  const latest = pages?.at(-1);
  const conversation = latest?.conversation;
  const messages = useMemo(() => {
    const seen = new Set<number>();
    return (pages ?? []).flatMap((p) => p.messages).filter((m) => !seen.has(m.id) && !!seen.add(m.id));
  }, [pages]);
  const now = useNow(messages.some((m) => m.user_id === viewer.userId && !m.scheduled && canUnsend(m, new Date())));

  useMarkSeenOnOpen(viewer.lookingOnly ? undefined : conversation, latest?.first_unseen_id ?? null);

  const [threadRoot, setThreadRoot] = useState<Message | null>(null);
  const [editing, setEditing] = useState<Message | null>(null);
  const [rescheduling, setRescheduling] = useState<Message | null>(null);
  const [deleting, setDeleting] = useState<Message | null>(null);
  const remove = useDeleteMessage(conversationId);
  const removeScheduled = useDeleteScheduledMessage(conversationId);
  const reschedule = useEditScheduledMessage(conversationId);
  const join = useJoinConversation();

  useEffect(() => setThreadRoot(null), [conversationId]);

  if (timeline.isPending) {
    return (
      <Center h="100%" p="xl">
        <Loader aria-label="Loading conversation" />
      </Center>
    );
  }
  if (timeline.isError || !conversation) {
    return (
      <Alert color="red" title="This conversation could not be loaded" role="alert" m="md">
        {timeline.error?.message}
      </Alert>
    );
  }

  const disabledReason = disabledReasonOf(conversation, viewer);
  const canWrite = disabledReason === null;
  const currentRoot = threadRoot ? (messages.find((m) => m.id === threadRoot.id) ?? threadRoot) : null;

  const removed = () => notify.success(messageMessages.unsentDeleted);
  const failed = (e: Error) => notify.error(e.message);
  const handlers = {
    onEdit: setEditing,
    onEditSchedule: setRescheduling,
    onOpenThread: setThreadRoot,
    onRemove: (m: Message) => {
      if (!canUnsend(m, new Date())) {
        setDeleting(m);
        return;
      }
      if (m.scheduled) removeScheduled.mutate(m.id, { onSuccess: removed, onError: failed });
      else remove.mutate(m.id, { onSuccess: removed, onError: failed });
      if (threadRoot?.id === m.id) setThreadRoot(null);
    },
  };

  return (
    <Stack gap="sm" h="100%" mih={0} p={{ base: 'xs', sm: 'md' }}>
      <ConversationHeader
        conversation={conversation}
        audience={audience}
        canManageParticipants={viewer.canManageParticipants}
      />
      {conversation.advisor_out_of_office ? (
        <Alert color="blue" variant="light" role="status" title="Your advisor is out of the office">
          {conversation.advisor_out_of_office_message ?? 'Replies may take a little longer than usual.'}
        </Alert>
      ) : null}
      {audience === 'staff' && !conversation.is_participant ? (
        <Alert color="yellow" variant="light" role="status">
          <Group justify="space-between" gap="xs">
            <Text size="sm">{messageMessages.notInConversation}</Text>
            {!conversation.archived ? (
              <Button
                size="xs"
                loading={join.isPending}
                onClick={() => join.mutate(conversation.id, { onError: failed })}
              >
                Add yourself
              </Button>
            ) : null}
          </Group>
        </Alert>
      ) : null}
      <Group align="stretch" gap="sm" wrap="nowrap" style={{ flex: 1, minHeight: 0 }}>
        <Stack gap="sm" style={{ flex: 1, minWidth: 0, minHeight: 0 }}>
          <MessageList
            messages={messages}
            firstUnseenId={latest?.first_unseen_id ?? null}
            hasPrevious={timeline.hasPreviousPage}
            hasNext={timeline.hasNextPage}
            loadingPrevious={timeline.isFetchingPreviousPage}
            loadingNext={timeline.isFetchingNextPage}
            loadPrevious={async () => {
              const r = await timeline.fetchPreviousPage();
              const loaded = new Set((r.data?.pages ?? []).flatMap((p) => p.messages.map((m) => m.id)));
              return { more: r.hasPreviousPage, loaded };
            }}
            loadNext={async () => (await timeline.fetchNextPage()).hasNextPage}
            viewer={viewer}
            canWrite={canWrite}
            now={now}
            {...handlers}
          />
          <Composer
            key={conversationId}
            conversationId={conversationId}
            audience={audience}
            tagsDisabled={viewer.tagsDisabled}
            disabledReason={disabledReason}
            companyId={conversation.relevant_company_ids[0] ?? null}
          />
        </Stack>
        {currentRoot ? (
          <ThreadPanel
            key={currentRoot.id}
            conversationId={conversationId}
            root={currentRoot}
            audience={audience}
            viewer={viewer}
            canWrite={canWrite}
            disabledReason={disabledReason}
            isParticipant={conversation.is_participant}
            now={now}
            onClose={() => setThreadRoot(null)}
            {...handlers}
          />
        ) : null}
      </Group>
      <EditMessageDialog conversationId={conversationId} message={editing} onClose={() => setEditing(null)} />
      <ScheduleDialog
        opened={rescheduling !== null}
        title="Edit Scheduled Time"
        confirmLabel="Save"
        initial={rescheduling?.scheduled_time}
        pending={reschedule.isPending}
        onClose={() => setRescheduling(null)}
        onConfirm={(time) =>
          rescheduling &&
          reschedule.mutate(
            { messageId: rescheduling.id, scheduledTime: time.toISOString() },
            {
              onSuccess: () => {
                notify.success(messageMessages.scheduleUpdated);
                setRescheduling(null);
              },
              onError: () => notify.error(messageMessages.scheduleFailed),
            },
          )
        }
      />
      <ConfirmDialog
        opened={deleting !== null}
        title="Delete message"
        message={messageMessages.deleteConfirm}
        confirmLabel="Delete"
        danger
        pending={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => {
              removed();
              setDeleting(null);
            },
            onError: failed,
          })
        }
      />
    </Stack>
  );
}

/**
 * Marks the main timeline seen once it has loaded, and again when a refresh brings messages the caller
 * has not seen while it is open. Staff reading a conversation they are not in have nothing to mark.
 */
function useMarkSeenOnOpen(conversation: ConversationSummary | undefined, firstUnseenId: number | null) {
  const { mutate } = useMarkConversationSeen();
  const marked = useRef<string | null>(null);
  const id = conversation?.id;
  const participant = conversation?.is_participant ?? false;
  const unseen = conversation?.unseen_messages ?? 0;
  useEffect(() => {
    if (id === undefined || !participant) return;
    const opened = marked.current === null || !marked.current.startsWith(`${id}:`);
    const signature = `${id}:${firstUnseenId}:${unseen}`;
    if (!opened && (signature === marked.current || (unseen === 0 && firstUnseenId === null))) return;
    marked.current = signature;
    mutate(id);
  }, [id, participant, unseen, firstUnseenId, mutate]);
}

/** The current time, ticking every 5 s only while some message can still be unsent (Unsend turns into Delete). */
function useNow(ticking: boolean): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    // When the last unsendable message leaves its window between two ticks, the stale clock would
    // keep offering Unsend: catch up once as the ticking stops.
    if (!ticking) {
      setNow(new Date());
      return;
    }
    const timer = setInterval(() => setNow(new Date()), 5_000);
    return () => clearInterval(timer);
  }, [ticking]);
  return now;
}
