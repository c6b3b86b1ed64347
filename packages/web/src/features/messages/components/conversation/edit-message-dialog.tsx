import { Button, Group, Stack, Text } from '@mantine/core';
import { messageMessages, type Message } from '@portal/domain';
import { useState } from 'react';
import { AppModal } from '../../../../components/app-modal';
import { isApiError } from '../../../../lib/api-client';
import { notify } from '../../../../lib/notify';
import { useEditMessage } from '../../api/edit-message';
import { MessageEditor } from './message-editor';
import { plainTextOf } from './sanitize-html';

export interface EditMessageDialogProps {
  conversationId: number;
  message: Message | null;
  onClose: () => void;
}

/** Edit Message: the author's new text; empty text is refused with 'Please enter a message'. */
export function EditMessageDialog({ conversationId, message, onClose }: EditMessageDialogProps) {
  return (
    <AppModal opened={message !== null} onClose={onClose} title="Edit Message" size="lg">
      {message ? (
        <EditForm key={message.id} conversationId={conversationId} message={message} onClose={onClose} />
      ) : null}
    </AppModal>
  );
}

function EditForm({
  conversationId,
  message,
  onClose,
}: {
  conversationId: number;
  message: Message;
  onClose: () => void;
}) {
  const [text, setText] = useState(message.text);
  const [error, setError] = useState<string | null>(null);
  const edit = useEditMessage(conversationId);
  const save = () => {
    if (!plainTextOf(text)) {
      setError(messageMessages.enterMessage);
      return;
    }
    setError(null);
    edit.mutate(
      { messageId: message.id, text },
      {
        onSuccess: () => {
          notify.success(messageMessages.updated);
          onClose();
        },
        onError: (e) => {
          const fieldError = isApiError(e) ? e.fields?.text : undefined;
          if (fieldError) setError(fieldError);
          notify.error(messageMessages.updateFailed);
        },
      },
    );
  };
  return (
    <Stack gap="sm">
      <MessageEditor label="Message text" value={text} onChange={setText} onSubmit={save} />
      {error ? (
        <Text size="sm" c="red.8" role="alert">
          {error}
        </Text>
      ) : null}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          Cancel
        </Button>
        <Button onClick={save} loading={edit.isPending}>
          Save
        </Button>
      </Group>
    </Stack>
  );
}
