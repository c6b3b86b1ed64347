import { Button, Group, Loader, MultiSelect, Stack, Text } from '@mantine/core';
import { messageMessages, type ConversationSummary } from '@portal/domain';
import { useState } from 'react';
import { AppModal } from '../../../../components/app-modal';
import { isApiError } from '../../../../lib/api-client';
import { notify } from '../../../../lib/notify';
import { useStaff } from '../../api/list-staff';
import { useUpdateConversationParticipants } from '../../api/update-conversation';

export const PARTICIPANTS_SAVED = 'Participants updated successfully';

export interface ManageParticipantsDialogProps {
  opened: boolean;
  conversation: ConversationSummary;
  onClose: () => void;
}

/** Manage Participants: the firm users in the conversation (at least one). The entity's owners stay. */
export function ManageParticipantsDialog({ opened, conversation, onClose }: ManageParticipantsDialogProps) {
  return (
    <AppModal opened={opened} onClose={onClose} title="Manage Participants">
      {opened ? <ParticipantsForm conversation={conversation} onClose={onClose} /> : null}
    </AppModal>
  );
}

function ParticipantsForm({ conversation, onClose }: { conversation: ConversationSummary; onClose: () => void }) {
  const staff = useStaff(true);
  const [selected, setSelected] = useState<string[]>(conversation.advisor_ids.map(String));
  const [error, setError] = useState<string | null>(null);
  const update = useUpdateConversationParticipants(conversation.id);
  const known = new Map(conversation.advisor_ids.map((id, i) => [id, conversation.advisor_names[i] ?? `User ${id}`]));
  for (const u of staff.data ?? []) known.set(u.id, u.full_name);
  const options = [...known].map(([id, name]) => ({ value: String(id), label: name }));

  const save = () => {
    if (selected.length === 0) {
      setError(messageMessages.participantRequired);
      return;
    }
    setError(null);
    update.mutate(selected.map(Number), {
      onSuccess: () => {
        notify.success(PARTICIPANTS_SAVED);
        onClose();
      },
      onError: (e) => {
        const field = isApiError(e) ? e.fields?.advisor_ids : undefined;
        if (field) setError(field);
        else notify.error(e.message);
      },
    });
  };

  return (
    <Stack gap="sm">
      {conversation.client_names.length > 0 ? (
        <Text size="sm" c="dimmed">
          Clients: {conversation.client_names.join(', ')}
        </Text>
      ) : null}
      <MultiSelect
        label="Firm users"
        data={options}
        value={selected}
        onChange={(v) => {
          setSelected(v);
          if (v.length > 0) setError(null);
        }}
        searchable
        nothingFoundMessage="No firm users found"
        rightSection={staff.isLoading ? <Loader size="xs" /> : undefined}
        error={error}
        comboboxProps={{ withinPortal: true }}
      />
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          Cancel
        </Button>
        <Button onClick={save} loading={update.isPending} disabled={selected.length === 0}>
          Save
        </Button>
      </Group>
    </Stack>
  );
}
