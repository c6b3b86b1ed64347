import { Button, Group, Select, Stack, Text } from '@mantine/core';
import { NO_ADVISOR, userMessages } from '@portal/domain';
import { useState } from 'react';
import { AppModal } from '../../../components/app-modal';
import { notify } from '../../../lib/notify';
import { useFirmUsers } from '../api/list-firm-users';
import { isAssignmentSuccess, useUpdateClientAssignments } from '../api/update-client-assignments';

export interface UpdateClientAssignmentsDialogProps {
  /** The selected users; null keeps the dialog closed. */
  ids: number[] | null;
  onClose: () => void;
  onSaved: () => void;
}

/** Update client assignments (spec 000 §2, §7): one assigned firm user, or none, for the selected users. */
export function UpdateClientAssignmentsDialog({ ids, onClose, onSaved }: UpdateClientAssignmentsDialogProps) {
  return (
    <AppModal opened={ids !== null} onClose={onClose} title="Update client assignments">
      {ids ? <AssignmentsForm ids={ids} onClose={onClose} onSaved={onSaved} /> : null}
    </AppModal>
  );
}

function AssignmentsForm({
  ids,
  onClose,
  onSaved,
}: Omit<UpdateClientAssignmentsDialogProps, 'ids'> & { ids: number[] }) {
  const [advisorId, setAdvisorId] = useState<string | null>(null);
  const firmUsers = useFirmUsers();
  const save = useUpdateClientAssignments();
  const options = [
    { value: String(NO_ADVISOR), label: 'None' },
    ...(firmUsers.data ?? []).map((u) => ({ value: String(u.id), label: u.full_name })),
  ];
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (advisorId === null) return;
        save.mutate(
          { advisorId: Number(advisorId), clientIds: ids },
          {
            onSuccess: (answer) => {
              if (isAssignmentSuccess(answer)) notify.success(userMessages.assignmentUpdated);
              else notify.error(answer.message);
              onSaved();
              onClose();
            },
          },
        );
      }}
    >
      <Stack gap="md">
        <Text size="sm">
          {ids.length} selected {ids.length === 1 ? 'user' : 'users'}
        </Text>
        <Select
          label="Assigned firm user"
          placeholder="Choose a firm user"
          data={options}
          value={advisorId}
          onChange={setAdvisorId}
          searchable
          allowDeselect={false}
          comboboxProps={{ zIndex: 400 }}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending} disabled={advisorId === null}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
