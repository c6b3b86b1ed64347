import { Button, Group, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { customStatusInputSchema, firmActionMessages, type CustomStatus, type CustomStatusInput } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { AdminList } from '../../../../components/admin-list/admin-list';
import { notify } from '../../../../lib/notify';
import {
  createCustomStatus,
  customStatusKeys,
  deleteCustomStatus,
  updateCustomStatus,
  useCustomStatuses,
} from '../../api/custom-statuses';
import { useRefreshQuestionnaireLists } from '../../api/questionnaire-actions';

type Draft = { firm_user_display_status: string; client_display_status: string; client_instruction: string };
const empty: Draft = { firm_user_display_status: '', client_display_status: '', client_instruction: '' };
const toDraft = (s: CustomStatus): Draft => ({
  firm_user_display_status: s.firm_user_display_status,
  client_display_status: s.client_display_status ?? '',
  client_instruction: s.client_instruction ?? '',
});

export interface CustomStatusesManagerProps {
  /** Shown as a Close button beside Add status when the manager sits in a dialog. */
  onClose?: () => void;
  /** The delete confirmation's layer: above the dialog the manager sits in (300), if any. */
  confirmZIndex?: number;
}

/**
 * Custom statuses: the firm's own questionnaire statuses (spec 001 §3), with what the client is shown
 * and asked to do. The server refuses changes by users other than partners and admins. Used in the
 * questionnaire screens' dialog and in firm settings.
 */
export function CustomStatusesManager({ onClose, confirmZIndex }: CustomStatusesManagerProps) {
  const queryClient = useQueryClient();
  const refreshLists = useRefreshQuestionnaireLists();
  const statuses = useCustomStatuses();
  const [editing, setEditing] = useState<{ id: number | null; draft: Draft } | null>(null);
  const [error, setError] = useState<string | undefined>();
  const reload = () => {
    void queryClient.invalidateQueries({ queryKey: customStatusKeys.all() });
    void refreshLists();
  };

  const save = useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: CustomStatusInput }) =>
      id === null ? createCustomStatus(input) : updateCustomStatus(id, input),
    onSuccess: (_s, { id }) => {
      notify.success(id === null ? firmActionMessages.statusAdded : firmActionMessages.statusUpdated);
      setEditing(null);
      reload();
    },
    onError: (e) => notify.error(e.message),
  });
  const remove = useMutation({ mutationFn: (s: CustomStatus) => deleteCustomStatus(s.id) });
  const submit = () => {
    if (!editing) return;
    const parsed = customStatusInputSchema.safeParse(editing.draft);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    save.mutate({ id: editing.id, input: editing.draft });
  };
  const field = (key: keyof Draft) => ({
    value: editing?.draft[key] ?? '',
    onChange: (e: { currentTarget: { value: string } }) =>
      editing && setEditing({ ...editing, draft: { ...editing.draft, [key]: e.currentTarget.value } }),
  });

  return (
    <Stack gap="sm">
      <AdminList<CustomStatus>
        label="Statuses"
        rows={statuses.data}
        error={statuses.error}
        framed={false}
        empty={<Text size="sm">No statuses yet. Add one to show your firm's own progress on questionnaires.</Text>}
        rowKey={(s) => s.id}
        rowLabel={(s) => s.firm_user_display_status}
        columns={[
          {
            header: 'Status',
            render: (s) => (
              <Stack gap={0}>
                <Text size="sm" fw={600}>
                  {s.firm_user_display_status}
                </Text>
                <Text size="xs" c="dimmed">
                  Client sees: {s.client_display_status ?? '—'}
                  {s.client_instruction ? ` · ${s.client_instruction}` : ''}
                </Text>
              </Stack>
            ),
          },
        ]}
        actions={[
          { label: 'Edit', onClick: (s) => setEditing({ id: s.id, draft: toDraft(s) }) },
          {
            label: 'Delete',
            color: 'red.9',
            confirm: {
              title: 'Delete status',
              message: () => firmActionMessages.confirmDeleteStatus,
              zIndex: confirmZIndex,
              run: (s) => remove.mutateAsync(s),
              onDone: () => {
                notify.success(firmActionMessages.statusDeleted);
                reload();
              },
              onFailed: (e) => notify.error(e.message),
            },
          },
        ]}
      />
      {editing ? (
        <Stack gap="xs" component="section" aria-label={editing.id === null ? 'New status' : 'Edit status'}>
          <TextInput label="Status name (firm)" required error={error} {...field('firm_user_display_status')} />
          <TextInput label="Client display status" {...field('client_display_status')} />
          <Textarea label="Client instruction" autosize minRows={2} {...field('client_instruction')} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setEditing(null)}>
              Cancel
            </Button>
            <Button loading={save.isPending} onClick={submit}>
              Save status
            </Button>
          </Group>
        </Stack>
      ) : (
        <Group justify="space-between">
          <Button variant="default" onClick={() => setEditing({ id: null, draft: empty })}>
            Add status
          </Button>
          {onClose ? (
            <Button variant="default" onClick={onClose}>
              Close
            </Button>
          ) : null}
        </Group>
      )}
    </Stack>
  );
}
