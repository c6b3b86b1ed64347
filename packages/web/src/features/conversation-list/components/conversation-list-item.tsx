import { Badge, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { participantsSummary, previewText, type ConversationSummary } from '@portal/domain';
import dayjs from 'dayjs';
import { Link } from 'react-router';

/** Today's messages show their time, older ones their date. */
export function listTime(iso: string | null, now = new Date()): string {
  if (!iso) return '';
  const at = dayjs(iso);
  if (at.isSame(now, 'day')) return at.format('h:mm A');
  return at.isSame(now, 'year') ? at.format('MMM D') : at.format('MMM D, YYYY');
}

export interface ConversationListItemProps {
  conversation: ConversationSummary;
  audience: 'staff' | 'client';
  to: string;
  selected: boolean;
}

/**
 * One conversation: who it is with and about which entities (clients see their firm's people), the last
 * message's first 48 characters, when it was sent, the unseen count and whether it is archived.
 */
export function ConversationListItem({ conversation: c, audience, to, selected }: ConversationListItemProps) {
  const entities = c.relevant_company_names.join(', ');
  const people = participantsSummary(audience === 'staff' ? c.client_names : c.advisor_names);
  const title = (audience === 'staff' ? people : entities) || entities || people || 'Conversation';
  const subtitle = audience === 'staff' ? entities : people;
  const at = c.last_message?.created_at ?? c.last_message_at;
  const unseen = c.unseen_messages > 0;
  return (
    <UnstyledButton
      component={Link}
      to={to}
      aria-current={selected ? 'page' : undefined}
      display="block"
      w="100%"
      px="sm"
      py="xs"
      bg={selected ? 'var(--mantine-primary-color-light)' : undefined}
      style={{ borderRadius: 'var(--mantine-radius-sm)' }}
    >
      <Stack gap={2}>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text fw={unseen ? 700 : 500} size="sm" truncate="end">
            {title}
          </Text>
          <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
            {listTime(at)}
          </Text>
        </Group>
        {subtitle && subtitle !== title ? (
          <Text size="xs" c="dimmed" truncate="end">
            {subtitle}
          </Text>
        ) : null}
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text size="sm" c={unseen ? undefined : 'dimmed'} truncate="end">
            {c.last_message ? previewText(c.last_message.text) : 'No messages yet'}
          </Text>
          <Group gap={4} wrap="nowrap" style={{ flexShrink: 0 }}>
            {c.archived ? (
              <Badge size="xs" color="gray" variant="light">
                Archived
              </Badge>
            ) : null}
            {unseen ? (
              <Badge size="sm" circle={c.unseen_messages < 10} aria-label={`${c.unseen_messages} unseen`}>
                {c.unseen_messages}
              </Badge>
            ) : null}
          </Group>
        </Group>
      </Stack>
    </UnstyledButton>
  );
}
