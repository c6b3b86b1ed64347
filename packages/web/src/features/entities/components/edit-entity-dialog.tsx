import { Button, Group, NativeSelect, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { useForm, type FormErrors } from '@mantine/form';
import { NEW_CUSTOM_ENTITY_TYPE, updateEntitySchema, type EntityDetail } from '@portal/domain';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { AppModal } from '../../../components/app-modal';
import { isApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { useUpdateEntity, type EntityChanges } from '../api/update-entity';

export const ENTITY_SAVED = 'The entity was successfully updated';

export interface StaffOption {
  id: number;
  full_name: string;
}

export interface EditEntityDialogProps {
  opened: boolean;
  onClose: () => void;
  entity: EntityDetail;
  entityTypes: string[];
  /** Firm users for the client manager and CPA (the app supplies them). */
  staff: StaffOption[];
  externalIdAllowed: boolean;
}

interface EntityValues {
  name: string;
  entity_type: string;
  custom_entity_type: string;
  business_email: string;
  other_email: string;
  street: string;
  city: string;
  state: string;
  zip: string;
  country: string;
  external_entity_id: string;
  inactive: boolean;
  readonly_access: boolean;
  client_manager_id: string;
  cpa_id: string;
}

const valuesOf = (e: EntityDetail): EntityValues => ({
  name: e.name,
  entity_type: e.entity_type,
  custom_entity_type: '',
  business_email: e.business_email ?? '',
  other_email: e.other_email ?? '',
  street: e.street ?? '',
  city: e.city ?? '',
  state: e.state ?? '',
  zip: e.zip ?? '',
  country: e.country ?? '',
  external_entity_id: e.external_entity_id ?? '',
  inactive: e.inactive,
  readonly_access: e.readonly_access,
  client_manager_id: e.client_manager_id === null ? '' : String(e.client_manager_id),
  cpa_id: e.cpa_id === null ? '' : String(e.cpa_id),
});

const toInput = (v: EntityValues) => ({
  name: v.name.trim(),
  entity_type: v.entity_type === NEW_CUSTOM_ENTITY_TYPE ? v.custom_entity_type.trim() : v.entity_type,
  business_email: v.business_email,
  other_email: v.other_email,
  street: v.street,
  city: v.city,
  state: v.state,
  zip: v.zip,
  country: v.country,
  external_entity_id: v.external_entity_id.trim() || null,
  inactive: v.inactive,
  readonly_access: v.readonly_access,
});

const resolver = zod4Resolver(updateEntitySchema, { errorPriority: 'first' });
function validate(v: EntityValues) {
  const errors: FormErrors = { ...resolver(toInput(v)) };
  if (!v.name.trim()) errors.name = 'Entity name is required';
  if (v.entity_type === NEW_CUSTOM_ENTITY_TYPE && !v.custom_entity_type.trim()) {
    errors.custom_entity_type = 'Custom entity type is required';
  }
  return errors;
}

function changesOf(values: EntityValues, initial: EntityValues): EntityChanges {
  const next = updateEntitySchema.parse(toInput(values));
  const before = updateEntitySchema.parse(toInput(initial));
  const changes: Record<string, unknown> = {};
  for (const key of Object.keys(next) as (keyof EntityChanges)[]) {
    if (next[key] !== before[key]) changes[key] = next[key];
  }
  return changes as EntityChanges;
}

const roleChange = (value: string, initial: string) =>
  value === initial ? undefined : value === '' ? null : Number(value);

/** Edit entity (spec 000 §3 Entity): details, the inactive and read-only switches, client manager and CPA. */
export function EditEntityDialog({ opened, onClose, ...props }: EditEntityDialogProps) {
  return (
    <AppModal opened={opened} onClose={onClose} title="Edit entity" size="lg" closeOnClickOutside={false}>
      <EditEntityForm key={props.entity.id} onClose={onClose} {...props} />
    </AppModal>
  );
}

function EditEntityForm({
  onClose,
  entity,
  entityTypes,
  staff,
  externalIdAllowed,
}: Omit<EditEntityDialogProps, 'opened'>) {
  const form = useForm<EntityValues>({ initialValues: valuesOf(entity), validate });
  const save = useUpdateEntity();
  const types = [...new Set([...entityTypes.filter((t) => t !== NEW_CUSTOM_ENTITY_TYPE), entity.entity_type])];
  const staffOptions = [
    { value: '', label: 'None' },
    ...staff.map((s) => ({ value: String(s.id), label: s.full_name })),
  ];

  const submit = (values: EntityValues) => {
    const initial = form.getInitialValues();
    const edit = {
      id: entity.id,
      changes: changesOf(values, initial),
      clientManagerId: roleChange(values.client_manager_id, initial.client_manager_id),
      cpaId: roleChange(values.cpa_id, initial.cpa_id),
    };
    if (Object.keys(edit.changes).length === 0 && edit.clientManagerId === undefined && edit.cpaId === undefined) {
      onClose();
      return;
    }
    save.mutate(edit, {
      onSuccess: () => {
        notify.success(ENTITY_SAVED);
        onClose();
      },
      onError: (e) => {
        if (isApiError(e) && e.fields) form.setErrors(e.fields);
      },
    });
  };

  return (
    <form noValidate onSubmit={form.onSubmit(submit)} aria-label="Edit entity">
      <Stack gap="sm">
        <TextInput label="Entity name" required {...form.getInputProps('name')} />
        <NativeSelect
          label="Entity type"
          data={[...types, NEW_CUSTOM_ENTITY_TYPE]}
          {...form.getInputProps('entity_type')}
        />
        {form.values.entity_type === NEW_CUSTOM_ENTITY_TYPE ? (
          <TextInput label="Custom entity type" required {...form.getInputProps('custom_entity_type')} />
        ) : null}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="Business email" type="email" {...form.getInputProps('business_email')} />
          <TextInput label="Other email" type="email" {...form.getInputProps('other_email')} />
        </SimpleGrid>
        <TextInput label="Street" {...form.getInputProps('street')} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="City" {...form.getInputProps('city')} />
          <TextInput label="State" {...form.getInputProps('state')} />
          <TextInput label="Zip" {...form.getInputProps('zip')} />
          <TextInput label="Country" {...form.getInputProps('country')} />
        </SimpleGrid>
        {externalIdAllowed ? (
          <TextInput label="External entity ID" {...form.getInputProps('external_entity_id')} />
        ) : null}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <NativeSelect label="Client manager" data={staffOptions} {...form.getInputProps('client_manager_id')} />
          <NativeSelect label="CPA" data={staffOptions} {...form.getInputProps('cpa_id')} />
        </SimpleGrid>
        <Switch label="Inactive" {...form.getInputProps('inactive', { type: 'checkbox' })} />
        <Switch label="Read-only access" {...form.getInputProps('readonly_access', { type: 'checkbox' })} />
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
