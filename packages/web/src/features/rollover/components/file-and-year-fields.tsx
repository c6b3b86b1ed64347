import { Button, Group, Input, Select } from '@mantine/core';
import { useId } from 'react';
import { yearOptions } from './rollover-item-form';

/** The file picker and year of the rollover panel's two upload forms (CSV import, prior-year document). */
export function FileAndYearFields(props: {
  fileLabel: string;
  accept: string;
  onFile: (file: File | null) => void;
  year: string | null;
  onYear: (year: string | null) => void;
  errors: { file?: string; year?: string };
}) {
  const fileId = useId();
  return (
    <Group align="flex-start" gap="xs" wrap="wrap">
      <Input.Wrapper label={props.fileLabel} labelProps={{ htmlFor: fileId }} error={props.errors.file}>
        <input
          id={fileId}
          type="file"
          accept={props.accept}
          style={{ display: 'block', maxWidth: '100%', marginTop: 4 }}
          onChange={(e) => props.onFile(e.currentTarget.files?.[0] ?? null)}
        />
      </Input.Wrapper>
      <Select
        label="Year"
        placeholder="Pick a year"
        data={yearOptions()}
        value={props.year}
        onChange={props.onYear}
        error={props.errors.year}
        w={130}
      />
    </Group>
  );
}

/** Submit and Close, small, under such a form. */
export function SubmitAndClose({ label, pending, onClose }: { label: string; pending: boolean; onClose: () => void }) {
  return (
    <Group gap="xs">
      <Button type="submit" size="xs" loading={pending}>
        {label}
      </Button>
      <Button size="xs" variant="default" onClick={onClose}>
        Close
      </Button>
    </Group>
  );
}
