import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { defaultScheduleTime, isFutureTime, messageMessages } from '@portal/domain';
import dayjs from 'dayjs';
import { useState } from 'react';
import { AppModal } from '../../../../components/app-modal';

export interface ScheduleDialogProps {
  opened: boolean;
  title: string;
  confirmLabel: string;
  /** The time shown first; tomorrow at 09:00 when none. */
  initial?: string | null;
  pending?: boolean;
  onConfirm: (time: Date) => void;
  onClose: () => void;
}

/** Schedule Message and Edit Scheduled Time: a date (today at the earliest) and a time in the future. */
export function ScheduleDialog(props: ScheduleDialogProps) {
  return (
    <AppModal opened={props.opened} onClose={props.onClose} title={props.title}>
      {props.opened ? <ScheduleForm {...props} /> : null}
    </AppModal>
  );
}

function ScheduleForm({ confirmLabel, initial, pending, onConfirm, onClose }: ScheduleDialogProps) {
  const start = dayjs(initial ?? defaultScheduleTime(new Date()));
  const [date, setDate] = useState(start.format('YYYY-MM-DD'));
  const [time, setTime] = useState(start.format('HH:mm'));
  const chosen = date && time ? dayjs(`${date}T${time}`) : null;
  const valid = chosen !== null && chosen.isValid();
  const inPast = valid && !isFutureTime(chosen.toDate(), new Date());
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        if (valid && !inPast) onConfirm(chosen.toDate());
      }}
    >
      <Stack gap="sm">
        <Group grow align="flex-start" wrap="wrap">
          <TextInput
            type="date"
            label="Date"
            required
            value={date}
            min={dayjs().format('YYYY-MM-DD')}
            onChange={(e) => setDate(e.currentTarget.value)}
            miw={150}
          />
          <TextInput
            type="time"
            label="Time"
            required
            value={time}
            onChange={(e) => setTime(e.currentTarget.value)}
            miw={120}
          />
        </Group>
        {inPast ? (
          <Text size="sm" c="red.8" role="alert">
            {messageMessages.futureDate}
          </Text>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={!valid || inPast} loading={pending}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
