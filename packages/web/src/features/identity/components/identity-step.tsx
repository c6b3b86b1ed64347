import { Alert, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import type { SignerIdentity } from '@portal/domain';
import { useState, type ComponentType } from 'react';
import { notify } from '../../../lib/notify';

export const identityStepMessages = {
  title: 'Verify your identity',
  intro:
    'Before you sign, your firm asks you to confirm who you are with a photo ID and a selfie. It takes about two minutes.',
  processing: 'Your identity check is being processed. This page updates when it is done.',
};

export interface IdentityStepProps {
  identity: SignerIdentity;
  /** Opens the signer's check and answers the provider's page (single-use: the browser goes there at once). */
  startVerification: () => Promise<string>;
}

/** Given to the features that sign (signature requests, tax returns) by app/: features do not import each other. */
export type IdentityStepComponent = ComponentType<IdentityStepProps>;

/** Before signing, when the firm requires it: the signer's identity check, and how the last one went. */
export function IdentityStep({ identity, startVerification }: IdentityStepProps) {
  const [pending, setPending] = useState(false);
  const start = () => {
    setPending(true);
    startVerification()
      .then((url) => window.location.assign(url))
      .catch((e: Error) => {
        setPending(false);
        notify.error(e.message);
      });
  };
  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Title order={2} fz="h4">
          {identityStepMessages.title}
        </Title>
        <Text size="sm">{identityStepMessages.intro}</Text>
        {identity.status === 'processing' ? (
          <Group gap="xs">
            <Loader size="xs" aria-hidden />
            <Text size="sm" role="status">
              {identityStepMessages.processing}
            </Text>
          </Group>
        ) : identity.status !== 'not_started' ? (
          <Alert role="status" color={identity.status === 'failed' ? 'red' : 'yellow'} variant="light">
            Identity check: {identity.label}
            {identity.error_description ? `. ${identity.error_description}` : ''}
          </Alert>
        ) : null}
        {identity.status === 'processing' ? null : (
          <Group>
            <Button onClick={start} loading={pending}>
              {identity.status === 'not_started' ? 'Verify your identity' : 'Try again'}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
