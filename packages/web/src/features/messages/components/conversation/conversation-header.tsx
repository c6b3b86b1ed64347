import { ActionIcon, Anchor, Avatar, Group, Menu, Stack, Text, Tooltip } from '@mantine/core';
import { messageMessages, participantsSummary, type ConversationSummary } from '@portal/domain';
import { IconArrowLeft, IconDots, IconDownload, IconEyeOff, IconUsers } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { notify } from '../../../../lib/notify';
import { useMarkConversationUnseen } from '../../api/mark-conversation-unseen';
import { ExportConversationDialog } from './export-conversation-dialog';
import { ManageParticipantsDialog } from './manage-participants-dialog';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');

/** Avatars shown before '+N'. */
const AVATARS = 4;

export interface ConversationHeaderProps {
  conversation: ConversationSummary;
  audience: 'staff' | 'client';
  canManageParticipants: boolean;
}

/** Back link, participants, and for staff: Add or remove participants, Mark as unseen, Export conversation. */
export function ConversationHeader({ conversation, audience, canManageParticipants }: ConversationHeaderProps) {
  const navigate = useNavigate();
  const unseen = useMarkConversationUnseen();
  const [managing, setManaging] = useState(false);
  const [exporting, setExporting] = useState(false);
  const names = [...conversation.client_names, ...conversation.advisor_names];
  const staff = audience === 'staff';

  const markUnseen = () =>
    unseen.mutate(conversation.id, {
      onSuccess: () => {
        notify.success(messageMessages.markedUnseen);
        void navigate('/messages');
      },
      onError: (e) => notify.error(e.message),
    });

  return (
    <Stack gap={6}>
      <Anchor component={Link} to={staff ? '/messages' : '/'} size="sm" w="fit-content">
        <Group gap={4} component="span">
          <IconArrowLeft size={14} aria-hidden />
          {staff ? 'Back to All Conversations' : 'Back to Dashboard'}
        </Group>
      </Anchor>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Group gap="sm" wrap="nowrap" miw={0}>
          <Avatar.Group spacing="sm" aria-hidden>
            {names.slice(0, AVATARS).map((n, i) => (
              <Tooltip key={`${n}-${i}`} label={n} withArrow>
                <Avatar radius="xl" size="md" color="blue.9" variant="filled" name={n}>
                  {initials(n)}
                </Avatar>
              </Tooltip>
            ))}
            {names.length > AVATARS ? (
              <Avatar radius="xl" size="md" color="gray.8" variant="filled">
                +{names.length - AVATARS}
              </Avatar>
            ) : null}
          </Avatar.Group>
          <Stack gap={0} miw={0}>
            <Text fw={600} size="sm" truncate component="h2" m={0} title={names.join(', ')}>
              {participantsSummary(names) || 'No participants'}
            </Text>
            {conversation.relevant_company_names.length > 0 ? (
              <Text size="xs" c="dimmed" truncate>
                {conversation.relevant_company_names.join(', ')}
              </Text>
            ) : conversation.archived ? (
              <Text size="xs" c="dimmed">
                Archived
              </Text>
            ) : null}
          </Stack>
        </Group>
        {staff ? (
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <ActionIcon variant="default" size="lg" aria-label="Conversation actions">
                <IconDots size={18} aria-hidden />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              {canManageParticipants ? (
                <Menu.Item leftSection={<IconUsers size={14} aria-hidden />} onClick={() => setManaging(true)}>
                  Add or remove participants
                </Menu.Item>
              ) : null}
              {conversation.is_participant ? (
                <Menu.Item leftSection={<IconEyeOff size={14} aria-hidden />} onClick={markUnseen}>
                  Mark as unseen
                </Menu.Item>
              ) : null}
              <Menu.Item leftSection={<IconDownload size={14} aria-hidden />} onClick={() => setExporting(true)}>
                Export conversation
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        ) : null}
      </Group>
      {staff ? (
        <>
          <ManageParticipantsDialog opened={managing} conversation={conversation} onClose={() => setManaging(false)} />
          <ExportConversationDialog
            opened={exporting}
            conversationId={conversation.id}
            onClose={() => setExporting(false)}
          />
        </>
      ) : null}
    </Stack>
  );
}
