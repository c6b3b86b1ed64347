import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { EntityDetail } from '@portal/domain';
import { IconPencil, IconUsers } from '@tabler/icons-react';
import { EditEntityDialog } from '../features/entities/components/edit-entity-dialog';
import { OwnersDialog } from '../features/entities/components/owners-dialog';
import { useFirmUsers } from '../features/users/api/list-firm-users';
import { ClientPicker } from '../features/users/components/client-picker';
import { useFirmEntityTypes } from './entity-types';
import { useSession } from './session';

/** Edit entity and Owners on the entity view's header. */
export function EntityActions({ entity }: { entity: EntityDetail }) {
  const session = useSession();
  const [editOpened, edit] = useDisclosure(false);
  const [ownersOpened, owners] = useDisclosure(false);
  const entityTypes = useFirmEntityTypes({ withCustom: true });
  const firmUsers = useFirmUsers();
  if (!session?.user.is_advisor) return null;
  return (
    <>
      <Button variant="default" leftSection={<IconPencil size={16} aria-hidden />} onClick={edit.open}>
        Edit entity
      </Button>
      <Button variant="default" leftSection={<IconUsers size={16} aria-hidden />} onClick={owners.open}>
        Owners
      </Button>
      <EditEntityDialog
        opened={editOpened}
        onClose={edit.close}
        entity={entity}
        entityTypes={entityTypes}
        staff={firmUsers.data ?? []}
        externalIdAllowed={session.firm.preferences.external_entity_id_allowed}
      />
      <OwnersDialog
        opened={ownersOpened}
        onClose={owners.close}
        entity={entity}
        renderUserPicker={(props) => <ClientPicker {...props} />}
      />
    </>
  );
}
