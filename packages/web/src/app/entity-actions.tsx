import { Badge, Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { can, isPartner, type EntityDetail } from '@portal/domain';
import {
  IconBell,
  IconBellRinging,
  IconHeartHandshake,
  IconLink,
  IconNotes,
  IconPencil,
  IconUserShield,
  IconUsers,
} from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { EditEntityDialog } from '../features/entities/components/edit-entity-dialog';
import { entityKeys } from '../features/entities/api/entity-keys';
import { OwnerNotificationsDialog } from '../features/entities/components/owner-notifications-dialog';
import { OwnersDialog } from '../features/entities/components/owners-dialog';
import { SpouseDialog } from '../features/entities/components/spouse-dialog';
import { assignmentsOf, EntityFirmRolesDialog } from '../features/firm-roles/components/entity-firm-roles-dialog';
import { NotesDialog } from '../features/notes/components/notes-dialog';
import { EntityNotificationsDialog } from '../features/notifications/components/entity-notifications-dialog';
import { SecureUploadLinkDialog } from '../features/secure-upload/components/secure-upload-link-dialog';
import { useFirmUsers } from '../features/users/api/list-firm-users';
import { ClientPicker } from '../features/users/components/client-picker';
import { useFirmEntityTypes } from './entity-types';
import { actorOf } from './firm-scope';
import { useSession } from './session';

/** Edit entity, Owners, Notes, Notifications, Firm roles and Secure upload link on the entity view's header. */
export function EntityActions({ entity }: { entity: EntityDetail }) {
  const session = useSession();
  const queryClient = useQueryClient();
  const [editOpened, edit] = useDisclosure(false);
  const [ownersOpened, owners] = useDisclosure(false);
  const [notesOpened, notes] = useDisclosure(false);
  const [notificationsOpened, notifications] = useDisclosure(false);
  const [rolesOpened, roles] = useDisclosure(false);
  const [secureOpened, secure] = useDisclosure(false);
  const [ownerNotificationsOpened, ownerNotifications] = useDisclosure(false);
  const [spouseOpened, spouse] = useDisclosure(false);
  const entityTypes = useFirmEntityTypes({ withCustom: true });
  const firmUsers = useFirmUsers();
  if (!session?.user.is_advisor) return null;
  const actor = actorOf(session);
  const refreshEntity = () => void queryClient.invalidateQueries({ queryKey: entityKeys.all });
  const manageRoles = session.firm.preferences.use_firm_roles && can(actor, 'firm.roles');
  return (
    <>
      <Button variant="default" leftSection={<IconPencil size={16} aria-hidden />} onClick={edit.open}>
        Edit entity
      </Button>
      <Button variant="default" leftSection={<IconUsers size={16} aria-hidden />} onClick={owners.open}>
        Owners
      </Button>
      <Button
        variant="default"
        leftSection={<IconNotes size={16} aria-hidden />}
        rightSection={
          <Badge size="sm" variant="light" circle={entity.note_count < 10}>
            {entity.note_count}
          </Badge>
        }
        onClick={notes.open}
      >
        Notes
      </Button>
      <Button variant="default" leftSection={<IconBell size={16} aria-hidden />} onClick={notifications.open}>
        Notifications
      </Button>
      <Button
        variant="default"
        leftSection={<IconBellRinging size={16} aria-hidden />}
        onClick={ownerNotifications.open}
      >
        Owner notifications
      </Button>
      {entity.entity_type === 'Individual' ? (
        <Button variant="default" leftSection={<IconHeartHandshake size={16} aria-hidden />} onClick={spouse.open}>
          Spouse
        </Button>
      ) : null}
      {manageRoles ? (
        <Button variant="default" leftSection={<IconUserShield size={16} aria-hidden />} onClick={roles.open}>
          Firm roles
        </Button>
      ) : null}
      <Button variant="default" leftSection={<IconLink size={16} aria-hidden />} onClick={secure.open}>
        Secure upload link
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
      <NotesDialog
        opened={notesOpened}
        onClose={notes.close}
        entity={entity}
        currentUserId={session.user.id}
        canDeleteAny={isPartner(actor)}
        onChanged={refreshEntity}
      />
      <EntityNotificationsDialog
        opened={notificationsOpened}
        onClose={notifications.close}
        entity={entity}
        assigned={entity.client_manager_id === session.user.id}
      />
      <OwnerNotificationsDialog
        opened={ownerNotificationsOpened}
        onClose={ownerNotifications.close}
        entity={entity}
        readOnly={actor.readonly}
      />
      {entity.entity_type === 'Individual' ? (
        <SpouseDialog opened={spouseOpened} onClose={spouse.close} entity={entity} />
      ) : null}
      <SecureUploadLinkDialog
        opened={secureOpened}
        onClose={secure.close}
        companyId={entity.id}
        entityName={entity.name}
      />
      {manageRoles ? (
        <EntityFirmRolesDialog
          key={entity.id}
          opened={rolesOpened}
          onClose={roles.close}
          entity={entity}
          assignments={assignmentsOf(entity)}
          staff={firmUsers.data ?? []}
          onChanged={refreshEntity}
        />
      ) : null}
    </>
  );
}
