import { CloseButton, Drawer, Group, Loader, Paper, ScrollArea, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { Message } from '@portal/domain';
import { useEffect, useRef } from 'react';
import { useMarkThreadSeen } from '../../api/mark-thread-seen';
import { useThread } from '../../api/get-thread';
import { Composer } from './composer';
import { MessageItem, type MessageHandlers } from './message-item';
import type { Viewer } from './use-viewer';

export interface ThreadPanelProps extends MessageHandlers {
  conversationId: number;
  root: Message;
  audience: 'staff' | 'client';
  viewer: Viewer;
  canWrite: boolean;
  disabledReason: string | null;
  isParticipant: boolean;
  now: Date;
  onClose: () => void;
}

/** The thread side panel (a full-width drawer on small screens): its first message, replies and a composer. */
export function ThreadPanel(props: ThreadPanelProps) {
  const small = useMediaQuery('(max-width: 48em)');
  if (small) {
    return (
      <Drawer
        opened
        onClose={props.onClose}
        position="right"
        size="100%"
        title="Thread"
        closeButtonProps={{ 'aria-label': 'Close Thread' }}
      >
        <ThreadBody {...props} />
      </Drawer>
    );
  }
  return (
    <Paper
      component="aside"
      aria-label="Thread"
      withBorder
      p="sm"
      w={380}
      miw={300}
      h="100%"
      style={{ display: 'flex', flexDirection: 'column', minHeight: 0 }}
    >
      <Group justify="space-between" mb="xs">
        <Title order={3} size="h5">
          Thread
        </Title>
        <CloseButton aria-label="Close Thread" onClick={props.onClose} />
      </Group>
      <ThreadBody {...props} />
    </Paper>
  );
}

function ThreadBody({
  conversationId,
  root,
  audience,
  viewer,
  canWrite,
  disabledReason,
  isParticipant,
  now,
  onClose: _onClose,
  ...handlers
}: ThreadPanelProps) {
  const thread = useThread(conversationId, root.id);
  const seen = useMarkThreadSeen(conversationId);
  const markedFor = useRef<number | null>(null);
  const { mutate: markSeen } = seen;
  // Opening a thread marks its replies seen, once per thread opened.
  useEffect(() => {
    if (!isParticipant || viewer.lookingOnly || markedFor.current === root.id || !thread.isSuccess) return;
    markedFor.current = root.id;
    markSeen(root.id);
  }, [isParticipant, viewer.lookingOnly, root.id, thread.isSuccess, markSeen]);

  const messages = thread.data ?? [root];
  return (
    <Stack gap="sm" style={{ flex: 1, minHeight: 0 }}>
      <ScrollArea.Autosize mah="60vh" type="auto" style={{ flex: 1 }}>
        <Stack gap="xs" role="list" aria-label="Thread messages">
          {messages.map((m) => (
            <div role="listitem" key={m.id}>
              <MessageItem
                message={m}
                own={m.user_id !== null && m.user_id === viewer.userId}
                canWrite={canWrite}
                tagsDisabled={viewer.tagsDisabled}
                now={now}
                inThread
                {...handlers}
              />
            </div>
          ))}
          {thread.isLoading ? <Loader size="sm" aria-label="Loading thread" /> : null}
          {thread.isError ? (
            <Text size="sm" c="red.8" role="alert">
              {thread.error.message}
            </Text>
          ) : null}
        </Stack>
      </ScrollArea.Autosize>
      <Composer
        conversationId={conversationId}
        threadId={root.id}
        audience={audience}
        tagsDisabled={viewer.tagsDisabled}
        disabledReason={disabledReason}
        compact
      />
    </Stack>
  );
}
