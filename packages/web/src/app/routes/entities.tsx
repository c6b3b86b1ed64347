import { Button, Group, Stack, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { CreateEntityDialog } from '../../features/entities/components/create-entity-dialog';
import { EntitiesTable } from '../../features/entities/components/entities-table';
import { ClientPicker } from '../../features/users/components/client-picker';
import { useCreateClientAction } from '../create-client-action';
import { ENTITY_TYPES, groupScopeOf } from '../firm-scope';
import { useSession } from '../session';

/** /admin: the Entities table with Create User and Entity and Create entity. */
export function Component() {
  const session = useSession();
  const createClient = useCreateClientAction();
  const [entityOpened, entityDialog] = useDisclosure(false);
  const navigate = useNavigate();
  if (!session) return null;
  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Title order={1} size="h2">
          Entities
        </Title>
        <Group gap="xs">
          <Button variant="default" leftSection={<IconPlus size={16} aria-hidden />} onClick={entityDialog.open}>
            Create entity
          </Button>
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={createClient.open}>
            Create User and Entity
          </Button>
        </Group>
      </Group>
      <EntitiesTable groupScope={groupScopeOf(session)} entityTypes={ENTITY_TYPES} onCreateClient={createClient.open} />
      {createClient.dialog}
      <CreateEntityDialog
        opened={entityOpened}
        onClose={entityDialog.close}
        entityTypes={ENTITY_TYPES}
        renderUserPicker={(props) => <ClientPicker {...props} />}
        onCreated={(entity) => void navigate(`/admin/${entity.hash_id}`)}
      />
    </Stack>
  );
}
