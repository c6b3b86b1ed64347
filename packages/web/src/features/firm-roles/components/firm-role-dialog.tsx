import { Button, Checkbox, Group, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { FIRM_ROLE_PERMISSIONS, saveFirmRoleSchema } from '@portal/domain';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { AppModal } from '../../../components/app-modal';
import { isApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import type { FirmRole } from '../api/list-firm-roles';
import { useSaveFirmRole, type FirmRoleInput } from '../api/save-firm-role';

export const ROLE_SAVED = 'The firm role was saved';

export interface FirmRoleDialogProps {
  opened: boolean;
  /** The role to edit; null creates one. */
  role: FirmRole | null;
  onClose: () => void;
}

interface RoleValues {
  role_name: string;
  permission_ids: string[];
}

const resolver = zod4Resolver(saveFirmRoleSchema, { errorPriority: 'first' });
const toInput = (v: RoleValues): FirmRoleInput => ({
  role_name: v.role_name,
  permission_ids: v.permission_ids.map(Number),
});

/** Create or edit a firm role: its name and permissions. */
export function FirmRoleDialog({ opened, role, onClose }: FirmRoleDialogProps) {
  return (
    <AppModal opened={opened} onClose={onClose} title={role ? 'Edit firm role' : 'Create firm role'}>
      {opened ? <FirmRoleForm key={role?.id ?? 'new'} role={role} onClose={onClose} /> : null}
    </AppModal>
  );
}

function FirmRoleForm({ role, onClose }: Omit<FirmRoleDialogProps, 'opened'>) {
  const form = useForm<RoleValues>({
    initialValues: { role_name: role?.role_name ?? '', permission_ids: (role?.permission_ids ?? []).map(String) },
    validate: (v) => resolver(toInput(v)),
  });
  const save = useSaveFirmRole();
  return (
    <form
      noValidate
      onSubmit={form.onSubmit((v) =>
        save.mutate(
          { id: role?.id ?? null, input: toInput(v) },
          {
            onSuccess: () => {
              notify.success(ROLE_SAVED);
              onClose();
            },
            onError: (e) => {
              if (isApiError(e) && e.fields) form.setErrors(e.fields);
            },
          },
        ),
      )}
    >
      <Stack gap="md">
        <TextInput label="Role name" required {...form.getInputProps('role_name')} />
        <Checkbox.Group label="Permissions" {...form.getInputProps('permission_ids')}>
          <Stack gap="xs" mt="xs">
            {FIRM_ROLE_PERMISSIONS.map((p) => (
              <Checkbox key={p.id} value={String(p.id)} label={p.name} />
            ))}
          </Stack>
        </Checkbox.Group>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
