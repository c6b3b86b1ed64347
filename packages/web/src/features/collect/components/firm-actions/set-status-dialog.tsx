import { Alert, Button, Checkbox, Group, Select, Skeleton, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { firmActionMessages, statusNoticeProblems, statusTellsClient } from '@portal/domain';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { AppModal } from '../../../../components/app-modal';
import { notify } from '../../../../lib/notify';
import { sendCustomStatusChange, setQuestionnaireStatus, useCustomStatuses } from '../../api/custom-statuses';
import { useRefreshQuestionnaireLists } from '../../api/questionnaire-actions';

const NONE = 'none';
type Notice = { customEmailSubject: string; customEmailMessage: string; customSmsMessage: string };

export interface SetStatusDialogProps {
  questionnaireId: number;
  currentStatusId: number | null;
  onClose: () => void;
}

/**
 * Set status: the firm's own status of a questionnaire, and optionally the status-change notification
 * (spec 001 §5): subject and body required, the SMS text when SMS is checked; a status without a client
 * display status or instruction cannot be told to the client.
 */
export function SetStatusDialog({ questionnaireId, currentStatusId, onClose }: SetStatusDialogProps) {
  const statuses = useCustomStatuses();
  const refresh = useRefreshQuestionnaireLists();
  const [value, setValue] = useState(currentStatusId === null ? NONE : String(currentStatusId));
  const [tell, setTell] = useState(false);
  const [sms, setSms] = useState(false);
  const [notice, setNotice] = useState<Notice>({
    customEmailSubject: '',
    customEmailMessage: '',
    customSmsMessage: '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const chosen = statuses.data?.find((s) => String(s.id) === value) ?? null;
  const cannotTell = tell && !statusTellsClient(chosen);

  const save = useMutation({
    mutationFn: async () => {
      await setQuestionnaireStatus(questionnaireId, chosen?.id ?? null);
      if (!tell) return false;
      await sendCustomStatusChange({
        questionnaireIds: [questionnaireId],
        customEmailSubject: notice.customEmailSubject,
        customEmailMessage: notice.customEmailMessage,
        ...(sms ? { customSmsMessage: notice.customSmsMessage } : {}),
      });
      return true;
    },
    onSuccess: (told) => {
      notify.success(told ? firmActionMessages.notificationsUpdated : firmActionMessages.statusSet);
      void refresh();
      onClose();
    },
    onError: (e) => {
      notify.error(e.message);
      void refresh();
    },
  });
  const submit = () => {
    if (tell) {
      if (cannotTell) return;
      const problems = statusNoticeProblems({ ...notice, smsChecked: sms });
      setErrors(problems);
      if (Object.keys(problems).length) return;
    }
    save.mutate();
  };
  const field = (key: keyof Notice) => ({
    value: notice[key],
    error: errors[key],
    onChange: (e: { currentTarget: { value: string } }) => setNotice({ ...notice, [key]: e.currentTarget.value }),
  });

  return (
    <AppModal opened onClose={onClose} title="Set status" size="lg">
      <Stack gap="sm">
        {statuses.isPending ? (
          <Skeleton h={36} role="status" aria-label="Loading statuses" />
        ) : statuses.isError ? (
          <Alert color="red" variant="light" role="alert">
            {statuses.error.message}
          </Alert>
        ) : (
          <>
            <Select
              label="Status"
              data={[
                { value: NONE, label: 'None' },
                ...statuses.data.map((s) => ({ value: String(s.id), label: s.firm_user_display_status })),
              ]}
              allowDeselect={false}
              value={value}
              onChange={(v) => setValue(v ?? NONE)}
            />
            {statuses.data.length === 0 ? (
              <Text size="sm" c="dimmed">
                The firm has no statuses yet. Add them with Custom statuses on the Collect screen.
              </Text>
            ) : null}
            {chosen ? (
              <Text size="sm">
                The client sees: {chosen.client_display_status ?? '—'}
                {chosen.client_instruction ? ` · ${chosen.client_instruction}` : ''}
              </Text>
            ) : null}
            <Checkbox label="Notify the client" checked={tell} onChange={(e) => setTell(e.currentTarget.checked)} />
            {cannotTell ? (
              <Alert color="red" variant="light" role="alert">
                {firmActionMessages.statusLacksClientText}
              </Alert>
            ) : null}
            {tell && !cannotTell ? (
              <>
                <TextInput label="Email subject" required {...field('customEmailSubject')} />
                <Textarea label="Email message" required autosize minRows={4} {...field('customEmailMessage')} />
                <Checkbox
                  label="Also send a text message"
                  checked={sms}
                  onChange={(e) => setSms(e.currentTarget.checked)}
                />
                {sms ? (
                  <Textarea label="SMS message" required autosize minRows={2} {...field('customSmsMessage')} />
                ) : null}
                <Text size="xs" c="dimmed">
                  Placeholders filled in for each client: {'{client_fname}'}, {'{questionnaire_year}'},{' '}
                  {'{questionnaire_name}'}, {'{firm_name}'}, {'{client_display_status}'}, {'{client_instruction}'}
                </Text>
              </>
            ) : null}
          </>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button loading={save.isPending} disabled={!statuses.data || cannotTell} onClick={submit}>
            {tell ? 'Save and notify' : 'Save'}
          </Button>
        </Group>
      </Stack>
    </AppModal>
  );
}
