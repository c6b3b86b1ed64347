import { useDisclosure } from '@mantine/hooks';
import { DiyImportDialog } from '../../features/imports/components/diy-import-dialog';
import { ImportsScreen } from '../../features/imports/components/imports-screen';
import { useFirmUsers } from '../../features/users/api/list-firm-users';
import { groupScopeOf } from '../firm-scope';
import { useSession } from '../session';

/** /import-lists (staff): recent client list imports and the DIY Import dialog. */
export function Component() {
  const session = useSession();
  const [opened, { open, close }] = useDisclosure(false);
  const firmUsers = useFirmUsers();
  if (!session) return null;
  const scope = groupScopeOf(session);
  return (
    <ImportsScreen
      onImport={open}
      dialog={
        <DiyImportDialog
          opened={opened}
          onClose={close}
          firmUsers={(firmUsers.data ?? []).map((u) => ({ value: String(u.id), label: u.full_name }))}
          groupsEnabled={scope.enabled}
          groups={scope.groups}
          fixedGroupId={scope.fixedGroupId}
        />
      }
    />
  );
}
