import { Alert, Button, Group, Progress, Stack, Text } from '@mantine/core';
import type { SendProgress as Progress_ } from '@portal/domain';
import { useEffect, useRef } from 'react';
import { useSendProgress } from '../api/send-questionnaires';

const entities = (n: number) => `${n} ${n === 1 ? 'entity' : 'entities'}`;

/** The words under the bar: how far the batch has got, then what it did. */
export function progressText(p: Progress_ | undefined): string {
  if (!p || (p.status === 'queued' && p.total === 0)) return 'Preparing to send…';
  const handled = p.done + p.failed;
  if (p.status === 'done') return p.is_draft ? `Saved drafts for ${entities(p.done)}` : `Sent to ${entities(p.done)}`;
  if (p.status === 'failed') return `Sending stopped after ${handled} of ${p.total}`;
  return `${p.is_draft ? 'Saving' : 'Sending'} ${handled} of ${p.total}…`;
}

export interface SendProgressViewProps {
  sendId: number;
  onDone: () => void;
}

/** The batch's progress, polled every second until it is done or failed, then a Done button. */
export function SendProgressView({ sendId, onDone }: SendProgressViewProps) {
  const { data, error, finished, refreshLists } = useSendProgress(sendId);
  const percent = data && data.total > 0 ? Math.round(((data.done + data.failed) / data.total) * 100) : 0;

  const value = finished ? 100 : percent;

  // Once, when the batch finishes.
  const refreshed = useRef(false);
  useEffect(() => {
    if (!finished || refreshed.current) return;
    refreshed.current = true;
    void refreshLists();
  }, [finished, refreshLists]);

  return (
    <Stack gap="md">
      {/*
       * Built from its parts with our own aria attributes: Mantine's default adds aria-valuetext, which axe
       * flags here. The bar is named; the words below are read out as they change.
       */}
      <Progress.Root size="lg">
        <Progress.Section
          value={value}
          animated={!finished}
          withAria={false}
          role="progressbar"
          aria-label="Send progress"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={value}
        />
      </Progress.Root>
      <Text role="status" aria-live="polite" fw={500}>
        {progressText(data)}
      </Text>
      {data && data.failed > 0 ? (
        <Alert color="red" variant="light" role="alert">
          {`${entities(data.failed)} could not be sent.`}
        </Alert>
      ) : null}
      {error ? (
        <Alert color="red" variant="light" role="alert">
          {error.message}
        </Alert>
      ) : null}
      <Group justify="flex-end">
        <Button onClick={onDone} variant={finished ? 'filled' : 'default'}>
          {finished ? 'Done' : 'Close and keep sending'}
        </Button>
      </Group>
    </Stack>
  );
}
