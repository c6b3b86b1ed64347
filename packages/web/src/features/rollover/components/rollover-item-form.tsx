import { Button, Group, Select, TextInput } from '@mantine/core';
import { priorYearItemFormSchema, rolloverYears } from '@portal/domain';
import { useState, type FormEvent } from 'react';

/** The years the selects offer: this year and the nine before it. */
export const yearOptions = () => rolloverYears(new Date().getFullYear()).map(String);
/** A new item is usually last year's document. */
export const defaultRolloverYear = () => String(new Date().getFullYear() - 1);

export interface RolloverItemFormProps {
  pending?: boolean;
  onSave: (input: { name: string; year: number }) => void;
  onCancel: () => void;
}

/** The inline Add item form: a name and a year, checked by the shared schema before posting. */
export function RolloverItemForm({ pending, onSave, onCancel }: RolloverItemFormProps) {
  const [name, setName] = useState('');
  const [year, setYear] = useState<string | null>(defaultRolloverYear());
  const [errors, setErrors] = useState<{ name?: string; year?: string }>({});
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = priorYearItemFormSchema.safeParse({ name, year: year ?? '' });
    if (!parsed.success) {
      const next: { name?: string; year?: string } = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] === 'year' ? 'year' : 'name';
        next[key] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    onSave(parsed.data);
  };
  return (
    <form onSubmit={submit} aria-label="Add rollover item" noValidate>
      <Group align="flex-start" wrap="wrap" gap="xs">
        <TextInput
          label="Name"
          placeholder="e.g. W-2 from Acme Inc."
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          error={errors.name}
          style={{ flex: '1 1 12rem' }}
          data-autofocus
        />
        <Select
          label="Year"
          data={yearOptions()}
          value={year}
          onChange={setYear}
          error={errors.year}
          allowDeselect={false}
          w={110}
        />
      </Group>
      <Group gap="xs" mt="xs">
        <Button type="submit" size="xs" loading={pending}>
          Save item
        </Button>
        <Button size="xs" variant="default" onClick={onCancel}>
          Cancel
        </Button>
      </Group>
    </form>
  );
}
