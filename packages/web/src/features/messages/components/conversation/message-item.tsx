import { ActionIcon, Badge, Box, Button, Group, Menu, Paper, Text } from '@mantine/core';
import { canUnsend, messageMessages, messageTagLabels, type Message } from '@portal/domain';
import { IconDots, IconMessages } from '@tabler/icons-react';
import { formatDateTime, formatWhen } from '../../../../lib/format';
import { MessageAttachments } from './message-attachments';
import { MessageHtml } from './message-html';

export const formatMessageTime = formatDateTime;

const tagColors = { general: 'gray', urgent: 'orange', emergency: 'red' } as const;

/** What a message can do, decided by the conversation (dialogs live there, once). */
export interface MessageHandlers {
  onEdit: (message: Message) => void;
  onEditSchedule: (message: Message) => void;
  onRemove: (message: Message) => void;
  onOpenThread?: (message: Message) => void;
}

export interface MessageItemProps extends MessageHandlers {
  message: Message;
  own: boolean;
  /** Whether the caller may change messages here (not read-only, archived or outside the conversation). */
  canWrite: boolean;
  tagsDisabled: boolean;
  now: Date;
  /** Replies inside the thread panel have no thread button of their own. */
  inThread?: boolean;
}

/** One message: author, time, tag, state badges, its text, its thread and the author's actions. */
export function MessageItem({
  message: m,
  own,
  canWrite,
  tagsDisabled,
  now,
  inThread,
  onEdit,
  onEditSchedule,
  onRemove,
  onOpenThread,
}: MessageItemProps) {
  if (m.is_log) {
    return (
      <Text size="xs" c="dimmed" ta="center" py={4} data-message-id={m.id}>
        {m.text.replace(/<[^>]*>/g, '')} · {formatWhen(m.created_at, now)}
      </Text>
    );
  }
  const unsendable = canUnsend(m, now);
  const showActions = own && canWrite && !m.is_deleted;
  const showThread = !inThread && onOpenThread && m.message_thread_id === null && !m.scheduled && !m.is_deleted;
  return (
    <Paper
      component="article"
      aria-label={`Message from ${m.user_name}`}
      data-message-id={m.id}
      withBorder
      p="sm"
      radius="md"
      bg={own ? 'var(--mantine-color-blue-light)' : undefined}
      style={m.scheduled ? { borderStyle: 'dashed' } : undefined}
    >
      <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
        <Group gap={6} wrap="wrap">
          <Text size="sm" fw={600}>
            {m.user_name}
          </Text>
          <Text size="xs" c="dimmed" component="time" dateTime={m.created_at}>
            {formatWhen(m.created_at, now)}
          </Text>
          {!tagsDisabled && m.tag !== 'general' ? (
            <Badge size="sm" color={tagColors[m.tag]}>
              {messageTagLabels[m.tag]}
            </Badge>
          ) : null}
          {m.is_edited && !m.is_deleted ? (
            <Badge size="sm" variant="light" color="gray">
              Edited
            </Badge>
          ) : null}
          {m.unseen ? (
            <Badge size="sm" variant="light">
              New
            </Badge>
          ) : null}
        </Group>
        {showActions ? (
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={`Actions for your message of ${formatMessageTime(m.created_at)}`}
              >
                <IconDots size={16} aria-hidden />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item onClick={() => onEdit(m)}>Edit</Menu.Item>
              {m.scheduled ? <Menu.Item onClick={() => onEditSchedule(m)}>Edit Scheduled Time</Menu.Item> : null}
              <Menu.Item color="red.9" onClick={() => onRemove(m)}>
                {unsendable ? 'Unsend' : 'Delete'}
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        ) : null}
      </Group>
      {m.scheduled && m.scheduled_time ? (
        <Group gap="xs" mt={4}>
          <Text size="xs" fw={600}>
            Scheduled for {formatMessageTime(m.scheduled_time)}
          </Text>
          {showActions ? (
            <Button size="compact-xs" variant="subtle" onClick={() => onEditSchedule(m)}>
              Edit Scheduled Time
            </Button>
          ) : null}
        </Group>
      ) : null}
      <Box mt={4}>
        {m.is_deleted ? (
          <Text size="sm" fs="italic" c="dimmed">
            {messageMessages.deleted}
          </Text>
        ) : (
          <>
            {m.text ? <MessageHtml html={m.text} /> : null}
            <MessageAttachments attachments={m.attachments} />
          </>
        )}
      </Box>
      {showThread && (m.reply_count > 0 || canWrite) ? (
        <Button
          mt={6}
          size="compact-xs"
          variant="subtle"
          leftSection={<IconMessages size={14} aria-hidden />}
          onClick={() => onOpenThread(m)}
        >
          {threadLabel(m)}
        </Button>
      ) : null}
    </Paper>
  );
}

function threadLabel(m: Message): string {
  if (m.reply_count === 0) return 'Reply in thread';
  const replies = m.reply_count === 1 ? '1 reply' : `${m.reply_count} replies`;
  return m.unseen_replies > 0 ? `${replies} (${m.unseen_replies} new)` : replies;
}
