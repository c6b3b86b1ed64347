import { useDisclosure } from '@mantine/hooks';
import { DiyImportDialog } from '../../features/imports/components/diy-import-dialog';
import { ImportFileDialog } from '../../features/imports/components/import-file-dialog';
import { ImportsScreen } from '../../features/imports/components/imports-screen';
import { useFirmUsers } from '../../features/users/api/list-firm-users';
import { groupScopeOf } from '../firm-scope';
import { useSession } from '../session';

/** /import-lists (staff): recent client list imports, uploaded import files, and the two import dialogs. */
export function Component() {
  const session = useSession();
  const [diyOpened, diy] = useDisclosure(false);
  const [uploadOpened, upload] = useDisclosure(false);
  const firmUsers = useFirmUsers();
  if (!session) return null;
  const scope = groupScopeOf(session);
  const firmUserOptions = (firmUsers.data ?? []).map((u) => ({ value: String(u.id), label: u.full_name }));
  // Do-it-yourself imports only when the firm turns them on (spec 002 §3 client_list_import_diy_enabled).
  const diyEnabled = session.firm.preferences.client_list_import_diy_enabled;
  return (
    <ImportsScreen
      onImport={diyEnabled ? diy.open : undefined}
      onUploadFile={upload.open}
      dialog={
        <>
          {diyEnabled ? (
            <DiyImportDialog
              opened={diyOpened}
              onClose={diy.close}
              firmUsers={firmUserOptions}
              groupsEnabled={scope.enabled}
              groups={scope.groups}
              fixedGroupId={scope.fixedGroupId}
            />
          ) : null}
          <ImportFileDialog opened={uploadOpened} onClose={upload.close} firmUsers={firmUserOptions} />
        </>
      }
    />
  );
}
