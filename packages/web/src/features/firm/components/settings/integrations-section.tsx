import { Alert, Badge, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { IntegrationStatus } from '@portal/domain';
import { useIntegrations } from '../../api/get-integrations';

interface ServiceRow {
  name: string;
  connected: boolean;
  connectedText: string;
  withoutText: string;
  setting: string;
}

function serviceRows(s: IntegrationStatus): ServiceRow[] {
  return [
    {
      name: 'Card payments (Stripe)',
      connected: s.is_connected,
      connectedText:
        s.mode === 'stripe_test'
          ? 'Connected with a Stripe test key: checkouts work, no real money moves.'
          : 'Connected: deposits are paid by card through Stripe Checkout.',
      withoutText:
        'Built-in test mode: deposits go through a test checkout page on this server, and no money moves. Connect Stripe to take real payments.',
      setting: 'STRIPE_SECRET_KEY',
    },
    {
      name: 'Email (SMTP)',
      connected: s.services.email === 'smtp',
      connectedText: 'Sign-in codes, links, reminders and notices are sent through your mail server.',
      withoutText:
        'Every email is written to the outbox folder on this server instead of being sent. Connect a mail server so clients receive them.',
      setting: 'SMTP_URL',
    },
    {
      name: 'Text messages (Twilio)',
      connected: s.services.sms === 'twilio',
      connectedText: 'Sign-in codes and reminders can go to phones by text.',
      withoutText: 'Text messages are written to an outbox file on this server. Connect Twilio to send them.',
      setting: 'TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_FROM_NUMBER',
    },
    {
      name: 'AI reply drafts',
      connected: s.services.ai === 'connected',
      connectedText: 'Staff can ask for a draft reply to a client message.',
      withoutText: 'Off: everything else works; staff write replies themselves.',
      setting: 'AI_BASE_URL, AI_API_KEY, AI_MODEL',
    },
    {
      name: 'File storage (S3)',
      connected: s.services.storage === 's3',
      connectedText: 'Files are kept in your S3-compatible bucket.',
      withoutText: "Files are kept in this server's data folder. Use a bucket to run several servers.",
      setting: 'S3_BUCKET and the other S3_* settings',
    },
  ];
}

/** Firm settings → Integrations: what runs without outside services and what each one adds. */
export function IntegrationsSection() {
  const status = useIntegrations();
  if (status.isError) {
    return (
      <Alert color="red" variant="light" role="alert">
        {status.error.message}
      </Alert>
    );
  }
  if (!status.data) {
    return (
      <Stack gap="xs" role="status" aria-label="Loading integrations">
        <Skeleton h={72} />
        <Skeleton h={72} />
      </Stack>
    );
  }
  return (
    <Stack gap="md" maw={760}>
      <Text size="sm" c="dimmed">
        The portal works on its own. Each service below is set by your server administrator in the server&apos;s
        settings and adds what it says.
      </Text>
      {serviceRows(status.data).map((row) => (
        <Paper key={row.name} withBorder p="md" radius="md">
          <Stack gap={6}>
            <Group justify="space-between" wrap="wrap">
              <Title order={2} size="h4">
                {row.name}
              </Title>
              <Badge color={row.connected ? 'teal' : 'gray'} variant="light">
                {row.connected ? 'Connected' : 'Not connected'}
              </Badge>
            </Group>
            <Text size="sm">{row.connected ? row.connectedText : row.withoutText}</Text>
            <Text size="xs" c="dimmed">
              Setting: {row.setting}
            </Text>
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
