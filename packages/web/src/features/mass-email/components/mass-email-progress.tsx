import { Alert, Button, Group, Progress, Stack, Text } from '@mantine/core';
import type { MassEmailStatus } from '@portal/domain';
import { useEffect, useRef } from 'react';
import { useMassEmailStatus } from '../api/get-mass-email';

export interface MassEmailProgressProps {
  massEmailId: number;
  /** Called once, when the send has completed. */
  onCompleted: (status: MassEmailStatus) => void;
  onClose: () => void;
}

/** How far a queued mass email has got, asked every second until it has completed. */
export function MassEmailProgress({ massEmailId, onCompleted, onClose }: MassEmailProgressProps) {
  const status = useMassEmailStatus(massEmailId);
  const data = status.data;
  const done = data?.status === 'completed';
  const reported = useRef(false);
  useEffect(() => {
    if (data && done && !reported.current) {
      reported.current = true;
      onCompleted(data);
    }
  }, [data, done, onCompleted]);

  const processed = data ? data.sent + data.failed : 0;
  const percent = data && data.total > 0 ? Math.round((processed / data.total) * 100) : done ? 100 : 0;
  return (
    <Stack gap="md">
      <Text size="sm" aria-live="polite">
        {!data
          ? 'Queued…'
          : done
            ? `Completed: ${data.sent} of ${data.total} sent${data.failed ? `, ${data.failed} failed` : ''}.`
            : `Sending… ${processed} of ${data.total} processed.`}
      </Text>
      <Progress.Root size="lg">
        <Progress.Section
          value={percent}
          color={done ? 'teal' : 'blue'}
          animated={!done}
          aria-label="Mass email progress"
          aria-valuetext={`${percent}%`}
        />
      </Progress.Root>
      {status.isError && !done ? (
        <Alert color="yellow" variant="light" role="alert">
          {`${status.error.message}. Trying again…`}
        </Alert>
      ) : null}
      {done && data.failed > 0 ? (
        <Alert color="yellow" variant="light">
          {data.failed === 1
            ? 'One email could not be sent (no usable address or a delivery error).'
            : `${data.failed} emails could not be sent (no usable address or a delivery error).`}
        </Alert>
      ) : null}
      <Group justify="flex-end">
        <Button variant={done ? 'filled' : 'default'} onClick={onClose}>
          {done ? 'Done' : 'Close'}
        </Button>
      </Group>
    </Stack>
  );
}
