import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useGuide } from '../../api/get-guide';

/**
 * The landing page of a firm with no clients yet (issue 21 §3): what to do first, where to do it, and the
 * Guide for the rest. It goes away by itself once the firm has its first client.
 */
export function FirstStepsCard({ canInvite }: { canInvite: boolean }) {
  const guide = useGuide();
  const noClients = guide.data?.steps.some((s) => s.key === 'create_client' && !s.done);
  if (!noClients) return null;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="first-steps-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="first-steps-title">
          Welcome! Start with your first client
        </Title>
        <Text size="sm">
          Add a client (a person and their entity) or import your client list; then send them a questionnaire — five
          starter templates are ready.{canInvite ? ' Invite your team whenever you like.' : ''}
        </Text>
        <Group gap="sm" wrap="wrap">
          <Button component={Link} to="/clients?create=1">
            Add a client
          </Button>
          <Button component={Link} to="/import-lists" variant="default">
            Import a list
          </Button>
          {canInvite ? (
            <Button component={Link} to="/firm?tab=staff" variant="default">
              Invite your team
            </Button>
          ) : null}
          <Button component={Link} to="/admin-guide" variant="subtle">
            Open the Guide
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
