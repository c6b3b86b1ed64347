import { Box, Flex, Paper, Text, Title, VisuallyHidden } from '@mantine/core';
import { useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from 'react';

export const PICK_CONVERSATION_HINT = 'Choose a conversation from the list to read and answer its messages.';

export interface MessagesLayoutProps {
  list: ReactNode;
  /** The open conversation; without one a hint takes its place. */
  conversation?: ReactNode;
  /** The page's level-one heading, for screens that have none above them (the entity view has its own). */
  heading?: string;
}

/**
 * Two panes: the conversations on the left, the open one on the right. Phones show one pane at a time:
 * the list until a conversation is open, then the conversation (its header leads back).
 */
export function MessagesLayout({ list, conversation, heading }: MessagesLayoutProps) {
  const open = !!conversation;
  const panes = useRef<HTMLDivElement>(null);
  const top = useTopOf(panes);
  return (
    <>
      {heading ? (
        <VisuallyHidden>
          <Title order={1}>{heading}</Title>
        </VisuallyHidden>
      ) : null}
      <Flex
        ref={panes}
        gap="md"
        align="stretch"
        // On a computer the panes end at the window's bottom, whatever is above them (the entity's header
        // on its Messages tab), so the composer is in view without scrolling the page (issue 21 §10); the
        // messages scroll inside. Phones scroll the page, one pane at a time.
        h={{ base: 'auto', sm: `max(${MIN_PANES_PX}px, calc(100dvh - ${top}px - var(--mantine-spacing-md)))` }}
      >
        <Box
          component="section"
          aria-label="Conversation list"
          w={{ base: '100%', sm: 340 }}
          style={{ flexShrink: 0 }}
          visibleFrom={open ? 'sm' : undefined}
        >
          {list}
        </Box>
        <Box style={{ flex: 1, minWidth: 0 }} visibleFrom={open ? undefined : 'sm'}>
          {conversation ?? (
            <Paper withBorder p="xl" h="100%">
              <Text c="dimmed" ta="center">
                {PICK_CONVERSATION_HINT}
              </Text>
            </Paper>
          )}
        </Box>
      </Flex>
    </>
  );
}

/** Below this the panes stop shrinking and the page scrolls instead: too little room to read a chat. */
const MIN_PANES_PX = 420;

/** Where the element starts on the page, in px (the shell's 56 px header before it is measured). */
function useTopOf(ref: RefObject<HTMLElement | null>): number {
  const [top, setTop] = useState(56);
  useLayoutEffect(() => {
    const measure = () => {
      const el = ref.current;
      if (el) setTop(Math.round(el.getBoundingClientRect().top + window.scrollY));
    };
    measure();
    window.addEventListener('resize', measure);
    // What is above may grow after its data comes (the entity's header): measured again when the page does.
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(document.body);
    return () => {
      window.removeEventListener('resize', measure);
      observer?.disconnect();
    };
  }, [ref]);
  return top;
}
