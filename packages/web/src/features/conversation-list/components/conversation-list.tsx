import { Box, Button, Group, Loader, Stack, Switch, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { messageMessages, type ConversationSummary } from '@portal/domain';
import { IconMessages, IconSearch } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { EmptyState } from '../../../components/empty-state';
import { useConversationList } from '../api/list-conversations';
import { ConversationListItem } from './conversation-list-item';

/** The conversation filter waits this long after the last keystroke before asking the server (spec 000 §9). */
export const CONVERSATION_FILTER_DEBOUNCE_MS = 640;

export interface ConversationListProps {
  audience: 'staff' | 'client';
  /** The entity the list is narrowed to, until Show All is chosen; null lists every conversation. */
  companyId: number | null;
  selectedId: number | null;
  /** Where choosing a conversation leads. */
  linkTo: (conversation: ConversationSummary) => string;
  /** Offered beside the empty state (staff: Add Entity). */
  emptyActions?: ReactNode;
  /** The Mass Email button the app composes; shown to advisors looking at every conversation. */
  massEmail?: ReactNode;
}

/**
 * The left list of the messages screens (spec 000 §2): a filter searched on the server, the unread-only
 * toggle and Mass Email (advisors looking at every conversation), Show All (back from one entity's
 * conversations to all of them) and the conversations, newest first, a page at a time.
 */
export function ConversationList({
  audience,
  companyId,
  selectedId,
  linkTo,
  emptyActions,
  massEmail,
}: ConversationListProps) {
  const [term, setTerm] = useState('');
  const [search] = useDebouncedValue(term.trim(), CONVERSATION_FILTER_DEBOUNCE_MS);
  const [unreadOnly, setUnreadOnly] = useState(false);
  const [showAll, setShowAll] = useState(false);
  const company = showAll ? null : companyId;
  const advisorOverview = audience === 'staff' && company === null;
  const list = useConversationList({ search, unreadOnly: advisorOverview && unreadOnly, companyId: company });
  const conversations = list.data?.pages.flatMap((p) => p.conversations) ?? [];

  return (
    <Stack gap="xs" h="100%">
      <TextInput
        aria-label="Filter conversations"
        placeholder="Filter conversations"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={term}
        onChange={(e) => setTerm(e.currentTarget.value)}
        rightSection={list.isFetching && !list.isFetchingNextPage ? <Loader size="xs" aria-hidden /> : null}
      />
      <Group gap="xs" justify="space-between">
        {advisorOverview ? (
          <Switch label="Unread only" checked={unreadOnly} onChange={(e) => setUnreadOnly(e.currentTarget.checked)} />
        ) : null}
        <Group gap="xs" ml="auto">
          {advisorOverview ? massEmail : null}
          {company !== null ? (
            <Button size="xs" variant="subtle" onClick={() => setShowAll(true)}>
              Show All
            </Button>
          ) : null}
        </Group>
      </Group>
      <Box component="nav" aria-label="Conversations" style={{ flex: 1, overflowY: 'auto' }}>
        {list.isPending ? (
          <Stack align="center" py="lg" role="status" aria-label="Loading conversations">
            <Loader size="sm" />
          </Stack>
        ) : list.isError ? (
          <EmptyState
            title="Conversations could not be loaded"
            actions={<Button onClick={() => void list.refetch()}>Try again</Button>}
          />
        ) : conversations.length === 0 ? (
          <EmptyState
            title={messageMessages.noConversations}
            icon={<IconMessages aria-hidden stroke={1.5} />}
            actions={emptyActions}
          />
        ) : (
          <Stack component="ul" gap={2} m={0} p={0} style={{ listStyle: 'none' }}>
            {conversations.map((c) => (
              <li key={c.id}>
                <ConversationListItem
                  conversation={c}
                  audience={audience}
                  to={linkTo(c)}
                  selected={c.id === selectedId}
                />
              </li>
            ))}
          </Stack>
        )}
        {list.hasNextPage ? (
          <Group justify="center" py="xs">
            <Button
              variant="subtle"
              size="xs"
              onClick={() => void list.fetchNextPage()}
              loading={list.isFetchingNextPage}
            >
              Load more
            </Button>
          </Group>
        ) : null}
      </Box>
    </Stack>
  );
}
