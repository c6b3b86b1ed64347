import { Box, Flex, Paper, Text, Title, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';

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
  return (
    <>
      {heading ? (
        <VisuallyHidden>
          <Title order={1}>{heading}</Title>
        </VisuallyHidden>
      ) : null}
      <Flex gap="md" align="stretch" mih={{ base: 'auto', sm: 'calc(100dvh - 56px - 2 * var(--mantine-spacing-md))' }}>
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
