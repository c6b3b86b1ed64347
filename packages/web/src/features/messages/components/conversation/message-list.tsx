import { Box, Button, Center, Loader, Stack, Text } from '@mantine/core';
import type { Message } from '@portal/domain';
import { IconArrowDown } from '@tabler/icons-react';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { MESSAGES_PER_PAGE } from '../../api/get-conversation';
import { MessageItem, type MessageHandlers } from './message-item';
import type { Viewer } from './use-viewer';

export interface MessageListProps extends MessageHandlers {
  messages: Message[];
  firstUnseenId: number | null;
  hasPrevious: boolean;
  hasNext: boolean;
  loadingPrevious: boolean;
  loadingNext: boolean;
  /** Loads one older page: which messages are loaded then, and whether there are older ones still. */
  loadPrevious: () => Promise<{ more: boolean; loaded: Set<number> }>;
  /** Loads one newer page and says whether there are newer ones still. */
  loadNext: () => Promise<boolean>;
  viewer: Viewer;
  canWrite: boolean;
  now: Date;
}

const NEAR_BOTTOM_PX = 80;

/** The main timeline, oldest first, with paging buttons and a jump to the first unread or latest message. */
export function MessageList({
  messages,
  firstUnseenId,
  hasPrevious,
  hasNext,
  loadingPrevious,
  loadingNext,
  loadPrevious,
  loadNext,
  viewer,
  canWrite,
  now,
  ...handlers
}: MessageListProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const nearBottom = useRef(true);
  const [jumping, setJumping] = useState(false);
  const newestId = messages.at(-1)?.id ?? null;

  // On opening, and when a message arrives while the reader is at the bottom, show the latest.
  useLayoutEffect(() => {
    const el = scroller.current;
    if (el && nearBottom.current && !hasNext) el.scrollTop = el.scrollHeight;
  }, [newestId, hasNext]);

  const target = firstUnseenId;
  const [pendingScroll, setPendingScroll] = useState<number | 'bottom' | null>(null);

  useEffect(() => {
    if (pendingScroll === null) return;
    const el = scroller.current;
    if (pendingScroll === 'bottom') {
      if (el) el.scrollTop = el.scrollHeight;
    } else {
      const node = el?.querySelector<HTMLElement>(`[data-message-id="${pendingScroll}"]`);
      node?.scrollIntoView({ block: 'center' });
      node?.focus();
    }
    setPendingScroll(null);
  }, [pendingScroll, messages]);

  const jump = async () => {
    setJumping(true);
    try {
      if (target !== null) {
        let more = hasPrevious;
        let found = messages.some((m) => m.id === target);
        while (!found && more) {
          const page = await loadPrevious();
          more = page.more;
          found = page.loaded.has(target);
        }
        setPendingScroll(target);
      } else {
        let more = hasNext;
        while (more) more = await loadNext();
        setPendingScroll('bottom');
      }
    } finally {
      setJumping(false);
    }
  };

  return (
    <Box pos="relative" style={{ flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column' }}>
      <Box
        ref={scroller}
        role="region"
        aria-label="Conversation messages"
        tabIndex={0}
        onScroll={(e) => {
          const el = e.currentTarget;
          nearBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < NEAR_BOTTOM_PX;
        }}
        style={{ flex: 1, minHeight: 0, overflowY: 'auto' }}
        py="xs"
      >
        <Stack gap="xs" px={2}>
          {hasPrevious ? (
            <Center>
              <Button variant="light" size="xs" loading={loadingPrevious} onClick={() => void loadPrevious()}>
                Previous {MESSAGES_PER_PAGE} messages
              </Button>
            </Center>
          ) : null}
          {messages.length === 0 ? (
            <Text c="dimmed" size="sm" ta="center" py="lg">
              No messages yet.
            </Text>
          ) : null}
          <Stack gap="xs" role="list" aria-label="Messages">
            {messages.map((m) => (
              <div role="listitem" key={m.id} tabIndex={-1} data-message-id={m.id} style={{ outline: 'none' }}>
                {m.id === firstUnseenId ? (
                  <Text size="xs" c="blue.8" fw={600} ta="center" mb={4}>
                    New messages
                  </Text>
                ) : null}
                <MessageItem
                  message={m}
                  own={m.user_id !== null && m.user_id === viewer.userId}
                  canWrite={canWrite}
                  tagsDisabled={viewer.tagsDisabled}
                  now={now}
                  {...handlers}
                />
              </div>
            ))}
          </Stack>
          {hasNext ? (
            <Center>
              <Button variant="light" size="xs" loading={loadingNext} onClick={() => void loadNext()}>
                Latest {MESSAGES_PER_PAGE} messages
              </Button>
            </Center>
          ) : null}
        </Stack>
      </Box>
      {messages.length > 0 ? (
        <Button
          pos="absolute"
          bottom={8}
          right={8}
          size="compact-xs"
          radius="xl"
          variant="default"
          leftSection={jumping ? <Loader size={12} /> : <IconArrowDown size={14} aria-hidden />}
          onClick={() => void jump()}
        >
          {target !== null ? 'Jump to first unread' : 'Jump to latest'}
        </Button>
      ) : null}
    </Box>
  );
}
