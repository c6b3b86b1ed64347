import { Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { formatPhone } from '@portal/domain';
import { StatusBadge } from '../../../components/status-badge';
import { displayEmail } from '../../../lib/format';
import type { UserSummary as User } from '../api/get-user';
import { useFirmUsers } from '../api/list-firm-users';

function Field({ label, value }: { label: string; value: string | null | undefined }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {value || '—'}
      </Text>
    </div>
  );
}

/** The user view's header and contact details. */
export function UserSummary({ user }: { user: User }) {
  const firmUsers = useFirmUsers();
  const advisor =
    user.assigned_advisor_id === null
      ? 'None'
      : (firmUsers.data?.find((u) => u.id === user.assigned_advisor_id)?.full_name ?? '');
  return (
    <Stack gap="md">
      <Group gap="xs" wrap="wrap">
        <Title order={1} size="h2">
          {user.full_name}
        </Title>
        <StatusBadge color={user.paying ? 'teal' : 'gray'}>{user.paying ? 'Active' : 'Deactivated'}</StatusBadge>
        {user.readonly_access ? <StatusBadge color="yellow">Read-only</StatusBadge> : null}
      </Group>
      <Paper withBorder p="md" radius="md">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <Field label="Email" value={displayEmail(user.email)} />
          <Field label="Phone" value={user.phone_number ? formatPhone(user.phone_number) : null} />
          <Field label="Assigned firm user" value={advisor} />
        </SimpleGrid>
      </Paper>
    </Stack>
  );
}
