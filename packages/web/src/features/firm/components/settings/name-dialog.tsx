import { TextInput } from '@mantine/core';
import { useEffect, useState, type ReactNode } from 'react';
import { FormDialog } from '../../../../components/form-dialog';
import { isApiError } from '../../../../lib/api-client';

export interface NameDialogProps {
  opened: boolean;
  title: string;
  label: string;
  initialName?: string;
  submitLabel: string;
  maxLength: number;
  /** Checked before sending; the message to show, or null. */
  check?: (name: string) => string | null;
  /** Rejects with the server's refusal, shown on the field. */
  onSubmit: (name: string) => Promise<unknown>;
  onClose: () => void;
  children?: ReactNode;
}

/** A dialog asking for one name: create or rename a catalogue item. The server's refusal shows on the field. */
export function NameDialog({
  opened,
  title,
  label,
  initialName = '',
  submitLabel,
  maxLength,
  check,
  onSubmit,
  onClose,
  children,
}: NameDialogProps) {
  const [name, setName] = useState(initialName);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  useEffect(() => {
    if (opened) {
      setName(initialName);
      setError(null);
    }
  }, [opened, initialName]);
  const submit = async () => {
    const problem = name.trim() === '' ? `${label} is required` : (check?.(name.trim()) ?? null);
    if (problem) return setError(problem);
    setPending(true);
    try {
      await onSubmit(name.trim());
      onClose();
    } catch (e) {
      setError(isApiError(e) ? (e.fields?.name ?? e.message) : e instanceof Error ? e.message : String(e));
    } finally {
      setPending(false);
    }
  };
  return (
    <FormDialog
      opened={opened}
      title={title}
      submitLabel={submitLabel}
      pending={pending}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      <TextInput
        label={label}
        required
        data-autofocus
        maxLength={maxLength}
        value={name}
        error={error}
        onChange={(e) => {
          setName(e.currentTarget.value);
          setError(null);
        }}
      />
      {children}
    </FormDialog>
  );
}
