import { Alert, Button, Group, Loader, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { formatDisplayDate, type ScheduledSend } from '@portal/domain';
import { IconCalendarRepeat } from '@tabler/icons-react';
import { useState } from 'react';
import { AppModal } from '../../../components/app-modal';
import { EmptyState } from '../../../components/empty-state';
import { notify } from '../../../lib/notify';
import { useCancelSendSchedule, useSendSchedules } from '../api/send-schedules';
import { FREQUENCY_LABELS } from './schedule-fields';

export const NO_SCHEDULED_SENDS = {
  title: 'No scheduled sends',
  description: 'Turn on Schedule send in Send Questionnaire to send later or repeat a send.',
};

/** The firm's scheduled and recurring sends, each with Cancel schedule (confirmed first). */
export function ScheduledSends() {
  const schedules = useSendSchedules();
  const cancel = useCancelSendSchedule();
  const [cancelling, setCancelling] = useState<ScheduledSend | null>(null);

  const confirmCancel = () => {
    if (!cancelling) return;
    cancel.mutate(cancelling.id, {
      onSuccess: (message) => {
        notify.success(message);
        setCancelling(null);
      },
      onError: (e) => {
        notify.error(e.message);
        setCancelling(null);
      },
    });
  };

  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        Scheduled sends
      </Title>
      {schedules.isPending ? <Loader size="sm" aria-label="Loading scheduled sends" /> : null}
      {schedules.isError ? (
        <Alert color="red" variant="light" role="alert">
          {schedules.error.message}
        </Alert>
      ) : null}
      {schedules.data?.length === 0 ? (
        <EmptyState
          title={NO_SCHEDULED_SENDS.title}
          description={NO_SCHEDULED_SENDS.description}
          icon={<IconCalendarRepeat aria-hidden stroke={1.5} />}
        />
      ) : null}
      {schedules.data && schedules.data.length > 0 ? (
        <Table.ScrollContainer minWidth={420}>
          <Table verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th>Frequency</Table.Th>
                <Table.Th>Next send</Table.Th>
                <Table.Th>
                  <VisuallyHidden>Actions</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {schedules.data.map((s) => (
                <Table.Tr key={s.id}>
                  <Table.Td>
                    <Text size="sm">{s.name}</Text>
                    <Text size="xs" c="dimmed">
                      {s.company_types.length > 0
                        ? s.company_types.join(', ')
                        : `${s.company_count} ${s.company_count === 1 ? 'entity' : 'entities'}`}
                    </Text>
                  </Table.Td>
                  <Table.Td>{FREQUENCY_LABELS[s.frequency]}</Table.Td>
                  <Table.Td>{s.next_send_date ? formatDisplayDate(s.next_send_date) : '—'}</Table.Td>
                  <Table.Td>
                    <Group justify="flex-end">
                      <Button
                        size="compact-sm"
                        variant="subtle"
                        color="red.9"
                        aria-label={`Cancel schedule ${s.name}`}
                        onClick={() => setCancelling(s)}
                      >
                        Cancel schedule
                      </Button>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : null}
      {/* Not the shared ConfirmDialog: its 'Cancel' beside 'Cancel schedule' would read as the same action. */}
      <AppModal opened={cancelling !== null} onClose={() => setCancelling(null)} title="Cancel scheduled send">
        <Stack gap="md">
          <Text size="sm">
            {cancelling
              ? `No more questionnaires will be sent by "${cancelling.name}". Questionnaires already sent stay.`
              : ''}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setCancelling(null)}>
              Keep schedule
            </Button>
            <Button color="red.9" loading={cancel.isPending} onClick={confirmCancel}>
              Cancel schedule
            </Button>
          </Group>
        </Stack>
      </AppModal>
    </Stack>
  );
}
