import { Button, Group, Select, Stack, Text } from '@mantine/core';
import { ASSIGNMENT_NONE, ASSIGNMENT_VARIOUS, taxReturnMessages } from '@portal/domain';
import { useState } from 'react';
import { AppModal } from '../../../components/app-modal';
import { notify } from '../../../lib/notify';
import { useUpdateReturnAssignments } from '../api/update-return-assignments';

export interface ReturnAssignmentsDialogProps {
  /** The returns to assign; the dialog is open while set. */
  ids: number[] | null;
  advisors: { id: number; full_name: string }[];
  onClose: () => void;
  onSaved?: () => void;
}

/** Update client assignments (spec 002 §5): a firm user, none (-1), or 'Various' (0: each keeps its own). */
export function ReturnAssignmentsDialog({ ids, advisors, onClose, onSaved }: ReturnAssignmentsDialogProps) {
  const [advisorId, setAdvisorId] = useState(String(ASSIGNMENT_VARIOUS));
  const update = useUpdateReturnAssignments();
  const close = () => {
    setAdvisorId(String(ASSIGNMENT_VARIOUS));
    onClose();
  };
  const save = () =>
    ids &&
    update.mutate(
      { advisorId: Number(advisorId), clientIds: ids },
      {
        onSuccess: () => {
          notify.success(taxReturnMessages.assignmentsUpdated);
          onSaved?.();
          close();
        },
        onError: (e) => notify.error(e.message),
      },
    );
  return (
    <AppModal opened={ids !== null} onClose={close} title="Update client assignments">
      <Stack gap="md">
        <Text size="sm">
          {ids?.length === 1 ? 'One tax return is selected.' : `${ids?.length ?? 0} tax returns are selected.`}
        </Text>
        <Select
          label="Assigned firm user"
          data={[
            { value: String(ASSIGNMENT_VARIOUS), label: 'Various (keep each one’s firm user)' },
            { value: String(ASSIGNMENT_NONE), label: 'None' },
            ...advisors.map((a) => ({ value: String(a.id), label: a.full_name })),
          ]}
          value={advisorId}
          onChange={(v) => setAdvisorId(v ?? String(ASSIGNMENT_VARIOUS))}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button loading={update.isPending} onClick={save}>
            Save
          </Button>
        </Group>
      </Stack>
    </AppModal>
  );
}
