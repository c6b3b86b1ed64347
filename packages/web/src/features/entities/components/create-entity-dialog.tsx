import { Button, Divider, Group, NativeSelect, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm, type FormErrors } from '@mantine/form';
import {
  createEntitySchema,
  entityMessages,
  entityNameSchema,
  individualAllowed,
  INDIVIDUAL_NOT_ALLOWED_LABEL,
  type EntityDetail,
} from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { AppModal } from '../../../components/app-modal';
import { isApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { useCreateEntity } from '../api/create-entity';
import { userEntitiesQueryOptions } from '../api/list-user-entities';

const INDIVIDUAL = 'Individual';

export interface EntityOwner {
  id: number;
  full_name: string;
}

interface CreateEntityValues {
  user_id: string;
  entity_type: string;
  name: string;
  business_email: string;
  other_email: string;
  street: string;
  city: string;
  state: string;
  zip: string;
  country: string;
}

export interface UserPickerProps {
  value: string;
  onChange: (userId: string, user: EntityOwner | null) => void;
  error?: ReactNode;
}

export interface CreateEntityDialogProps {
  opened: boolean;
  onClose: () => void;
  /** The user the entity is for; without one the dialog asks for a user first. */
  user?: EntityOwner | null;
  /** Chooses the user (the app supplies the users feature's picker). */
  renderUserPicker?: (props: UserPickerProps) => ReactNode;
  entityTypes: string[];
  onCreated: (entity: EntityDetail) => void;
}

const toBody = (v: CreateEntityValues) => ({
  user_id: Number(v.user_id),
  entity_type: v.entity_type,
  name: v.entity_type === INDIVIDUAL ? undefined : v.name,
  business_email: v.business_email,
  other_email: v.other_email,
  street: v.street,
  city: v.city,
  state: v.state,
  zip: v.zip,
  country: v.country,
});

function validate(v: CreateEntityValues): FormErrors {
  const errors: FormErrors = {};
  if (!v.user_id) errors.user_id = 'Please choose a user';
  const parsed = createEntitySchema.safeParse({ ...toBody(v), user_id: Number(v.user_id) || 1 });
  if (!parsed.success) for (const i of parsed.error.issues) errors[i.path.join('.')] ??= i.message;
  if (v.entity_type !== INDIVIDUAL) {
    const name = entityNameSchema.safeParse(v.name);
    if (!name.success) errors.name = name.error.issues[0]?.message;
  }
  return errors;
}

/** Create entity (spec 000 §2 dialogs, §5 other): select the user, then the entity's type, name and address. */
export function CreateEntityDialog({ opened, onClose, ...props }: CreateEntityDialogProps) {
  return (
    <AppModal opened={opened} onClose={onClose} title="Create entity" size="lg" closeOnClickOutside={false}>
      <CreateEntityForm onClose={onClose} {...props} />
    </AppModal>
  );
}

function CreateEntityForm({
  onClose,
  user,
  renderUserPicker,
  entityTypes,
  onCreated,
}: Omit<CreateEntityDialogProps, 'opened'>) {
  const form = useForm<CreateEntityValues>({
    initialValues: {
      user_id: user ? String(user.id) : '',
      entity_type: '',
      name: '',
      business_email: '',
      other_email: '',
      street: '',
      city: '',
      state: '',
      zip: '',
      country: '',
    },
    validate,
  });
  const create = useCreateEntity();
  const [owner, setOwner] = useState<EntityOwner | null>(user ?? null);
  // A person has one Individual entity: once they own one, the type is shown but cannot be chosen.
  const ownerId = Number(form.values.user_id) || 0;
  const owned = useQuery({ ...userEntitiesQueryOptions(ownerId), enabled: ownerId > 0 });
  const individualOk = individualAllowed((owned.data ?? []).map((e) => e.entity_type));
  const typeOptions = entityTypes.map((t) =>
    t === INDIVIDUAL && !individualOk ? { value: t, label: INDIVIDUAL_NOT_ALLOWED_LABEL, disabled: true } : t,
  );

  const submit = (values: CreateEntityValues) =>
    create.mutate(createEntitySchema.parse(toBody(values)), {
      onSuccess: (entity) => {
        notify.success(entityMessages.createdEntity);
        onCreated(entity);
        onClose();
      },
      onError: (e) => {
        if (isApiError(e) && e.fields) form.setErrors(e.fields);
      },
    });

  return (
    <form noValidate onSubmit={form.onSubmit(submit)}>
      <Stack gap="sm">
        {user ? (
          <Text size="sm">
            For <strong>{user.full_name}</strong>
          </Text>
        ) : (
          renderUserPicker?.({
            value: form.values.user_id,
            onChange: (id, picked) => {
              form.setFieldValue('user_id', id);
              setOwner(picked);
            },
            error: form.errors.user_id,
          })
        )}
        <NativeSelect
          label="Entity type"
          withAsterisk
          data={[{ value: '', label: 'Choose a type' }, ...typeOptions]}
          {...form.getInputProps('entity_type')}
        />
        {form.values.entity_type === INDIVIDUAL ? (
          <TextInput
            label="Entity name"
            readOnly
            variant="filled"
            value={owner?.full_name ?? ''}
            description="An Individual entity is named after its owner."
          />
        ) : (
          <TextInput label="Entity name" withAsterisk autoComplete="off" {...form.getInputProps('name')} />
        )}
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <TextInput label="Business email" type="email" {...form.getInputProps('business_email')} />
          <TextInput label="Other email" type="email" {...form.getInputProps('other_email')} />
        </SimpleGrid>
        <Divider label="Address" labelPosition="left" />
        <TextInput label="Street" autoComplete="street-address" {...form.getInputProps('street')} />
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <TextInput label="City" autoComplete="address-level2" {...form.getInputProps('city')} />
          <TextInput label="State" autoComplete="address-level1" {...form.getInputProps('state')} />
          <TextInput label="Zip" autoComplete="postal-code" {...form.getInputProps('zip')} />
          <TextInput label="Country" autoComplete="country-name" {...form.getInputProps('country')} />
        </SimpleGrid>
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={create.isPending}>
            Create
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
