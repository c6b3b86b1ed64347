import { Alert, Button, Group, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { addSpouseSchema, spouseSsnInput, type EntityDetail } from '@portal/domain';
import { useState } from 'react';
import { AppModal } from '../../../components/app-modal';
import { isApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { useEntitySpouse, useSaveSpouse, type EntitySpouse } from '../api/entity-spouse';
import { ENTITY_SAVED } from './edit-entity-dialog';

export interface SpouseDialogProps {
  opened: boolean;
  onClose: () => void;
  entity: Pick<EntityDetail, 'id' | 'name' | 'spouse_ssn'>;
}

/**
 * A spouse on an existing entity (spec 000 §7 GET and POST /companies/{id}/spouse) and the spouse's SSN
 * (§3 Entity spouse_ssn, kept as its last four digits and shown masked).
 */
export function SpouseDialog({ opened, onClose, entity }: SpouseDialogProps) {
  return (
    <AppModal opened={opened} onClose={onClose} title="Spouse" closeOnClickOutside={false}>
      {opened ? <SpouseLoader entity={entity} onClose={onClose} /> : null}
    </AppModal>
  );
}

function SpouseLoader({ entity, onClose }: Omit<SpouseDialogProps, 'opened'>) {
  const spouse = useEntitySpouse(entity.id);
  if (spouse.isError)
    return (
      <Alert color="red" variant="light" role="alert">
        {spouse.error.message}
      </Alert>
    );
  if (!spouse.data)
    return (
      <Stack gap="xs" role="status" aria-label="Loading the spouse">
        <Skeleton h={20} />
        <Skeleton h={20} />
      </Stack>
    );
  return <SpouseForm entity={entity} spouse={spouse.data.spouse} onClose={onClose} />;
}

type Values = { fname: string; lname: string; email: string; ssn: string };

function SpouseForm({ entity, spouse, onClose }: Omit<SpouseDialogProps, 'opened'> & { spouse: EntitySpouse | null }) {
  const [values, setValues] = useState<Values>({ fname: '', lname: '', email: '', ssn: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSaveSpouse();
  const field = (key: keyof Values) => ({
    value: values[key],
    error: errors[key],
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => {
      const value = e.currentTarget.value;
      setValues((v) => ({ ...v, [key]: value }));
      setErrors(({ [key]: _gone, ...rest }) => rest);
    },
  });

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const found: Record<string, string> = {};
    const person = spouse ? null : addSpouseSchema.safeParse({ ...values, email: values.email || null });
    if (person && !person.success) for (const i of person.error.issues) found[String(i.path[0])] = i.message;
    const ssn = values.ssn.trim() === '' ? null : spouseSsnInput.safeParse(values.ssn);
    if (ssn && !ssn.success) found.ssn = ssn.error.issues[0]?.message ?? 'SSN must be 9 digits';
    if (Object.keys(found).length) return setErrors(found);
    if (spouse && ssn === null) return onClose();
    save.mutate(
      {
        id: entity.id,
        ...(person?.success ? { spouse: person.data } : {}),
        ...(ssn ? { spouseSsn: values.ssn.trim() } : {}),
      },
      {
        onSuccess: () => {
          notify.success(ENTITY_SAVED);
          onClose();
        },
        onError: (err) => {
          if (isApiError(err) && err.fields) setErrors(err.fields);
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="sm">
        {spouse ? (
          <Text size="sm">
            <strong>{spouse.full_name}</strong>
            {spouse.email ? ` · ${spouse.email}` : ' · no email'}
          </Text>
        ) : (
          <>
            <Text size="sm">{entity.name} has no spouse yet.</Text>
            <TextInput label="Spouse first name" withAsterisk autoComplete="off" {...field('fname')} />
            <TextInput label="Spouse last name" withAsterisk autoComplete="off" {...field('lname')} />
            <TextInput label="Spouse email" type="email" autoComplete="off" {...field('email')} />
          </>
        )}
        <TextInput
          label="Spouse SSN"
          description={entity.spouse_ssn ? `On file: ${entity.spouse_ssn}` : 'Only the last four digits are kept.'}
          placeholder="___-__-____"
          inputMode="numeric"
          autoComplete="off"
          maxLength={11}
          {...field('ssn')}
        />
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
