import { Button, Group, Stack, Text } from '@mantine/core';
import '@mantine/dates/styles.css';
import { DateInput } from '@mantine/dates';
import { defaultAnswerLaterDate, isBeforeToday, validateAnswerLaterDate } from '@portal/domain';
import { useState } from 'react';
import type { AnswerLaterDialogProps } from './answer-later-dialog';

/** The Answer (Upload) Later dialog's date, 7 days ahead by default, and its buttons. */
export function LaterForm({ kind, dueDate, pending, onConfirm, onClose }: Omit<AnswerLaterDialogProps, 'opened'>) {
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
