import { Alert, Button, Group, Text } from '@mantine/core';
import { firmEmailMessages } from '@portal/domain';
import { IconMailExclamation } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { isApiError } from '../../../lib/api-client';
import { resendFirmEmailConfirmation } from '../api/firm-email-confirmation';

/**
 * Shown to staff of a firm made at /create-firm until its creator confirms their email: why the firm's
 * mail is not going out yet, and the link again for the creator.
 */
export function FirmEmailBanner({ sentTo }: { sentTo: string }) {
  const resend = useMutation({ mutationFn: resendFirmEmailConfirmation, meta: { silent: true } });
  return (
    <Alert role="status" color="orange" variant="light" icon={<IconMailExclamation aria-hidden />} radius={0}>
      <Text size="sm">{firmEmailMessages.banner(sentTo)}</Text>
      <Group gap="sm" mt="xs">
        <Button size="xs" variant="default" loading={resend.isPending} onClick={() => resend.mutate()}>
          Send the link again
        </Button>
        {resend.isSuccess ? (
          <Text size="sm" role="status">
            We sent a new link to {resend.data.sent_to}.
          </Text>
        ) : null}
        {resend.isError ? (
          <Text size="sm" c="red" role="alert">
            {isApiError(resend.error) ? resend.error.message : 'The link could not be sent. Please try again.'}
          </Text>
        ) : null}
      </Group>
    </Alert>
  );
}
