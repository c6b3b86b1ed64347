import { Button, Group, Stack, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { UsersTable } from '../../features/users/components/users-table';
import { useCreateClientAction } from '../create-client-action';
import { groupScopeOf } from '../firm-scope';
import { useSession } from '../session';

/** /clients: the Users table with Create User and Entity. */
export function Component() {
  const session = useSession();
  const createClient = useCreateClientAction();
  if (!session) return null;
  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Title order={1} size="h2">
          Users
        </Title>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={createClient.open}>
          Create User and Entity
        </Button>
      </Group>
      <UsersTable groupScope={groupScopeOf(session)} onCreateClient={createClient.open} />
      {createClient.dialog}
    </Stack>
  );
}
