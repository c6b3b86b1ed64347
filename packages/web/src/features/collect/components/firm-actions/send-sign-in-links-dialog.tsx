import { Alert, Button, Checkbox, Group, Skeleton, Stack, Text } from '@mantine/core';
import { previewActionMessages, sendSignInLinksSchema } from '@portal/domain';
import { useState } from 'react';
import { AppModal } from '../../../../components/app-modal';
import { isApiError } from '../../../../lib/api-client';
import { notify } from '../../../../lib/notify';
import { useEntityUsers, useSendSignInLinks } from '../../api/sign-in-links';

export interface SendSignInLinksDialogProps {
  questionnaireId: number;
  onClose: () => void;
}

/**
 * Send sign-in links (spec 001 §2, §6, §7 {userIds}): the entity's clients, each with a checkbox; one
 * without a mailbox shows 'No email' and cannot be chosen. Each chosen client is emailed a link that
 * resets how they sign in and opens the questionnaire. Mounted while open, so it starts with nobody chosen.
 */
export function SendSignInLinksDialog({ questionnaireId, onClose }: SendSignInLinksDialogProps) {
  const users = useEntityUsers(questionnaireId);
  const send = useSendSignInLinks(questionnaireId);
  const [chosen, setChosen] = useState<number[]>([]);
  const [error, setError] = useState<string>();
  const submit = () => {
    const parsed = sendSignInLinksSchema.safeParse({ userIds: chosen });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    send.mutate(parsed.data, {
      onSuccess: (res) => {
        notify.success(res.message);
        onClose();
      },
      onError: (err) => notify.error(isApiError(err) ? err.message : 'Something went wrong'),
    });
  };
  return (
    <AppModal opened onClose={onClose} title="Send sign-in links">
      <Stack gap="sm">
        <Text size="sm">{previewActionMessages.signInLinksNote}</Text>
        {users.isPending ? (
          <Skeleton h={60} />
        ) : users.isError ? (
          <Alert color="red" role="alert">
            {previewActionMessages.entityUsersFailed}
          </Alert>
        ) : (
          <Checkbox.Group
            label="Send a link to"
            error={error}
            value={chosen.map(String)}
            onChange={(v) => setChosen(v.map(Number))}
          >
            <Stack gap="xs" mt="xs">
              {users.data.map((u) => (
                <Checkbox
                  key={u.id}
                  value={String(u.id)}
                  label={u.full_name}
                  description={u.email ?? previewActionMessages.noEmail}
                  disabled={u.email === null}
                />
              ))}
            </Stack>
          </Checkbox.Group>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button loading={send.isPending} disabled={!users.isSuccess} onClick={submit}>
            Send
          </Button>
        </Group>
      </Stack>
    </AppModal>
  );
}
