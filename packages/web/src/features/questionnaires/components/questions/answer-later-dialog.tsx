import { Button, Group, Stack, Text } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { defaultAnswerLaterDate, isBeforeToday, validateAnswerLaterDate, type LaterKind } from '@portal/domain';
import { useState } from 'react';
import { AppModal } from '../../../../components/app-modal';

export interface AnswerLaterDialogProps {
  opened: boolean;
  kind: LaterKind;
  dueDate: string | null;
  pending?: boolean;
  onConfirm: (date: string) => void;
  onClose: () => void;
}

export const laterTitle = (kind: LaterKind) => (kind === 'upload' ? 'Upload Later' : 'Answer Later');

/** Answer Later / Upload Later (spec 001 §5): a date, 7 days ahead by default, checked by the domain's rule. */
export function AnswerLaterDialog({ opened, kind, dueDate, pending, onConfirm, onClose }: AnswerLaterDialogProps) {
  return (
    <AppModal opened={opened} onClose={onClose} title={laterTitle(kind)}>
      {/* Mounted only while open, so each opening starts from the default date. */}
      {opened ? (
        <LaterForm kind={kind} dueDate={dueDate} pending={pending} onConfirm={onConfirm} onClose={onClose} />
      ) : null}
    </AppModal>
  );
}

function LaterForm({ kind, dueDate, pending, onConfirm, onClose }: Omit<AnswerLaterDialogProps, 'opened'>) {
  const [now] = useState(() => new Date());
  const [date, setDate] = useState<string | null>(() => defaultAnswerLaterDate(now));
  const error = date ? validateAnswerLaterDate(date, { now, dueDate, kind }) : null;
  return (
    <Stack gap="md">
      <Text size="sm">
        {kind === 'upload'
          ? 'Choose the date by which the documents will be uploaded.'
          : 'Choose the date by which this question will be answered.'}
      </Text>
      <DateInput
        label={kind === 'upload' ? 'Upload by' : 'Answer by'}
        value={date}
        onChange={setDate}
        valueFormat="MMM D, YYYY"
        error={error ?? undefined}
        popoverProps={{ withinPortal: true, zIndex: 400 }}
      />
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          Cancel
        </Button>
        <Button
          loading={pending}
          // The spec disables it for a date before today; any other failing rule blocks it as well.
          disabled={!date || isBeforeToday(date, now) || error !== null}
          onClick={() => date && onConfirm(date)}
        >
          Confirm
        </Button>
      </Group>
    </Stack>
  );
}
